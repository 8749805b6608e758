import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import { type ProcurementFilters, procurementFiltersSchema } from '../../common/api/procurement-search';
import { pgArray, queryRows } from '../db/rows';
import { projects } from '../db/schema';
import { searchConditions } from '../domain/procurement/search-projects';
import { BATCH_EVENTS, isRecent } from './events';
import { type Executor, insertNotifications, mostFrequent } from './insert-notifications';

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
 * user and tender, listing every alert of that user it answers.
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

  // An alert hears only of tenders that arrived after it was saved. One statement writes the
  // notifications with their alerts: no RETURNING round, no link rows to check one by one.
  const notifications = await insertNotifications(
    tx,
    sql`select a.user_id, 'Procurement::Project', m.project_id, null::int, array['alert'], '{}'::jsonb,
          ${mostFrequent(sql`case when a.send_email then a.mailing_frequency else 'no_email' end`)},
          'alert:' || m.project_id, array_agg(m.alert_id order by m.alert_id)
        from monitor_matches m join alerts a on a.id = m.alert_id
        join monitor_tenders t on t.id = m.project_id and a.created_at < t.event_created_at
        group by a.user_id, m.project_id
        -- In index order: a big batch then writes each user's index pages once, not at random.
        order by a.user_id, m.project_id`,
    { withAlerts: true },
  );
  return { notifications, invalidAlertIds: invalid };
}
