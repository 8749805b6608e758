import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Eligibility } from '../../common/api/company-profile';
import type { ProjectDetail } from '../../common/api/procurement-project';
import { madridToday } from '../../common/calendar';
import { dataGeneration } from '../db/data-generation';
import { queryRows } from '../db/rows';
import { createTestApp, type TestApp } from '../test/app';
import { type AuthHeaders, createUser, signInAs } from '../test/factories';
import { ENTRY_643 } from '../test/placsp-pages';
import {
  importSampleTenders,
  LOOPBACK_FETCH,
  type PliegoSite,
  runDocumentsFetch,
  startPliegoSite,
} from '../test/pliego-site';
import { pliegoPdf } from '../test/pliegos/build-pliego';
import { PLIEGO_SPECS } from '../test/pliegos/pliego-text';
import { saveUserProfile } from '../test/profile-factories';
import { hasSharedData } from '../test/shared-data';

const withData = describe.skipIf(!hasSharedData('placsp'));
/**
 * 'Obras de centro cívico y biblioteca': its feed sends both solvencies to 'la cláusula 21 del
 * Pliego' and asks no classification; its PCAP (the first fixture, without a classification)
 * asks 300.000,00 € of annual turnover on page 2.
 */
const ENTRY = `${ENTRY_643}1835347`;
const PCAP_ID = 'd409f730-2e4b-4d78-b3cc-1df7cb5fa840';
const SPEC = PLIEGO_SPECS[0]!;
// Last year's turnover: within the three years the rules read, whatever today is.
const lastYear = Number(madridToday().slice(0, 4)) - 1;

let t: TestApp;
let site: PliegoSite;
let projectId: number;
let small: { id: number; headers: AuthHeaders };
let large: { id: number; headers: AuthHeaders };

const get = async <T>(url: string, headers: AuthHeaders): Promise<T> => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};
const eligibility = async (headers: AuthHeaders) => {
  const answer = await get<Eligibility>(`/v1/procurement_projects/${projectId}/eligibility`, headers);
  return {
    ...answer,
    checks: answer.checks.map((c) => ({ ...c, reason: c.reason.replace(/\u00a0/g, ' ') })),
  };
};
/** Whether 'Solo las que cumplo' (yes or review) keeps the tender for this user. */
const kept = async (headers: AuthHeaders) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/procurement/search',
    headers,
    payload: { searchTerms: '', filters: { eligibility: 'yes_or_review' }, pageSize: 100 },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().results as { id: number }[]).some((r) => r.id === projectId);
};
const runFetch = () => runDocumentsFetch(t, projectId);

beforeAll(async () => {
  const pcap = await pliegoPdf({ ...SPEC, expected: { ...SPEC.expected, classification: null } });
  site = await startPliegoSite((id) => (id === PCAP_ID ? pcap : undefined));
  t = await createTestApp(LOOPBACK_FETCH);
  if (!hasSharedData('placsp')) return;
  const db = t.database.db;
  projectId = await importSampleTenders(db, site.origin, ENTRY);
  const company = async (turnover: number) => {
    const user = await createUser(db);
    await saveUserProfile(db, user.id, { turnover: [{ year: lastYear, amount: turnover }] });
    return { id: user.id, headers: await signInAs(t.app, user) };
  };
  small = await company(120_000);
  large = await company(900_000);
});

afterAll(async () => {
  await t?.close();
  await site?.close();
});

withData('requirements read from the pliego', () => {
  it('before the pliego is read: the feed alone, sent to the pliego', async () => {
    const detail = await get<ProjectDetail>(`/v1/procurement_projects/${projectId}`, small.headers);
    expect(detail.requirements!.financial).toEqual([
      expect.objectContaining({ type_code: '5', amount: null, refers_to_pliego: true }),
    ]);
    expect(detail.requirements!.financial[0]).not.toHaveProperty('source');
    expect(detail.requirements!.execution_term).toBeUndefined();
    expect((await eligibility(small.headers)).checks[0]).toMatchObject({
      met: null,
      reason: 'La solvencia se remite al pliego',
    });
    // The feed's quality-certificate code (its text sends to the pliego) excludes both for now.
    expect(await kept(large.headers)).toBe(false);
  });

  it('after the fetch job reads the PCAP: its items, marked with their page, beside the feed', async () => {
    await runFetch();
    const detail = await get<ProjectDetail>(`/v1/procurement_projects/${projectId}`, small.headers);
    const [pcap] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from tender_documents where project_id = ${projectId} and type = 'legal'`,
    );
    const r = detail.requirements!;
    // The feed's item first and unchanged, the pliego's after it.
    expect(r.financial).toEqual([
      expect.objectContaining({ type_code: '5', amount: null, refers_to_pliego: true }),
      expect.objectContaining({
        amount: '300000',
        basis: 'fixed',
        refers_to_pliego: false,
        source: 'pliego',
        page: 2,
        document_id: pcap!.id,
      }),
    ]);
    expect(r.financial[0]).not.toHaveProperty('source');
    expect(r.technical.at(-1)).toMatchObject({ source: 'pliego', page: 2, document_id: pcap!.id });
    expect(r.classifications).toEqual([]);
    // The feed publishes the same 5 % definitive guarantee: the pliego's is not repeated.
    expect(r.guarantees).toEqual([{ lot_id: null, type_code: '2', rate: 5, amount: null }]);
    expect(r.execution_term).toEqual({
      source: 'pliego',
      page: 1,
      document_id: pcap!.id,
      document_name: 'PCAP 58-17 obras CENTRO CIVICO Y BIBLIOTECA.pdf',
      text: '8 meses',
    });
    expect(r.price_revision).toMatchObject({ source: 'pliego', applies: true });
    expect(r.site_visit).toMatchObject({ source: 'pliego', required: true });
    // The feed publishes its own award criteria: the pliego's are not added.
    expect(detail.awarding_criteria.length).toBeGreaterThan(0);
    expect(detail.awarding_criteria.every((c) => c.source === undefined)).toBe(true);
  });

  it("judges the pliego's turnover against each company's, and the search filter agrees", async () => {
    expect((await eligibility(small.headers)).checks[0]).toEqual({
      requirement: 'Solvencia económica: volumen de negocios',
      met: false,
      reason: `Exige 300.000,00 € de volumen anual de negocios según el pliego, pág. 2; vuestro mejor año de los tres últimos (${lastYear}): 120.000,00 €`,
      lot_id: null,
    });
    expect((await eligibility(small.headers)).verdict).toBe('no');
    const largeAnswer = await eligibility(large.headers);
    // Turnover 'en el ámbito del contrato': above it, a total still to check, so 'review'.
    expect(largeAnswer.checks[0]).toMatchObject({ met: null });
    expect(largeAnswer.checks[0]!.reason).toContain('según el pliego, pág. 2');
    expect(largeAnswer.verdict).toBe('review');
    // The stored facts were recomputed when reading finished: the pliego's items stand in for the
    // feed's (certificate code included), and the filter sees the sum.
    expect(await kept(small.headers)).toBe(false);
    expect(await kept(large.headers)).toBe(true);
  });

  it('keeps the facts, and cached searches, after a later run with nothing new to read', async () => {
    const generation = await dataGeneration(t.database.db);
    await runFetch();
    expect(await dataGeneration(t.database.db)).toBe(generation);
    expect(await kept(small.headers)).toBe(false);
  });
});
