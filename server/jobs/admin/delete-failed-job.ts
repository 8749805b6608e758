import type { JobDefinition } from '../job';
import type { JobQueue } from '../queue';
import { findFailedJob } from './failed-job';
import { availableQueue } from './job-lookup';

/** Removes a failed run for good (its error goes with it). */
export async function deleteFailedJob(
  queue: JobQueue | undefined,
  jobs: JobDefinition[],
  name: string,
  id: string,
): Promise<void> {
  await findFailedJob(queue, jobs, name, id);
  await availableQueue(queue).boss.deleteJob(name, id);
}
