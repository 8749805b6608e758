import { sql } from 'drizzle-orm';
import { PIPELINE_STAGES, type PipelineStage, type PipelineSummary } from '../../../common/api/pipeline';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { boardOf, onBoard } from './board-of';

interface ClosedRow {
  won: boolean;
  year: number;
  division: string | null;
  label: string | null;
  bid_amount: number | null;
  ours: number | null;
  winning: number | null;
}

const rateOf = (rows: ClosedRow[]) => {
  const won = rows.filter((r) => r.won).length;
  return { presented: rows.length, won, rate: rows.length ? won / rows.length : null };
};

function groupBy<K>(rows: ClosedRow[], key: (r: ClosedRow) => K): Map<K, ClosedRow[]> {
  const groups = new Map<K, ClosedRow[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : null);

/**
 * The board's figures. Presented: the cards won or lost (a bid went in and its result is known).
 * Their year is the award's when the award closed the card, else the Madrid year the card was
 * moved to won or lost; their division, the first CPV code's of the tender.
 */
export async function pipelineSummary(db: Db, userId: number): Promise<PipelineSummary> {
  const board = await boardOf(db, userId);
  const [counts, closed] = await Promise.all([
    queryRows<{ stage: PipelineStage; n: number }>(
      db,
      sql`select c.stage, count(*)::int as n from pipeline_cards c where ${onBoard(board.owner)} group by c.stage`,
    ),
    queryRows<ClosedRow>(
      db,
      sql`select c.stage = 'won' as won,
            extract(year from coalesce((c.outcome->>'award_date')::date,
                                       (c.stage_since at time zone 'Europe/Madrid')::date))::int as year,
            left(p.cpv_codes[1], 2) as division,
            (select k.label from cpv_codes k where k.code = rpad(left(p.cpv_codes[1], 2), 8, '0')) as label,
            c.bid_amount, c.bid_discount as ours, (c.outcome->>'winning_discount')::float8 as winning
          from pipeline_cards c join projects p on p.id = c.project_id
          where ${onBoard(board.owner)} and c.stage in ('won', 'lost')`,
    ),
  ]);
  const byStage = new Map(counts.map((c) => [c.stage, c.n]));
  const compared = closed.filter((r) => r.ours !== null && r.winning !== null);
  return {
    open_by_stage: Object.fromEntries(PIPELINE_STAGES.map((s) => [s, byStage.get(s) ?? 0])) as Record<
      PipelineStage,
      number
    >,
    win_rate_by_year: [...groupBy(closed, (r) => r.year)]
      .sort(([a], [b]) => b - a)
      .map(([year, rows]) => ({ year, ...rateOf(rows) })),
    win_rate_by_division: [...groupBy(closed, (r) => r.division)]
      .filter(([division]) => division !== null)
      .sort(([a], [b]) => String(a).localeCompare(String(b)))
      .map(([division, rows]) => ({ cpv_division: division!, label: rows[0]!.label, ...rateOf(rows) })),
    value_presented: closed.reduce((sum, r) => sum + (r.bid_amount ?? 0), 0),
    value_won: closed.filter((r) => r.won).reduce((sum, r) => sum + (r.bid_amount ?? 0), 0),
    average_discount_ours: mean(compared.map((r) => r.ours!)),
    average_discount_winning: mean(compared.map((r) => r.winning!)),
  };
}
