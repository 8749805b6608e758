import type { PipelineComment } from '../../../common/api/pipeline';
import type { Db } from '../../db/client';
import { pipelineComments } from '../../db/schema';
import { assertCardOnBoard, assertMembers, boardOf } from './board-of';

/** Adds a member's comment to a card of their board; whoever it mentions must be a member. */
export async function commentCard(
  db: Db,
  userId: number,
  cardId: number,
  input: { body: string; mentions: number[] },
): Promise<PipelineComment> {
  const board = await boardOf(db, userId);
  await assertCardOnBoard(db, board, cardId);
  const mentions = [...new Set(input.mentions)];
  assertMembers(board, mentions, 'pipeline.errors.mentionNotMember');
  const [row] = await db
    .insert(pipelineComments)
    .values({ cardId, authorId: userId, body: input.body, mentions })
    .returning();
  const byId = new Map(board.members.map((m) => [m.id, m]));
  return {
    id: row!.id,
    author: byId.get(userId) ?? null,
    body: row!.body,
    mentions: mentions.map((id) => byId.get(id)!),
    created_at: row!.createdAt.toISOString(),
  };
}
