import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { jobHeartbeats } from '../db/schema';
import { testConfig } from '../test/app';
import { createTestDatabase } from '../test/database';
import { HEARTBEAT_JOB, heartbeatJob } from './definitions/heartbeat';
import { PLACSP_SYNC_JOB, placspSyncJob } from './definitions/placsp-sync';
import { type JobQueue, startJobQueue } from './queue';

let database: Database;
let queue: JobQueue;
beforeAll(async () => {
  database = await createTestDatabase();
  queue = await startJobQueue({
    database,
    config: testConfig({ HEARTBEAT_CRON: '0 0 1 1 *' }),
    log: pino({ level: 'silent' }),
    jobs: [heartbeatJob, placspSyncJob],
    work: true,
  });
});
afterAll(async () => {
  await queue.stop();
  await database.close();
});

async function heartbeat() {
  const [row] = await database.db.select().from(jobHeartbeats).where(eq(jobHeartbeats.name, HEARTBEAT_JOB));
  return row;
}

describe('job queue (pg-boss on the app database)', () => {
  it('runs an enqueued heartbeat job end to end and records it', async () => {
    expect(await heartbeat()).toBeUndefined();
    await queue.send(heartbeatJob, {});
    await expect.poll(heartbeat, { timeout: 20_000, interval: 200 }).toMatchObject({ runs: 1 });
    await queue.send(heartbeatJob, {});
    await expect.poll(heartbeat, { timeout: 20_000, interval: 200 }).toMatchObject({ runs: 2 });
  });

  it('rejects a payload that does not match the job schema before enqueuing', async () => {
    await expect(queue.send(heartbeatJob, { unexpected: true } as never)).rejects.toThrow();
  });

  it('creates each queue with its policy', async () => {
    expect((await queue.boss.getQueue(HEARTBEAT_JOB))?.policy).toBe('standard');
    expect((await queue.boss.getQueue(PLACSP_SYNC_JOB))?.policy).toBe('singleton');
  });

  it('registers the schedule of a recurring job', async () => {
    const schedules = await queue.boss.getSchedules();
    expect(schedules).toContainEqual(expect.objectContaining({ name: HEARTBEAT_JOB, cron: '0 0 1 1 *' }));
  });
});
