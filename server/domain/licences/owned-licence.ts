import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { t } from '../../messages';
import { findLicence, type LicenceWithUsers } from './find-user-licence';

/**
 * The subscription `id` if `userId` owns it. Someone else's is a 404 (its existence is not
 * told); a licence holder who is not the owner gets a 403, since only the owner manages it.
 */
export async function ownedLicence(
  db: Pick<Db, 'select'>,
  id: number,
  userId: number,
): Promise<LicenceWithUsers> {
  const licence = await findLicence(db, id);
  if (!licence || (licence.ownerId !== userId && !licence.users.some((u) => u.id === userId))) {
    throw new AppError('not_found', t('admin.subscription.notFound'));
  }
  if (licence.ownerId !== userId) {
    throw new AppError('forbidden', t('errors.licences.ownerOnly'));
  }
  return licence;
}
