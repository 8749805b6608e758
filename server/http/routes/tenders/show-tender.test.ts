import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectDetail } from '../../../../common/api/procurement-project';
import { queryRows } from '../../../db/rows';
import { subscriptions } from '../../../db/schema';
import { importCpvFile } from '../../../ingest/cpv/import-cpv';
import { importSource } from '../../../ingest/import/import-source';
import { createTestApp, type TestApp } from '../../../test/app';
import { createSubscriptionRow } from '../../../test/billing-factories';
import { type AuthHeaders, createUser, signInAs } from '../../../test/factories';
import { hasSharedData, sharedPath } from '../../../test/shared-data';

const withData = describe.skipIf(!hasSharedData('placsp', 'reference'));

const ENTRY = 'https://contrataciondelestado.es/sindicacion/licitacionesPerfilContratante/19732184';
let t: TestApp;
let headers: AuthHeaders;
let id: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await importCpvFile(db, sharedPath('reference', 'cpv', 'cpv.csv'));
  await importSource(db, sharedPath('placsp', 'placsp-atom-licitaciones.xml'));
  headers = await signInAs(t.app, await createUser(db));
  [{ id }] = (await queryRows<{ id: number }>(
    db,
    sql`select id from projects where entry_id = ${ENTRY}`,
  )) as [{ id: number }];
});
afterAll(() => t.close());

const get = (projectId: number | string, h: Record<string, string> | null = headers) =>
  t.app.inject({ method: 'GET', url: `/v1/procurement_projects/${projectId}`, ...(h ? { headers: h } : {}) });

