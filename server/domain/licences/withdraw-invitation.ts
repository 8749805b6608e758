import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subscriptionInvitations } from '../../db/schema';
import { AppError } from '../../errors';
import { t } from '../../messages';
import { ownedLicence } from './owned-licence';

/** The owner takes back a licence not accepted yet: its seat is free and its link stops working. */
export async function withdrawInvitation(
  db: Db,
  input: { licenceId: number; ownerId: number; invitationId: number },
): Promise<void> {
  const licence = await ownedLicence(db, input.licenceId, input.ownerId);
  const withdrawn = await db
    .delete(subscriptionInvitations)
    .where(
      and(
        eq(subscriptionInvitations.subscriptionId, licence.id),
        eq(subscriptionInvitations.id, input.invitationId),
      ),
    )
    .returning({ id: subscriptionInvitations.id });
  if (withdrawn.length === 0) {
    throw new AppError('not_found', t('errors.licences.notPending'));
  }
}
