/**
 * What saying why costs the inbox: a page of 25 alert notifications (3 alerts each) on real PLACSP
 * tenders: the page's rows as the inbox reads them (the baseline, same run), their reasons, the
 * whole inbox answer, and the reasons of a digest's 100 lines; medians of repeated reads, on
 * PostgreSQL 15.
 *   npm run bench:reasons -- [--runs 40]
 * PostgreSQL: BENCH_DATABASE_URL, or a throwaway server.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../server/db/rows';
import { alerts, notifications, users } from '../../server/db/schema';
import { listNotifications } from '../../server/domain/notifications/list-notifications';
import { matchReasons } from '../../server/domain/notifications/match-reasons';
import {
  type NotificationRow,
  notificationSelect,
} from '../../server/domain/notifications/present-notification';
import { importSource } from '../../server/ingest/import/import-source';
import { benchDatabase, withPostgres } from '../postgres';
import { machineLoad, msCell } from '../report';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '40' },
    placsp: { type: 'string', default: path.resolve('../shared/placsp') },
  },
});
const RUNS = Number(values.runs);

/** The median time of `runs` calls, in ms (after one warm-up call). */
async function median(call: () => Promise<unknown>): Promise<number> {
  await call();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await call();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
}

await withPostgres(
  async (adminUrl) => {
    const database = await benchDatabase(adminUrl, 'bench_reasons');
    const db = database.db;
    try {
      await database.migrate();
      await db.execute(sql`truncate notifications, alerts, projects, users restart identity cascade`);
      for (const page of readdirSync(values.placsp).filter((f) => /\.(atom|xml)$/.test(f)))
        await importSource(db, path.join(values.placsp, page));
      const [user] = await db
        .insert(users)
        .values({
          email: 'banco@example.com',
          name: 'Banco',
          confirmedAt: new Date(),
          trialEndsAt: new Date(),
        })
        .returning();
      const saved = await db
        .insert(alerts)
        .values([
          {
            userId: user!.id,
            name: 'Servicios',
            searchTerms: 'servicio OR servicios',
            filters: { sources: ['placsp'] },
          },
          {
            userId: user!.id,
            name: 'Obras',
            searchTerms: 'obras',
            filters: { sources: ['placsp'], amount: { from: 10_000 } },
          },
          {
            userId: user!.id,
            name: 'Suministros',
            searchTerms: 'suministro',
            filters: { sources: ['placsp'], cpv_codes: ['30000000', '33000000'] },
          },
        ])
        .returning();
      const tenders = await queryRows<{ id: number }>(db, sql`select id from projects order by id limit 100`);
      await db.insert(notifications).values(
        tenders.map((t) => ({
          userId: user!.id,
          noticeableType: 'Procurement::Project' as const,
          notificationTypes: ['alert'],
          projectId: t.id,
          alertIds: saved.map((a) => a.id),
          dedupeKey: `alert:${t.id}`,
        })),
      );
      const inboxWithout = () =>
        queryRows<NotificationRow>(
          db,
          sql`${notificationSelect} where n.user_id = ${user!.id} and not n.processed order by n.date desc, n.id desc limit 25`,
        );
      const ids = (await queryRows<{ id: number }>(db, sql`select id from notifications`)).map((r) => r.id);
      const baseline = await median(inboxWithout);
      const inbox = await median(() =>
        listNotifications(db, user!.id, { page: 1, pageSize: 25, sort: 'date' }),
      );
      const pageReasons = await median(() => matchReasons(db, ids.slice(0, 25)));
      const digest = await median(() => matchReasons(db, ids));
      console.log(
        `Por qué llegó cada licitación: ${tenders.length} notificaciones reales × 3 alertas, ${machineLoad()}`,
      );
      const ratio = (ms: number) => `× ${(ms / baseline).toFixed(2)} la base`;
      console.log(`  página de la bandeja (25 filas, base)   ${msCell(baseline)}`);
      console.log(`  sus motivos (25 × 3 alertas)            ${msCell(pageReasons)}   ${ratio(pageReasons)}`);
      console.log(`  bandeja entera (recuento, perfil, motivos) ${msCell(inbox)}   ${ratio(inbox)}`);
      console.log(`  motivos de 100 líneas de un resumen     ${msCell(digest)}`);
    } finally {
      await database.close();
    }
  },
  { command: 'npm run bench:reasons' },
);
