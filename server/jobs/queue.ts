import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { JobDefinition } from './job';

export const TIME_ZONE = 'Europe/Madrid';

/** The Postgres schema pg-boss keeps its tables in. */
export const JOB_SCHEMA = 'pgboss';

export interface JobQueue {
  boss: PgBoss;
  /** Enqueue after validating the payload against the job's schema. */
  send<D extends JobDefinition>(job: D, payload: Parameters<D['handler']>[0]): Promise<string | null>;
  stop(): Promise<void>;
}

/**
 * pg-boss on the app's own database. Every process can enqueue; only a worker (`work: true`)
 * consumes, schedules and runs pg-boss maintenance.
 */
export async function startJobQueue(opts: {
  database: Database;
  config: Config;
  log: Logger;
  jobs: JobDefinition[];
  work: boolean;
}): Promise<JobQueue> {
  const { database, config, log, jobs, work } = opts;
  const boss = new PgBoss({
    db: database.executor as never,
    schema: JOB_SCHEMA,
    supervise: work,
    schedule: work,
    migrate: true,
  });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  await boss.start();
  const send: JobQueue['send'] = async (job, payload) =>
    boss.send(job.name, job.payload.parse(payload) as object);

  for (const job of jobs)
    await boss.createQueue(job.name, { name: job.name, policy: job.policy ?? 'standard' });

  if (work) {
    for (const job of jobs) {
      await boss.work(job.name, { pollingIntervalSeconds: 1 }, async (batch) => {
        for (const j of batch) {
          const payload = job.payload.parse(j.data ?? {});
          await job.handler(payload, {
            db: database.db,
            config,
            log: log.child({ job: job.name, jobId: j.id }),
            send,
          });
        }
      });
      const cron = job.schedule?.(config);
      if (cron) await boss.schedule(job.name, cron, {}, { tz: TIME_ZONE });
    }
  }

  return {
    boss,
    send,
    stop: () => boss.stop({ graceful: true, wait: true, close: false }),
  };
}
