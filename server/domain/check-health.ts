import { eq, sql } from 'drizzle-orm';
import type { HealthResponse } from '../../common/api/health';
import type { Database } from '../db/client';
import { jobHeartbeats } from '../db/schema';
import { HEARTBEAT_JOB } from '../jobs/definitions/heartbeat';
import { feedStatuses, isFailing } from './procurement/feed-statuses';

/** A heartbeat older than this means no worker is consuming jobs. */
const STALE_AFTER_MS = 5 * 60_000;

export async function checkHealth(database: Database, now = new Date()): Promise<HealthResponse> {
  const kind = database.kind;
  try {
    await database.db.execute(sql`select 1`);
  } catch {
    return {
      status: 'degraded',
      database: { status: 'down', kind },
      jobs: { status: 'down', heartbeatAt: null },
      feeds: [],
    };
  }
  const [beat] = await database.db
    .select({ lastRunAt: jobHeartbeats.lastRunAt })
    .from(jobHeartbeats)
    .where(eq(jobHeartbeats.name, HEARTBEAT_JOB));
  const heartbeatAt = beat?.lastRunAt ?? null;
  const fresh = heartbeatAt !== null && now.getTime() - heartbeatAt.getTime() < STALE_AFTER_MS;
  const feeds = await feedStatuses(database.db);
  return {
    status: fresh && !feeds.some(isFailing) ? 'ok' : 'degraded',
    database: { status: 'ok', kind },
    jobs: { status: fresh ? 'ok' : 'stale', heartbeatAt: heartbeatAt?.toISOString() ?? null },
    feeds,
  };
}
