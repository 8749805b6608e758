import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { boardOf, cardNotFound, onBoard } from './board-of';

/** Takes a card off the user's board, with its comments and history. */
export async function deleteCard(db: Db, userId: number, id: number): Promise<void> {
  const board = await boardOf(db, userId);
  const deleted = await queryRows(
    db,
    sql`delete from pipeline_cards c where c.id = ${id} and ${onBoard(board.owner)} returning c.id`,
  );
  if (deleted.length === 0) throw cardNotFound();
}
