import { type SQL, sql } from 'drizzle-orm';
import { addMonths, madridToday, parseCalendarDate, toCalendarDate } from '../../common/calendar';
import type { Db } from '../db/client';
import { pgArray } from '../db/rows';
import { endingWithin } from '../search/renewal-window';
import { searchConditions } from '../search/search-conditions';
import { recordAlertChecks } from './alert-checks';
import { type AlertSearch, alertSearches, runSearches } from './alert-searches';
import { isRecent } from './events';
import { insertNotifications, mostFrequent, typeColumns } from './insert-notifications';
import type { AlertMatchResult } from './match-alerts';

/** Today's renewal window of `months` months (Madrid days, both ends included). */
const windowOf = (today: string, months: number) => ({
  from: today,
  to: toCalendarDate(addMonths(parseCalendarDate(today)!, months)),
});

const insertMatches = (tx: Pick<Db, 'execute'>, searches: AlertSearch[], today: string, now: Date) =>
  tx.execute(
    sql`insert into renewal_matches ${sql.join(
      searches.map((s): SQL => {
        const conditions = [
          ...searchConditions(s, now, s.eligibility),
          ...endingWithin(windowOf(today, s.monthsAhead!)),
        ];
        return sql`(select unnest(${pgArray(s.alertIds)}::int[]), p.id from projects p
                    where ${sql.join(conditions, sql` and `)})`;
      }),
      sql` union all `,
    )}`,
  );

/**
 * Renewal alerts × awarded contracts: a contract matching an alert's search whose execution end
 * is within the alert's months (from today, Madrid) notifies the alert's owner once it has
 * *entered* that window since the alert was saved — its end came within the months after the
 * saving day, or the contract's data changed after it (newly stored or awarded, its end moved) with
 * a version PLACSP published recently (an import of history announces nothing, as for tender
 * alerts). What was already in the window when the alert was saved is what the user was looking
 * at: not announced. ONE notification per user, contract and end date, listing every renewal alert of
 * that user it answers (keyed `renewal:<tender>:<end>`): a re-run creates nothing, and a contract
 * whose end date changes is announced again when the new end comes within a window. Runs on a
 * schedule: entering the window happens with time, not only on import.
 */
export async function matchRenewals(db: Db, now: Date = new Date()): Promise<AlertMatchResult> {
  return db.transaction(async (tx) => {
    const { searches, invalid, checkedIds } = await alertSearches(
      tx,
      sql`alert_type = 'renewal' and months_ahead is not null`,
      now,
    );
    if (checkedIds.length === 0) return { notifications: 0, failures: [] };
    const today = madridToday(now);
    await tx.execute(
      sql`create temp table renewal_matches (alert_id int not null, project_id int not null) on commit drop`,
    );
    const failures = [
      ...invalid,
      ...(await runSearches(tx, searches, (chunk) => insertMatches(tx, chunk, today, now))),
    ];
    await recordAlertChecks(tx, checkedIds, failures);

    const notifications = await insertNotifications(
      tx,
      sql`select a.user_id, ${typeColumns('renewal')}, p.id, null::int,
            jsonb_build_object('execution_end', p.execution_end::text,
              'execution_end_basis', p.execution_end_basis, 'extension_text', p.extension_text,
              'execution_end_with_extensions', p.execution_end_with_extensions::text,
              'months_ahead', max(a.months_ahead)),
            ${mostFrequent(sql`case when a.send_email then a.mailing_frequency else 'no_email' end`)},
            'renewal:' || p.id || ':' || p.execution_end::text, array_agg(m.alert_id order by m.alert_id)
          from renewal_matches m join alerts a on a.id = m.alert_id join projects p on p.id = m.project_id
          where (p.execution_end - make_interval(months => a.months_ahead))::date
                  > (a.created_at at time zone 'Europe/Madrid')::date
             or (p.updated_at > a.created_at and ${isRecent(sql`p.source_updated_at`, sql`p.updated_at`)})
          group by a.user_id, p.id
          order by a.user_id, p.id`,
      { withAlerts: true },
    );
    return { notifications, failures };
  });
}
