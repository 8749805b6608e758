import { sql } from 'drizzle-orm';
import { PIPELINE_LIMITS, type PipelineCard, type PipelineStage } from '../../../common/api/pipeline';
import { formatCount } from '../../../common/format';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { pipelineCards } from '../../db/schema';
import { AppError } from '../../errors';
import { t } from '../../messages';
import { getTenderDetail, tenderNotFound } from '../tenders/get-tender-detail';
import { type Board, boardOf, onBoard } from './board-of';
import { presentCard } from './present-card';
import { recordEvents } from './record-event';
import { requirementChecklist } from './requirement-checklist';

/**
 * Takes the board's turn: the owner's row is locked until the transaction ends, so two members
 * adding cards at once count and check duplicates one after the other.
 */
async function lockBoard(tx: Pick<Db, 'execute'>, board: Board): Promise<void> {
  await tx.execute(
    board.owner.subscriptionId !== null
      ? sql`select 1 from subscriptions where id = ${board.owner.subscriptionId} for update`
      : sql`select 1 from users where id = ${board.owner.userId} for update`,
  );
}

/** 409 naming where the tender already is: its stage and, if any, its assignee. */
async function assertNotOnBoard(tx: Pick<Db, 'execute'>, board: Board, tenderId: number): Promise<void> {
  const [card] = await queryRows<{ stage: PipelineStage; assignee: string | null }>(
    tx,
    sql`select c.stage, u.name as assignee from pipeline_cards c left join users u on u.id = c.assignee_id
        where ${onBoard(board.owner)} and c.project_id = ${tenderId}`,
  );
  if (!card) return;
  const stage = t(`pipeline.stages.${card.stage}`);
  throw new AppError(
    'conflict',
    card.assignee
      ? t('pipeline.errors.alreadyOnBoardAssigned', { stage, assignee: card.assignee })
      : t('pipeline.errors.alreadyOnBoard', { stage }),
  );
}

async function assertRoom(tx: Pick<Db, 'execute'>, board: Board): Promise<void> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from pipeline_cards c where ${onBoard(board.owner)}`,
  );
  if ((row?.n ?? 0) >= PIPELINE_LIMITS.cards) {
    throw new AppError(
      'unprocessable',
      t('pipeline.errors.boardFull', { limit: formatCount(PIPELINE_LIMITS.cards) }),
    );
  }
}

/**
 * Puts a tender on the user's board, last in its column, due on its deadline's Madrid day, with
 * its requirements as the checklist.
 */
export async function createCard(
  db: Db,
  userId: number,
  input: { tender_id: number; stage: PipelineStage },
): Promise<PipelineCard> {
  const board = await boardOf(db, userId);
  // What to prepare, as the tender page lists it (feed and pliego); read outside the lock.
  const { requirements } = await getTenderDetail(db, input.tender_id);
  const id = await db.transaction(async (tx) => {
    const [tender] = await queryRows<{ due: string | null }>(
      tx,
      sql`select (submission_deadline at time zone 'Europe/Madrid')::date::text as due
          from projects where id = ${input.tender_id}`,
    );
    if (!tender) throw tenderNotFound();
    await lockBoard(tx, board);
    await assertNotOnBoard(tx, board, input.tender_id);
    await assertRoom(tx, board);
    const [last] = await queryRows<{ position: number | null }>(
      tx,
      sql`select max(c.position) as position from pipeline_cards c
          where ${onBoard(board.owner)} and c.stage = ${input.stage}`,
    );
    const [card] = await tx
      .insert(pipelineCards)
      .values({
        subscriptionId: board.owner.subscriptionId,
        userId: board.owner.subscriptionId === null ? board.owner.userId : null,
        projectId: input.tender_id,
        stage: input.stage,
        position: (last?.position ?? 0) + 1,
        dueDate: tender.due,
        checklist: requirementChecklist(requirements),
        createdBy: userId,
      })
      .returning({ id: pipelineCards.id });
    await recordEvents(tx, card!.id, userId, [{ kind: 'created', to: input.stage }]);
    return card!.id;
  });
  return presentCard(db, userId, board, id);
}
