import { sql } from 'drizzle-orm';
import { BATCH_EVENTS, isRecent } from './events';
import { type Executor, insertNotifications, moreFrequent, typeColumns } from './insert-notifications';

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

/** The followers of the contracting bodies of the batch's new (recent) tenders. */
const BODY_FOLLOWS = sql`select s.user_id, p.id as project_id, p.contracting_party_id, s.mailing_frequency
    from ${BATCH_EVENTS} e join projects p on p.id = e.project_id
    join party_subscriptions s on s.party_id = p.contracting_party_id and s.created_at < e.created_at
    where e.type = 'new_project' and ${isRecent(sql`p.source_updated_at`, sql`e.created_at`)}`;

/**
 * A new (recent) tender of a followed contracting body. When the same tender also matched the
 * user's alerts (matched just before, in the same batch), that notification gains the body as a
 * reason instead: the user hears of one tender once, with every reason.
 */
async function notifyContractingBodyFollowers(tx: Executor) {
  await tx.execute(
    sql`update notifications n set
          notification_types = n.notification_types || array['procurement_party_procurement_project_subscription'],
          party_id = f.contracting_party_id,
          data = n.data || jsonb_build_object('role', 'contracting_party'),
          mailing_frequency = ${moreFrequent(sql`n.mailing_frequency`, sql`f.mailing_frequency`)}
        from (${BODY_FOLLOWS}) f
        where n.user_id = f.user_id and n.dedupe_key = 'alert:' || f.project_id and n.mailed_at is null
          and not 'procurement_party_procurement_project_subscription' = any(n.notification_types)`,
  );
  return insertNotifications(
    tx,
    sql`select f.user_id, ${PARTY_TYPE}, f.project_id, f.contracting_party_id,
          jsonb_build_object('role', 'contracting_party'), f.mailing_frequency, 'body:' || f.project_id
        from (${BODY_FOLLOWS}) f
        where not exists (select 1 from notifications n
                          where n.user_id = f.user_id and n.dedupe_key = 'alert:' || f.project_id)`,
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
