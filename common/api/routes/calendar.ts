import { calendarFileParamsSchema, calendarUrlSchema } from '../calendar';
import { defineRoute } from '../contract';
import { idParamsSchema } from '../procurement-project';

/**
 * Calendars: the user's private address and its rotation, the file calendar apps read signed out
 * with that address's token, and one open tender's deadline as a download (both iCalendar).
 */
export const CALENDAR_ROUTES = {
  url: defineRoute({
    method: 'GET',
    path: '/v1/user/calendar',
    access: 'signed-in',
    tags: ['usuario'],
    summary: 'Dirección privada del calendario de plazos y renovaciones',
    response: { 200: calendarUrlSchema },
  }),
  rotate: defineRoute({
    method: 'POST',
    path: '/v1/user/calendar/rotate',
    access: 'signed-in',
    tags: ['usuario'],
    summary: 'Cambiar la dirección del calendario (la anterior deja de funcionar)',
    response: { 200: calendarUrlSchema },
  }),
  file: defineRoute({
    method: 'GET',
    path: '/v1/calendar/:token.ics',
    access: { token: 'calendar' },
    tags: ['usuario'],
    summary:
      'Calendario iCalendar de un usuario (sin sesión: el token es la credencial): plazos de las licitaciones que sigue y recordatorios de renovación',
    params: calendarFileParamsSchema,
  }),
  tenderFile: defineRoute({
    method: 'GET',
    path: '/v1/procurement_projects/:id/calendar.ics',
    access: 'access',
    tags: ['licitaciones'],
    summary: 'El plazo de presentación de una licitación abierta, como archivo de calendario (.ics)',
    params: idParamsSchema,
  }),
};
