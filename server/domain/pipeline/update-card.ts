import { and, eq, sql } from 'drizzle-orm';
import type { PipelineCard, UpdateCardBody } from '../../../common/api/pipeline';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { pipelineCards } from '../../db/schema';
import { assertMembers, boardOf, cardNotFound, onBoard, onBoardTable } from './board-of';
import { presentCard } from './present-card';
import { type EventInput, recordEvents } from './record-event';

type CardRow = typeof pipelineCards.$inferSelect;
const text = (v: number | string | null | undefined) => (v === null || v === undefined ? null : String(v));

/** The history lines of a change: one per field a member sees moving. */
function eventsOf(card: CardRow, body: UpdateCardBody): EventInput[] {
  const events: EventInput[] = [];
  const changed = <K extends keyof UpdateCardBody>(key: K, old: unknown) =>
    body[key] !== undefined && body[key] !== old;
  if (changed('stage', card.stage)) events.push({ kind: 'stage', from: card.stage, to: body.stage });
  if (changed('assignee_id', card.assigneeId))
    events.push({ kind: 'assignee', from: text(card.assigneeId), to: text(body.assignee_id) });
  if (changed('due_date', card.dueDate))
    events.push({ kind: 'due_date', from: card.dueDate, to: body.due_date });
  if (changed('priority', card.priority))
    events.push({ kind: 'priority', from: card.priority, to: body.priority });
  if (changed('decision', card.decision))
    events.push({ kind: 'decision', from: card.decision, to: body.decision });
  if (changed('bid_amount', card.bidAmount) || changed('bid_discount', card.bidDiscount)) {
    events.push({
      kind: 'bid',
      from: text(card.bidAmount),
      to: text(body.bid_amount === undefined ? card.bidAmount : body.bid_amount),
      note: text(body.bid_discount === undefined ? card.bidDiscount : body.bid_discount),
    });
  }
  return events;
}

/** Moves or edits a card of the user's board; what the body leaves out stays. */
export async function updateCard(
  db: Db,
  userId: number,
  id: number,
  body: UpdateCardBody,
): Promise<PipelineCard> {
  const board = await boardOf(db, userId);
  await db.transaction(async (tx) => {
    const [card] = await tx
      .select()
      .from(pipelineCards)
      .where(and(eq(pipelineCards.id, id), onBoardTable(board.owner)))
      .for('update');
    if (!card) throw cardNotFound();
    if (body.assignee_id != null)
      assertMembers(board, [body.assignee_id], 'pipeline.errors.assigneeNotMember');
    const stageMoved = body.stage !== undefined && body.stage !== card.stage;
    let position = body.position;
    if (stageMoved && position === undefined) {
      const [last] = await queryRows<{ position: number | null }>(
        tx,
        sql`select max(c.position) as position from pipeline_cards c
            where ${onBoard(board.owner)} and c.stage = ${body.stage}`,
      );
      position = (last?.position ?? 0) + 1;
    }
    await tx
      .update(pipelineCards)
      .set({
        stage: body.stage,
        position,
        assigneeId: body.assignee_id,
        dueDate: body.due_date,
        priority: body.priority,
        decision: body.decision,
        bidAmount: body.bid_amount,
        bidDiscount: body.bid_discount,
        notes: body.notes,
        checklist: body.checklist,
        ...(stageMoved ? { stageSince: new Date() } : {}),
        updatedAt: new Date(),
      })
      .where(eq(pipelineCards.id, id));
    await recordEvents(tx, id, userId, eventsOf(card, body));
  });
  return presentCard(db, userId, board, id);
}
