import { sql } from 'drizzle-orm';
import type { PipelineBoard } from '../../../common/api/pipeline';
import type { Db } from '../../db/client';
import { boardOf } from './board-of';
import { presentCards } from './present-card';

/** The user's board with its members; with `tenderId`, only that tender's card (if on it). */
export async function listCards(db: Db, userId: number, tenderId?: number): Promise<PipelineBoard> {
  const board = await boardOf(db, userId);
  const where = tenderId === undefined ? sql`true` : sql`c.project_id = ${tenderId}`;
  return {
    owner: board.owner.subscriptionId !== null ? 'licence' : 'user',
    members: board.members,
    cards: await presentCards(db, userId, board, where),
  };
}
