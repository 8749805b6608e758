import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { FEED_CODES, FEEDS } from '../../../common/feeds';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { bumpDataGeneration } from '../../db/data-generation';
import { queryRows } from '../../db/rows';
import { writeFeed } from '../../simulator/feed-writer';
import { importSource } from '../import/import-source';

async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ any: boolean }>(db, sql`select exists (select 1 from projects) as any`);
  return !row?.any;
}

/** PLACSP answers GET only (HEAD is refused); a few seconds decide. */
async function reachable(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
    await res.body?.cancel();
    return res.ok;
  } catch {
    return false;
  }
}

/**
 * On a first start with nothing stored and PLACSP out of reach, loads a generated, realistic
 * set of tenders so the product can be tried at once; the UI marks it as demonstration data,
 * and the first real sync replaces it.
 */
export async function loadDemoDataIfEmpty(db: Db, config: Config, log: Logger): Promise<boolean> {
  if (!config.demoData || !(await isEmpty(db))) return false;
  if (await reachable(config.placsp.feedUrls['643'])) return false;
  log.info('PLACSP is unreachable and the database is empty: loading demonstration data');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lic-demo-'));
  try {
    for (const feed of FEED_CODES) {
      // Dated up to now, so open tenders really are open while someone tries the product.
      writeFeed({
        feed,
        entries: FEEDS[feed].demoEntries,
        seed: 2026,
        newest: new Date().toISOString(),
        outDir: path.join(dir, feed),
      });
      await importSource(db, path.join(dir, feed), { feed });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  await db.execute(sql`update projects set is_demo = true`);
  // Demo tenders are not news: nobody should be notified of them.
  await db.execute(sql`update ingest_events set processed_at = now() where processed_at is null`);
  log.info('demonstration data loaded');
  return true;
}

/** Once real tenders arrive, the demonstration set and the parties only it used go away. */
export async function removeDemoData(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const removed = await queryRows<{ id: number }>(tx, sql`delete from projects where is_demo returning id`);
    if (removed.length) {
      await tx.execute(sql`delete from parties pa where not exists (select 1 from projects p where p.contracting_party_id = pa.id)
        and not exists (select 1 from tender_results r where r.winner_party_id = pa.id)`);
      await bumpDataGeneration(tx);
    }
    return removed.length;
  });
}
