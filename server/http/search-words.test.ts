import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { officialPublications } from '../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { type AuthHeaders, createUser, signInAs } from '../test/factories';
import { testHttp } from '../test/http';
import { createParty, createTender } from '../test/tender-factories';

let t: TestApp;
let user: AuthHeaders;
let winnerId: number;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  user = await signInAs(t.app, await createUser(db));
  const winner = await createParty(db, { name: 'Limpiezas del Norte S.L.' });
  winnerId = winner.id;
  await createTender(db, { title: 'Servicio de limpieza del colegio', status: 'PUB' });
  await createTender(db, {
    title: 'Servicio de limpieza viaria',
    status: 'ADJ',
    contractFolderId: 'B96591763--19 - 573',
    plannedStartDate: '2026-01-01',
    plannedPeriod: 5,
    plannedPeriodUnit: 'ANN',
    results: [{ winnerPartyId: winner.id, awardDate: '2026-01-01', taxExclusiveAmount: '1000' }],
  });
  await db.insert(officialPublications).values({
    identifier: 'BOE-B-2026-9001',
    title: 'Anuncio del servicio de limpieza',
    department: 'Ministerio de Hacienda',
    section: '5A',
    date: '2026-05-01',
    pdfUrl: 'https://www.boe.es/boe/dias/2026/05/01/pdfs/BOE-B-2026-9001.pdf',
    htmlUrl: 'https://www.boe.es/diario_boe/txt.php?id=BOE-B-2026-9001',
    searchVector: sql`to_tsvector('spanish_unaccent', 'Anuncio del servicio de limpieza')`,
  });
});
afterAll(() => t.close());

const { call } = testHttp(() => t);

/** What 'tsquery stack too small' was made of: 32 or more pending exclusions. */
const HYPHEN_RUNS = {
  '40 hyphens': `servicio ${'-'.repeat(40)}`,
  "'-- ' ×40": `servicio ${'-- '.repeat(40)}limpieza`,
  "'- ' ×40 before the word": `${'- '.repeat(40)}servicio`,
  "'-!' ×40": `servicio ${'-!'.repeat(40)}`,
  "'-(' ×40": `servicio ${'-( '.repeat(40)}limpieza`,
};

describe('search words with hyphen runs', () => {
  it('give the results of the words typed in every search-like operation', async () => {
    for (const [what, searchTerms] of Object.entries(HYPHEN_RUNS)) {
      const search = await call('POST', '/v1/procurement/search', user, { searchTerms });
      expect(search.statusCode, `${what}: ${search.body}`).toBe(200);
      expect(search.json().metadata.total_results, what).toBe(2);

      const renewals = await call('POST', '/v1/procurement/renewals/search', user, {
        searchTerms,
        ending: { from: '2020-01-01', to: '2099-12-31' },
      });
      expect(renewals.statusCode, `${what}: ${renewals.body}`).toBe(200);
      expect(renewals.json().metadata.total_results, what).toBe(1);

      const publications = await call('POST', '/v1/publications/search', user, { searchTerms });
      expect(publications.statusCode, `${what}: ${publications.body}`).toBe(200);
      expect(publications.json().metadata.total_results, what).toBe(1);

      const market = await call('POST', '/v1/market/analysis', user, { searchTerms });
      expect(market.statusCode, `${what}: ${market.body}`).toBe(200);
      expect(market.json().tenders, what).toBe(2);

      const awards = await call('POST', `/v1/procurement_party/${winnerId}/tender_results`, user, {
        page: 1,
        searchTerms,
      });
      expect(awards.statusCode, `${what}: ${awards.body}`).toBe(200);
      expect(awards.json().metadata.total_results, what).toBe(1);
    }
  });

  it('keep a single exclusion and hyphens inside an expediente number', async () => {
    const excluded = await call('POST', '/v1/procurement/search', user, {
      searchTerms: 'servicio -viaria',
    });
    expect(excluded.json().metadata.total_results).toBe(1);
    const exact = await call('POST', '/v1/procurement/search', user, { searchTerms: 'B96591763--19 - 573' });
    expect(exact.statusCode, exact.body).toBe(200);
    expect(exact.json().results.map((r: { title: string }) => r.title)).toContain(
      'Servicio de limpieza viaria',
    );
  });

  it('an alert saves the words that can be searched, on create and on edit', async () => {
    const created = await call('POST', '/v1/alerts', user, {
      name: 'Limpieza',
      searchTerms: `servicio ${'-'.repeat(40)}`,
      filters: { sources: ['placsp'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().searchTerms).toBe('servicio');
    const edited = await call('PUT', `/v1/alerts/${created.json().id}`, user, {
      searchTerms: `limpieza ${'-- '.repeat(40)}viaria`,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().searchTerms).toBe('limpieza viaria');
    // Only hyphens: no word to look for, refused naming the field.
    const empty = await call('POST', '/v1/alerts', user, {
      name: 'Guiones',
      searchTerms: '-'.repeat(40),
      filters: { sources: ['placsp'] },
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual([
      { field: 'searchTerms', message: 'Debes introducir al menos una palabra de búsqueda' },
    ]);
  });
});
