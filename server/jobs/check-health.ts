import { eq, sql } from 'drizzle-orm';
import type { HealthResponse } from '../../common/api/health';
import { isFailing } from '../../common/api/sources';
import type { Database } from '../db/client';
import { isConnectionLost } from '../db/connection-errors';
import { jobHeartbeats } from '../db/schema';
import { feedStatuses } from '../domain/sources/feed-statuses';
import { HEARTBEAT_JOB } from './definitions/heartbeat';

/** A heartbeat older than this means no worker is consuming jobs. */
const STALE_AFTER_MS = 5 * 60_000;

export async function checkHealth(database: Database, now = new Date()): Promise<HealthResponse> {
  const down: HealthResponse = {
    status: 'degraded',
    database: { status: 'down', kind: database.kind },
    jobs: { status: 'down', heartbeatAt: null },
    feeds: [],
  };
  try {
    await database.db.execute(sql`select 1`);
  } catch {
    return down;
  }
  try {
    return await reportReachable(database, now);
  } catch (err) {
    // The database went away between the probe and the reads: it is down, not a bug.
    if (isConnectionLost(err)) return down;
    throw err;
  }
}

async function reportReachable(database: Database, now: Date): Promise<HealthResponse> {
  const [beat] = await database.db
    .select({ lastRunAt: jobHeartbeats.lastRunAt })
    .from(jobHeartbeats)
    .where(eq(jobHeartbeats.name, HEARTBEAT_JOB));
  const heartbeatAt = beat?.lastRunAt ?? null;
  const fresh = heartbeatAt !== null && now.getTime() - heartbeatAt.getTime() < STALE_AFTER_MS;
  const feeds = await feedStatuses(database.db);
  return {
    status: fresh && !feeds.some(isFailing) ? 'ok' : 'degraded',
    database: { status: 'ok', kind: database.kind },
    jobs: { status: fresh ? 'ok' : 'stale', heartbeatAt: heartbeatAt?.toISOString() ?? null },
    feeds,
  };
}
