import { sql } from 'drizzle-orm';
import { BATCH_EVENTS, isRecent } from './events';
import { type Executor, insertNotifications, typeColumns } from './insert-notifications';

const PARTY_TYPE = typeColumns('procurement_party_procurement_project_subscription');

/**
 * The batch's events for the followers of what they are about. A follow hears only of events
 * recorded after it was created; its frequency is the notification's digest.
 */
export async function notifyFollowers(tx: Executor): Promise<number> {
  return (
    (await notifyContractingBodyFollowers(tx)) +
    (await notifyTenderFollowers(tx)) +
    (await notifyAwardeeFollowers(tx))
  );
}

/** A new (recent) tender of a followed contracting body. */
function notifyContractingBodyFollowers(tx: Executor) {
  return insertNotifications(
    tx,
    sql`select s.user_id, ${PARTY_TYPE}, p.id, p.contracting_party_id,
          jsonb_build_object('role', 'contracting_party'), s.mailing_frequency, 'body:' || p.id
        from ${BATCH_EVENTS} e join projects p on p.id = e.project_id
        join party_subscriptions s on s.party_id = p.contracting_party_id and s.created_at < e.created_at
        where e.type = 'new_project' and ${isRecent(sql`p.source_updated_at`, sql`e.created_at`)}`,
  );
}

/** A changed (or deleted) followed tender: the version's from/to pairs, lots and documents. */
function notifyTenderFollowers(tx: Executor) {
  return insertNotifications(
    tx,
    sql`select s.user_id, ${typeColumns('procurement_project_subscription')}, e.project_id, null::int,
          jsonb_build_object('version_id', v.id, 'changes', v.changes, 'lot_changes', v.lot_changes,
                             'documents', v.document_changes),
          s.mailing_frequency, 'change:' || v.id
        from ${BATCH_EVENTS} e join project_versions v on v.id = e.version_id
        join project_subscriptions s on s.project_id = e.project_id and s.created_at < e.created_at
        where e.type = 'changed_project'`,
  );
}

/**
 * A (recent) award won by a followed company: every lot it won in that tender (amounts without
 * VAT). The key names those lots, so the company winning one more lot later is news again, while
 * another company's award in the same tender, or a re-run, is not.
 */
function notifyAwardeeFollowers(tx: Executor) {
  return insertNotifications(
    tx,
    sql`select s.user_id, ${PARTY_TYPE}, w.project_id, w.party_id,
          jsonb_build_object('role', 'awardee', 'awards', w.awards), s.mailing_frequency,
          'award:' || w.project_id || ':' || w.party_id || ':' || w.lots
        from (select r.project_id, r.winner_party_id as party_id, min(e.created_at) as recorded_at,
                jsonb_agg(jsonb_build_object('lot_id', r.lot_id, 'amount', r.tax_exclusive_amount::float8,
                                             'award_date', r.award_date) order by r.position) as awards,
                string_agg(coalesce(r.lot_id, '-'), ',' order by r.position) as lots
              from (select project_id, min(created_at) as created_at from ${BATCH_EVENTS}
                    where type = 'new_award' group by project_id) e
              join projects p on p.id = e.project_id
              join tender_results r on r.project_id = e.project_id and r.winner_party_id is not null
              where ${isRecent(sql`p.source_updated_at`, sql`e.created_at`)}
              group by r.project_id, r.winner_party_id) w
        join party_subscriptions s on s.party_id = w.party_id and s.created_at < w.recorded_at`,
  );
}
