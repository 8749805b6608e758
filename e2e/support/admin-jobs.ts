import { expect } from 'vitest';
import type { JobRun, RunJobResponse } from '../../common/api/admin-jobs';
import type { ApiCall } from './accounts';

const RUN_TIMEOUT_MS = 60_000;

/**
 * Runs a background job now through the admin call (POST /v1/admin/jobs/{name}/run) and waits
 * until the server's worker completed it; a failed run fails the test with its error.
 */
export async function runJob(asAdmin: ApiCall, name: string, payload: object = {}): Promise<JobRun> {
  const { id } = await asAdmin<RunJobResponse>('POST', `/v1/admin/jobs/${name}/run`, payload);
  const runOf = () => asAdmin<JobRun>('GET', `/v1/admin/jobs/${name}/runs/${id}`);
  let run = await runOf();
  const deadline = Date.now() + RUN_TIMEOUT_MS;
  while (run.state !== 'completed' && Date.now() < deadline) {
    expect(['failed', 'retry', 'cancelled'], `${name}: ${JSON.stringify(run.output)}`).not.toContain(
      run.state,
    );
    await new Promise((resolve) => setTimeout(resolve, 250));
    run = await runOf();
  }
  expect(run.state, `${name} did not complete within ${RUN_TIMEOUT_MS / 1000} s`).toBe('completed');
  return run;
}

/** The real sync of the 643 feed (from the loopback PLACSP), then the matching, both awaited. */
export async function syncAndMatch(asAdmin: ApiCall): Promise<void> {
  await runJob(asAdmin, 'placsp.sync', { feeds: ['643'] });
  await runJob(asAdmin, 'monitor.match');
}
