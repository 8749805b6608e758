import { MAIL_SETTINGS_ROUTES } from '../../../common/api/routes/mail-settings';
import { api } from '../../api/client';

/** GET /v1/mail/unsubscribe/check: whose digests the link names, changing nothing. */
export const checkUnsubscribeLink = (token: string) =>
  api.call(MAIL_SETTINGS_ROUTES.check, { query: { token } });

/** POST /v1/mail/unsubscribe: the digest link's one-click unsubscribe (the token is the credential). */
export const unsubscribeDigests = (token: string) =>
  api.call(MAIL_SETTINGS_ROUTES.unsubscribe, { query: { token } });

/** DELETE /v1/mail/unsubscribe: undoes it. */
export const resubscribeDigests = (token: string) =>
  api.call(MAIL_SETTINGS_ROUTES.resubscribe, { query: { token } });
