import { sql } from 'drizzle-orm';
import type { PipelineCard, PipelineOutcome } from '../../../common/api/pipeline';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import type { CompactScope } from '../../search/eligibility-facts';
import { userEligibility } from '../../search/user-eligibility';
import {
  presentTenderSummary,
  summaryColumns,
  type TenderSummaryRow,
} from '../tenders/present-tender-summary';
import { type Board, onBoard } from './board-of';
import { cardsCompetition } from './cards-competition';

interface CardRow extends TenderSummaryRow {
  card_id: number;
  stage: PipelineCard['stage'];
  position: number;
  facts: CompactScope[] | null;
  assignee: PipelineCard['assignee'];
  created_by_ref: PipelineCard['created_by'];
  due_date: string | null;
  priority: PipelineCard['priority'];
  decision: PipelineCard['decision'];
  bid_amount: number | null;
  bid_discount: number | null;
  notes: string;
  checklist: PipelineCard['checklist'];
  outcome: PipelineOutcome | null;
  comment_count: number;
  stage_since: string | Date;
  created_at: string | Date;
  updated_at: string | Date;
}

const member = (column: string) =>
  sql.raw(`(select json_build_object('id', u.id, 'name', u.name, 'email', u.email)
            from users u where u.id = c.${column})`);

/** The board's cards (all, or those `where` keeps), tenders and people in one query. */
async function cardRows(db: Pick<Db, 'execute'>, board: Board, where = sql`true`): Promise<CardRow[]> {
  return queryRows<CardRow>(
    db,
    sql`select ${summaryColumns}, null::real as score, p.eligibility_facts as facts,
          c.id as card_id, c.stage, c.position, c.due_date::text as due_date, c.priority, c.decision,
          c.bid_amount, c.bid_discount, c.notes, c.checklist, c.outcome, c.stage_since, c.created_at,
          c.updated_at, ${member('assignee_id')} as assignee, ${member('created_by')} as created_by_ref,
          (select count(*)::int from pipeline_comments k where k.card_id = c.id) as comment_count
        from pipeline_cards c join projects p on p.id = c.project_id
        where ${onBoard(board.owner)} and ${where}
        order by c.stage, c.position, c.id`,
  );
}

const iso = (v: string | Date) => new Date(v).toISOString();

/** The board's cards as the API gives them, each with its eligibility for the board's profile. */
export async function presentCards(
  db: Db,
  userId: number,
  board: Board,
  where = sql`true`,
): Promise<PipelineCard[]> {
  const rows = await cardRows(db, board, where);
  if (rows.length === 0) return [];
  const [eligibility, competition] = await Promise.all([
    userEligibility(db, userId),
    cardsCompetition(db, rows),
  ]);
  return rows.map((row) => ({
    id: row.card_id,
    tender_id: row.id,
    stage: row.stage,
    position: row.position,
    tender: presentTenderSummary(row),
    eligibility: eligibility.verdictOf(row.facts),
    expected_competition: competition.get(row.card_id) ?? null,
    assignee: row.assignee,
    due_date: row.due_date,
    priority: row.priority,
    decision: row.decision,
    bid_amount: row.bid_amount,
    bid_discount: row.bid_discount,
    notes: row.notes,
    checklist: row.checklist,
    outcome: row.outcome,
    comment_count: row.comment_count,
    stage_since: iso(row.stage_since),
    created_by: row.created_by_ref,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  }));
}

/** One card of the board, presented (the caller checked it is there). */
export async function presentCard(db: Db, userId: number, board: Board, id: number): Promise<PipelineCard> {
  const [card] = await presentCards(db, userId, board, sql`c.id = ${id}`);
  return card!;
}
