import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../config';
import type { Database } from '../../db/client';
import { rateLimitCounters } from '../../db/schema';
import { rateLimitsPruneJob } from '../../jobs/definitions/rate-limits-prune';
import { jobs } from '../../jobs/registry';
import { createTestDatabase } from '../../test/database';
import { countHits, refundHits } from './hit-counters';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const HOUR = 3_600_000;
const endWindow = (key: string) =>
  database.db
    .update(rateLimitCounters)
    .set({ resetsAt: new Date(Date.now() - 1000) })
    .where(sql`${rateLimitCounters.key} = ${key}`);

describe('hit counters', () => {
  it('gives parallel hits distinct counts and restarts the window once it is over', async () => {
    const counts = await Promise.all(
      Array.from({ length: 20 }, () => countHits(database.db, ['a'], HOUR).then((m) => m.get('a')!.hits)),
    );
    expect(counts.sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    await endWindow('a');
    const next = (await countHits(database.db, ['a'], HOUR)).get('a')!;
    expect(next.hits).toBe(1);
    expect(next.resetsAt.getTime()).toBeGreaterThan(Date.now() + HOUR - 60_000);
  });

  it('counts several keys in one call and takes a hit back only within the window', async () => {
    await countHits(database.db, ['b', 'c'], HOUR);
    await countHits(database.db, ['b', 'c'], HOUR);
    await refundHits(database.db, ['b', 'c']);
    await endWindow('c');
    await refundHits(database.db, ['b', 'c']);
    const after = await countHits(database.db, ['b', 'c'], HOUR);
    expect([after.get('b')!.hits, after.get('c')!.hits]).toEqual([1, 1]);
  });

  it('is pruned hourly by the worker once the window is over', async () => {
    await countHits(database.db, ['d', 'e'], HOUR);
    await endWindow('d');
    expect(jobs).toContain(rateLimitsPruneJob);
    await rateLimitsPruneJob.handler(
      {},
      { db: database.db, config: parseConfig({}), log: pino({ level: 'silent' }) },
    );
    const keys = (await database.db.select().from(rateLimitCounters)).map((r) => r.key);
    expect(keys).toContain('e');
    expect(keys).not.toContain('d');
  });
});
