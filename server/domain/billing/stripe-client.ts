import Stripe from 'stripe';
import type { StripeConfig } from '../../config';
import { AppError } from '../../errors';
import { t } from '../../messages';

export interface Billing {
  stripe: Stripe;
  config: StripeConfig;
}

/** The official SDK, pointed at STRIPE_API_URL when set (a loopback fake in tests). */
export function createBilling(config: StripeConfig): Billing {
  const stripe = new Stripe(config.secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    ...(config.api ?? {}),
  });
  return { stripe, config };
}

/** Card billing, or a 503 telling that it is not configured and who to write to instead. */
export function requireBilling(billing: Billing | undefined, contactEmail: string): Billing {
  if (!billing) {
    throw new AppError('unavailable', t('errors.billing.cardUnavailable', { contactEmail }));
  }
  return billing;
}

/**
 * Runs a billing call: a card refused or a bad coupon is the user's to fix (422 with Stripe's
 * reason); any other Stripe failure is ours (logged, 500), never passed on with Stripe's status.
 */
export async function callStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof Stripe.errors.StripeCardError) {
      throw new AppError('unprocessable', t('errors.billing.cardRefused', { reason: err.message }), [
        { field: 'token', message: err.code ?? 'card_error' },
      ]);
    }
    if (err instanceof Stripe.errors.StripeInvalidRequestError && err.param?.includes('coupon')) {
      throw new AppError('unprocessable', t('errors.billing.badCoupon'), [
        { field: 'coupon', message: t('errors.fields.notFound') },
      ]);
    }
    throw err;
  }
}
