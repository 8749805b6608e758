import { type SQL, sql } from 'drizzle-orm';
import type { DocumentMatch } from '../../common/api/procurement-search';
import type { Db } from '../db/client';
import { queryRows } from '../db/rows';
import { documentMatches } from '../search/document-matches';
import { searchConditions } from '../search/search-conditions';
import { recordAlertChecks } from './alert-checks';
import { alertSearches, runSearches } from './alert-searches';
import { isRecent } from './events';
import { insertNotifications, mostFrequent, typeColumns } from './insert-notifications';

/**
 * A tender's documents were read: the alerts on document words ('En los pliegos') are matched
 * again against that tender alone, since they could not match it when it was imported. Only a
 * recent tender that arrived after the alert was saved counts, as on import; the notification's
 * key is the import's ('alert:' and the tender), so a user hears of a tender once however often
 * its documents are read. The notification quotes the best page of the first matching alert.
 */
export async function matchDocumentAlerts(db: Db, projectId: number, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const tender = sql`(select created_at from projects where id = ${projectId} and ${isRecent(sql`source_updated_at`, sql`${now}::timestamptz`)})`;
    const { searches, invalid, checkedIds } = await alertSearches(
      tx,
      sql`alert_type = 'procurement' and coalesce(filters->>'document_terms', '') <> ''
          and created_at < ${tender}`,
      now,
    );
    if (checkedIds.length === 0) return 0;
    const matched: { alertId: number; terms: string }[] = [];
    const failures = await runSearches(tx, searches, async (chunk) => {
      for (const s of chunk) {
        const where: SQL = sql.join(
          [sql`p.id = ${projectId}`, ...searchConditions(s, now, s.eligibility)],
          sql` and `,
        );
        const [hit] = await queryRows<{ id: number }>(tx, sql`select p.id from projects p where ${where}`);
        if (hit)
          matched.push(...s.alertIds.map((alertId) => ({ alertId, terms: s.filters.document_terms ?? '' })));
      }
    });
    await recordAlertChecks(tx, checkedIds, [...invalid, ...failures]);
    if (matched.length === 0) return 0;
    const quotes = new Map<string, DocumentMatch | undefined>();
    for (const { terms } of matched)
      if (!quotes.has(terms))
        quotes.set(terms, (await documentMatches(tx, [projectId], terms)).get(projectId));
    const rows = sql.join(
      matched.map(
        ({ alertId, terms }) =>
          sql`(${alertId}::int, ${JSON.stringify({ document_match: quotes.get(terms) ?? null })}::jsonb)`,
      ),
      sql`, `,
    );
    return insertNotifications(
      tx,
      sql`select a.user_id, ${typeColumns('alert')}, ${projectId}::int, null::int,
            (array_agg(m.data order by m.alert_id))[1],
            ${mostFrequent(sql`case when a.send_email then a.mailing_frequency else 'no_email' end`)},
            'alert:' || ${projectId}::int, array_agg(m.alert_id order by m.alert_id)
          from (values ${rows}) m(alert_id, data) join alerts a on a.id = m.alert_id
          group by a.user_id`,
      { withAlerts: true },
    );
  });
}
