import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { isConnectionLost } from '../db/connection-errors';
import type { JobDefinition, SendJob } from './job';
import { leaseJob, MAINTENANCE_SECONDS } from './job-lease';

export const TIME_ZONE = 'Europe/Madrid';

/** How long a run may take before pg-boss gives up on it, unless the job sets its own. */
const TIME_LIMIT_SECONDS = 15 * 60;

/** The Postgres schema pg-boss keeps its tables in. */
export const JOB_SCHEMA = 'pgboss';

export interface JobQueue {
  boss: PgBoss;
  send: SendJob;
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
    // Expires the jobs of killed workers once their lease (job-lease.ts) runs out.
    maintenanceIntervalSeconds: MAINTENANCE_SECONDS,
  });
  // pg-boss keeps polling through a database outage and resumes by itself when it is back.
  boss.on('error', (err) =>
    isConnectionLost(err)
      ? log.warn({ err }, 'job queue: database unreachable')
      : log.error({ err }, 'job queue error'),
  );
  const send: JobQueue['send'] = async (job, payload) =>
    boss.send(job.name, job.payload.parse(payload) as object);

  await database.setUpExclusively(async () => {
    await boss.start();
    for (const job of jobs) {
      const options = {
        name: job.name,
        policy: job.policy ?? 'standard',
        expireInSeconds: job.timeLimitSeconds ?? TIME_LIMIT_SECONDS,
      };
      await boss.createQueue(job.name, options);
      // createQueue leaves an existing queue as it was: a changed time limit applies from this start.
      await boss.updateQueue(job.name, options);
    }
    if (work) await followSchedules(boss, jobs, config);
  });

  if (work) {
    for (const job of jobs) {
      await boss.work(job.name, { pollingIntervalSeconds: 1 }, async (batch) => {
        for (const j of batch) {
          const payload = job.payload.parse(j.data ?? {});
          const jobLog = log.child({ job: job.name, jobId: j.id });
          const lease = leaseJob(database.executor, JOB_SCHEMA, j, jobLog);
          try {
            await job.handler(payload, { db: database.db, config, log: jobLog, send });
          } finally {
            await lease.release();
          }
        }
      });
    }
  }

  return {
    boss,
    send,
    stop: () => boss.stop({ graceful: true, wait: true, close: false }),
  };
}

/**
 * The schedules stored in pg-boss follow this start's configuration: a job whose cron is set is
 * (re)scheduled with it, one turned `off` is unscheduled. pg-boss keeps schedules in the database,
 * so without this an earlier start's cron would keep firing.
 */
async function followSchedules(boss: PgBoss, jobs: JobDefinition[], config: Config) {
  for (const job of jobs) {
    const cron = job.schedule?.(config);
    if (cron) await boss.schedule(job.name, cron, {}, { tz: TIME_ZONE });
    else await boss.unschedule(job.name);
  }
}
