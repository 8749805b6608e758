import type { Logger } from 'pino';
import type { SqlExecutor } from '../db/client';
import { writeThroughOutage } from '../db/connection-errors';

/**
 * How long a running job stays claimed without news from its worker. pg-boss only knows a job's
 * expiry (its time limit), so a killed worker's job used to sit `active` that long. Each run
 * instead holds a short lease, renewed while its worker lives: once renewals stop, pg-boss's
 * maintenance expires it into `retry` and another worker takes it. Workers share maintenance,
 * run at most once per MAINTENANCE_SECONDS, so the gap between two runs stays under twice that.
 * Worst case from a kill to the retry: 30 + under 20 + a polling second, under a minute.
 */
export const LEASE_SECONDS = 30;
export const MAINTENANCE_SECONDS = 10;
const RENEW_EVERY_MS = 10_000;

/**
 * Leases the pg-boss job `id` of queue `name` to this process until `release`. The lease is
 * written into the row's `expire_in`, the interval pg-boss's expiry compares with `started_on`;
 * the job's time limit (how long pg-boss waits for the handler in this process) was read when it
 * was fetched and is unchanged.
 */
export function leaseJob(
  executor: SqlExecutor,
  schema: string,
  job: { name: string; id: string },
  log: Logger,
): { release(): Promise<void> } {
  const write = () =>
    executor.executeSql(
      `update ${schema}.job set expire_in = (now() - started_on) + make_interval(secs => $3)
        where name = $1 and id = $2 and state = 'active'`,
      [job.name, job.id, LEASE_SECONDS],
    );
  // A renewal lost to a database outage is retried at the next tick; the lease has room for two.
  const renew = () => write().catch((err) => log.warn({ err }, 'job lease not renewed'));
  void renew();
  const timer = setInterval(renew, RENEW_EVERY_MS);
  return {
    /**
     * Stops renewing, after writing the lease once more: pg-boss records the run's end without
     * waiting for it, and if that write is lost to an outage the job must be retried a lease
     * later, not at its time limit. So this waits for the database to be back.
     */
    async release() {
      clearInterval(timer);
      await writeThroughOutage(write).catch((err) => log.warn({ err }, 'job lease not released'));
    },
  };
}
