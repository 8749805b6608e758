import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { t } from '../../messages';
import { findUserLicence, type LicenceWithUsers } from '../licences/find-user-licence';

export type StripeSubscription = LicenceWithUsers & {
  stripeSubscriptionId: string;
  stripeItemId: string;
};

/**
 * The active, card-billed subscription the user owns; the reason why not otherwise (a manual one
 * is changed by writing to the provider).
 */
export async function ownStripeSubscription(
  db: Db,
  config: Config,
  userId: number,
): Promise<StripeSubscription> {
  const licence = await findUserLicence(db, userId);
  if (licence?.status !== 'active') {
    throw new AppError('not_found', t('errors.billing.noActiveSubscription'));
  }
  if (licence.ownerId !== userId) {
    throw new AppError('forbidden', t('errors.billing.ownerOnly'));
  }
  if (licence.billingType !== 'stripe' || !licence.stripeSubscriptionId || !licence.stripeItemId) {
    throw new AppError(
      'unprocessable',
      t('errors.billing.billedManually', { contactEmail: config.contactEmail }),
    );
  }
  return licence as StripeSubscription;
}
