import { type SQL, sql } from 'drizzle-orm';
import type { PipelineStage } from '../../../common/api/pipeline';
import type { ProjectSummary } from '../../../common/api/procurement-search';
import type { Db } from '../../db/client';
import { pgArray, queryRows } from '../../db/rows';
import {
  presentTenderSummary,
  summaryColumns,
  type TenderSummaryRow,
} from '../tenders/present-tender-summary';

/** How far ahead the daily digest looks for submission deadlines. */
export const CLOSING_SOON_DAYS = 7;
/** How far ahead for the tenders of 'Oportunidades' cards a user is in charge of. */
export const PIPELINE_CLOSING_DAYS = 3;
/** Stages of a card whose offer is not in yet: its deadline still matters to its assignee. */
const PREPARING_STAGES: PipelineStage[] = ['detected', 'studying', 'deciding', 'preparing'];

/**
 * The tenders a user is reminded of under 'Cierran pronto': those they follow, or were notified of
 * and have not discarded, whose submission deadline is within the next 7 days and was not listed
 * yet (each tender is listed once per deadline: again only when the deadline moves); and the
 * tenders of 'Oportunidades' cards they are in charge of, not yet submitted, closing within 3 days.
 * A follow or notification the user asked not to be e-mailed about (`no_email`) does not count.
 * Read from the user's own follows, pending notifications and cards, then those tenders.
 */
export function closingSoonCondition(userId: SQL | number, now: Date): SQL {
  return sql`p.submission_deadline > ${now}::timestamptz
    and (p.id in (select s.project_id from project_subscriptions s
                  where s.user_id = ${userId} and s.mailing_frequency <> 'no_email'
                  union
                  select n.project_id from notifications n
                  where n.user_id = ${userId} and not n.processed and n.project_id is not null
                    and n.mailing_frequency <> 'no_email')
         and p.submission_deadline <= ${now}::timestamptz + make_interval(days => ${CLOSING_SOON_DAYS})
         or p.id in (select c.project_id from pipeline_cards c
                     where c.assignee_id = ${userId} and c.stage in (${sql.join(
                       PREPARING_STAGES.map((stage) => sql`${stage}`),
                       sql`, `,
                     )}))
         and p.submission_deadline <= ${now}::timestamptz + make_interval(days => ${PIPELINE_CLOSING_DAYS}))
    and not exists (select 1 from closing_soon_mentions c
                    where c.user_id = ${userId} and c.project_id = p.id
                      and c.submission_deadline = p.submission_deadline)`;
}

/** True for users with a tender to list under 'Cierran pronto' (`userId`: the outer query's column). */
export const hasClosingSoon = (userId: SQL, now: Date): SQL =>
  sql`exists (select 1 from projects p where ${closingSoonCondition(userId, now)})`;

/** How many tenders the user has closing soon, however many a digest lists. */
export async function countClosingSoon(db: Pick<Db, 'execute'>, userId: number, now: Date): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from projects p where ${closingSoonCondition(userId, now)}`,
  );
  return row?.n ?? 0;
}

/** The user's tenders closing soon, soonest deadline first, at most `limit`. */
export async function closingSoonTenders(
  db: Pick<Db, 'execute'>,
  userId: number,
  now: Date,
  limit: number,
): Promise<ProjectSummary[]> {
  const rows = await queryRows<TenderSummaryRow>(
    db,
    sql`select ${summaryColumns}, null::real as score from projects p
        where ${closingSoonCondition(userId, now)}
        order by p.submission_deadline, p.id limit ${limit}`,
  );
  return rows.map(presentTenderSummary);
}

/** Records that these tenders were listed, each with the deadline it was listed for (in the digest's transaction). */
export async function recordClosingSoon(
  db: Pick<Db, 'execute'>,
  userId: number,
  listed: ProjectSummary[],
  now: Date,
): Promise<void> {
  const shown = listed.filter((t) => t.submission_deadline);
  if (shown.length === 0) return;
  await db.execute(
    sql`insert into closing_soon_mentions (user_id, project_id, submission_deadline, mailed_at)
        select ${userId}, id, deadline, ${now}::timestamptz
        from unnest(${pgArray(shown.map((t) => t.id))}::int[],
                    ${pgArray(shown.map((t) => t.submission_deadline!))}::timestamptz[]) as l(id, deadline)
        on conflict do nothing`,
  );
}

/** Deadlines already past can never be listed again: their records are dropped. */
export async function pruneClosingSoon(db: Pick<Db, 'execute'>, now: Date): Promise<void> {
  await db.execute(sql`delete from closing_soon_mentions where submission_deadline <= ${now}::timestamptz`);
}
