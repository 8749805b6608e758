/**
 * Search benchmark: generated tenders loaded the way the importer stores them into PostgreSQL 15
 * and PGlite, a fixed query mix through the real search (page + total count), and the same mix
 * through a naive ILIKE search on the same data, with p50/p95 and ratios.
 *   npm run bench:search -- [--pg-rows 1000000] [--pglite-rows 200000] [--skip-pg] [--skip-pglite]
 *     [--reps 7] [--warmup 1] [--keep] [--pglite-dir DIR]
 * PostgreSQL: BENCH_DATABASE_URL (its `bench_search` database is loaded once, then reused), or a
 * throwaway server (`--keep` leaves it running and prints the URL to reuse).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { ProcurementSearchQuery, ProcurementSearchResponse } from '../../common/api/procurement-search';
import { type Database, type Db, openDatabase, openPostgres } from '../../server/db/client';
import { searchProjects } from '../../server/domain/procurement/search-projects';
import { countProjects, loadTenders } from './load-tenders';
import { naiveSearch } from './naive-search';
import { parsedQueryMix } from './query-mix';
import { type Timing, timingOf } from './stats';

const { values } = parseArgs({
  options: {
    'pg-rows': { type: 'string', default: '1000000' },
    'pglite-rows': { type: 'string', default: '200000' },
    'skip-pg': { type: 'boolean', default: false },
    'skip-pglite': { type: 'boolean', default: false },
    reps: { type: 'string', default: '7' },
    warmup: { type: 'string', default: '1' },
    keep: { type: 'boolean', default: false },
    'pglite-dir': { type: 'string' },
    cpv: { type: 'string', default: path.resolve('../shared/reference/cpv/cpv.csv') },
  },
});

/** The generator's newest entry is from August 2026: "active" is judged at that moment. */
const NOW = new Date('2026-08-01T00:00:00Z');
const DB_NAME = 'bench_search';

type Search = (db: Db, q: ProcurementSearchQuery, opts: { now: Date }) => Promise<ProcurementSearchResponse>;

const ms = (n: number) => `${n < 10 ? n.toFixed(1) : Math.round(n)} ms`.padStart(9);

/** Stored tenders, loading `rows` first into an empty database. */
async function ensureLoaded(database: Database, rows: number): Promise<void> {
  await database.migrate();
  const stored = await countProjects(database.db);
  if (stored > 0) {
    console.log(`  reutilizada: ${stored} licitaciones ya cargadas`);
    return;
  }
  const start = performance.now();
  let shown = 0;
  const totals = await loadTenders(database.db, {
    rows,
    cpvCsv: values.cpv,
    onProgress: (n) => {
      if (n - shown < rows / 10) return;
      shown = n;
      console.log(`  … ${n} licitaciones, ${((performance.now() - start) / 1000).toFixed(0)} s`);
    },
  });
  const loadSeconds = (performance.now() - start) / 1000;
  // What autovacuum would do soon after a big import: statistics and the visibility map.
  await database.db.execute(sql`vacuum analyze`);
  const total = (performance.now() - start) / 1000;
  console.log(
    `  carga: ${totals.new} licitaciones en ${loadSeconds.toFixed(0)} s (${Math.round(totals.new / loadSeconds)}/s), ` +
      `con VACUUM ANALYZE ${total.toFixed(0)} s`,
  );
}

/** Every query of the mix `reps` times (after `warmup` rounds), round-robin so noise spreads evenly. */
async function measure(db: Db, search: Search) {
  const mix = parsedQueryMix();
  const samples = mix.map(() => [] as number[]);
  const totals = mix.map(() => 0);
  const rounds = Number(values.warmup) + Number(values.reps);
  for (let round = 0; round < rounds; round++) {
    for (const [i, { query }] of mix.entries()) {
      const start = performance.now();
      const response = await search(db, query, { now: NOW });
      const elapsed = performance.now() - start;
      totals[i] = response.metadata.total_results;
      if (round >= Number(values.warmup)) samples[i]!.push(elapsed);
    }
  }
  return { mix, samples, totals };
}

