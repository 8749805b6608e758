import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UNSUBSCRIBE_PAGE } from '../../../../common/api/mail-settings';
import { MAIL_SETTINGS_ROUTES } from '../../../../common/api/routes/mail-settings';
import { reloadCurrentUser } from '../../../domain/accounts/present-user';
import {
  digestsByToken,
  setDigestsByToken,
  setOwnDigests,
} from '../../../domain/private-links/unsubscribe-link';
import { t } from '../../../messages';
import { currentUser } from '../../auth';
import { routeOf } from '../../contract-route';

/**
 * Digest e-mails on or off: `/v1/mail/unsubscribe` (the signed link every digest carries, RFC 8058
 * one-click; `/check` reads it without a change) and `/v1/user/digests` (the account's switch).
 */
const mailSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  // A mail provider's one-click POST sends `List-Unsubscribe=One-Click` as a form; its content is
  // fixed by the RFC, so it is read as text and not looked at: the token in the address decides.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string' },
    (_request, body, done) => done(null, body),
  );

  app.route({
    ...routeOf(MAIL_SETTINGS_ROUTES.link),
    handler: async (request, reply) =>
      reply.redirect(`${UNSUBSCRIBE_PAGE}?${new URLSearchParams({ token: request.query.token })}`, 303),
  });

  app.route({
    ...routeOf(MAIL_SETTINGS_ROUTES.check),
    handler: async (request) => digestsByToken(db, request.query.token),
  });

  app.route({
    ...routeOf(MAIL_SETTINGS_ROUTES.unsubscribe),
    handler: async (request) => {
      const state = await setDigestsByToken(db, request.query.token, false);
      return { ...state, message: t('mailSettings.unsubscribed') };
    },
  });

  app.route({
    ...routeOf(MAIL_SETTINGS_ROUTES.resubscribe),
    handler: async (request) => {
      const state = await setDigestsByToken(db, request.query.token, true);
      return { ...state, message: t('mailSettings.resubscribed') };
    },
  });

  app.route({
    ...routeOf(MAIL_SETTINGS_ROUTES.setOwn),
    handler: async (request) => {
      const userId = currentUser(request).id;
      await setOwnDigests(db, userId, request.body.receive_digests);
      return reloadCurrentUser(db, userId);
    },
  });
};

export default mailSettingsRoutes;
