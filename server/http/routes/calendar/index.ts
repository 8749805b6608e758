import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ICS_TYPE } from '../../../../common/api/calendar';
import { CALENDAR_ROUTES } from '../../../../common/api/routes/calendar';
import { calendarOwner, calendarUrl, rotateCalendar } from '../../../domain/calendar/calendar-link';
import { followerCalendar } from '../../../domain/calendar/follower-calendar';
import { tenderCalendar } from '../../../domain/calendar/tender-calendar';
import { currentUser } from '../../auth';
import { routeOf } from '../../contract-route';

/**
 * Calendars: `/v1/user/calendar` (the private address and its rotation), `/v1/calendar/{token}.ics`
 * (the file calendar apps read, signed out) and `/v1/procurement_projects/{id}/calendar.ics`.
 */
const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const { publicUrl } = app.config;

  app.route({
    ...routeOf(CALENDAR_ROUTES.url),
    handler: async (request) => ({
      url: await calendarUrl(app.database.db, publicUrl, currentUser(request).id),
    }),
  });

  app.route({
    ...routeOf(CALENDAR_ROUTES.rotate),
    handler: async (request) => ({
      url: await rotateCalendar(app.database.db, publicUrl, currentUser(request).id),
    }),
  });

  app.route({
    ...routeOf(CALENDAR_ROUTES.file),
    handler: async (request, reply) => {
      const db = app.database.db;
      const userId = await calendarOwner(db, request.params.token);
      const body = await followerCalendar(db, publicUrl, userId);
      return reply.type(ICS_TYPE).header('cache-control', 'private, no-cache').send(body);
    },
  });

  app.route({
    ...routeOf(CALENDAR_ROUTES.tenderFile),
    handler: async (request, reply) => {
      const { id } = request.params;
      const body = await tenderCalendar(app.database.read, publicUrl, id);
      return reply
        .type(ICS_TYPE)
        .header('content-disposition', `attachment; filename="licitacion-${id}.ics"`)
        .send(body);
    },
  });
};

export default calendarRoutes;
