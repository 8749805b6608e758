/**
 * Ingestion benchmark: parse-only and end-to-end (into PGlite and into PostgreSQL 15) for the
 * real pages in ../shared/placsp and for generated pages of the three feeds (a third of the
 * entries each, unless --feed names one), with ratios against the parse-only baseline measured
 * in the same process, the CPU each side used per entry, the machine's load, and how long
 * PLACSP's whole history would take at the measured rate.
 *   npm run bench:ingest -- [--entries 30000] [--feed all|643|1044|1143] [--samples ../shared/placsp] [--skip-pglite]
 * PostgreSQL: BENCH_DATABASE_URL (with BENCH_POSTGRES_DIR, a pg-throwaway.sh folder, to report
 * its CPU), or a throwaway server started by scripts/pg-throwaway.sh.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { FEED_CODES, type FeedCode, isFeedCode } from '../../common/feeds';
import { openDatabase, openPostgres } from '../../server/db/client';
import { importSource } from '../../server/ingest/import/import-source';
import { readPage } from '../../server/ingest/import/read-page';
import { openPageSource } from '../../server/ingest/sources/page-sources';
import { writeFeed } from '../../server/simulator/feed-writer';
import { postgresCpuMs, postmasterPid } from '../http/cpu';

const { values } = parseArgs({
  options: {
    entries: { type: 'string', default: '30000' },
    feed: { type: 'string', default: 'all' },
    samples: { type: 'string', default: path.resolve('../shared/placsp') },
    'skip-pglite': { type: 'boolean', default: false },
  },
});

/** Entries PLACSP has published over its whole history, all feeds together. */
const HISTORY_ENTRIES = 8_700_000;
const TARGET_RATE = 2500;
const TARGET_RATIO = 0.7;

const folderBytes = (dir: string) =>
  readdirSync(dir)
    .filter((n) => /\.(atom|xml)$/.test(n))
    .reduce((sum, n) => sum + statSync(path.join(dir, n)).size, 0);

interface Figure {
  seconds: number;
  entries: number;
  /** CPU ms of this process (every thread) and of the PostgreSQL server, when it is ours. */
  nodeCpuMs: number;
  postgresCpuMs: number | undefined;
  /** 1-minute load average at the end. */
  load: number;
}

/** Times `run`, with the CPU this process and the PostgreSQL server `postmaster` used meanwhile. */
async function measured(postmaster: number | undefined, run: () => Promise<number>): Promise<Figure> {
  const cpu = process.cpuUsage();
  const pgCpu = postmaster ? postgresCpuMs(postmaster) : undefined;
  const start = performance.now();
  const entries = await run();
  const seconds = (performance.now() - start) / 1000;
  const used = process.cpuUsage(cpu);
  return {
    seconds,
    entries,
    nodeCpuMs: (used.user + used.system) / 1000,
    postgresCpuMs: postmaster && pgCpu !== undefined ? postgresCpuMs(postmaster) - pgCpu : undefined,
    load: os.loadavg()[0]!,
  };
}

const parseOnly = (dir: string) =>
  measured(undefined, async () => {
    let entries = 0;
    const source = await openPageSource(dir);
    for (const page of source.pages) entries += (await readPage(page)).items;
    await source.close();
    return entries;
  });

async function intoDatabase(
  dir: string,
  open: () => Promise<Awaited<ReturnType<typeof openDatabase>>>,
  postmaster?: number,
): Promise<Figure> {
  const database = await open();
  await database.migrate();
  const figure = await measured(postmaster, async () => (await importSource(database.db, dir)).items);
  await database.close();
  return figure;
}

