import type { Stripe } from '@stripe/stripe-js';
// The pure entry loads Stripe.js from js.stripe.com only when asked, not on import.
import { loadStripe } from '@stripe/stripe-js/pure';

/** How long the card field waits for Stripe.js before telling the user it cannot be reached. */
export const STRIPE_JS_TIMEOUT_MS = 10_000;

/**
 * Stripe.js for `publishableKey`, or an error when it cannot be loaded (offline, blocked, or
 * too slow): the subscribe form then explains that card payment is unreachable.
 */
export async function loadStripeJs(publishableKey: string): Promise<Stripe> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('Stripe.js did not load in time')), STRIPE_JS_TIMEOUT_MS);
  });
  try {
    const stripe = await Promise.race([loadStripe(publishableKey, { locale: 'es' }), timeout]);
    if (!stripe) throw new Error('Stripe.js is not available in this environment');
    return stripe;
  } finally {
    clearTimeout(timer);
  }
}
