/**
 * Ingestion benchmark: parse-only and end-to-end (into PGlite and into PostgreSQL 15) for the
 * real pages in ../shared/placsp and for generated pages, with ratios against the parse-only
 * baseline measured in the same process.
 *   npm run bench:ingest -- [--entries 100000] [--feed 643] [--samples ../shared/placsp] [--skip-pglite]
 * PostgreSQL: BENCH_DATABASE_URL, or a throwaway server started by scripts/pg-throwaway.sh.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import type { FeedCode } from '../../common/feeds';
import { openDatabase, openPostgres } from '../../server/db/client';
import { importSource } from '../../server/ingest/import/import-source';
import { readPage } from '../../server/ingest/import/read-page';
import { openPageSource } from '../../server/ingest/sources/page-sources';
import { writeFeed } from '../../server/simulator/feed-writer';

const { values } = parseArgs({
  options: {
    entries: { type: 'string', default: '100000' },
    feed: { type: 'string', default: '643' },
    samples: { type: 'string', default: path.resolve('../shared/placsp') },
    'skip-pglite': { type: 'boolean', default: false },
  },
});

const folderBytes = (dir: string) =>
  readdirSync(dir)
    .filter((n) => /\.(atom|xml)$/.test(n))
    .reduce((sum, n) => sum + statSync(path.join(dir, n)).size, 0);

interface Figure {
  seconds: number;
  entries: number;
}

async function parseOnly(dir: string): Promise<Figure> {
  const start = performance.now();
  const source = await openPageSource(dir);
  let entries = 0;
  for (const page of source.pages) entries += (await readPage(page)).items;
  await source.close();
  return { seconds: (performance.now() - start) / 1000, entries };
}

async function intoDatabase(
  dir: string,
  open: () => Promise<Awaited<ReturnType<typeof openDatabase>>>,
): Promise<Figure> {
  const database = await open();
  await database.migrate();
  const start = performance.now();
  const summary = await importSource(database.db, dir);
  const seconds = (performance.now() - start) / 1000;
  await database.close();
  return { seconds, entries: summary.items };
}

async function withPostgres<T>(run: (url: string) => Promise<T>): Promise<T> {
  if (process.env.BENCH_DATABASE_URL) return run(process.env.BENCH_DATABASE_URL);
  const out = execFileSync('bash', ['scripts/pg-throwaway.sh', 'start'], { encoding: 'utf8' });
  const env = Object.fromEntries([...out.matchAll(/export (\w+)=(\S+)/g)].map((m) => [m[1], m[2]]));
  try {
    return await run(env.PG_THROWAWAY_URL!);
  } finally {
    execFileSync('bash', ['scripts/pg-throwaway.sh', 'stop', env.PG_THROWAWAY_DIR!]);
  }
}

/** A fresh database per run, so every figure is a first load. */
async function freshPostgres(adminUrl: string, name: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return openPostgres(url.toString());
}

function line(label: string, bytes: number, f: Figure, baseline?: Figure) {
  const mbs = bytes / 1e6 / f.seconds;
  const ratio = baseline ? `  ${(baseline.seconds / f.seconds).toFixed(2)}× del análisis solo` : '';
  console.log(
    `  ${label.padEnd(24)} ${mbs.toFixed(1).padStart(6)} MB/s ${Math.round(f.entries / f.seconds)
      .toString()
      .padStart(7)} entradas/s  ${f.seconds.toFixed(1).padStart(6)} s${ratio}`,
  );
}

async function benchmark(label: string, dir: string, pgUrl: string) {
  const bytes = folderBytes(dir);
  console.log(`\n${label}: ${(bytes / 1e6).toFixed(1)} MB`);
  const parse = await parseOnly(dir);
  line('análisis (sin base)', bytes, parse);
  if (!values['skip-pglite']) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lic-bench-pglite-'));
    line('→ PGlite', bytes, await intoDatabase(dir, () => openDatabase({ dataDir })), parse);
    rmSync(dataDir, { recursive: true, force: true });
  }
  line(
    '→ PostgreSQL 15',
    bytes,
    await intoDatabase(dir, () => freshPostgres(pgUrl, `bench_${Date.now()}`)),
    parse,
  );
}

const generated = mkdtempSync(path.join(os.tmpdir(), 'lic-bench-feed-'));
try {
  const feed = values.feed as FeedCode;
  const entries = Number(values.entries);
  writeFeed({ feed, entries, outDir: generated });
  await withPostgres(async (url) => {
    await benchmark('Páginas reales (../shared/placsp)', values.samples, url);
    await benchmark(`Páginas generadas (${entries} entradas, feed ${feed})`, generated, url);
  });
  console.log('\nObjetivo: ≥ 10 MB/s de XML guardado de extremo a extremo en PostgreSQL.');
} finally {
  rmSync(generated, { recursive: true, force: true });
}