async function withPostgres<T>(run: (url: string, postmaster?: number) => Promise<T>): Promise<T> {
  const dir = process.env.BENCH_POSTGRES_DIR;
  if (process.env.BENCH_DATABASE_URL)
    return run(process.env.BENCH_DATABASE_URL, dir ? postmasterPid(dir) : undefined);
  const out = execFileSync('bash', ['scripts/pg-throwaway.sh', 'start'], { encoding: 'utf8' });
  const env = Object.fromEntries([...out.matchAll(/export (\w+)=(\S+)/g)].map((m) => [m[1], m[2]]));
  try {
    return await run(env.PG_THROWAWAY_URL!, postmasterPid(env.PG_THROWAWAY_DIR!));
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

const rate = (f: Figure) => f.entries / f.seconds;

function line(label: string, bytes: number, f: Figure, baseline?: Figure) {
  const perEntry = (ms: number | undefined) => (ms === undefined ? '   –' : (ms / f.entries).toFixed(2));
  const ratio = baseline ? `  ${(baseline.seconds / f.seconds).toFixed(2)}× del análisis solo` : '';
  console.log(
    `  ${label.padEnd(20)} ${(bytes / 1e6 / f.seconds).toFixed(1).padStart(5)} MB/s ${Math.round(rate(f))
      .toString()
      .padStart(6)} entradas/s ${f.seconds.toFixed(1).padStart(6)} s  CPU ms/entrada node ${perEntry(
      f.nodeCpuMs,
    )} postgres ${perEntry(f.postgresCpuMs)}  carga ${f.load.toFixed(1)}${ratio}`,
  );
}

function hours(seconds: number) {
  const minutes = Math.round(seconds / 60);
  return `${Math.floor(minutes / 60)} h ${(minutes % 60).toString().padStart(2, '0')} min`;
}

async function benchmark(label: string, dir: string, pgUrl: string, postmaster?: number) {
  const bytes = folderBytes(dir);
  const parse = await parseOnly(dir);
  console.log(
    `\n${label}: ${(bytes / 1e6).toFixed(1)} MB, ${parse.entries} entradas de ${(bytes / parse.entries / 1000).toFixed(1)} KB de media (carga ${os.loadavg()[0]!.toFixed(1)})`,
  );
  line('análisis (sin base)', bytes, parse);
  if (!values['skip-pglite']) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lic-bench-pglite-'));
    line('→ PGlite', bytes, await intoDatabase(dir, () => openDatabase({ dataDir })), parse);
    rmSync(dataDir, { recursive: true, force: true });
  }
  const stored = await intoDatabase(dir, () => freshPostgres(pgUrl, `bench_${Date.now()}`), postmaster);
  line('→ PostgreSQL 15', bytes, stored, parse);
  console.log(
    `  Todo el histórico de PLACSP (${(HISTORY_ENTRIES / 1e6).toFixed(1)} M entradas) a ${Math.round(rate(stored))} entradas/s: ${hours(HISTORY_ENTRIES / rate(stored))}` +
      ` (objetivo: ≥ ${TARGET_RATE} entradas/s, ${hours(HISTORY_ENTRIES / TARGET_RATE)}; ≥ ${TARGET_RATIO}× del análisis solo)`,
  );
}

const feeds: FeedCode[] = values.feed === 'all' ? FEED_CODES : isFeedCode(values.feed) ? [values.feed] : [];
if (feeds.length === 0) throw new Error(`--feed: all, ${FEED_CODES.join(', ')}`);
const generated = mkdtempSync(path.join(os.tmpdir(), 'lic-bench-feed-'));
try {
  const entries = Number(values.entries);
  // One folder, as an import of the history takes it: pages of every feed, oldest first.
  for (const feed of feeds)
    writeFeed({ feed, entries: Math.ceil(entries / feeds.length), outDir: generated });
  await withPostgres(async (url, postmaster) => {
    await benchmark('Páginas reales (../shared/placsp)', values.samples, url, postmaster);
    await benchmark(
      `Páginas generadas (${entries} entradas, feeds ${feeds.join(', ')})`,
      generated,
      url,
      postmaster,
    );
  });
} finally {
  rmSync(generated, { recursive: true, force: true });
}
