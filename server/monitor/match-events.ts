import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { pgArray, queryRows } from '../db/rows';
import type { AlertCheckFailure } from './alert-checks';
import { closeCardsByAward, reopenRepublishedCards } from './close-pipeline-cards';
import { BATCH_EVENTS } from './events';
import { matchAlerts } from './match-alerts';
import { matchPublications } from './match-publications';
import { notifyFollowers } from './notify-followers';
import { recommendTenders } from './recommend-tenders';

/** Events per transaction: a day of live sync fits in one, a history import takes many. */
export const MATCH_BATCH_SIZE = 5_000;

export interface MatchTotals {
  events: number;
  notifications: number;
  batches: number;
  /** Alerts skipped because their search failed, each with the last error (they are flagged too). */
  failedAlerts: AlertCheckFailure[];
}

/**
 * Turns the importer's pending events into notifications, oldest first, one batch per
 * transaction: the notifications of a batch and the marks of its events commit together, so
 * a crash loses nothing (the batch is simply matched again) and, with every notification keyed
 * per user, nothing is ever created twice. Runs until no event is pending.
 */
export async function matchPendingEvents(
  db: Db,
  { batchSize = MATCH_BATCH_SIZE, now = new Date() }: { batchSize?: number; now?: Date } = {},
): Promise<MatchTotals> {
  const totals: MatchTotals = { events: 0, notifications: 0, batches: 0, failedAlerts: [] };
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      // SKIP LOCKED: a second matcher (a CLI next to the worker) takes the next events instead of waiting.
      const events = await queryRows<{ id: number }>(
        tx,
        sql`select id from ingest_events where processed_at is null order by id limit ${batchSize}
            for update skip locked`,
      );
      if (events.length === 0) return undefined;
      await tx.execute(sql`create temp table ${BATCH_EVENTS} on commit drop as
        select id, type, project_id, publication_id, version_id, created_at from ingest_events
        where id = any(${pgArray(events.map((e) => e.id))}::int[])`);
      const alerts = await matchAlerts(tx, now);
      const followers = await notifyFollowers(tx);
      const bulletins = await matchPublications(tx);
      // After the alerts and follows: a tender they brought is not recommended as well.
      const recommended = await recommendTenders(tx, now);
      const ofType = async (type: string) =>
        (
          await queryRows<{ project_id: number }>(
            tx,
            sql`select distinct project_id from ${BATCH_EVENTS} where type = ${type}`,
          )
        ).map((e) => e.project_id);
      await closeCardsByAward(tx, await ofType('new_award'));
      await reopenRepublishedCards(tx, await ofType('new_project'));
      await tx.execute(
        sql`update ingest_events set processed_at = now() where id in (select id from ${BATCH_EVENTS})`,
      );
      return {
        events: events.length,
        notifications: alerts.notifications + followers + bulletins + recommended,
        alerts,
      };
    });
    if (!batch) return totals;
    totals.batches++;
    totals.events += batch.events;
    totals.notifications += batch.notifications;
    for (const failure of batch.alerts.failures)
      if (!totals.failedAlerts.some((f) => f.alertId === failure.alertId)) totals.failedAlerts.push(failure);
    if (batch.events < batchSize) return totals;
  }
}
