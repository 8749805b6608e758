import { digestsStateSchema } from '../../../common/api/mail-settings';
import { api } from '../../api/client';

/** POST /v1/mail/unsubscribe: the digest link's one-click unsubscribe (the token is the credential). */
export const unsubscribeDigests = (token: string) =>
  api.post('/v1/mail/unsubscribe', { query: { token }, schema: digestsStateSchema });

/** DELETE /v1/mail/unsubscribe: undoes it. */
export const resubscribeDigests = (token: string) =>
  api.delete('/v1/mail/unsubscribe', { query: { token }, schema: digestsStateSchema });
