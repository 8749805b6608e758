/**
 * Matching benchmark (issue 7): 10,000 saved alerts against a batch of 5,000 new tenders on
 * PostgreSQL 15, through the real engine (monitor.match), with the time, the notifications
 * created and the ratio to running every alert as a full search.
 *   npm run bench:match -- [--rows 200000] [--generated 50000] [--alerts 10000] [--users 2000]
 *     [--recommending 200] [--batch 5000] [--baseline-sample 200] [--keep]
 * `--recommending` users have 'Recomendadas para ti' on, with 30 verdicts each: the share of the
 * job their scoring takes is measured apart, in a transaction rolled back, before the job runs.
 * The stored tenders (`--generated` through the importer, copied in SQL up to `--rows`) are
 * history; the batch is other generated tenders, updated in the last days, through the importer.
 * PostgreSQL: BENCH_DATABASE_URL (its `bench_match` database keeps the history between runs), or
 * a throwaway server.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { ProcurementFilters } from '../../common/api/procurement-search';
import type { Database, Db } from '../../server/db/client';
import { pgArray, queryRows } from '../../server/db/rows';
import { searchTenders } from '../../server/domain/tenders/search-tenders';
import { matchPendingEvents } from '../../server/monitor/match-events';
import { searchConditions } from '../../server/search/search-conditions';
import { benchDatabase, withPostgres } from '../postgres';
import { copyTenders, countProjects, loadTenders } from '../search/load-tenders';
import { alertMix } from './alert-mix';
import { prepareRecommenders, timeRecommendations } from './recommenders';
import { createAlerts, vocabulary } from './saved-alerts';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '200000' },
    generated: { type: 'string', default: '50000' },
    alerts: { type: 'string', default: '10000' },
    users: { type: 'string', default: '2000' },
    recommending: { type: 'string', default: '200' },
    batch: { type: 'string', default: '5000' },
    'baseline-sample': { type: 'string', default: '200' },
    keep: { type: 'boolean', default: false },
    cpv: { type: 'string', default: path.resolve('../shared/reference/cpv/cpv.csv') },
  },
});

const HISTORY = '#historia';
const seconds = (since: number) => (performance.now() - since) / 1000;

/** The stored tenders, loaded once: renamed as history so the batch's entry ids are new. */
async function ensureHistory(db: Db, rows: number) {
  const stored = await countProjects(db);
  if (stored >= rows) {
    console.log(`  reutilizadas: ${stored} licitaciones ya cargadas`);
    return;
  }
  if (stored > 0) throw new Error(`La base tiene ${stored} licitaciones, menos de ${rows}: bórrala antes`);
  const start = performance.now();
  const totals = await loadTenders(db, {
    rows: Math.min(rows, Number(values.generated)),
    cpvCsv: values.cpv,
  });
  await copyTenders(db, rows);
  await db.execute(sql`update projects set entry_id = entry_id || ${HISTORY}`);
  await db.execute(sql`update ingest_events set processed_at = now() where processed_at is null`);
  await db.execute(sql`vacuum analyze`);
  console.log(
    `  ${totals.new} generadas por el importador, ${await countProjects(db)} en total: ${seconds(start).toFixed(0)} s`,
  );
}

/** A clean slate for the run: no users, alerts, notifications or batch from a previous one. */
async function resetRun(db: Db) {
  // Emptied at once, as in a fresh database: after deleting 200,000 notifications row by row, the
  // next run's writes took 680 s instead of 13 s (statistics of an "empty" table full of dead rows).
  await db.execute(sql`truncate notifications, tender_feedback`);
  await db.execute(sql`delete from users where email like 'bench-%'`);
  await db.execute(sql`delete from projects where entry_id not like ${`%${HISTORY}`}`);
  await db.execute(sql`delete from ingest_events`);
}

interface StoredAlert {
  id: number;
  search_terms: string;
  filters: ProcurementFilters;
}

/**
 * The baseline on an even sample of the alerts: each through the real search as a user would
 * open it (first page and count over every tender), which a search-per-alert engine would still
 * have to compare with the batch. Also checks the engine against the search's own conditions:
 * the sample's matches among the batch must be exactly the alerts' notifications.
 */
