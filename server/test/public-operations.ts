/**
 * The operations anyone may call without a session: the public ones, and those that check a
 * secret of their own (a token in the URL or body, Stripe's signature). Every other documented
 * operation must answer 401 to a caller without a session (server/http/route-access.test.ts).
 */
export const PUBLIC_OPERATIONS = [
  'GET /health',
  'GET /v1/config',
  'POST /auth',
  'POST /auth/sign_in',
  'DELETE /auth/sign_out',
  'GET /auth/confirmation',
  'POST /auth/password',
  'PUT /auth/password',
  'PUT /auth/invitation',
  'POST /v1/contact',
  'POST /stripe/webhook',
  'GET /v1/mail/unsubscribe',
  'GET /v1/mail/unsubscribe/check',
  'POST /v1/mail/unsubscribe',
  'DELETE /v1/mail/unsubscribe',
  'POST /v1/notifications/feedback_link',
  'GET /v1/alerts/{id}/feed.atom',
  'GET /v1/calendar/{token}.ics',
];
