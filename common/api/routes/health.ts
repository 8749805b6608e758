import { defineRoute } from '../contract';
import { healthResponseSchema } from '../health';

/** Whether the database answers and a worker is alive; 503 while the database is down. */
export const HEALTH_ROUTES = {
  show: defineRoute({
    method: 'GET',
    path: '/health',
    access: 'public',
    tags: ['sistema'],
    summary: 'Estado de la base de datos y de la cola de trabajos',
    response: { 200: healthResponseSchema, 503: healthResponseSchema },
  }),
};
