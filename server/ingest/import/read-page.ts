import type { FeedCode } from '../../../common/feeds';
import type { PlacspEntry, Rejection, Tombstone } from '../../db/tender-data';
import { readPlacspPage } from '../placsp/page';
import type { FeedHeader } from '../placsp/reader';
import type { FeedPage } from '../sources/page-sources';

export interface ReadPage {
  name: string;
  header: FeedHeader | null;
  /** One version per entry id: the newest of those in the page. */
  entries: PlacspEntry[];
  tombstones: Tombstone[];
  rejections: Rejection[];
  /** Older versions of an id already present in the page. */
  duplicates: number;
  /** Entries and tombstones as published (before removing duplicates). */
  items: number;
}

/**
 * Reads a whole page before anything is stored, so a truncated or broken page changes
 * nothing. A page holds at most ~500 items: this is the unit held in memory, never an archive.
 */
export async function readPage(page: FeedPage, feed?: FeedCode): Promise<ReadPage> {
  const byId = new Map<string, PlacspEntry>();
  const result: ReadPage = {
    name: page.name,
    header: null,
    entries: [],
    tombstones: [],
    rejections: [],
    duplicates: 0,
    items: 0,
  };
  const stream = await page.open();
  for await (const item of readPlacspPage(stream, {
    baseUrl: page.baseUrl,
    name: page.name,
    ...(feed ? { feed } : {}),
  })) {
    if (item.type === 'header') result.header = item.header;
    else if (item.type === 'tombstone') {
      result.items++;
      result.tombstones.push(item.tombstone);
    } else if (item.type === 'rejected') {
      result.items++;
      result.rejections.push(item.rejection);
    } else {
      result.items++;
      const seen = byId.get(item.entry.entryId);
      if (seen) result.duplicates++;
      if (!seen || seen.updated < item.entry.updated) byId.set(item.entry.entryId, item.entry);
    }
  }
  result.entries = [...byId.values()];
  return result;
}