async function benchmark(label: string, database: Database, rows: number) {
  console.log(`\n${label}`);
  await ensureLoaded(database, rows);
  const ours = await measure(database.db, (db, q, opts) => searchProjects(db, q, opts));
  const naive = await measure(database.db, naiveSearch);
  console.log(
    `  ${'consulta'.padEnd(18)} ${'total'.padStart(8)} ${'p50'.padStart(9)} ${'p95'.padStart(9)}  ` +
      `${'ILIKE p50'.padStart(9)} ${'ILIKE p95'.padStart(9)} ${'ILIKE total'.padStart(11)}  ratio p95`,
  );
  const row = (name: string, total: string, a: Timing, b: Timing, naiveTotal: string) =>
    console.log(
      `  ${name.padEnd(18)} ${total.padStart(8)} ${ms(a.p50)} ${ms(a.p95)}  ${ms(b.p50)} ${ms(b.p95)} ` +
        `${naiveTotal.padStart(11)}  ${(b.p95 / a.p95).toFixed(1).padStart(6)}×`,
    );
  for (const [i, { name }] of ours.mix.entries()) {
    row(
      name,
      String(ours.totals[i]),
      timingOf(ours.samples[i]!),
      timingOf(naive.samples[i]!),
      String(naive.totals[i]),
    );
  }
  const all = timingOf(ours.samples.flat());
  row('TODAS', '', all, timingOf(naive.samples.flat()), '');
  console.log(`  objetivo p95 ≤ 100 ms: ${all.p95 <= 100 ? 'cumplido' : 'NO cumplido'}`);
}

/** A throwaway PostgreSQL 15 unless BENCH_DATABASE_URL names one. */
async function withPostgres(run: (adminUrl: string) => Promise<void>) {
  if (process.env.BENCH_DATABASE_URL) return run(process.env.BENCH_DATABASE_URL);
  const out = execFileSync('bash', ['scripts/pg-throwaway.sh', 'start'], { encoding: 'utf8' });
  const env = Object.fromEntries([...out.matchAll(/export (\w+)=(\S+)/g)].map((m) => [m[1], m[2]]));
  try {
    await run(env.PG_THROWAWAY_URL!);
  } finally {
    if (values.keep)
      console.log(
        `\nPostgreSQL sigue en marcha: BENCH_DATABASE_URL=${env.PG_THROWAWAY_URL} npm run bench:search -- …\n` +
          `  para pararlo: bash scripts/pg-throwaway.sh stop ${env.PG_THROWAWAY_DIR}`,
      );
    else execFileSync('bash', ['scripts/pg-throwaway.sh', 'stop', env.PG_THROWAWAY_DIR!]);
  }
}

async function benchDatabase(adminUrl: string): Promise<Database> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [DB_NAME]);
  if (exists.rowCount === 0) await admin.query(`create database ${DB_NAME}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${DB_NAME}`;
  return openPostgres(url.toString());
}

if (!values['skip-pg']) {
  await withPostgres(async (adminUrl) => {
    const database = await benchDatabase(adminUrl);
    try {
      await benchmark(
        `PostgreSQL 15, ${values['pg-rows']} licitaciones`,
        database,
        Number(values['pg-rows']),
      );
    } finally {
      await database.close();
    }
  });
}

if (!values['skip-pglite']) {
  const kept = values['pglite-dir'];
  const dataDir = kept ?? mkdtempSync(path.join(os.tmpdir(), 'lic-bench-pglite-'));
  if (kept && !existsSync(kept)) console.log(`PGlite se guardará en ${kept}`);
  const database = await openDatabase({ dataDir });
  try {
    await benchmark(`PGlite, ${values['pglite-rows']} licitaciones`, database, Number(values['pglite-rows']));
  } finally {
    await database.close();
    if (!kept) rmSync(dataDir, { recursive: true, force: true });
  }
}