async function baseline(db: Db, sample: StoredAlert[], batchIds: number[], now: Date) {
  const start = performance.now();
  for (const a of sample)
    await searchTenders(
      db,
      {
        searchTerms: a.search_terms,
        filters: a.filters,
        page: 1,
        pageSize: 25,
        sortField: 'publication_date',
        sortOrder: 'desc',
      },
      { now },
    );
  const perAlert = (performance.now() - start) / sample.length;

  let mismatches = 0;
  let matches = 0;
  for (const a of sample) {
    const expected = await queryRows<{ id: number }>(
      db,
      sql`select p.id from projects p where p.id = any(${pgArray(batchIds)}::int[])
          and ${sql.join(searchConditions({ searchTerms: a.search_terms, filters: a.filters }, now), sql` and `)}
          order by p.id`,
    );
    const notified = await queryRows<{ id: number }>(
      db,
      sql`select project_id as id from notifications where alert_ids @> array[${a.id}::int] order by project_id`,
    );
    matches += expected.length;
    if (JSON.stringify(expected) !== JSON.stringify(notified)) mismatches++;
  }
  return { perAlert, mismatches, matches };
}

async function benchmark(database: Database) {
  const db = database.db;
  await database.migrate();
  const rows = Number(values.rows);
  console.log(`\nPostgreSQL 15: historia de ${rows} licitaciones`);
  await ensureHistory(db, rows);
  await resetRun(db);

  const specs = alertMix(await vocabulary(db), Number(values.alerts));
  await createAlerts(db, specs, Number(values.users));
  console.log(`  ${specs.length} alertas de ${values.users} usuarios`);
  await prepareRecommenders(db, Number(values.recommending));

  const newest = new Date(Date.now() - 3_600_000).toISOString();
  const batchSize = Number(values.batch);
  const loaded = await loadTenders(db, { rows: batchSize, cpvCsv: values.cpv, seed: 101, newest });
  const [pending] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ingest_events where processed_at is null`,
  );
  console.log(
    `  lote: ${loaded.new} licitaciones nuevas por el importador, ${pending?.n} eventos pendientes`,
  );
  await db.execute(sql`analyze`);

  const now = new Date();
  const scoring = await timeRecommendations(db, sql`p.entry_id not like ${`%${HISTORY}`}`, now);
  const start = performance.now();
  const totals = await matchPendingEvents(db, { batchSize: Math.max(batchSize, pending?.n ?? 0), now });
  const elapsed = seconds(start);
  const [links] = await queryRows<{ n: number; users: number; tenders: number }>(
    db,
    sql`select count(*)::int as n, count(distinct n.user_id)::int as users, count(distinct n.project_id)::int as tenders
        from notifications n, unnest(n.alert_ids)`,
  );
  console.log(
    `  monitor.match: ${totals.events} eventos en ${totals.batches} lote(s), ${elapsed.toFixed(2)} s → ` +
      `${totals.notifications} notificaciones (${links?.n} alertas coincidentes, ${links?.users} usuarios, ` +
      `${links?.tenders} licitaciones)`,
  );

  const matchingAlone = elapsed - scoring.ms / 1000;
  console.log(
    `  relevancia ('Recomendadas para ti'): ${values.recommending} usuarios × ${scoring.open} licitaciones abiertas ` +
      `puntuadas en ${(scoring.ms / 1000).toFixed(2)} s → ${scoring.recommended} recomendaciones; ` +
      `añade ${((100 * scoring.ms) / 1000 / matchingAlone).toFixed(1)} % al resto del trabajo (${matchingAlone.toFixed(2)} s; objetivo ≤ 10 %)`,
  );

  const stored = await queryRows<StoredAlert>(
    db,
    sql`select id, search_terms, filters from alerts order by id`,
  );
  const every = Math.max(1, Math.floor(stored.length / Number(values['baseline-sample'])));
  const sample = stored.filter((_, i) => i % every === 0);
  const batchIds = (
    await queryRows<{ id: number }>(db, sql`select id from projects where entry_id not like ${`%${HISTORY}`}`)
  ).map((r) => r.id);
  const base = await baseline(db, sample, batchIds, now);
  const baselineTotal = (base.perAlert * stored.length) / 1000;
  console.log(
    `  línea base (cada alerta como búsqueda completa): ${base.perAlert.toFixed(1)} ms por alerta en ` +
      `${sample.length} de muestra → ${baselineTotal.toFixed(0)} s para ${stored.length}; ` +
      `ratio ${(baselineTotal / elapsed).toFixed(0)}×`,
  );
  console.log(
    `  comprobación: ${sample.length} alertas de muestra, ${base.matches} coincidencias según la búsqueda, ` +
      `${base.mismatches === 0 ? 'todas notificadas igual' : `${base.mismatches} alertas DISTINTAS`}`,
  );
  console.log(`  objetivo ≤ 10 s: ${elapsed <= 10 ? 'cumplido' : 'NO cumplido'}`);
  if (base.mismatches > 0) process.exitCode = 1;
}

await withPostgres(
  async (adminUrl) => {
    const database = await benchDatabase(adminUrl, 'bench_match');
    try {
      await benchmark(database);
    } finally {
      await database.close();
    }
  },
  { keep: values.keep, command: 'npm run bench:match' },
);
