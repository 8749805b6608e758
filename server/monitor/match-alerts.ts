import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import { pgArray, queryRows } from '../db/rows';
import { projects } from '../db/schema';
import { searchConditions } from '../search/search-conditions';
import { type AlertCheckFailure, recordAlertChecks } from './alert-checks';
import { type AlertSearch, alertSearches, runSearches } from './alert-searches';
import { BATCH_EVENTS, isRecent } from './events';
import { type Executor, insertNotifications, mostFrequent, typeColumns } from './insert-notifications';

// Every column the search conditions can read (all but the stored entry, which is large).
const TENDER_COLUMNS = sql.raw(
  Object.values(getTableColumns(projects))
    .filter((c) => c.name !== 'data')
    .map((c) => `p."${c.name}"`)
    .join(', '),
);

export interface AlertMatchResult {
  notifications: number;
  /** Alerts whose search could not run (stored filters that no longer validate, a database error). */
  failures: AlertCheckFailure[];
}

const insertMatches = (tx: Executor, searches: AlertSearch[], now: Date) =>
  tx.execute(
    sql`insert into monitor_matches ${sql.join(
      searches.map(
        (s): SQL =>
          sql`(select unnest(${pgArray(s.alertIds)}::int[]), p.id from monitor_tenders p
               where ${sql.join(searchConditions(s, now, s.eligibility), sql` and `)})`,
      ),
      sql` union all `,
    )}`,
  );

/**
 * New tenders × alerts. The batch's new (and recent) tenders are copied into a small
 * temporary table with its own indexes; each distinct alert search then runs with the
 * search's own conditions (searchConditions) over those few thousand rows, where its words are
 * one index lookup, instead of over the whole table. The matches become ONE notification per
 * user and tender, listing every alert of that user it answers.
 */
export async function matchAlerts(tx: Executor, now: Date): Promise<AlertMatchResult> {
  await tx.execute(sql`create temp table monitor_tenders on commit drop as
    select ${TENDER_COLUMNS}, e.created_at as event_created_at
    from ${BATCH_EVENTS} e join projects p on p.id = e.project_id
    where e.type = 'new_project' and ${isRecent(sql`p.source_updated_at`, sql`e.created_at`)}`);
  const [count] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from monitor_tenders`);
  if (!count?.n) return { notifications: 0, failures: [] };
  // The indexes of the search's selective conditions: words, CPV codes, places.
  await tx.execute(sql`create index on monitor_tenders using gin (search_vector)`);
  await tx.execute(sql`create index on monitor_tenders using gin (cpv_prefixes)`);
  await tx.execute(sql`create index on monitor_tenders (location_nuts text_pattern_ops)`);
  // Statistics, so each alert's plan knows how few tenders its words or filters select.
  await tx.execute(sql`analyze monitor_tenders`);

  const { searches, invalid, checkedIds } = await alertSearches(
    tx,
    sql`alert_type = 'procurement' and created_at < (select max(event_created_at) from monitor_tenders)`,
    now,
  );

  await tx.execute(
    sql`create temp table monitor_matches (alert_id int not null, project_id int not null) on commit drop`,
  );
  const failures = [
    ...invalid,
    ...(await runSearches(tx, searches, (chunk) => insertMatches(tx, chunk, now))),
  ];
  await recordAlertChecks(tx, checkedIds, failures);

  // An alert hears only of tenders that arrived after it was saved. One statement writes the
  // notifications with their alerts: no RETURNING round, no link rows to check one by one.
  const notifications = await insertNotifications(
    tx,
    sql`select a.user_id, ${typeColumns('alert')}, m.project_id, null::int, '{}'::jsonb,
          ${mostFrequent(sql`case when a.send_email then a.mailing_frequency else 'no_email' end`)},
          'alert:' || m.project_id, array_agg(m.alert_id order by m.alert_id)
        from monitor_matches m join alerts a on a.id = m.alert_id
        join monitor_tenders t on t.id = m.project_id and a.created_at < t.event_created_at
        group by a.user_id, m.project_id
        -- In index order: a big batch then writes each user's index pages once, not at random.
        order by a.user_id, m.project_id`,
    { withAlerts: true },
  );
  return { notifications, failures };
}
