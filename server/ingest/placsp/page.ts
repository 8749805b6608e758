import type { Readable } from 'node:stream';
import type { FeedCode } from '../../../common/feeds';
import type { PlacspEntry, Rejection, Tombstone } from '../../db/tender-data';
import { mapEntry, mapTombstone } from './entry-mapper';
import { type FeedHeader, pageText, parseAtom, type ReadAtomOptions } from './reader';

export type PageItem =
  | { type: 'header'; header: FeedHeader }
  | { type: 'tombstone'; tombstone: Tombstone }
  | { type: 'entry'; entry: PlacspEntry }
  | { type: 'rejected'; rejection: Rejection };

/**
 * A PLACSP page, read and mapped: its header first, then tombstones and entries in page
 * order (newest first, duplicates included), a bad entry as a `rejected` item in its place.
 * `feed` names the channel when neither the page nor an entry id says which it is.
 */
export async function* readPlacspPage(
  input: Readable,
  options: ReadAtomOptions & { feed?: FeedCode } = {},
): AsyncGenerator<PageItem> {
  const text = await pageText(input, options.name ?? options.baseUrl ?? 'página');
  const items: PageItem[] = [];
  let header: FeedHeader | null = null;
  let failure: unknown = null;
  try {
    parseAtom(text, options, (item) => {
      if (item.type === 'header') {
        header = item.header;
        items.push(item);
      } else if (item.type === 'entry') {
        const mapped = mapEntry(item.element, item.position, header?.feed ?? options.feed ?? null);
        items.push(
          mapped.ok
            ? { type: 'entry', entry: mapped.value }
            : { type: 'rejected', rejection: mapped.rejection },
        );
      } else {
        const mapped = mapTombstone(item.element, item.position);
        items.push(
          mapped.ok
            ? { type: 'tombstone', tombstone: mapped.value }
            : { type: 'rejected', rejection: mapped.rejection },
        );
      }
    });
  } catch (err) {
    failure = err;
  }
  yield* items;
  if (failure) throw failure;
}
