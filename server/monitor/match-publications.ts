import { sql } from 'drizzle-orm';
import { queryRows } from '../db/rows';
import { BATCH_EVENTS, isRecent } from './events';
import { type Executor, insertNotifications, mostFrequent, typeColumns } from './insert-notifications';

/**
 * An alert covers the bulletin when its sources include `boe`, or name none (a search of every
 * source). Sources stored as anything but a list (an older version's row) cover nothing, rather
 * than failing the statement for every alert.
 */
const coversBulletin = sql`(case jsonb_typeof(a.filters -> 'sources')
  when 'array' then jsonb_array_length(a.filters -> 'sources') = 0 or a.filters -> 'sources' @> '["boe"]'::jsonb
  else a.filters -> 'sources' is null end)`;

/**
 * Words saved before they were made searchable (common/search-words.ts) may hold a run of hyphens
 * the query parser refuses (its stack holds 32), which would fail this one statement for every
 * alert: such an alert is left out here (the tender matching flags it), with a margin below 32.
 */
const HYPHEN_STACK = '-([[:space:]!&|()<]*-){27}';

/**
 * New official publications × tender alerts whose sources include `boe` (a renewal alert is about
 * contracts ending, not publications). A publication is no tender: of an alert it answers to the
 * words (same query syntax and Spanish configuration as the search, over title, department,
 * analysis and document text); the tender filters (status,
 * amounts, CPV, places…) describe tenders and do not apply. Like tenders: only publications
 * issued in the last RECENT_DAYS (a history import notifies no one), only to alerts saved before
 * the publication arrived, ONE notification per user and publication listing every alert of that
 * user it answers, keyed `boe:<publication id>` so a re-run creates nothing. `data` holds what
 * an official bulletin notification shows: source, title, summary, department, pdf_url, date.
 */
export async function matchPublications(tx: Executor): Promise<number> {
  await tx.execute(sql`create temp table monitor_publications on commit drop as
    select o.id, o.source, o.identifier, o.title, o.summary, o.department, o.pdf_url, o.date,
           o.search_vector, e.created_at as event_created_at
    from ${BATCH_EVENTS} e join official_publications o on o.id = e.publication_id
    where e.type = 'new_publication' and ${isRecent(sql`o.date::timestamptz`, sql`e.created_at`)}`);
  const [count] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from monitor_publications`,
  );
  if (!count?.n) return 0;
  return insertNotifications(
    tx,
    sql`select a.user_id, ${typeColumns('official_bulletin')}, null::int, null::int,
          jsonb_build_object('source', p.source, 'identifier', p.identifier, 'title', p.title,
            'summary', p.summary, 'department', p.department, 'pdf_url', p.pdf_url, 'date', p.date::text),
          ${mostFrequent(sql`case when a.send_email then a.mailing_frequency else 'no_email' end`)},
          'boe:' || p.id, array_agg(a.id order by a.id), p.id
        from monitor_publications p
        join alerts a on a.alert_type = 'procurement' and a.created_at < p.event_created_at and ${coversBulletin}
          and (a.search_terms = '' or case when a.search_terms ~ ${HYPHEN_STACK} then false
               else p.search_vector @@ websearch_to_tsquery('spanish_unaccent', a.search_terms) end)
        group by a.user_id, p.id, p.source, p.identifier, p.title, p.summary, p.department, p.pdf_url, p.date
        order by a.user_id, p.id`,
    { withAlerts: true, withPublication: true },
  );
}
