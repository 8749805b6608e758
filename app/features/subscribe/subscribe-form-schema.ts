import { z } from 'zod';
import { BILLING_MESSAGES, billingAddressSchema, licenceQuantitySchema } from '../../../common/api/billing';

/** The cardholder goes to the payment provider with the card, not in our billing payload. */
export const CARDHOLDER_MESSAGE = 'Introduce el titular de la tarjeta.';

/**
 * The subscribe form's fields, flat as the inputs are, checked with the server's billing rules
 * so each field shows the same message the server would answer.
 */
export const subscribeFormSchema = z.object({
  name: z.string().trim().min(1, BILLING_MESSAGES.name),
  ...billingAddressSchema.shape,
  phone: z.string().trim().max(40),
  cardholder: z.string().trim().min(1, CARDHOLDER_MESSAGE),
  quantity: licenceQuantitySchema,
  coupon: z.string().trim().max(100),
});

export const initialSubscribeValues = {
  name: '',
  line1: '',
  line2: '',
  postal_code: '',
  city: '',
  state: '',
  country: 'España',
  phone: '',
  cardholder: '',
  quantity: '1',
  coupon: '',
};
export type SubscribeFormValues = typeof initialSubscribeValues;

/** The licence count typed so far, when it is one the price can be computed for. */
export function typedQuantity(value: string): number | undefined {
  const parsed = licenceQuantitySchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
