import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quartilesOf } from '../../common/competition';
import type { Database } from '../db/client';
import { queryRows } from '../db/rows';
import { importSource } from '../ingest/import/import-source';
import { createTestDatabase } from '../test/database';
import { PLACSP } from '../test/placsp-pages';
import { hasSharedData } from '../test/shared-data';
import {
  type CompetitionStatsRow,
  competitionStatsColumns,
  competitionStatsOf,
  isAward,
} from './competition-sql';

const withData = describe.skipIf(!hasSharedData('placsp'));

withData('competition statistics in SQL', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    await importSource(database.db, PLACSP);
  });
  afterAll(() => database.close());

  it('agree with quartilesOf over the stored awards of the real pages', async () => {
    const [row] = await queryRows<CompetitionStatsRow>(
      database.db,
      sql`select ${competitionStatsColumns('r')} from tender_results r where ${isAward('r')}`,
    );
    const awards = await queryRows<{ offers: number; discount: number | null; exclusion: string | null }>(
      database.db,
      sql`select received_tender_quantity offers, discount, discount_exclusion exclusion
          from tender_results r where ${isAward('r')}`,
    );
    const offers = quartilesOf(awards.map((a) => a.offers));
    const discounts = quartilesOf(awards.filter((a) => a.exclusion === null).map((a) => a.discount!));
    const stats = competitionStatsOf(row!);
    expect(stats).toEqual({
      offers_median: offers.median,
      offers_q1: offers.q1,
      offers_q3: offers.q3,
      single_offer_share: 744 / 1346,
      discount_median: expect.closeTo(discounts.median!, 9),
      discount_q1: expect.closeTo(discounts.q1!, 9),
      discount_q3: expect.closeTo(discounts.q3!, 9),
      sample_size: 1346,
      offers_sample_size: 1346,
      discount_sample_size: 308,
      discount_excluded: 1038,
    });
    // The real pages: one offer in the median award (contratos menores weigh), a median usable
    // discount of about 6 %.
    expect([stats.offers_q1, stats.offers_median, stats.offers_q3]).toEqual([1, 1, 3]);
    expect(stats.discount_median).toBeCloseTo(0.06, 2);
  });
});
