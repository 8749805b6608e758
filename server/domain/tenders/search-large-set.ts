import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { seenGeneration } from '../../db/data-generation';
import { queryRows } from '../../db/rows';
import { tenderFilterConditions } from '../../search/tender-filters';
import { summaryColumns } from './present-tender-summary';
import { type Count, countExactly, estimated, sampleMatches, surelyMore } from './search-count';
import type { Probe } from './search-if-few';
import type { SearchPlan } from './search-plan';
import type { PageRow } from './search-small-set';

/** The total of a large match set: exact up to the plan's limit, else estimated from a sample. */
async function countAll(db: Db, plan: SearchPlan, probe: Probe): Promise<Count> {
  const { counted, known, sample, planned } = probe;
  if (counted) return counted;
  if (known < plan.exactLimit && !(sample && surelyMore(sample, plan.exactLimit))) {
    const exact = await countExactly(db, plan.where, plan.exactLimit, plan.clock === 'deadlines');
    if (exact)
      return { ...exact, generations: [...exact.generations, ...(sample ? [sample.generation] : [])] };
  }
  return estimated(sample ?? (await sampleMatches(db, plan.where, planned)), plan.exactLimit);
}

/**
 * One page of a match set too large to read whole, and its count, found in parallel (on
 * PostgreSQL on two connections).
 */
export async function readLargeSet(
  db: Db,
  plan: SearchPlan,
  probe: Probe,
  { rankedCandidates, phraseWalk }: { rankedCandidates: number; phraseWalk: number },
): Promise<[Count, PageRow[]]> {
  const { q, where, text, order, offset } = plan;
  // The page is cut first, then presented: the summary reads the large `data` document (out of
  // line), which would otherwise be read for every row the sort sees or the offset skips.
  const page = (from: SQL) =>
    queryRows<PageRow>(
      db,
      sql`select ${summaryColumns}, p.score, ${seenGeneration} as generation from (select p.*, ${plan.score} as score from ${from}
          order by ${order} limit ${q.pageSize} offset ${offset}) p
          order by ${order}`,
    );

  let from = sql`projects p where ${where}`;
  let pageRows: () => Promise<PageRow[]> = () => page(from);
  const needed = offset + q.pageSize;
  const walkLength = probe.sample?.share
    ? Math.min(4 * phraseWalk, Math.max(phraseWalk, Math.ceil((2 * needed) / probe.sample.share)))
    : phraseWalk;
  if (plan.phrase && !plan.identifier && q.sortField !== 'score' && needed <= walkLength) {
    // Every document with the phrase's words is read to check their positions: thousands for
    // common words. Walking the newest tenders (the sort's own index) reads only until the page
    // is full. A full page there is exactly the page: the walk covers a prefix of the order.
    const filtersOnly = sql.join([...tenderFilterConditions(q.filters, plan.now), ...plan.scope], sql` and `);
    const walk = sql`(select p.* from projects p where ${filtersOnly} order by ${order}
      limit ${walkLength}) p where ${where}`;
    pageRows = async () => {
      const found = await page(walk);
      return found.length === q.pageSize ? found : page(from);
    };
  } else if (text && q.sortField === 'score') {
    // ts_rank_cd reads every matching document: over a common word that is most of the table.
    // Rank the newest matches instead (all of them when there are fewer), plus exact
    // identifier matches wherever they are. Ranked as they are found: looking them up again by
    // id cost as much as finding them.
    const newest = sql`(select p.* from projects p where ${where}
      order by p.publication_date desc nulls last, p.id desc nulls last
      limit ${Math.max(rankedCandidates, offset + q.pageSize)})`;
    const exactOnes = plan.identifier
      ? sql` union (select p.* from projects p where ${where} and ${text.exact})`
      : sql``;
    from = sql`(${newest}${exactOnes}) p`;
  }
  return Promise.all([countAll(db, plan, probe), pageRows()]);
}
