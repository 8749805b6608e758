import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calendarFileParamsSchema, calendarUrlSchema, ICS_TYPE } from '../../../../common/api/calendar';
import { idParamsSchema } from '../../../../common/api/procurement-project';
import { calendarOwner, calendarUrl, rotateCalendar } from '../../../domain/calendar/calendar-link';
import { followerCalendar } from '../../../domain/calendar/follower-calendar';
import { tenderCalendar } from '../../../domain/calendar/tender-calendar';
import { currentUser } from '../../auth';

/**
 * Calendars: `/v1/user/calendar` (the private address and its rotation), `/v1/calendar/{token}.ics`
 * (the file calendar apps read, signed out) and `/v1/procurement_projects/{id}/calendar.ics`.
 */
const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const { publicUrl } = app.config;

  app.get(
    '/v1/user/calendar',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['usuario'],
        summary: 'Dirección privada del calendario de plazos y renovaciones',
        response: { 200: calendarUrlSchema },
      },
    },
    async (request) => ({ url: await calendarUrl(app.database.db, publicUrl, currentUser(request).id) }),
  );

  app.post(
    '/v1/user/calendar/rotate',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['usuario'],
        summary: 'Cambiar la dirección del calendario (la anterior deja de funcionar)',
        response: { 200: calendarUrlSchema },
      },
    },
    async (request) => ({ url: await rotateCalendar(app.database.db, publicUrl, currentUser(request).id) }),
  );

  app.get(
    '/v1/calendar/:token.ics',
    {
      config: { access: { token: 'calendar' } },
      schema: {
        tags: ['usuario'],
        summary:
          'Calendario iCalendar de un usuario (sin sesión: el token es la credencial): plazos de las licitaciones que sigue y recordatorios de renovación',
        params: calendarFileParamsSchema,
      },
    },
    async (request, reply) => {
      const db = app.database.db;
      const userId = await calendarOwner(db, request.params.token);
      const body = await followerCalendar(db, publicUrl, userId);
      return reply.type(ICS_TYPE).header('cache-control', 'private, no-cache').send(body);
    },
  );

  app.get(
    '/v1/procurement_projects/:id/calendar.ics',
    {
      config: { access: 'access' },
      schema: {
        tags: ['licitaciones'],
        summary: 'El plazo de presentación de una licitación abierta, como archivo de calendario (.ics)',
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const body = await tenderCalendar(app.database.read, publicUrl, id);
      return reply
        .type(ICS_TYPE)
        .header('content-disposition', `attachment; filename="licitacion-${id}.ics"`)
        .send(body);
    },
  );
};

export default calendarRoutes;
