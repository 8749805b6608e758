import type { BillingPayload } from '../../../common/api/billing';
import { currentUserSchema } from '../../../common/api/user';
import { api } from '../../api/client';

/** POST /stripe/subscription; the answer is the user with the new access. */
export const subscribe = (payload: Omit<BillingPayload, 'billing_frequency'>, idempotencyKey: string) =>
  api.post('/stripe/subscription', { body: payload, schema: currentUserSchema, idempotencyKey });
