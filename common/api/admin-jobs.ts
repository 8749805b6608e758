import { z } from 'zod';
import { feedStatusSchema } from './sources';

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

/** One pg-boss queue of the monitor with how many of its jobs are in each state. */
export const jobQueueSchema = z.object({
  name: z.string(),
  policy: z.string(),
  /** Waiting to run: new (`created`) or failed and due again (`retry`). */
  waiting: z.number().int(),
  active: z.number().int(),
  /** pg-boss archives completed jobs after 12 hours, so this counts the recent ones. */
  completed: z.number().int(),
  failed: z.number().int(),
});
export type JobQueue = z.infer<typeof jobQueueSchema>;

/** A run that failed all its attempts; an admin retries or deletes it. */
export const failedJobSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The error of the last attempt. */
  error: z.string(),
  retry_count: z.number().int(),
  created_on: z.iso.datetime(),
  failed_on: z.iso.datetime().nullable(),
  /** The payload the run was sent with. */
  data: z.unknown().nullable(),
});
export type FailedJob = z.infer<typeof failedJobSchema>;

export const jobScheduleSchema = z.object({
  name: z.string(),
  cron: z.string(),
  time_zone: z.string(),
  next_run_at: z.iso.datetime(),
});
export type JobSchedule = z.infer<typeof jobScheduleSchema>;

/** An e-mail the outbox gave up on after retrying for days; an admin puts it back to pending. */
export const undeliveredMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  template: z.string(),
  subject: z.string(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.iso.datetime(),
});
export type UndeliveredMail = z.infer<typeof undeliveredMailSchema>;

/** The outbox at a glance: an SMTP outage shows as messages waiting for a retry. */
export const mailDeliverySchema = z.object({
  /** Given up: they wait for an admin's retry. */
  failed: z.number().int(),
  /** Pending after at least one failed attempt: delivery is being retried. */
  retrying: z.number().int(),
  /** The oldest failed messages first (at most FAILED_MAIL_SHOWN). */
  failed_messages: z.array(undeliveredMailSchema),
});
export type MailDelivery = z.infer<typeof mailDeliverySchema>;

/** An alert whose search the monitoring engine could not run in its last check: it is skipped. */
export const failingAlertSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  user_id: z.number().int(),
  user_email: z.string(),
  error: z.string(),
  failed_at: z.iso.datetime(),
});
export type FailingAlert = z.infer<typeof failingAlertSchema>;

/** GET /v1/admin/jobs: what /admin/sidekiq shows. */
export const jobMonitorSchema = z.object({
  queues: z.array(jobQueueSchema),
  /** The most recent failed runs first (at most FAILED_JOBS_SHOWN). */
  failures: z.array(failedJobSchema),
  schedules: z.array(jobScheduleSchema),
  feeds: z.array(feedStatusSchema),
  mail: mailDeliverySchema,
  /** Most recently failed first (at most FAILING_ALERTS_SHOWN). */
  failing_alerts: z.array(failingAlertSchema),
});
export type JobMonitor = z.infer<typeof jobMonitorSchema>;

export const FAILED_JOBS_SHOWN = 50;
export const FAILED_MAIL_SHOWN = 50;
export const FAILING_ALERTS_SHOWN = 50;
