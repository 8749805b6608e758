/**
 * Search benchmark: generated tenders loaded the way the importer stores them into PostgreSQL 15
 * and PGlite, a fixed query mix through the real search (page + total count), and the same mix
 * through a naive ILIKE search on the same data, with p50/p95 and ratios.
 *   npm run bench:search -- [--pg-rows 1000000] [--pglite-rows 200000] [--generated 100000]
 *     [--skip-pg] [--skip-pglite] [--skip-naive] [--reps 7] [--warmup 1] [--keep] [--pglite-dir DIR]
 * `--generated` tenders go through the importer; the rest are copies of them made in SQL.
 * `--skip-naive` leaves out the ILIKE comparison (minutes on a million tenders) while tuning.
 * PostgreSQL: BENCH_DATABASE_URL (its `bench_search` database is loaded once, then reused), or a
 * throwaway server (`--keep` leaves it running and prints the URL to reuse).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { ProcurementSearchQuery, ProcurementSearchResponse } from '../../common/api/procurement-search';
import { type Database, type Db, openDatabase } from '../../server/db/client';
import { searchTenders } from '../../server/domain/tenders/search-tenders';
import { benchDatabase, withPostgres } from '../postgres';
import { msCell } from '../report';
import { copyTenders, countProjects, loadTenders } from './load-tenders';
import { naiveSearch } from './naive-search';
import { parsedQueryMix } from './query-mix';
import { type Timing, timingOf } from './stats';

const { values } = parseArgs({
  options: {
    'pg-rows': { type: 'string', default: '1000000' },
    'pglite-rows': { type: 'string', default: '200000' },
    generated: { type: 'string', default: '100000' },
    'skip-pg': { type: 'boolean', default: false },
    'skip-pglite': { type: 'boolean', default: false },
    'skip-naive': { type: 'boolean', default: false },
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

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(0);

/** `rows` tenders stored: loaded into an empty database, or found there from a previous run. */
async function ensureLoaded(database: Database, rows: number): Promise<void> {
  await database.migrate();
  const already = await countProjects(database.db);
  if (already >= rows) {
    console.log(`  reutilizada: ${already} licitaciones ya cargadas`);
    return;
  }
  if (already > 0) throw new Error(`La base tiene ${already} licitaciones, menos de ${rows}: bórrala antes`);
  const generated = Math.min(rows, Number(values.generated));
  const start = performance.now();
  let shown = 0;
  const totals = await loadTenders(database.db, {
    rows: generated,
    cpvCsv: values.cpv,
    onProgress: (n) => {
      if (n - shown < generated / 10) return;
      shown = n;
      console.log(`  … ${n} licitaciones, ${seconds(start)} s`);
    },
  });
  console.log(
    `  importador: ${totals.new} licitaciones generadas en ${seconds(start)} s ` +
      `(${Math.round((totals.new * 1000) / (performance.now() - start))}/s)`,
  );
  const copyStart = performance.now();
  const stored = await copyTenders(database.db, rows);
  console.log(`  copias en SQL: hasta ${stored} licitaciones en ${seconds(copyStart)} s`);
  const vacuumStart = performance.now();
  // What autovacuum would do soon after a big import: statistics and the visibility map.
  await database.db.execute(sql`vacuum analyze`);
  console.log(`  VACUUM ANALYZE: ${seconds(vacuumStart)} s; carga total ${seconds(start)} s`);
}

/** Every query of the mix `reps` times (after `warmup` rounds), round-robin so noise spreads evenly. */
async function measure(db: Db, search: Search) {
  const mix = parsedQueryMix();
  const samples = mix.map(() => [] as number[]);
  const totals = mix.map(() => 0);
  const estimated = mix.map(() => false);
  const rounds = Number(values.warmup) + Number(values.reps);
  for (let round = 0; round < rounds; round++) {
    for (const [i, { query }] of mix.entries()) {
      const start = performance.now();
      const response = await search(db, query, { now: NOW });
      const elapsed = performance.now() - start;
      totals[i] = response.metadata.total_results;
      estimated[i] = response.metadata.total_is_estimate;
      if (round >= Number(values.warmup)) samples[i]!.push(elapsed);
    }
  }
  return { mix, samples, totals, estimated };
}

async function benchmark(label: string, database: Database, rows: number) {
  console.log(`\n${label}`);
  await ensureLoaded(database, rows);
  const ours = await measure(database.db, (db, q, opts) => searchTenders(db, q, opts));
  const naive = values['skip-naive'] ? undefined : await measure(database.db, naiveSearch);
  console.log(
    `  ${'consulta'.padEnd(18)} ${'total'.padStart(8)} ${'p50'.padStart(9)} ${'p95'.padStart(9)}  ` +
      `${'ILIKE p50'.padStart(9)} ${'ILIKE p95'.padStart(9)} ${'ILIKE total'.padStart(11)}  ratio p95`,
  );
  const naiveMs = (t: Timing | undefined, p: 'p50' | 'p95') => (t ? msCell(t[p]) : '-'.padStart(9));
  const row = (name: string, total: string, a: Timing, b: Timing | undefined, naiveTotal: string) =>
    console.log(
      `  ${name.padEnd(18)} ${total.padStart(8)} ${msCell(a.p50)} ${msCell(a.p95)}  ${naiveMs(b, 'p50')} ${naiveMs(b, 'p95')} ` +
        `${naiveTotal.padStart(11)}  ${(b ? `${(b.p95 / a.p95).toFixed(1)}×` : '-').padStart(7)}`,
    );
  for (const [i, { name }] of ours.mix.entries()) {
    row(
      name,
      // "~": an estimated total (shown as "unas N licitaciones").
      `${ours.estimated[i] ? '~' : ''}${ours.totals[i]}`,
      timingOf(ours.samples[i]!),
      naive && timingOf(naive.samples[i]!),
      naive ? String(naive.totals[i]) : '-',
    );
  }
  const all = timingOf(ours.samples.flat());
  row('TODAS', '', all, naive && timingOf(naive.samples.flat()), '');
  console.log(`  objetivo p95 ≤ 100 ms: ${all.p95 <= 100 ? 'cumplido' : 'NO cumplido'}`);
}

if (!values['skip-pg']) {
  await withPostgres(
    async (adminUrl) => {
      const database = await benchDatabase(adminUrl, DB_NAME);
      try {
        await benchmark(
          `PostgreSQL 15, ${values['pg-rows']} licitaciones`,
          database,
          Number(values['pg-rows']),
        );
      } finally {
        await database.close();
      }
    },
    { keep: values.keep, command: 'npm run bench:search' },
  );
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
