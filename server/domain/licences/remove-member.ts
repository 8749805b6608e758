import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subscriptionMembers } from '../../db/schema';
import { AppError } from '../../errors';
import { t } from '../../messages';
import { ownedLicence } from './owned-licence';

/** The owner takes a licence back; the owner's own licence cannot be removed. */
export async function removeMember(
  db: Db,
  input: { licenceId: number; ownerId: number; userId: number },
): Promise<void> {
  const licence = await ownedLicence(db, input.licenceId, input.ownerId);
  if (input.userId === licence.ownerId) {
    throw new AppError('unprocessable', t('errors.licences.ownerNotRemovable'));
  }
  const removed = await db
    .delete(subscriptionMembers)
    .where(
      and(eq(subscriptionMembers.subscriptionId, licence.id), eq(subscriptionMembers.userId, input.userId)),
    )
    .returning({ userId: subscriptionMembers.userId });
  if (removed.length === 0) throw new AppError('not_found', t('errors.licences.notMember'));
}
