import { sql } from 'drizzle-orm';
import { openPostgres } from '../../server/db/client';
import { queryRows } from '../../server/db/rows';
import { importSource } from '../../server/ingest/import/import-source';
import { matchPendingEvents } from '../../server/monitor/match-events';
import { alertMix } from '../match/alert-mix';
import { createAlerts, vocabulary } from '../match/saved-alerts';

export interface MonitoringFigures {
  history: { events: number; seconds: number };
  alerts: number;
  day: Step;
  sync: Step;
}

interface Step {
  entries: number;
  importSeconds: number;
  matchSeconds: number;
  events: number;
  notifications: number;
}

const since = (start: number) => (performance.now() - start) / 1000;

/**
 * The monitor on the full database, as in production after a history import: the import's own
 * events dispatched (old tenders notify nobody), then `alerts` saved alerts of `users` users (the
 * mix of bench:match), a day's changes imported and matched, and one 15-minute sync.
 */
export async function monitoring(
  url: string,
  folders: { day: string; sync: string },
  { alerts, users }: { alerts: number; users: number },
): Promise<MonitoringFigures> {
  const database = await openPostgres(url);
  const db = database.db;
  const pending = async () =>
    (
      await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int n from ingest_events where processed_at is null`,
      )
    )[0]!.n;
  try {
    const historyEvents = await pending();
    let start = performance.now();
    await matchPendingEvents(db, { now: new Date() });
    const history = { events: historyEvents, seconds: since(start) };

    await createAlerts(db, alertMix(await vocabulary(db), alerts), users);

    const step = async (folder: string): Promise<Step> => {
      start = performance.now();
      const imported = await importSource(db, folder);
      const importSeconds = since(start);
      const events = await pending();
      start = performance.now();
      const totals = await matchPendingEvents(db, { now: new Date() });
      return {
        entries: imported.items,
        importSeconds,
        matchSeconds: since(start),
        events,
        notifications: totals.notifications,
      };
    };
    return { history, alerts, day: await step(folders.day), sync: await step(folders.sync) };
  } finally {
    await database.close();
  }
}
