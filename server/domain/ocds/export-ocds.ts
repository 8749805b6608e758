import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type { Db } from '../../db/client';
import { loadOcdsBatch } from './load-ocds-tenders';
import { type OcdsSettings, releasePackage } from './ocds-packages';

/** Tenders read per query: enough to keep the database busy, little enough to hold. */
export const EXPORT_BATCH = 500;

/**
 * Writes a release package per tender updated since `since` to `out`, one JSON per line, in id
 * order; waits whenever `out` is full, so memory holds one batch whatever the history's size.
 * Returns how many were written.
 */
export async function exportOcds(
  db: Db,
  settings: OcdsSettings,
  { since, out, onBatch }: { since: Date; out: Writable; onBatch?(written: number): void },
): Promise<number> {
  let written = 0;
  let afterId = 0;
  for (;;) {
    const tenders = await loadOcdsBatch(db, { since, afterId, limit: EXPORT_BATCH });
    if (tenders.length === 0) return written;
    for (const tender of tenders) {
      if (!out.write(`${JSON.stringify(releasePackage(tender, settings))}\n`)) await once(out, 'drain');
      written++;
    }
    afterId = tenders[tenders.length - 1]!.id;
    onBatch?.(written);
  }
}
