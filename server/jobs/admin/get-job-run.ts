import type PgBoss from 'pg-boss';
import type { JobRun } from '../../../common/api/admin-jobs';
import { AppError } from '../../errors';
import { t } from '../../messages';
import type { JobDefinition } from '../job';
import type { JobQueue } from '../queue';
import { availableQueue, registeredJob } from './job-lookup';

const iso = (date: Date | null | undefined) => (date ? new Date(date).toISOString() : null);

/** A run of a registered job as pg-boss has it now; 404 when the queue has no such run. */
export async function findJobRun(
  queue: JobQueue | undefined,
  jobs: JobDefinition[],
  name: string,
  id: string,
): Promise<PgBoss.JobWithMetadata> {
  registeredJob(jobs, name);
  const run = await availableQueue(queue).boss.getJobById<object>(name, id, { includeArchive: true });
  if (!run) throw new AppError('not_found', t('errors.jobs.runNotFound', { id, name }));
  return run;
}

export function presentJobRun(run: PgBoss.JobWithMetadata): JobRun {
  return {
    id: run.id,
    name: run.name,
    state: run.state,
    retry_count: run.retryCount,
    created_on: iso(run.createdOn)!,
    started_on: iso(run.startedOn),
    completed_on: iso(run.completedOn),
    output: run.output ?? null,
  };
}

/** One run of a registered job as pg-boss records it (state, attempts, times, output). */
export async function getJobRun(
  queue: JobQueue | undefined,
  jobs: JobDefinition[],
  name: string,
  id: string,
): Promise<JobRun> {
  return presentJobRun(await findJobRun(queue, jobs, name, id));
}
