import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { procurementSearchBodySchema } from '../../../common/api/procurement-search';
import { createTestApp, type TestApp } from '../../test/app';
import { createProject } from '../../test/procurement-factories';
import { searchProjects } from './search-projects';

// The HTTP behaviour is tested in http/routes/procurement; these are the large-result limits,
// made small here so a handful of tenders crosses them.
let t: TestApp;
let oldestBestMatch: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  oldestBestMatch = (
    await createProject(db, {
      title: 'Limpieza de colegios: limpieza de aulas y limpieza de patios',
      publicationDate: '2020-01-01',
    })
  ).id;
  for (const day of ['10', '11', '12', '13', '14'])
    await createProject(db, { title: `Servicio de limpieza ${day}`, publicationDate: `2026-05-${day}` });
});
afterAll(() => t.close());

const query = (body: Parameters<typeof procurementSearchBodySchema.parse>[0]) =>
  procurementSearchBodySchema.parse(body);

describe('searchProjects past its limits', () => {
  it('estimates a large total from a sample, which is the whole of a small table', async () => {
    const { metadata } = await searchProjects(t.database.db, query({ searchTerms: 'limpieza' }), {
      exactCountLimit: 2,
    });
    expect(metadata).toEqual({ total_results: 6, total_pages: 1, current_page: 1, total_is_estimate: false });
  });

  it('ranks only the newest matches of a large set, yet serves any page asked for', async () => {
    const db = t.database.db;
    const byScore = query({ searchTerms: 'limpieza', sortField: 'score', pageSize: 2 });
    const all = await searchProjects(db, byScore);
    expect(all.results[0]?.id).toBe(oldestBestMatch);

    const newest = await searchProjects(db, byScore, { rankedCandidates: 3 });
    expect(newest.results.map((r) => r.id)).not.toContain(oldestBestMatch);
    expect(newest.metadata.total_results).toBe(6);
    const last = await searchProjects(db, { ...byScore, page: 3 }, { rankedCandidates: 3 });
    expect(last.results).toHaveLength(2);
  });
});
