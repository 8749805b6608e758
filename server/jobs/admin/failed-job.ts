import type PgBoss from 'pg-boss';
import { AppError } from '../../errors';
import { t } from '../../messages';
import type { JobDefinition } from '../job';
import type { JobQueue } from '../queue';
import { findJobRun } from './get-job-run';

/**
 * A run that failed all its attempts, the only kind an admin retries or deletes: a waiting or
 * running one is still the worker's. 404 when absent, 409 in any other state.
 */
export async function findFailedJob(
  queue: JobQueue | undefined,
  jobs: JobDefinition[],
  name: string,
  id: string,
): Promise<PgBoss.JobWithMetadata> {
  const run = await findJobRun(queue, jobs, name, id);
  if (run.state !== 'failed')
    throw new AppError('conflict', t('errors.jobs.runNotFailed', { id, name, state: run.state }));
  return run;
}
