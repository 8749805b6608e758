import { digestsStateSchema, unsubscribeLinkSchema } from '../../../common/api/mail-settings';
import { api } from '../../api/client';

/** GET /v1/mail/unsubscribe/check: whose digests the link names, changing nothing. */
export const checkUnsubscribeLink = (token: string) =>
  api.get('/v1/mail/unsubscribe/check', { query: { token }, schema: unsubscribeLinkSchema });

/** POST /v1/mail/unsubscribe: the digest link's one-click unsubscribe (the token is the credential). */
export const unsubscribeDigests = (token: string) =>
  api.post('/v1/mail/unsubscribe', { query: { token }, schema: digestsStateSchema });

/** DELETE /v1/mail/unsubscribe: undoes it. */
export const resubscribeDigests = (token: string) =>
  api.delete('/v1/mail/unsubscribe', { query: { token }, schema: digestsStateSchema });
