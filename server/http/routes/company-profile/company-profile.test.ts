import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyProfile } from '../../../../common/api/company-profile';
import { companyProfiles } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { createSubscriptionRow } from '../../../test/billing-factories';
import { type AuthHeaders, createUser, signInAs } from '../../../test/factories';

let t: TestApp;
const URL = '/v1/company_profile';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A licence of an owner and one member, each signed in. */
async function licence() {
  const db = t.database.db;
  const owner = await createUser(db);
  const member = await createUser(db);
  const subscription = await createSubscriptionRow(db, owner.id, { quantity: 2, memberIds: [member.id] });
  return {
    subscription,
    owner: await signInAs(t.app, owner),
    member: await signInAs(t.app, member),
  };
}

const show = async (headers: AuthHeaders): Promise<CompanyProfile> => {
  const res = await t.app.inject({ method: 'GET', url: URL, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const put = (headers: AuthHeaders, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: URL, headers, payload: payload as object });

const FULL = {
  tax_id: 'b-12345678',
  classifications: [{ group: 'c', subgroup: 2, category: 3, valid_until: '2031-06-30' }],
  turnover: [
    { year: 2023, amount: 250_000 },
    { year: 2025, amount: 400_000.5 },
  ],
  certificates: ['ISO 9001', 'Marca N AENOR'],
  provinces: ['28', '46'],
  cpv_codes: ['45000000'],
};

describe('GET/PUT /v1/company_profile', () => {
  it('gives an empty profile of the user alone before anything is saved', async () => {
    const headers = await signInAs(t.app, await createUser(t.database.db));
    expect(await show(headers)).toEqual({
      tax_id: null,
      classifications: [],
      turnover: [],
      certificates: [],
      provinces: [],
      cpv_codes: [],
      owner: 'user',
      editable: true,
      updated_at: null,
    });
  });

  it('stores a whole profile, tidied, and a PUT replaces it: what is left out is emptied', async () => {
    const headers = await signInAs(t.app, await createUser(t.database.db));
    const res = await put(headers, FULL);
    expect(res.statusCode, res.body).toBe(200);
    const saved = await show(headers);
    expect(saved).toMatchObject({
      tax_id: 'B12345678',
      classifications: [{ group: 'C', subgroup: 2, category: 3, valid_until: '2031-06-30' }],
      turnover: [
        { year: 2025, amount: 400_000.5 },
        { year: 2023, amount: 250_000 },
      ],
      certificates: ['ISO 9001', 'Marca N AENOR'],
      provinces: ['28', '46'],
      cpv_codes: ['45000000'],
      owner: 'user',
      editable: true,
    });
    expect(saved.updated_at).not.toBeNull();
    expect(res.json()).toEqual(saved);

    expect((await put(headers, { certificates: ['ENS'] })).statusCode).toBe(200);
    expect(await show(headers)).toMatchObject({
      tax_id: null,
      classifications: [],
      turnover: [],
      certificates: ['ENS'],
      provinces: [],
      cpv_codes: [],
    });
  });

  it('refuses bad input with a Spanish 400 naming each field, and keeps what was stored', async () => {
    const headers = await signInAs(t.app, await createUser(t.database.db));
    await put(headers, FULL);
    const res = await put(headers, {
      tax_id: '123',
      classifications: [{ group: 'Z', subgroup: 2, category: 7, valid_until: '31/12/2027' }],
      turnover: [
        { year: 2024, amount: -5 },
        { year: 2024, amount: 10 },
      ],
      provinces: ['99'],
      cpv_codes: ['4500'],
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('validation_failed');
    const byField = Object.fromEntries(
      body.errors.map((e: { field: string; message: string }) => [e.field.replace(/^body\./, ''), e.message]),
    );
    expect(byField).toMatchObject({
      tax_id: 'NIF no válido: 9 caracteres, letras y cifras (B12345678)',
      'classifications.0.group': 'Grupo de clasificación no válido: una letra de la A a la V',
      'classifications.0.category': 'Categoría de clasificación no válida: del 1 al 6',
      'classifications.0.valid_until': expect.stringMatching(/fecha/i),
      'turnover.0.amount': 'El importe no puede ser negativo',
      turnover: 'Cada año del volumen de negocios solo puede indicarse una vez',
      'provinces.0': 'Provincia no válida: código INE de dos cifras (28 Madrid)',
      'cpv_codes.0': 'Código CPV de 8 cifras',
    });
    expect((await show(headers)).tax_id).toBe('B12345678');
  });

  it("shares a licence's profile: its owner changes it, a member reads it and gets a Spanish 403", async () => {
    const { owner, member } = await licence();
    expect((await put(owner, FULL)).statusCode).toBe(200);
    expect(await show(member)).toMatchObject({ tax_id: 'B12345678', owner: 'licence', editable: false });
    expect(await show(owner)).toMatchObject({ owner: 'licence', editable: true });

    const refused = await put(member, { tax_id: 'A87654321' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'forbidden',
      message: 'Solo el titular de la licencia puede cambiar el perfil de empresa; pídeselo a él.',
    });
    expect((await show(owner)).tax_id).toBe('B12345678');
  });

  it('never shows one licence the profile of another', async () => {
    const first = await licence();
    const second = await licence();
    await put(first.owner, FULL);
    await put(second.owner, { tax_id: 'A87654321', certificates: ['ENS'] });
    expect(await show(first.member)).toMatchObject({ tax_id: 'B12345678', certificates: FULL.certificates });
    expect(await show(second.member)).toMatchObject({ tax_id: 'A87654321', certificates: ['ENS'] });
    const alone = await signInAs(t.app, await createUser(t.database.db));
    expect((await show(alone)).tax_id).toBeNull();
  });

  it('keeps one whole profile per licence under 20 parallel saves: the last, never a mix', async () => {
    const { owner, subscription } = await licence();
    const bodies = Array.from({ length: 20 }, (_, i) => ({
      tax_id: `B${String(i).padStart(8, '0')}`,
      certificates: [`Certificado ${i}`],
      turnover: [{ year: 2020, amount: i }],
    }));
    const answers = await Promise.all(bodies.map((body) => put(owner, body)));
    expect(answers.map((a) => a.statusCode)).toEqual(bodies.map(() => 200));
    const rows = await t.database.db
      .select()
      .from(companyProfiles)
      .where(eq(companyProfiles.subscriptionId, subscription.id));
    expect(rows).toHaveLength(1);
    const i = Number(rows[0]!.taxId!.slice(1));
    expect(rows[0]).toMatchObject({
      certificates: [`Certificado ${i}`],
      turnover: [{ year: 2020, amount: i }],
    });
    expect(await show(owner)).toMatchObject({ tax_id: bodies[i]!.tax_id });
  });

  it('answers 401 signed out', async () => {
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: URL, payload: {} })).statusCode).toBe(401);
  });
});
