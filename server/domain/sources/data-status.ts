import type { SourcesStatus } from '../../../common/api/sources';
import type { Db } from '../../db/client';
import { isDemoData } from '../../db/demo-flag';
import { feedStatuses } from './feed-statuses';

/** What the «Última actualización: …» indicator shows, and whether the data is the demo set. */
export async function dataStatus(db: Db): Promise<SourcesStatus> {
  const feeds = await feedStatuses(db);
  const successes = feeds.flatMap((f) => (f.last_success_at ? [f.last_success_at] : [])).sort();
  return { last_update: successes.at(-1) ?? null, demo: await isDemoData(db), feeds };
}
