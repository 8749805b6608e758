import type { BillingPayload } from '../../../common/api/billing';
import { STRIPE_SUBSCRIPTION_ROUTES } from '../../../common/api/routes/stripe';
import { api } from '../../api/client';

/** POST /stripe/subscription; the answer is the user with the new access. */
export const subscribe = (payload: Omit<BillingPayload, 'billing_frequency'>, idempotencyKey: string) =>
  api.call(STRIPE_SUBSCRIPTION_ROUTES.create, { body: payload, idempotencyKey });
