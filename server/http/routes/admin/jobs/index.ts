import type { FastifyInstance } from 'fastify';
import deleteJobRunRoute from './delete-job-run';
import getJobRunRoute from './get-job-run';
import jobMonitorRoute from './job-monitor';
import retryJobRunRoute from './retry-job-run';
import runJobRoute from './run-job';

/** `/v1/admin/jobs`: the job monitor, running a job now, and a failed run's retry or deletion. */
export default async function adminJobsRoutes(app: FastifyInstance) {
  await app.register(jobMonitorRoute);
  await app.register(runJobRoute);
  await app.register(getJobRunRoute);
  await app.register(retryJobRunRoute);
  await app.register(deleteJobRunRoute);
}
