import type { JobRun } from '../../../common/api/admin-jobs';
import { AppError } from '../../http/errors';
import type { JobDefinition } from '../../jobs/job';
import type { JobQueue } from '../../jobs/queue';
import { availableQueue, registeredJob } from './job-lookup';

const iso = (date: Date | null | undefined) => (date ? new Date(date).toISOString() : null);

/** One run of a registered job as pg-boss records it (state, attempts, times, output). */
export async function getJobRun(
  queue: JobQueue | undefined,
  jobs: JobDefinition[],
  name: string,
  id: string,
): Promise<JobRun> {
  registeredJob(jobs, name);
  const run = await availableQueue(queue).boss.getJobById(name, id, { includeArchive: true });
  if (!run) throw new AppError('not_found', `No existe la ejecución ${id} de ${name}.`);
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
