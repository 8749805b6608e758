import type { BrowserContext } from 'playwright-core';
import { type CurrentUser, trialSubscription } from '../../common/api/user';

/**
 * A signed-in user answered by the browser itself (page routes), for the tests that need one
 * before the accounts screens exist. Once sign-up and sign-in are built, tests should create a
 * real user on the server and sign in through the form instead.
 */
export function trialUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 41,
    name: 'Ana Prueba',
    email: 'ana.prueba@example.com',
    role: 'user',
    gravatar_url: 'https://www.gravatar.com/avatar/00000000000000000000000000000000?d=mp',
    created_at: '2025-01-10T09:00:00.000Z',
    confirmed: true,
    last_sign_in_at: '2025-01-12T09:00:00.000Z',
    active: true,
    trial_days_remaining: 10,
    pending_subscription_upgrade: false,
    pending_payment_method: false,
    pending_invoice_id: null,
    receive_digests: true,
    compact_results: false,
    recommendations: false,
    subscription: trialSubscription(10),
    ...overrides,
  };
}

/**
 * Stores session tokens as a sign-in would, and answers GET /v1/user with `user` (and the calls
 * the server would refuse with 401: the data freshness every signed-in page asks for, and the
 * account page's private calendar address and API keys).
 */
export async function fakeSignIn(context: BrowserContext, user: CurrentUser) {
  const tokens = {
    'access-token': 'fake-token',
    client: 'fake-client',
    uid: user.email,
    expiry: String(Math.floor(Date.now() / 1000) + 3600),
    'token-type': 'Bearer',
  };
  await context.addInitScript((text) => {
    localStorage.setItem('licitaciones.session', text);
  }, JSON.stringify(tokens));
  await context.route('**/v1/user', (route) =>
    route.request().method() === 'GET' ? route.fulfill({ json: user }) : route.fallback(),
  );
  await context.route('**/v1/sources/status', (route) =>
    route.fulfill({ json: { data_until: null, demo: false } }),
  );
  await context.route('**/v1/user/calendar', (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ json: { url: 'http://127.0.0.1/v1/calendar/no-token.ics' } })
      : route.fallback(),
  );
  await context.route('**/v1/api_keys', (route) =>
    route.request().method() === 'GET' ? route.fulfill({ json: { keys: [] } }) : route.fallback(),
  );
}
