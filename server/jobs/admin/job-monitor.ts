import { sql } from 'drizzle-orm';
import { FAILED_JOBS_SHOWN, type FailedJob, type JobMonitor } from '../../../common/api/admin-jobs';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { listFailingAlerts } from '../../domain/admin/failing-alerts';
import { getMailDelivery } from '../../domain/admin/mail-delivery';
import { feedStatuses } from '../../domain/sources/feed-statuses';
import type { JobDefinition } from '../job';
import { nextCronRun } from '../next-run';
import { JOB_SCHEMA, type JobQueue } from '../queue';
import { availableQueue } from './job-lookup';

type StateCount = { name: string; state: string; count: number };
type FailedRow = {
  id: string;
  name: string;
  output: unknown;
  data: unknown;
  retry_count: number;
  created_on: Date | string;
  completed_on: Date | string | null;
};

const iso = (date: Date | string) => new Date(date).toISOString();

/** pg-boss stores a failed attempt's error serialised (`{ name, message, stack }`). */
function errorText(output: unknown): string {
  if (output && typeof output === 'object' && 'message' in output) return String(output.message);
  return output === null || output === undefined ? '' : JSON.stringify(output);
}

/**
 * Everything /admin/sidekiq shows: each queue's job counts, the recent failures, the schedules
 * with their next run, the sync state of each source (PLACSP feeds, BOE), the e-mail the outbox
 * is retrying or gave up on, and the alerts the monitoring engine had to skip.
 *
 * pg-boss 10 has no call that counts every state of a queue (getQueueSize counts jobs *before* a
 * state) nor one that lists failed jobs, so those two read its `job` table directly, read-only;
 * every change goes through pg-boss's own calls (retry, deleteJob).
 */
export async function getJobMonitor(
  queue: JobQueue | undefined,
  jobs: JobDefinition[],
  db: Db,
): Promise<JobMonitor> {
  const { boss } = availableQueue(queue);
  const job = sql`${sql.identifier(JOB_SCHEMA)}.job`;
  const [queues, counts, failed, schedules, feeds, mail, failingAlerts] = await Promise.all([
    boss.getQueues(),
    queryRows<StateCount>(
      db,
      sql`SELECT name, state::text AS state, count(*)::int AS count FROM ${job} GROUP BY 1, 2`,
    ),
    queryRows<FailedRow>(
      db,
      sql`SELECT id::text AS id, name, output, data, retry_count, created_on, completed_on FROM ${job}
          WHERE state = 'failed' ORDER BY completed_on DESC NULLS LAST, created_on DESC LIMIT ${FAILED_JOBS_SHOWN}`,
    ),
    boss.getSchedules(),
    feedStatuses(db),
    getMailDelivery(db),
    listFailingAlerts(db),
  ]);
  const count = (name: string, ...states: string[]) =>
    counts.filter((c) => c.name === name && states.includes(c.state)).reduce((sum, c) => sum + c.count, 0);
  return {
    // pg-boss's own internal queues (`__pgboss__send-it`) are not ours to watch.
    queues: queues
      .filter((q) => jobs.some((j) => j.name === q.name))
      .map((q) => ({
        name: q.name,
        policy: q.policy ?? 'standard',
        waiting: count(q.name, 'created', 'retry'),
        active: count(q.name, 'active'),
        completed: count(q.name, 'completed'),
        failed: count(q.name, 'failed'),
      }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    failures: failed.map(
      (row): FailedJob => ({
        id: row.id,
        name: row.name,
        error: errorText(row.output),
        retry_count: row.retry_count,
        created_on: iso(row.created_on),
        failed_on: row.completed_on ? iso(row.completed_on) : null,
        data: row.data ?? null,
      }),
    ),
    schedules: schedules
      .map((s) => {
        // getSchedules answers the table's rows: the zone pg-boss schedules with is its `timezone` column.
        const timeZone = (s as { timezone?: string }).timezone ?? s.options?.tz ?? 'UTC';
        return {
          name: s.name,
          cron: s.cron,
          time_zone: timeZone,
          next_run_at: nextCronRun(s.cron, timeZone).toISOString(),
        };
      })
      .sort((a, b) => a.name.localeCompare(b.name)),
    feeds,
    mail,
    failing_alerts: failingAlerts,
  };
}
