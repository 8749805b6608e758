import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
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
  const subscription = await findUserLicence(db, userId);
  if (subscription?.status !== 'active') {
    throw new AppError('not_found', 'No tienes una suscripción activa.');
  }
  if (subscription.ownerId !== userId) {
    throw new AppError('forbidden', 'Solo el propietario de la suscripción puede cambiarla.');
  }
  if (
    subscription.billingType !== 'stripe' ||
    !subscription.stripeSubscriptionId ||
    !subscription.stripeItemId
  ) {
    throw new AppError(
      'unprocessable',
      `Tu suscripción se factura manualmente: para cambiarla o cancelarla escribe a ${config.contactEmail}.`,
    );
  }
  return subscription as StripeSubscription;
}
