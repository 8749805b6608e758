import { eq } from 'drizzle-orm';
import type { PipelineComment } from '../../../common/api/pipeline';
import type { Db } from '../../db/client';
import { pipelineCards, pipelineComments } from '../../db/schema';
import { assertCardOnBoard, assertMembers, boardOf } from './board-of';
import { notifyMentions } from './notify-mentions';

/**
 * Adds a member's comment to a card of their board; whoever it mentions must be a member, and is
 * told (in the same transaction, so a comment is never left without its notifications).
 */
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
  const byId = new Map(board.members.map((m) => [m.id, m]));
  const row = await db.transaction(async (tx) => {
    const [comment] = await tx
      .insert(pipelineComments)
      .values({ cardId, authorId: userId, body: input.body, mentions })
      .returning();
    const [card] = await tx
      .select({ projectId: pipelineCards.projectId })
      .from(pipelineCards)
      .where(eq(pipelineCards.id, cardId));
    const author = { id: userId, name: byId.get(userId)?.name ?? '' };
    await notifyMentions(tx, { ...comment!, projectId: card!.projectId }, author);
    return comment;
  });
  return {
    id: row!.id,
    author: byId.get(userId) ?? null,
    body: row!.body,
    mentions: mentions.map((id) => byId.get(id)!),
    created_at: row!.createdAt.toISOString(),
  };
}
