/**
 * The secret a caller without a session proves in the URL or a header, checked by the route
 * itself: a calendar or alert feed token, an unsubscribe or digest feedback link, an invitation, an account
 * confirmation, a password reset, or Stripe's webhook signature.
 */
export const TOKEN_KINDS = [
  'calendar',
  'alert-feed',
  'unsubscribe',
  'feedback',
  'invitation',
  'confirmation',
  'password-reset',
  'stripe-signature',
] as const;
export type TokenKind = (typeof TOKEN_KINDS)[number];

/**
 * Who may call a route. `signed-in`: any session; `access`: a session whose trial or licence
 * gives tender access; `admin`: the admin role; `{ token }`: whoever holds that secret.
 */
export type RouteAccess = 'public' | 'signed-in' | 'access' | 'admin' | { token: TokenKind };
