import { AppError } from '../../errors';
import { t } from '../../messages';
import type { JobDefinition } from '../job';
import type { JobQueue } from '../queue';

/** The registered job of that queue name; 404 otherwise. */
export function registeredJob(jobs: JobDefinition[], name: string): JobDefinition {
  const job = jobs.find((j) => j.name === name);
  if (!job) throw new AppError('not_found', t('errors.jobs.notFound', { name }));
  return job;
}

/** The process's job queue; 503 in a process started without one. */
export function availableQueue(queue: JobQueue | undefined): JobQueue {
  if (!queue) throw new AppError('unavailable', t('errors.jobs.queueUnavailable'));
  return queue;
}
