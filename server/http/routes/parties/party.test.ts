import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  PartyContractedProjectsBody,
  PartyTenderResultsBody,
  PartyTenderResultsResponse,
} from '../../../../common/api/procurement-party';
import type { ProcurementSearchResponse } from '../../../../common/api/procurement-search';
import { createTestApp, type TestApp } from '../../../test/app';
import { type AuthHeaders, createUser, signInAs } from '../../../test/factories';
import { createParty, createTender } from '../../../test/tender-factories';

let t: TestApp;
let headers: AuthHeaders;
const party: Record<string, number> = {};
const project: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  headers = await signInAs(t.app, await createUser(db));
  const lena = await createParty(db, {
    name: 'Ayuntamiento de Lena',
    partyId: 'P3303300B',
    identifiers: { NIF: 'P3303300B', DIR3: 'L01330334' },
  });
  const sanidad = await createParty(db, { name: 'Consejería de Sanidad', partyId: 'S3333001J' });
  const perez = await createParty(db, { name: 'Construcciones Pérez Núñez, S.L.', partyId: 'B11111111' });
  const forestal = await createParty(db, { name: 'FORESTAL OVIEDO S.L.', partyId: 'B22600928' });
  Object.assign(party, { lena: lena.id, sanidad: sanidad.id, perez: perez.id, forestal: forestal.id });
  const byLena = { contractingPartyId: lena.id, contractingPartyName: lena.name };

  project.paving = (
    await createTender(db, {
      ...byLena,
      title: 'Obras de pavimentación de caminos rurales',
      publicationDate: '2024-03-01',
      estimatedAmount: '100000.00',
      totalAmount: '121000.00',
      cpvCodes: ['45233120'],
      locationCity: 'Pola de Lena',
      status: 'RES',
      results: [
        {
          winnerPartyId: perez.id,
          awardDate: '2024-05-10',
          payableAmount: '121000.00',
          taxExclusiveAmount: '100000.00',
          description: 'Oferta económicamente más ventajosa',
          resultCode: '9',
        },
      ],
    })
  ).id;
  project.forest = (
    await createTender(db, {
      ...byLena,
      title: 'Tratamientos silvícolas en montes públicos',
      publicationDate: '2025-02-01',
      estimatedAmount: '50000.50',
      cpvCodes: ['77200000'],
      status: 'RES',
      lots: [
        { lotId: '1', summary: 'Lote norte', totalAmount: '30000.00' },
        { lotId: '2', summary: 'Lote sur', totalAmount: '20000.50' },
      ],
      results: [
        // No amount with VAT published: the amount without it counts.
        { winnerPartyId: perez.id, lotId: '1', awardDate: '2025-04-01', taxExclusiveAmount: '40000.25' },
        { winnerPartyId: forestal.id, lotId: '2', awardDate: '2025-04-02', payableAmount: '10000.00' },
      ],
    })
  ).id;
  project.cleaning = (
    await createTender(db, {
      ...byLena,
      title: 'Limpieza de edificios municipales',
      publicationDate: '2025-09-01',
      estimatedAmount: '20000.00',
      cpvCodes: ['90910000'],
      status: 'PUB',
    })
  ).id;
  project.hospital = (
    await createTender(db, {
      contractingPartyId: sanidad.id,
      contractingPartyName: sanidad.name,
      title: 'Reforma del centro de salud',
      cpvCodes: ['45215100'],
      publicationDate: '2023-06-01',
      estimatedAmount: '4000.00',
      results: [{ winnerPartyId: perez.id, awardDate: '2024-01-15', payableAmount: '5000.00' }],
    })
  ).id;
  // Withdrawn from the platform: counts nowhere.
  await createTender(db, {
    ...byLena,
    publicationDate: '2025-06-01',
    estimatedAmount: '999999.00',
    deletedAt: new Date(),
    results: [{ winnerPartyId: perez.id, awardDate: '2025-07-01', payableAmount: '999999.00' }],
  });
});
afterAll(() => t.close());

