import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import { type ProcurementFilters, procurementFiltersSchema } from '../../common/api/procurement-search';
import { pgArray, queryRows } from '../db/rows';
import { projects } from '../db/schema';
import { searchConditions } from '../domain/procurement/search-projects';
import { BATCH_EVENTS, isRecent } from './events';
import { type Executor, mostFrequent } from './insert-notifications';

/** Distinct alert searches per statement: enough to save round trips, few enough to plan quickly. */
const SEARCHES_PER_STATEMENT = 200;

// Every column the search conditions can read (all but the stored entry, which is large).
const TENDER_COLUMNS = sql.raw(
  Object.values(getTableColumns(projects))
    .filter((c) => c.name !== 'data')
    .map((c) => `p."${c.name}"`)
    .join(', '),
);

/** Alerts that search the same words with the same filters: matched once for all of them. */
interface AlertSearch {
  searchTerms: string;
  filters: ProcurementFilters;
  alertIds: number[];
}

export interface AlertMatchResult {
  notifications: number;
  /** Alerts whose stored filters no longer validate: skipped, to be reported. */
  invalidAlertIds: number[];
}

async function alertSearches(tx: Executor): Promise<{ searches: AlertSearch[]; invalid: number[] }> {
  const rows = await queryRows<{ id: number; search_terms: string; filters: unknown }>(
    tx,
    sql`select id, search_terms, filters from alerts
        where created_at < (select max(event_created_at) from monitor_tenders) order by id`,
  );
  const searches = new Map<string, AlertSearch>();
  const invalid: number[] = [];
  for (const row of rows) {
    const filters = procurementFiltersSchema.safeParse(row.filters);
    if (!filters.success) {
      invalid.push(row.id);
      continue;
    }
    const key = JSON.stringify([row.search_terms, filters.data]);
    const search = searches.get(key);
    if (search) search.alertIds.push(row.id);
    else searches.set(key, { searchTerms: row.search_terms, filters: filters.data, alertIds: [row.id] });
  }
  return { searches: [...searches.values()], invalid };
}

/**
 * New tenders × alerts. The batch's new (and recent) tenders are copied into a small
 * temporary table with its own indexes; each distinct alert search then runs with the
 * search's own conditions (searchConditions) over those few thousand rows, where its words are
 * one index lookup, instead of over the whole table. The matches become ONE notification per
 * user and tender, linked to every alert of that user it answers.
 */
export async function matchAlerts(tx: Executor, now: Date): Promise<AlertMatchResult> {
  await tx.execute(sql`create temp table monitor_tenders on commit drop as
    select ${TENDER_COLUMNS}, e.created_at as event_created_at
    from ${BATCH_EVENTS} e join projects p on p.id = e.project_id
    where e.type = 'new_project' and ${isRecent(sql`p.source_updated_at`, sql`e.created_at`)}`);
  const [count] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from monitor_tenders`);
  if (!count?.n) return { notifications: 0, invalidAlertIds: [] };
  // The indexes of the search's selective conditions: words, CPV codes, places.
  await tx.execute(sql`create index on monitor_tenders using gin (search_vector)`);
  await tx.execute(sql`create index on monitor_tenders using gin (cpv_prefixes)`);
  await tx.execute(sql`create index on monitor_tenders (location_nuts text_pattern_ops)`);
  // Statistics, so each alert's plan knows how few tenders its words or filters select.
  await tx.execute(sql`analyze monitor_tenders`);

  const { searches, invalid } = await alertSearches(tx);

  await tx.execute(
    sql`create temp table monitor_matches (alert_id int not null, project_id int not null) on commit drop`,
  );
  for (let i = 0; i < searches.length; i += SEARCHES_PER_STATEMENT) {
    const branches = searches.slice(i, i + SEARCHES_PER_STATEMENT).map(
      (s): SQL =>
        sql`(select unnest(${pgArray(s.alertIds)}::int[]), p.id from monitor_tenders p
             where ${sql.join(searchConditions(s, now), sql` and `)})`,
    );
    await tx.execute(sql`insert into monitor_matches ${sql.join(branches, sql` union all `)}`);
  }

  // An alert hears only of tenders that arrived after it was saved. Each step goes through a
  // temporary table with statistics: the planner joins what it can count (a join of two CTEs
  // is planned blind, and a nested loop over hundreds of thousands of matches never ends).
  await tx.execute(sql`create temp table monitor_hits on commit drop as
    select a.user_id, m.project_id, m.alert_id,
           case when a.send_email then a.mailing_frequency else 'no_email' end as frequency
    from monitor_matches m join alerts a on a.id = m.alert_id
    join monitor_tenders t on t.id = m.project_id and a.created_at < t.event_created_at`);
  await tx.execute(sql`analyze monitor_hits`);
  await tx.execute(
    sql`create temp table monitor_created (id int, user_id int, project_id int) on commit drop`,
  );
  await tx.execute(sql`with created as (
      insert into notifications (user_id, noticeable_type, project_id, notification_types, mailing_frequency, dedupe_key)
      select user_id, 'Procurement::Project', project_id, array['alert'], ${mostFrequent(sql`frequency`)},
             'alert:' || project_id
      from monitor_hits group by user_id, project_id
      -- In index order: a big batch then writes each user's index pages once, not at random.
      order by user_id, project_id
      on conflict (user_id, dedupe_key) do nothing
      returning id, user_id, project_id)
    insert into monitor_created select * from created`);
  await tx.execute(sql`analyze monitor_created`);
  // The links go with the notifications just created: one that already existed was committed
  // with its links.
  await tx.execute(sql`insert into notification_alerts (notification_id, alert_id)
    select c.id, h.alert_id from monitor_created c join monitor_hits h using (user_id, project_id)`);
  const [created] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from monitor_created`);
  return { notifications: created?.n ?? 0, invalidAlertIds: invalid };
}
