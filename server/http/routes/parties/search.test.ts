import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PartySearchBody, PartySearchResponse } from '../../../../common/api/procurement-party';
import { createTestApp, type TestApp } from '../../../test/app';
import { type AuthHeaders, createUser, signInAs } from '../../../test/factories';
import { createParty, createTender } from '../../../test/tender-factories';

let t: TestApp;
let headers: AuthHeaders;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  headers = await signInAs(t.app, await createUser(db));
  const party = async (key: string, name: string, partyId: string) => {
    ids[key] = (await createParty(db, { name, partyId })).id;
  };
  await party('lena', 'Alcaldía del Ayuntamiento de Lena', 'P3303300B');
  await party('perez', 'Construcciones Pérez Núñez, S.L.', 'B11111111');
  await party('forestal', 'FORESTAL OVIEDO S.L.', 'B22600928');
  await party('norte', 'Limpiezas Norte S.L.', 'B99000001');
  // A name that happens to contain another party's tax id: the owner of the id comes first.
  await party('namesake', 'Limpiezas B99000001 Sociedad Anónima', 'A55555555');

  const award = (winner: string, payableAmount: string) => ({
    winnerPartyId: ids[winner]!,
    payableAmount,
    awardDate: '2025-05-01',
  });
  await createTender(db, { contractingPartyId: ids.lena!, results: [award('perez', '1000.00')] });
  await createTender(db, {
    contractingPartyId: ids.lena!,
    results: [award('perez', '2000.00'), award('forestal', '3000.00')],
  });
  await createTender(db, { contractingPartyId: ids.norte!, results: [award('namesake', '10.00')] });
});
afterAll(() => t.close());

async function search(body: PartySearchBody): Promise<PartySearchResponse> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/procurement_party/search',
    headers,
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const names = async (body: PartySearchBody) => (await search(body)).results.map((r) => r.id);

describe('POST /v1/procurement_party/search', () => {
  it('finds a company by a name typed without accents or misspelt', async () => {
    expect((await names({ searchTerms: 'perez nunez' }))[0]).toBe(ids.perez);
    expect((await names({ searchTerms: 'construcciones peres nunes' }))[0]).toBe(ids.perez);
    expect(await names({ searchTerms: 'forestal ovideo' })).toEqual([ids.forestal]);
    expect(await names({ searchTerms: 'ayuntamiento lena' })).toEqual([ids.lena]);
  });

  it('finds a tax id exactly, however it is typed, and ranks its owner first', async () => {
    expect(await names({ searchTerms: 'b-11111111' })).toEqual([ids.perez]);
    expect(await names({ searchTerms: 'B99000001' })).toEqual([ids.norte, ids.namesake]);
  });

  it('gives each party its counts of tenders published and awards won', async () => {
    const [lena] = (await search({ searchTerms: 'P3303300B' })).results;
    expect(lena).toEqual({
      id: ids.lena,
      name: 'Alcaldía del Ayuntamiento de Lena',
      party_id: 'P3303300B',
      procurement_projects_count: 2,
      tender_results_count: 0,
    });
    const [perez] = (await search({ searchTerms: 'B11111111' })).results;
    expect(perez).toMatchObject({ procurement_projects_count: 0, tender_results_count: 2 });
  });

  it('keeps contracting bodies, companies with awards, or either', async () => {
    const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
    expect(sorted(await names({ filters: { contracted_projects: true } }))).toEqual(
      sorted([ids.lena!, ids.norte!]),
    );
    expect(sorted(await names({ filters: { awarded_projects: true } }))).toEqual(
      sorted([ids.perez!, ids.forestal!, ids.namesake!]),
    );
    expect(await names({ searchTerms: 'limpiezas', filters: { awarded_projects: true } })).toEqual([
      ids.namesake,
    ]);
    expect(
      (await search({ filters: { contracted_projects: true, awarded_projects: true } })).metadata
        .total_results,
    ).toBe(5);
  });

  it('pages with total counts', async () => {
    const page = await search({ pageSize: 2, page: 3 });
    expect(page.metadata).toEqual({ total_results: 5, total_pages: 3, current_page: 3 });
    expect(page.results).toHaveLength(1);
  });

  it('answers bad values with a 400 naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/procurement_party/search',
      headers,
      payload: { filters: { contracted_projects: 'sí' }, page: 0 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['body.filters.contracted_projects', 'body.page']),
    );
  });

  it('needs a session, and a trial or subscription (403 otherwise)', async () => {
    const url = '/v1/procurement_party/search';
    expect((await t.app.inject({ method: 'POST', url, payload: {} })).statusCode).toBe(401);
    const expired = await createUser(t.database.db, { trialEndsAt: new Date(Date.now() - 1000) });
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: await signInAs(t.app, expired),
      payload: {},
    });
    expect(res.statusCode).toBe(403);
  });
});
