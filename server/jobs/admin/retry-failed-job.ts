import type { JobRun } from '../../../common/api/admin-jobs';
import type { JobDefinition } from '../job';
import type { JobQueue } from '../queue';
import { findFailedJob } from './failed-job';
import { findJobRun, presentJobRun } from './get-job-run';
import { availableQueue } from './job-lookup';

/** Puts a failed run back in its queue (pg-boss grants it one more attempt); answers it as queued. */
export async function retryFailedJob(
  queue: JobQueue | undefined,
  jobs: JobDefinition[],
  name: string,
  id: string,
): Promise<JobRun> {
  await findFailedJob(queue, jobs, name, id);
  await availableQueue(queue).boss.retry(name, id);
  return presentJobRun(await findJobRun(queue, jobs, name, id));
}
