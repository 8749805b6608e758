import { z } from 'zod';
import { feedStatusSchema } from './sources';

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ status: z.enum(['ok', 'down']), kind: z.enum(['pglite', 'postgres']) }),
  jobs: z.object({
    status: z.enum(['ok', 'stale', 'down']),
    /** Last run of the heartbeat job; null until a worker has run it once. */
    heartbeatAt: z.iso.datetime().nullable(),
  }),
  /** PLACSP feeds: last sync, last error. A failing feed makes the status `degraded`. */
  feeds: z.array(feedStatusSchema),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
