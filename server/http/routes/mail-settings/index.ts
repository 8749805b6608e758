import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  digestsStateSchema,
  ownDigestsBodySchema,
  UNSUBSCRIBE_PAGE,
  unsubscribeLinkSchema,
  unsubscribeQuerySchema,
} from '../../../../common/api/mail-settings';
import { currentUserSchema } from '../../../../common/api/user';
import { reloadCurrentUser } from '../../../domain/accounts/present-user';
import {
  digestsByToken,
  setDigestsByToken,
  setOwnDigests,
} from '../../../domain/private-links/unsubscribe-link';
import { t } from '../../../messages';
import { currentUser } from '../../auth';

const tags = ['usuario'];

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

  app.get(
    '/v1/mail/unsubscribe',
    {
      config: { access: { token: 'unsubscribe' } },
      schema: {
        tags,
        summary: 'Enlace de baja de un resumen: lleva a la página que confirma la baja y permite deshacerla',
        querystring: unsubscribeQuerySchema,
      },
    },
    async (request, reply) =>
      reply.redirect(`${UNSUBSCRIBE_PAGE}?${new URLSearchParams({ token: request.query.token })}`, 303),
  );

  app.get(
    '/v1/mail/unsubscribe/check',
    {
      config: { access: { token: 'unsubscribe' } },
      schema: {
        tags,
        summary:
          'Comprueba un enlace de baja sin cambiar nada: si es válido y si sus resúmenes están activos',
        querystring: unsubscribeQuerySchema,
        response: { 200: unsubscribeLinkSchema },
      },
    },
    async (request) => digestsByToken(db, request.query.token),
  );

  app.post(
    '/v1/mail/unsubscribe',
    {
      config: { access: { token: 'unsubscribe' } },
      schema: {
        tags,
        summary: 'Baja en un clic (RFC 8058): deja de enviar resúmenes por correo a ese usuario',
        querystring: unsubscribeQuerySchema,
        response: { 200: digestsStateSchema },
      },
    },
    async (request) => {
      const state = await setDigestsByToken(db, request.query.token, false);
      return { ...state, message: t('mailSettings.unsubscribed') };
    },
  );

  app.delete(
    '/v1/mail/unsubscribe',
    {
      config: { access: { token: 'unsubscribe' } },
      schema: {
        tags,
        summary: 'Deshacer la baja: vuelve a enviar los resúmenes por correo',
        querystring: unsubscribeQuerySchema,
        response: { 200: digestsStateSchema },
      },
    },
    async (request) => {
      const state = await setDigestsByToken(db, request.query.token, true);
      return { ...state, message: t('mailSettings.resubscribed') };
    },
  );

  app.put(
    '/v1/user/digests',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Recibir o no los resúmenes por correo',
        body: ownDigestsBodySchema,
        response: { 200: currentUserSchema },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      await setOwnDigests(db, userId, request.body.receive_digests);
      return reloadCurrentUser(db, userId);
    },
  );
};

export default mailSettingsRoutes;
