import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { t } from '../../messages';
import { findLicence, type LicenceWithUsers } from './find-user-licence';

/** Any subscription, for an admin; 404 when there is none. */
export async function adminLicence(db: Pick<Db, 'select'>, id: number): Promise<LicenceWithUsers> {
  const licence = await findLicence(db, id);
  if (!licence) throw new AppError('not_found', t('admin.subscription.notFound'));
  return licence;
}

/** What the audit log keeps of a subscription before and after a change. */
export const auditedFields = (
  s: Pick<LicenceWithUsers, 'status' | 'quantity' | 'billingFrequency' | 'currentPeriodEnd'>,
) => ({
  status: s.status,
  quantity: s.quantity,
  billing_frequency: s.billingFrequency,
  current_period_end: s.currentPeriodEnd?.toISOString() ?? null,
});

/** Card-billed licences change through Stripe (the owner's screen), never behind its back. */
export function refuseCardBilled(licence: Pick<LicenceWithUsers, 'billingType'>) {
  if (licence.billingType === 'stripe') {
    throw new AppError('unprocessable', t('errors.licences.cardBilled'));
  }
}

/** Licences never drop below the holders already listed. */
export function refuseBelowUsed(used: number, quantity: number) {
  if (quantity < used) {
    throw new AppError('unprocessable', t('errors.licences.belowUsed', { used, quantity }), [
      { field: 'quantity', message: t('errors.fields.atLeast', { value: used }) },
    ]);
  }
}
