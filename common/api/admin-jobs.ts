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

/** GET /v1/admin/jobs/{name}/runs/{id}: one run, by the id the run call answered. */
export const jobRunParamsSchema = z.object({ name: z.string().min(1).max(100), id: z.uuid() });

export const JOB_RUN_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;

export const jobRunSchema = z.object({
  id: z.string(),
  name: z.string(),
  state: z.enum(JOB_RUN_STATES),
  /** Attempts that failed so far (pg-boss retries a failed run). */
  retry_count: z.number().int(),
  created_on: z.iso.datetime(),
  started_on: z.iso.datetime().nullable(),
  completed_on: z.iso.datetime().nullable(),
  /** What the handler returned, or the error of a failed attempt. */
  output: z.unknown().nullable(),
});
export type JobRun = z.infer<typeof jobRunSchema>;
