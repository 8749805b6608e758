import { sql } from 'drizzle-orm';
import type { PartyLink } from '../../../common/api/procurement-project';
import {
  DEFAULT_RENEWAL_MONTHS,
  type EndingWindowInput,
  type RenewalSearchQuery,
  type RenewalSearchResponse,
} from '../../../common/api/renewals';
import { addMonths, madridToday, parseCalendarDate, toCalendarDate } from '../../../common/calendar';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { isAward } from '../../search/competition-sql';
import { type EndingWindow, renewalConditions } from '../../search/renewal-window';
import {
  presentTenderSummary,
  summaryColumns,
  type TenderSummaryRow,
} from '../tenders/present-tender-summary';

const monthsAfter = (day: string, months: number) =>
  toCalendarDate(addMonths(parseCalendarDate(day)!, months));

/**
 * The window with its defaults: from today (Madrid) — or from the end asked for, when that is
 * already past — to 12 months after the start.
 */
export function endingWindow(input: EndingWindowInput, now: Date = new Date()): EndingWindow {
  const today = madridToday(now);
  const from = input.from ?? (input.to !== undefined && input.to < today ? input.to : today);
  return { from, to: input.to ?? monthsAfter(from, DEFAULT_RENEWAL_MONTHS) };
}

type RenewalRow = TenderSummaryRow & { awardees: PartyLink[]; awarded_amount: string | null };

/**
 * The renewal radar: awarded contracts whose execution ends within the window, with the tender
 * search's words and filters, soonest end first (the `execution_end` index serves the order).
 */
export async function searchRenewals(
  db: Db,
  q: RenewalSearchQuery,
  now: Date = new Date(),
): Promise<RenewalSearchResponse> {
  const ending = endingWindow(q.ending, now);
  const where = sql.join(renewalConditions({ ...q, ending }, now), sql` and `);
  const [counted] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from projects p where ${where}`,
  );
  const total = counted?.n ?? 0;
  // The page is cut first, then presented: the summary reads the large `data` document.
  const rows = await queryRows<RenewalRow>(
    db,
    sql`select ${summaryColumns}, null::real as score,
          (select coalesce(json_agg(json_build_object('id', pa.id, 'name', pa.name, 'party_id', pa.party_id)
              order by pa.name), '[]'::json)
            from parties pa where pa.id = any(p.awardee_party_ids)) as awardees,
          (select sum(r.tax_exclusive_amount)::text from tender_results r
            where r.project_id = p.id and ${isAward('r')}) as awarded_amount
        from (select p.* from projects p where ${where}
          order by p.execution_end, p.id limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}) p
        order by p.execution_end, p.id`,
  );
  return {
    results: rows.map((row) => ({
      ...presentTenderSummary(row),
      awardees: row.awardees,
      awarded_amount: row.awarded_amount,
    })),
    metadata: {
      total_results: total,
      total_pages: Math.ceil(total / q.pageSize),
      current_page: q.page,
      ending,
    },
  };
}
