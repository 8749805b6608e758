import type { RunJobResponse } from '../../../common/api/admin-jobs';
import { AppError } from '../../errors';
import { t } from '../../messages';
import type { JobDefinition } from '../job';
import type { JobQueue } from '../queue';
import { availableQueue, registeredJob } from './job-lookup';

/**
 * Enqueues one run of a registered job now, outside its schedule (an admin's "run now").
 * The worker picks it up like any other run of that queue.
 */
export async function runJobNow(
  queue: JobQueue | undefined,
  jobs: JobDefinition[],
  name: string,
  payload: Record<string, unknown>,
): Promise<RunJobResponse> {
  const job = registeredJob(jobs, name);
  const parsed = job.payload.safeParse(payload);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => ({
      field: ['body', ...issue.path.map(String)].join('.'),
      message: issue.message,
    }));
    const summary = errors.map((e) => `${e.field}: ${e.message}`).join('; ');
    throw new AppError('validation_failed', t('errors.jobs.invalidPayload', { name, summary }), errors);
  }
  const id = await availableQueue(queue).send(job, parsed.data);
  // A queue whose policy admits one waiting job refuses a second one.
  if (!id) throw new AppError('conflict', t('errors.jobs.alreadyQueued', { name }));
  return { id, name };
}