withData('GET /v1/procurement_projects/{id} — a real tender with two lots', () => {
  let tender: ProjectDetail;
  beforeAll(async () => {
    const res = await get(id);
    expect(res.statusCode, res.body).toBe(200);
    tender = res.json();
  });

  it('gives the info table with Spanish labels', () => {
    expect(tender).toMatchObject({
      id,
      title: 'Ejecución de infraestructuras preventivas contra incendios forestales. 2 Lotes.',
      contract_folder_id: 'CON/2026/6',
      status: 'RES',
      status_label: 'Resuelta',
      total_amount: '92284.76',
      tax_exclusive_amount: '76268.38',
      estimated_overall_contract_amount: '76268.38',
      contract_type: '2',
      contract_type_label: 'Servicios',
      procedure_code: '1',
      procedure_label: 'Abierto',
      planned_start_date: '2026-05-22',
      planned_end_date: '2026-09-30',
      location: { city: 'Lena', subentity_code: 'ES120', country_subentity: 'Asturias', country: 'ES' },
      date: '2026-05-22',
      source: 'placsp',
      has_lots: true,
      deleted: false,
    });
    expect(tender.link).toMatch(/^https:\/\/contrataciondelestado\.es\//);
    expect(tender.submission_deadline).toMatch(/^2026-06-08T21:59:00/);
    expect(tender.cpv_codes).toEqual([{ code: '77200000', label: expect.stringMatching(/forestales/i) }]);
  });

  it('links the contracting body and the winners to their company pages', () => {
    expect(tender.contracting_party).toMatchObject({
      name: 'Alcaldía del Ayuntamiento de Lena (Principado de Asturias)',
      party_id: 'P3303300B',
    });
    expect(tender.awardee_parties.map((p) => [p.name, p.party_id])).toEqual([
      ['IDINAT OBRAS Y SERVICIOS, S.L.', 'B74408725'],
      ['FORESTAL OVIEDO S.L.', 'B22600928'],
    ]);
  });

  it('lists the lots, each with its own award', () => {
    expect(tender.lots.map((l) => [l.lot_id, l.summary, l.total_amount])).toEqual([
      ['1', 'Faja auxiliar mecánica', '73576.36'],
      ['2', 'Limpieza manual de senderos', '18708.40'],
    ]);
    const [lot1, lot2] = tender.lots;
    expect(lot1?.location).toMatchObject({ subentity_code: 'ES120', country_subentity: 'Asturias' });
    expect(lot1?.tender_results).toHaveLength(1);
    expect(lot1?.tender_results[0]).toMatchObject({
      summary: 'Mejor oferta presentada',
      award_date: '2026-07-29',
      payable_amount: '73481.32',
      tax_exclusive_amount: '60728.36',
      received_tender_quantity: 1,
      result_code: '9',
      result_code_label: 'Formalizado',
      party: { name: 'IDINAT OBRAS Y SERVICIOS, S.L.', party_id: 'B74408725' },
      lot_id: '1',
      procurement_project_id: id,
      project_title: tender.title,
      description: 'Faja auxiliar mecánica',
    });
    expect(lot2?.tender_results[0]?.party).toMatchObject({
      name: 'FORESTAL OVIEDO S.L.',
      party_id: 'B22600928',
    });
    expect(tender.tender_results.map((r) => r.lot_id)).toEqual(['1', '2']);
  });

  it('groups the documents, with notice attachments among the additional ones', () => {
    expect(tender.documents.legal).toEqual([
      expect.objectContaining({ name: 'PCAP.pdf', string_id: 'PCAP.pdf', mime_type: 'application/pdf' }),
    ]);
    expect(tender.documents.technical.map((d) => d.name)).toEqual(['PPTec.pdf']);
    expect(tender.documents.general.map((d) => d.name)).toEqual([
      'Documento de aprobación del expediente',
      'Cartografia',
    ]);
    expect(tender.documents.additional.map((d) => d.name)).toEqual([
      'Decret adjudicacion.pdf',
      'CONTRATO_IDINAT.pdf',
    ]);
    for (const doc of Object.values(tender.documents).flat()) expect(doc.uri).toMatch(/^https:\/\//);
  });

  it("gives each notice attachment PLACSP's name of its type and its notice's date", () => {
    // The award and formalisation notices, both published on 10/08/2026, each carry one minutes.
    expect(
      tender.documents.additional.map(({ name, type_label, date }) => ({ name, type_label, date })),
    ).toEqual([
      {
        name: 'Decret adjudicacion.pdf',
        type_label: 'Documento de Acta de Adjudicación',
        date: '2026-08-10',
      },
      { name: 'CONTRATO_IDINAT.pdf', type_label: 'Documento de Acta de Formalización', date: '2026-08-10' },
    ]);
    // The folder's own documents publish neither a named type nor a date.
    expect(tender.documents.general.map(({ type_label, date }) => [type_label, date])).toEqual([
      [null, null],
      [null, null],
    ]);
  });
});

withData('GET /v1/procurement_projects/{id} — errors and access', () => {
  it('flags a withdrawn tender instead of hiding it', async () => {
    await t.database.db.execute(sql`update projects set deleted_at = now() where id = ${id}`);
    try {
      expect((await get(id)).json().deleted).toBe(true);
    } finally {
      await t.database.db.execute(sql`update projects set deleted_at = null where id = ${id}`);
    }
  });

  it('answers 404 in Spanish for an unknown id, 400 for one that is not a number', async () => {
    const missing = await get(99_999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      code: 'not_found',
      message: 'No existe la licitación solicitada.',
    });
    const bad = await get('abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('params.id');
    expect((await get('99999999999')).statusCode).toBe(400);
  });

  it('needs a session, and a trial or subscription (403 otherwise)', async () => {
    expect((await get(id, null)).statusCode).toBe(401);
    const expired = await createUser(t.database.db, { trialEndsAt: new Date(Date.now() - 1000) });
    expect((await get(id, await signInAs(t.app, expired))).statusCode).toBe(403);
  });

  it('opens to a licence of an active subscription, and closes on the next request once it ends', async () => {
    const db = t.database.db;
    const noTrial = { trialEndsAt: new Date(Date.now() - 1000) };
    const owner = await createUser(db, noTrial);
    const member = await createUser(db, noTrial);
    const subscription = await createSubscriptionRow(db, owner.id, { memberIds: [member.id] });
    // The member also owns a newer canceled subscription: the active licence still decides.
    await createSubscriptionRow(db, member.id, {
      status: 'canceled',
      updatedAt: new Date(Date.now() + 60_000),
    });
    const session = await signInAs(t.app, member);
    expect((await get(id, session)).statusCode).toBe(200);
    await db.update(subscriptions).set({ status: 'canceled' }).where(eq(subscriptions.id, subscription.id));
    expect((await get(id, session)).statusCode).toBe(403);
  });
});
