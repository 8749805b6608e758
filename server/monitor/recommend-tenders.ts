import { sql } from 'drizzle-orm';
import { madridToday } from '../../common/calendar';
import { pgArray, queryRows } from '../db/rows';
import { scoreFeatures } from '../search/relevance/relevance-model';
import { type Feature, type FeatureInput, tenderFeatures } from '../search/relevance/tender-features';
import { featureColumns, loadRelevanceModels } from '../search/relevance/user-relevance';
import { madridMidnight, openAsOf } from '../search/tender-filters';
import { type Executor, insertNotifications, typeColumns } from './insert-notifications';

/** 'Recomendadas para ti': at most this many a Madrid day per user. */
export const RECOMMENDATIONS_PER_DAY = 10;
/**
 * How high the score must be (log odds: about 12 to 1 that the user would say 'Me interesa'),
 * and how many tenders the user must have shown interest in, before a tender is recommended.
 */
export const RECOMMEND_MIN_SCORE = 2.5;
export const RECOMMEND_MIN_INTEREST = 3;
/** Candidates kept per user before those they were told of are set aside (well above the day's 10). */
const MAX_PICKS = 50;

/**
 * Recommends the batch's new open tenders (`monitor_tenders`, written by matchAlerts) to each
 * user who switched recommendations on: those their score rates high that no alert of theirs
 * matched and that they were not told of otherwise, best first, up to the day's limit. Never
 * e-mailed. The users' rows are locked, so two matchers at once cannot pass the limit.
 */
export async function recommendTenders(tx: Executor, now: Date): Promise<number> {
  const dayStart = madridMidnight(sql`${madridToday(now)}::date`);
  const users = await queryRows<{ id: number; today: number }>(
    tx,
    sql`select u.id, (select count(*) from notifications n where n.user_id = u.id
          and n.notification_types @> array['recommended'] and n.date >= ${dayStart})::int as today
        from users u where u.recommendations and u.active order by u.id for no key update of u`,
  );
  const room = users.filter((u) => u.today < RECOMMENDATIONS_PER_DAY);
  if (room.length === 0) return 0;
  const open = await queryRows<FeatureInput & { project_id: number }>(
    tx,
    sql`select p.id as project_id, ${featureColumns} from monitor_tenders p where ${openAsOf(now)}`,
  );
  if (open.length === 0) return 0;
  const candidates: [number, Feature[]][] = open.map((row) => [row.project_id, tenderFeatures(row)]);
  const models = await loadRelevanceModels(
    tx,
    room.map((u) => u.id),
  );
  // Each user's best candidates, in rank order; the statement below keeps the day's room of them.
  const picks: { user: number; project: number; rank: number; room: number }[] = [];
  for (const user of room) {
    const model = models.get(user.id);
    if (!model || model.up < RECOMMEND_MIN_INTEREST) continue;
    const best = candidates
      .map(([id, features]) => ({ id, score: scoreFeatures(model, features).score }))
      .filter((c) => c.score >= RECOMMEND_MIN_SCORE)
      .sort((a, b) => b.score - a.score || a.id - b.id)
      .slice(0, MAX_PICKS);
    for (const [rank, c] of best.entries())
      picks.push({ user: user.id, project: c.id, rank, room: RECOMMENDATIONS_PER_DAY - user.today });
  }
  if (picks.length === 0) return 0;
  // A new tender is told by an alert ('alert:') or a followed body ('body:'): not recommended as well.
  return insertNotifications(
    tx,
    sql`select user_id, ${typeColumns('recommended')}, project_id, null::int, '{}'::jsonb, 'no_email',
          'recommended:' || project_id
        from (select c.*, row_number() over (partition by c.user_id order by c.rank) as k
          from unnest(${pgArray(picks.map((p) => p.user))}::int[], ${pgArray(picks.map((p) => p.project))}::int[],
            ${pgArray(picks.map((p) => p.rank))}::int[], ${pgArray(picks.map((p) => p.room))}::int[])
            c(user_id, project_id, rank, room)
          where not exists (select 1 from notifications n where n.user_id = c.user_id
            and n.dedupe_key in ('alert:' || c.project_id, 'body:' || c.project_id))) r
        where k <= room order by user_id, rank`,
  );
}
