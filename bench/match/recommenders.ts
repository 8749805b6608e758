import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { queryRows } from '../../server/db/rows';
import { recommendTenders } from '../../server/monitor/recommend-tenders';
import { openAsOf } from '../../server/search/tender-filters';

/** Verdicts each recommending user has given: a third 'No me interesa', the rest 'Me interesa'. */
const VERDICTS = 30;

/**
 * `count` of the bench's users switch 'Recomendadas para ti' on, each with their own verdicts
 * on tenders of the history, so the matching job scores the batch for them.
 */
export async function prepareRecommenders(db: Db, count: number) {
  await db.execute(sql`update users set recommendations = true
    where id in (select id from users where email like 'bench-%' order by id limit ${count})`);
  await db.execute(sql`with picked as (
      select id, row_number() over () as r
      from (select id from projects tablesample system (5) limit ${count * VERDICTS}) s),
    recommending as (select id, row_number() over (order by id) - 1 as k from users where recommendations)
    insert into tender_feedback (user_id, project_id, value)
    select u.id, p.id, case when p.r % 3 = 0 then 'down' else 'up' end
    from recommending u join picked p on (p.r - 1) / ${VERDICTS} = u.k`);
}

class Rollback extends Error {}

/**
 * The recommendation step alone over the batch (`batch`: the new tenders' condition on `p`), in a
 * transaction rolled back after: how long scoring adds to the matching job, and what it found.
 */
export async function timeRecommendations(db: Db, batch: ReturnType<typeof sql>, now: Date) {
  let result = { ms: 0, recommended: 0, open: 0 };
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`create temp table monitor_tenders on commit drop as
        select p.* from projects p where ${batch}`);
      const [open] = await queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from monitor_tenders p where ${openAsOf(now)}`,
      );
      const start = performance.now();
      const recommended = await recommendTenders(tx, now);
      result = { ms: performance.now() - start, recommended, open: open?.n ?? 0 };
      throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
  return result;
}
