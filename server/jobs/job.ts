import type { Logger } from 'pino';
import type { z } from 'zod';
import type { Config } from '../config';
import type { Db } from '../db/client';

export interface JobContext {
  db: Db;
  config: Config;
  log: Logger;
  /** Enqueues a follow-up job (e.g. mail.send after writing the outbox); absent when a handler is run directly. */
  send?: SendJob;
}

/** Enqueues a job after validating the payload against the job's schema. */
export type SendJob = <D extends JobDefinition>(
  job: D,
  payload: Parameters<D['handler']>[0],
) => Promise<string | null>;

/** One background job: its queue name, the payload it accepts and what it does. */
export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  name: string;
  payload: S;
  /** Cron expression (Europe/Madrid) when the job recurs; undefined when only enqueued. */
  schedule?: (config: Config) => string | undefined;
  /** pg-boss queue policy; `singleton` lets only one job of the queue run at a time. */
  policy?: 'standard' | 'singleton';
  /**
   * How long one run may take before pg-boss fails it as hung and retries it (default 15
   * minutes). A killed worker's run is retried much sooner, when its lease runs out (job-lease.ts).
   */
  timeLimitSeconds?: number;
  handler(payload: z.infer<S>, ctx: JobContext): Promise<void>;
}

export function defineJob<S extends z.ZodType>(job: JobDefinition<S>): JobDefinition<S> {
  return job;
}
