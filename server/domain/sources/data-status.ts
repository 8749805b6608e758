import { max } from 'drizzle-orm';
import type { SourcesStatus } from '../../../common/api/sources';
import { FEED_CODES } from '../../../common/feeds';
import type { Db } from '../../db/client';
import { isDemoData } from '../../db/demo-flag';
import { projects } from '../../db/schema';
import { feedStatuses } from './feed-statuses';

const PLACSP_FEEDS: readonly string[] = FEED_CODES;

/** The newest stored entry's atom:updated (walks projects_source_updated_idx). */
async function newestEntry(db: Db): Promise<string | null> {
  const [row] = await db.select({ newest: max(projects.sourceUpdatedAt) }).from(projects);
  return row?.newest?.toISOString() ?? null;
}

/**
 * What the freshness line shows: how far the data reach (the last PLACSP sync, or the newest
 * stored entry when that is later, e.g. after a file import) and whether it is the demo set.
 * Each feed's errors go to admins only.
 */
export async function dataStatus(db: Db, { admin }: { admin: boolean }): Promise<SourcesStatus> {
  const [feeds, newest, demo] = await Promise.all([feedStatuses(db), newestEntry(db), isDemoData(db)]);
  const reached = feeds
    .filter((f) => PLACSP_FEEDS.includes(f.feed))
    .flatMap((f) => (f.last_success_at ? [f.last_success_at] : []));
  if (newest) reached.push(newest);
  const dataUntil = reached.sort().at(-1) ?? null;
  return { data_until: dataUntil, demo, ...(admin && { feeds }) };
}
