import { z } from 'zod';

/** POST /v1/admin/jobs/{name}/run: a background job by its queue name (e.g. `placsp.sync`). */
export const runJobParamsSchema = z.object({ name: z.string().min(1).max(100) });

/** The job's own payload; absent means `{}`. Each job checks it against its schema. */
export const runJobBodySchema = z.record(z.string(), z.unknown()).nullish();

export const runJobResponseSchema = z.object({
  /** The pg-boss id of the enqueued job. */
  id: z.string(),
  name: z.string(),
});
export type RunJobResponse = z.infer<typeof runJobResponseSchema>;
