import { z } from 'zod';

/** GET /v1/user/calendar and POST /v1/user/calendar/rotate: the private calendar's address. */
export const calendarUrlSchema = z.object({ url: z.string() });

/**
 * GET /v1/calendar/{token}.ics: the token names the calendar and is its only credential (calendar
 * apps send no session). Any text is accepted here: one that is not a live token is a 404.
 */
export const calendarFileParamsSchema = z.object({ token: z.string().max(200) });

/** The media type of an iCalendar file. */
export const ICS_TYPE = 'text/calendar; charset=utf-8';