const getParty = (id: number) => t.app.inject({ method: 'GET', url: `/v1/procurement_party/${id}`, headers });
const post = (id: number, view: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/v1/procurement_party/${id}/${view}`, headers, payload });

async function awards(id: number, body: PartyTenderResultsBody): Promise<PartyTenderResultsResponse> {
  const res = await post(id, 'tender_results', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
async function contracted(id: number, body: PartyContractedProjectsBody): Promise<ProcurementSearchResponse> {
  const res = await post(id, 'contracted_projects', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const awardedProjects = async (body: PartyTenderResultsBody) =>
  (await awards(party.perez!, body)).tender_results.map((r) => r.procurement_project_id);
const contractedIds = async (body: PartyContractedProjectsBody) =>
  (await contracted(party.lena!, body)).results.map((r) => r.id);

describe('GET /v1/procurement_party/{id}', () => {
  it('gives a company its counts and awarded amounts by award year', async () => {
    const res = await getParty(party.perez!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      id: party.perez,
      name: 'Construcciones Pérez Núñez, S.L.',
      party_id: 'B11111111',
      identifiers: {},
      procurement_projects_count: 0,
      tender_results_count: 3,
      stats: {
        tender_results: { '2024': '126000.00', '2025': '40000.25' },
        tender_results_by_tender_date: 0,
        contracted_projects: {},
      },
    });
  });

  it('gives a contracting body the amounts it put out to tender by publication year', async () => {
    expect((await getParty(party.lena!)).json()).toMatchObject({
      identifiers: { NIF: 'P3303300B', DIR3: 'L01330334' },
      procurement_projects_count: 3,
      tender_results_count: 0,
      stats: { tender_results: {}, contracted_projects: { '2024': '100000.00', '2025': '70000.50' } },
    });
  });

  it('answers 404 in Spanish for an unknown party, 401 without a session, 403 after the trial', async () => {
    const missing = await getParty(99_999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No existe la empresa u organismo solicitado.');
    const expired = await signInAs(
      t.app,
      await createUser(t.database.db, { trialEndsAt: new Date(Date.now() - 1000) }),
    );
    const base = `/v1/procurement_party/${party.perez}`;
    for (const [method, url] of [
      ['GET', base],
      ['POST', `${base}/tender_results`],
      ['POST', `${base}/contracted_projects`],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: {} })).statusCode).toBe(401);
      expect((await t.app.inject({ method, url, headers: expired, payload: {} })).statusCode).toBe(403);
    }
  });
});

describe('POST /v1/procurement_party/{id}/tender_results', () => {
  it('lists the awards won, newest award first, with the 12 columns of the awards table', async () => {
    const { tender_results: rows, metadata } = await awards(party.perez!, { page: 1 });
    expect(rows.map((r) => r.procurement_project_id)).toEqual([
      project.forest,
      project.paving,
      project.hospital,
    ]);
    expect(metadata).toEqual({ total_results: 3, total_pages: 1, current_page: 1 });
    expect(rows[0]).toMatchObject({
      award_date: '2025-04-01',
      payable_amount: null,
      tax_exclusive_amount: '40000.25',
      lot_id: '1',
      description: 'Lote norte',
      party: { id: party.perez, party_id: 'B11111111' },
      project: {
        id: project.forest,
        date: '2025-02-01',
        title: 'Tratamientos silvícolas en montes públicos',
      },
      lot: { lot_id: '1', summary: 'Lote norte', total_amount: '30000.00' },
      contracting_party: { id: party.lena, name: 'Ayuntamiento de Lena', party_id: 'P3303300B' },
    });
    expect(rows[1]).toMatchObject({
      summary: 'Oferta económicamente más ventajosa',
      result_code_label: 'Formalizado',
      payable_amount: '121000.00',
      lot: null,
      project: { total_amount: '121000.00', cpv_codes: ['45233120'], location: { city: 'Pola de Lena' } },
    });
  });

  it('filters by award year, words and the tender filters', async () => {
    expect(await awardedProjects({ page: 1, years: [2024] })).toEqual([project.paving, project.hospital]);
    expect(await awardedProjects({ page: 1, years: [2023] })).toEqual([]);
    expect(await awardedProjects({ page: 1, searchTerms: 'pavimentacion' })).toEqual([project.paving]);
    expect(await awardedProjects({ page: 1, filters: { contracting_party: { name: 'sanidad' } } })).toEqual([
      project.hospital,
    ]);
    expect(await awardedProjects({ page: 1, filters: { cpv_codes: ['45233000'] } })).toEqual([
      project.paving,
    ]);
    expect(await awardedProjects({ page: 1, filters: { date: { years: [2023] } } })).toEqual([
      project.hospital,
    ]);
  });

  it('pages, and without a page returns every award for the export', async () => {
    const page2 = await awards(party.perez!, { page: 2, pageSize: 2 });
    expect(page2.tender_results.map((r) => r.procurement_project_id)).toEqual([project.hospital]);
    expect(page2.metadata).toEqual({ total_results: 3, total_pages: 2, current_page: 2 });
    const all = await awards(party.perez!, { pageSize: 2 });
    expect(all.tender_results).toHaveLength(3);
    expect(all.metadata).toEqual({ total_results: 3, total_pages: 1, current_page: 1 });
  });

  it('rejects the filters the awards view excludes, and bad values, naming them', async () => {
    const res = await post(party.perez!, 'tender_results', {
      years: [1990],
      filters: {
        status: ['ADJ'],
        awardee_parties: ['x'],
        submission_deadline: {},
        amount: { from: 'mucho' },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining([
        'body.years.0',
        'body.filters.status',
        'body.filters.awardee_parties',
        'body.filters.submission_deadline',
        'body.filters.amount.from',
      ]),
    );
    expect((await post(99_999_999, 'tender_results', {})).statusCode).toBe(404);
  });
});

describe('POST /v1/procurement_party/{id}/contracted_projects', () => {
  it('lists the tenders a body published, newest first, as search results', async () => {
    const { results, metadata } = await contracted(party.lena!, {});
    expect(results.map((r) => r.id)).toEqual([project.cleaning, project.forest, project.paving]);
    expect(metadata).toEqual({ total_results: 3, total_pages: 1, current_page: 1 });
    expect(results[0]).toMatchObject({
      title: 'Limpieza de edificios municipales',
      contracting_party: { id: party.lena, name: 'Ayuntamiento de Lena' },
      estimated_overall_contract_amount: '20000.00',
    });
  });

  it('filters by publication year, words and the tender filters, and pages', async () => {
    expect(await contractedIds({ years: [2025] })).toEqual([project.cleaning, project.forest]);
    expect(await contractedIds({ searchTerms: 'limpieza' })).toEqual([project.cleaning]);
    expect(await contractedIds({ filters: { status: ['RES'], lot_division: 'has_lots' } })).toEqual([
      project.forest,
    ]);
    expect(await contractedIds({ sortField: 'estimated_overall_contract_amount' })).toEqual([
      project.paving,
      project.forest,
      project.cleaning,
    ]);
    const page2 = await contracted(party.lena!, { page: 2, pageSize: 2 });
    expect(page2.results.map((r) => r.id)).toEqual([project.paving]);
    expect(await contractedIds({ years: [2023] })).toEqual([]);
    expect((await contracted(party.perez!, {})).results).toEqual([]);
  });

  it('rejects the contracting_party filter, which this view excludes', async () => {
    const res = await post(party.lena!, 'contracted_projects', {
      filters: { contracting_party: { name: 'x' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual([
      'body.filters.contracting_party',
    ]);
    expect((await post(99_999_999, 'contracted_projects', {})).statusCode).toBe(404);
  });
});
