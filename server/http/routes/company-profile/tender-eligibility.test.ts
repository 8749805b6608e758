import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyProfileBody, Eligibility } from '../../../../common/api/company-profile';
import { madridToday } from '../../../../common/calendar';
import { queryRows } from '../../../db/rows';
import { importSource } from '../../../ingest/import/import-source';
import { createTestApp, type TestApp } from '../../../test/app';
import { createSubscriptionRow } from '../../../test/billing-factories';
import { type AuthHeaders, createUser, signInAs } from '../../../test/factories';
import { ENTRY_643 } from '../../../test/placsp-pages';
import { hasSharedData, sharedPath } from '../../../test/shared-data';

let t: TestApp;
// Years and validity counted from the Madrid day the server judges on, two years clear of it, so
// no year end or time zone moves a case.
const YEAR = Number(madridToday().slice(0, 4));
const IN_FORCE = `${YEAR + 2}-06-30`;
const EXPIRED = `${YEAR - 2}-06-30`;

beforeAll(async () => {
  t = await createTestApp();
  if (hasSharedData('placsp'))
    await importSource(t.database.db, sharedPath('placsp', 'full-20-entries.atom'));
});
afterAll(() => t.close());

const idOf = async (entry: string) => {
  const [row] = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from projects where entry_id = ${ENTRY_643 + entry}`,
  );
  return row!.id;
};

/** A user alone with `profile` saved, signed in. */
async function companyWith(profile: Partial<CompanyProfileBody>): Promise<AuthHeaders> {
  const headers = await signInAs(t.app, await createUser(t.database.db));
  const res = await t.app.inject({ method: 'PUT', url: '/v1/company_profile', headers, payload: profile });
  expect(res.statusCode, res.body).toBe(200);
  return headers;
}

async function eligibility(headers: AuthHeaders, entry: string): Promise<Eligibility> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/v1/procurement_projects/${await idOf(entry)}/eligibility`,
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  const answer: Eligibility = res.json();
  // Amounts are formatted with a no-break space before the euro sign.
  return {
    ...answer,
    checks: answer.checks.map((c) => ({ ...c, reason: c.reason.replace(/\u00a0/g, ' ') })),
  };
}

const held = (code: string, valid_until: string | null = IN_FORCE) => {
  const [, group, subgroup, category] = /^([A-V])(\d)-(\d)$/.exec(code)!;
  return { group: group!, subgroup: Number(subgroup), category: Number(category), valid_until };
};

describe.skipIf(!hasSharedData('placsp'))('GET /v1/procurement_projects/{id}/eligibility', () => {
  it('says no to 1724191 (C2-5) for a company holding C2-3, and yes once it holds C2-5', async () => {
    expect(await eligibility(await companyWith({ classifications: [held('C2-3')] }), '1724191')).toEqual({
      verdict: 'no',
      checks: [
        { requirement: 'Clasificación C2-5', met: false, reason: 'Exige C2-5; tenéis C2-3', lot_id: null },
      ],
    });
    expect(await eligibility(await companyWith({ classifications: [held('C2-5')] }), '1724191')).toEqual({
      verdict: 'yes',
      checks: [
        { requirement: 'Clasificación C2-5', met: true, reason: 'Exige C2-5; tenéis C2-5', lot_id: null },
      ],
    });
  });

  it('does not count a classification past its validity', async () => {
    const headers = await companyWith({ classifications: [held('C2-5', EXPIRED)] });
    const [day, month] = ['30', '06'];
    expect(await eligibility(headers, '1724191')).toEqual({
      verdict: 'no',
      checks: [
        {
          requirement: 'Clasificación C2-5',
          met: false,
          reason: `Exige C2-5; vuestra C2-5 venció el ${day}/${month}/${YEAR - 2}`,
          lot_id: null,
        },
      ],
    });
  });

  it("meets 1766468's 'C*-3' with C4-3", async () => {
    const { checks } = await eligibility(await companyWith({ classifications: [held('C4-3')] }), '1766468');
    expect(checks.filter((c) => c.requirement.startsWith('Clasificación'))).toEqual([
      expect.objectContaining({
        requirement: 'Clasificación C*-3',
        met: true,
        reason: 'Exige C*-3; tenéis C4-3',
      }),
    ]);
  });

  it("compares 1743616's 'Como mínimo 300.000 €' with the best turnover of the last three years", async () => {
    const enough = await eligibility(
      await companyWith({ turnover: [{ year: YEAR - 2, amount: 400_000 }] }),
      '1743616',
    );
    expect(enough.checks).toContainEqual({
      requirement: 'Solvencia económica: volumen de negocios',
      met: true,
      reason: `Exige 300.000,00 € de volumen anual de negocios; vuestro mejor año de los tres últimos (${YEAR - 2}): 400.000,00 €`,
      lot_id: null,
    });
    const short = await eligibility(
      await companyWith({ turnover: [{ year: YEAR - 2, amount: 250_000 }] }),
      '1743616',
    );
    expect(short.verdict).toBe('no');
    expect(short.checks).toContainEqual(
      expect.objectContaining({ requirement: 'Solvencia económica: volumen de negocios', met: false }),
    );
  });

  it("uses the licence's profile for its members, never another licence's", async () => {
    const db = t.database.db;
    const [owner, member, otherOwner] = [await createUser(db), await createUser(db), await createUser(db)];
    await createSubscriptionRow(db, owner.id, { quantity: 2, memberIds: [member.id] });
    await createSubscriptionRow(db, otherOwner.id);
    const put = async (user: typeof owner, classification: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/v1/company_profile',
        headers: await signInAs(t.app, user),
        payload: { classifications: [held(classification)] },
      });
    await put(owner, 'C2-5');
    await put(otherOwner, 'C2-3');
    expect((await eligibility(await signInAs(t.app, member), '1724191')).verdict).toBe('yes');
    expect((await eligibility(await signInAs(t.app, otherOwner), '1724191')).verdict).toBe('no');
  });

  it('answers 404 for a tender that does not exist, like the tender page', async () => {
    const headers = await companyWith({});
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/procurement_projects/2000000000/eligibility',
      headers,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No existe la licitación solicitada.');
  });
});
