import { z } from 'zod';
import errorsEs from '../../i18n/es/errors.json';
import { alertFeedQuerySchema, alertFeedUrlSchema } from '../alert-feed';
import {
  alertSuggestionsResponseSchema,
  appliedSuggestionSchema,
  applySuggestionBodySchema,
  suggestionChangeParamsSchema,
} from '../alert-suggestions';
import {
  ALERT_MESSAGES,
  alertSchema,
  alertsResponseSchema,
  createAlertBodySchema,
  listAlertsQuerySchema,
  pageQuerySchema,
  updateAlertBodySchema,
} from '../alerts';
import { defineRoute } from '../contract';
import { errorResponseSchema } from '../errors';
import { notificationsResponseSchema } from '../notifications';
import { idParamsSchema } from '../procurement-project';
import { fillText } from '../texts';

const tags = ['alertas'];
const invalidAlert = {
  422: errorResponseSchema.describe(
    fillText(errorsEs.errors.alerts.unsaveable, { summary: Object.values(ALERT_MESSAGES).join(' / ') }),
  ),
};

/** The user's alerts (saved searches), what each produced, and each one's private Atom feed. */
export const ALERT_ROUTES = {
  list: defineRoute({
    method: 'GET',
    path: '/v1/alerts',
    access: 'access',
    tags,
    summary: 'Alertas del usuario: destacadas primero, después por nombre',
    querystring: listAlertsQuerySchema,
    response: { 200: alertsResponseSchema },
  }),
  show: defineRoute({
    method: 'GET',
    path: '/v1/alerts/:id',
    access: 'access',
    tags,
    summary: 'Una alerta del usuario (un administrador puede leer la de cualquier usuario)',
    params: idParamsSchema,
    response: { 200: alertSchema },
  }),
  create: defineRoute({
    method: 'POST',
    path: '/v1/alerts',
    access: 'access',
    apiScope: 'write:alerts',
    tags,
    summary: 'Guardar una búsqueda como alerta (frecuencia diaria por defecto)',
    body: createAlertBodySchema,
    response: { 201: alertSchema, ...invalidAlert },
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/v1/alerts/:id',
    access: 'access',
    apiScope: 'write:alerts',
    tags,
    summary: 'Cambiar los campos enviados de una alerta (nombre, palabras, frecuencia, e-mail, destacada…)',
    params: idParamsSchema,
    body: updateAlertBodySchema,
    response: { 200: alertSchema, ...invalidAlert },
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/v1/alerts/:id',
    access: 'access',
    apiScope: 'write:alerts',
    tags,
    summary: 'Borrar una alerta',
    params: idParamsSchema,
    response: { 204: z.null() },
  }),
  notifications: defineRoute({
    method: 'GET',
    path: '/v1/alerts/:id/notifications',
    access: 'access',
    tags,
    summary: 'Notificaciones que ha producido una alerta, las más recientes primero',
    params: idParamsSchema,
    querystring: pageQuerySchema,
    response: { 200: notificationsResponseSchema },
  }),
  /** Atom XML, read signed out with the token of the alert's `feed_url`. */
  feed: defineRoute({
    method: 'GET',
    path: '/v1/alerts/:id/feed.atom',
    access: { token: 'alert-feed' },
    tags,
    summary:
      'Canal Atom privado de una alerta (sin sesión: el token es la credencial): sus 50 coincidencias más recientes',
    params: idParamsSchema,
    querystring: alertFeedQuerySchema,
  }),
  rotateFeed: defineRoute({
    method: 'POST',
    path: '/v1/alerts/:id/feed/rotate',
    access: 'access',
    tags,
    summary: 'Cambiar la dirección del canal Atom de una alerta (la anterior deja de funcionar)',
    params: idParamsSchema,
    response: { 200: alertFeedUrlSchema },
  }),
  suggestions: defineRoute({
    method: 'GET',
    path: '/v1/alerts/suggestions',
    access: 'access',
    tags,
    summary:
      "Sugerencias para afinar las alertas aprendidas de 'No me interesa': excluir una palabra o quitar una clase CPV",
    response: { 200: alertSuggestionsResponseSchema },
  }),
  applySuggestion: defineRoute({
    method: 'POST',
    path: '/v1/alerts/:id/suggestions',
    access: 'access',
    apiScope: 'write:alerts',
    tags,
    summary:
      'Aplica una sugerencia a la alerta (excluir una palabra, quitar una clase CPV); se puede deshacer',
    params: idParamsSchema,
    body: applySuggestionBodySchema,
    response: { 200: appliedSuggestionSchema },
  }),
  undoSuggestion: defineRoute({
    method: 'DELETE',
    path: '/v1/alerts/:id/suggestions/:changeId',
    access: 'access',
    apiScope: 'write:alerts',
    tags,
    summary: 'Deshace una sugerencia aplicada: la alerta vuelve a sus palabras y filtros de antes',
    params: suggestionChangeParamsSchema,
    response: { 200: alertSchema },
  }),
};
