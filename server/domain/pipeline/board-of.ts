import { eq, sql } from 'drizzle-orm';
import type { MemberRef } from '../../../common/api/pipeline';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { pipelineCards } from '../../db/schema';
import { AppError } from '../../errors';
import { t } from '../../messages';
import { type ProfileOwner, profileOwnerOf } from '../company/company-profile-of';

/** A user's board: the owner of their company profile, and who may be assigned or mentioned. */
export interface Board {
  owner: ProfileOwner;
  members: MemberRef[];
}

/** The cards of `board` (alias `c`). */
export const onBoard = (owner: ProfileOwner) =>
  owner.subscriptionId !== null
    ? sql`c.subscription_id = ${owner.subscriptionId}`
    : sql`c.user_id = ${owner.userId}`;

/** The same condition on the table itself, for the query builder. */
export const onBoardTable = (owner: ProfileOwner) =>
  owner.subscriptionId !== null
    ? eq(pipelineCards.subscriptionId, owner.subscriptionId)
    : eq(pipelineCards.userId, owner.userId ?? 0);

/**
 * The board the user works on: their licence's while they hold one of it (a removed member is
 * back on their own), else their own. Members: the licence's holders, or the user alone.
 */
export async function boardOf(db: Pick<Db, 'select' | 'execute'>, userId: number): Promise<Board> {
  const owner = await profileOwnerOf(db, userId);
  const members = await queryRows<MemberRef>(
    db,
    owner.subscriptionId !== null
      ? sql`select u.id, u.name, u.email from subscription_members m join users u on u.id = m.user_id
            where m.subscription_id = ${owner.subscriptionId} order by u.name, u.id`
      : sql`select id, name, email from users where id = ${userId}`,
  );
  return { owner, members };
}

export const cardNotFound = () => new AppError('not_found', t('pipeline.errors.notFound'));

/** A card id on the board, or a 404 (another board's card included). */
export async function assertCardOnBoard(db: Pick<Db, 'execute'>, board: Board, id: number): Promise<void> {
  const [row] = await queryRows(
    db,
    sql`select 1 from pipeline_cards c where c.id = ${id} and ${onBoard(board.owner)}`,
  );
  if (!row) throw cardNotFound();
}

/** Refuses ids that are not members of the board (a 422 naming the field). */
export function assertMembers(board: Board, ids: number[], message: string): void {
  const known = new Set(board.members.map((m) => m.id));
  if (ids.some((id) => !known.has(id))) throw new AppError('unprocessable', t(message));
}
