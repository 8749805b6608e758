import type { FeedStatus } from '../../../common/api/sources';
import type { Db } from '../../db/client';
import { feedState } from '../../db/schema';

const iso = (d: Date | null) => d?.toISOString() ?? null;

export async function feedStatuses(db: Db): Promise<FeedStatus[]> {
  const rows = await db.select().from(feedState).orderBy(feedState.feed);
  return rows.map((r) => ({
    feed: r.feed,
    last_updated: iso(r.lastUpdated),
    last_success_at: iso(r.lastSuccessAt),
    last_error_at: iso(r.lastErrorAt),
    last_error: r.lastError,
  }));
}
