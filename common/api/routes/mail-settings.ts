import { defineRoute } from '../contract';
import {
  digestsStateSchema,
  ownDigestsBodySchema,
  unsubscribeLinkSchema,
  unsubscribeQuerySchema,
} from '../mail-settings';
import { currentUserSchema } from '../user';

const tags = ['usuario'];

/**
 * Digest e-mails on or off: the signed link every digest carries (RFC 8058 one-click; `check`
 * reads it without a change) and the account's own switch.
 */
export const MAIL_SETTINGS_ROUTES = {
  /** Redirects (303) to the page that asks before changing anything. */
  link: defineRoute({
    method: 'GET',
    path: '/v1/mail/unsubscribe',
    access: { token: 'unsubscribe' },
    tags,
    summary: 'Enlace de baja de un resumen: lleva a la página que confirma la baja y permite deshacerla',
    querystring: unsubscribeQuerySchema,
  }),
  check: defineRoute({
    method: 'GET',
    path: '/v1/mail/unsubscribe/check',
    access: { token: 'unsubscribe' },
    tags,
    summary: 'Comprueba un enlace de baja sin cambiar nada: si es válido y si sus resúmenes están activos',
    querystring: unsubscribeQuerySchema,
    response: { 200: unsubscribeLinkSchema },
  }),
  unsubscribe: defineRoute({
    method: 'POST',
    path: '/v1/mail/unsubscribe',
    access: { token: 'unsubscribe' },
    tags,
    summary: 'Baja en un clic (RFC 8058): deja de enviar resúmenes por correo a ese usuario',
    querystring: unsubscribeQuerySchema,
    response: { 200: digestsStateSchema },
  }),
  resubscribe: defineRoute({
    method: 'DELETE',
    path: '/v1/mail/unsubscribe',
    access: { token: 'unsubscribe' },
    tags,
    summary: 'Deshacer la baja: vuelve a enviar los resúmenes por correo',
    querystring: unsubscribeQuerySchema,
    response: { 200: digestsStateSchema },
  }),
  setOwn: defineRoute({
    method: 'PUT',
    path: '/v1/user/digests',
    access: 'signed-in',
    tags,
    summary: 'Recibir o no los resúmenes por correo',
    body: ownDigestsBodySchema,
    response: { 200: currentUserSchema },
  }),
};
