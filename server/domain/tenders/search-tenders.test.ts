import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { procurementSearchBodySchema } from '../../../common/api/procurement-search';
import { createTestApp, type TestApp } from '../../test/app';
import { createTender } from '../../test/tender-factories';
import { searchTenders } from './search-tenders';

// The HTTP behaviour is tested in http/routes/tenders; these are the large-result limits,
// made small here so a handful of tenders crosses them.
let t: TestApp;
let oldestBestMatch: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  oldestBestMatch = (
    await createTender(db, {
      title: 'Limpieza de colegios: limpieza de aulas y limpieza de patios',
      publicationDate: '2020-01-01',
    })
  ).id;
  for (const day of ['10', '11', '12', '13', '14'])
    await createTender(db, { title: `Servicio de limpieza ${day}`, publicationDate: `2026-05-${day}` });
  // Both words, not as the phrase: found by the words index, refused on their positions.
  for (const day of ['15', '16'])
    await createTender(db, { title: `Limpieza y servicio ${day}`, publicationDate: `2026-05-${day}` });
  // The planner's statistics: a table no larger than a read is read whole at once.
  await db.execute(sql`analyze projects`);
});
afterAll(() => t.close());

const query = (body: Parameters<typeof procurementSearchBodySchema.parse>[0]) =>
  procurementSearchBodySchema.parse(body);

describe('searchProjects past its limits', () => {
  it('estimates a large total from a sample, which is the whole of a small table', async () => {
    const { metadata } = await searchTenders(t.database.db, query({ searchTerms: 'limpieza' }), {
      exactCountLimit: 2,
    });
    expect(metadata).toEqual({ total_results: 8, total_pages: 1, current_page: 1, total_is_estimate: false });
  });

  it('counts all tenders or one word alone past twice the limit as the planner does, anything more by a sample', async () => {
    const db = t.database.db;
    const limits = { exactCountLimit: 2, readWhole: [1, 2] };
    const all = await searchTenders(db, query({}), limits);
    expect(all.metadata).toEqual({
      total_results: 8,
      total_pages: 1,
      current_page: 1,
      total_is_estimate: true,
    });
    const alone = await searchTenders(db, query({ searchTerms: 'limpieza' }), limits);
    // The planner's statistics of this small table saw every row: 8 tenders hold the word.
    expect(alone.metadata).toEqual({
      total_results: 8,
      total_pages: 1,
      current_page: 1,
      total_is_estimate: true,
    });
    const filtered = await searchTenders(
      db,
      query({ searchTerms: 'limpieza', filters: { status: ['PUB'] } }),
      limits,
    );
    expect(filtered.metadata).toEqual({
      total_results: 8,
      total_pages: 1,
      current_page: 1,
      total_is_estimate: false,
    });
    expect(alone.results).toEqual(filtered.results);
  });

  it('ranks only the newest matches of a large set, yet serves any page asked for', async () => {
    const db = t.database.db;
    const byScore = query({ searchTerms: 'limpieza', sortField: 'score', pageSize: 2 });
    const all = await searchTenders(db, byScore);
    expect(all.results[0]?.id).toBe(oldestBestMatch);

    const newest = await searchTenders(db, byScore, { rankedCandidates: 3 });
    expect(newest.results.map((r) => r.id)).not.toContain(oldestBestMatch);
    expect(newest.metadata.total_results).toBe(8);
    const last = await searchTenders(db, { ...byScore, page: 4 }, { rankedCandidates: 3 });
    expect(last.results).toHaveLength(2);
  });

  it('pages a phrase from the newest tenders when they fill the page, from all of them when not', async () => {
    const db = t.database.db;
    const phrase = (page: number) => query({ searchTerms: '"servicio de limpieza"', pageSize: 2, page });
    const titles = async (page: number, limits: Parameters<typeof searchTenders>[2]) =>
      (await searchTenders(db, phrase(page), limits)).results.map((r) => r.title);
    // The 4 newest tenders hold 2 of the phrase: page 1 is found among them, page 2 is not.
    for (const limits of [{ phraseWalk: 4, readWhole: [] }, {}]) {
      expect(await titles(1, limits)).toEqual(['Servicio de limpieza 14', 'Servicio de limpieza 13']);
      expect(await titles(2, limits)).toEqual(['Servicio de limpieza 12', 'Servicio de limpieza 11']);
    }
    const { metadata } = await searchTenders(db, phrase(1), { exactPhraseCountLimit: 2 });
    // Past its lower limit a phrase is counted from a sample: the whole of this small table.
    expect(metadata).toEqual({ total_results: 5, total_pages: 3, current_page: 1, total_is_estimate: false });
  });

  it('answers the same whether the matches are read whole or walked in the sort order', async () => {
    const db = t.database.db;
    const bodies = [
      {},
      { searchTerms: 'limpieza' },
      { searchTerms: 'limpieza', sortField: 'score' as const },
      { searchTerms: 'servicio', sortField: 'publication_date' as const, sortOrder: 'asc' as const },
      { searchTerms: 'limpieza -aulas', sortField: 'estimated_overall_contract_amount' as const },
      { searchTerms: 'servicio limpieza' },
      { searchTerms: '"servicio de limpieza"', sortField: 'estimated_overall_contract_amount' as const },
      { filters: { only_active: true } },
    ];
    for (const body of bodies)
      for (const page of [1, 2, 3]) {
        const q = query({ ...body, page, pageSize: 3 });
        const walked = await searchTenders(db, q, { readWhole: [] });
        // Reads of other sizes: whole or not, after a sample of the (whole, small) table; the
        // default sizes and [1, 20] hold the whole table and are read at once.
        for (const readWhole of [undefined, [2, 5], [1, 20]])
          expect(await searchTenders(db, q, { readWhole })).toEqual(walked);
      }
  });
});
