import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  alertSchema,
  alertsResponseSchema,
  createAlertBodySchema,
  listAlertsQuerySchema,
  updateAlertBodySchema,
} from '../../../../common/api/alerts';
import { errorResponseSchema } from '../../../../common/api/errors';
import { idParamsSchema } from '../../../../common/api/procurement-project';
import { createAlert } from '../../../domain/alerts/create-alert';
import { deleteAlert } from '../../../domain/alerts/delete-alert';
import { withFeedUrl, withFeedUrls } from '../../../domain/alerts/feed-link';
import { getAlert } from '../../../domain/alerts/get-alert';
import { listAlerts } from '../../../domain/alerts/list-alerts';
import { updateAlert } from '../../../domain/alerts/update-alert';
import { currentUser } from '../../auth';

const tags = ['alertas'];
const invalidAlert = {
  422: errorResponseSchema.describe('Sin nombre, sin palabra de búsqueda o sin fuente'),
};

const alertsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const { publicUrl } = app.config;

  app.get(
    '/v1/alerts',
    {
      config: { access: 'access' },
      schema: {
        tags,
        summary: 'Alertas del usuario: destacadas primero, después por nombre',
        querystring: listAlertsQuerySchema,
        response: { 200: alertsResponseSchema },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const page = await listAlerts(db, userId, request.query);
      return { ...page, alerts: await withFeedUrls(db, publicUrl, userId, page.alerts) };
    },
  );

  app.get(
    '/v1/alerts/:id',
    {
      config: { access: 'access' },
      schema: {
        tags,
        summary: 'Una alerta del usuario (un administrador puede leer la de cualquier usuario)',
        params: idParamsSchema,
        response: { 200: alertSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      // Admins run a user's alert from the users screen (/licitaciones/buscar?alert_id=N).
      const alert = await getAlert(db, user.role === 'admin' ? 'any' : user.id, request.params.id);
      return withFeedUrl(db, publicUrl, user.id, alert);
    },
  );

  app.post(
    '/v1/alerts',
    {
      config: { access: 'access' },
      schema: {
        tags,
        summary: 'Guardar una búsqueda como alerta (frecuencia diaria por defecto)',
        body: createAlertBodySchema,
        response: { 201: alertSchema, ...invalidAlert },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const alert = await createAlert(db, userId, request.body);
      return reply.code(201).send(await withFeedUrl(db, publicUrl, userId, alert));
    },
  );

  app.put(
    '/v1/alerts/:id',
    {
      config: { access: 'access' },
      schema: {
        tags,
        summary:
          'Cambiar los campos enviados de una alerta (nombre, palabras, frecuencia, e-mail, destacada…)',
        params: idParamsSchema,
        body: updateAlertBodySchema,
        response: { 200: alertSchema, ...invalidAlert },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const alert = await updateAlert(db, userId, request.params.id, request.body);
      return withFeedUrl(db, publicUrl, userId, alert);
    },
  );

  app.delete(
    '/v1/alerts/:id',
    {
      config: { access: 'access' },
      schema: { tags, summary: 'Borrar una alerta', params: idParamsSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await deleteAlert(db, currentUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default alertsRoutes;
