import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { madridToday } from '../../../../common/calendar';
import { queryRows } from '../../../db/rows';
import { importSource } from '../../../ingest/import/import-source';
import { createTestApp, type TestApp } from '../../../test/app';
import { type AuthHeaders, createUser, signInAs } from '../../../test/factories';
import { createNotificationRow } from '../../../test/monitoring-factories';
import { PLACSP } from '../../../test/placsp-pages';
import { heldCode, saveUserProfile } from '../../../test/profile-factories';
import { hasSharedData } from '../../../test/shared-data';

let t: TestApp;
let company: { id: number; headers: AuthHeaders };
let newcomer: { id: number; headers: AuthHeaders };
// The turnover of last year: within the three years the rules read, whatever today is.
const lastYear = Number(madridToday().slice(0, 4)) - 1;

beforeAll(async () => {
  t = await createTestApp();
  if (!hasSharedData('placsp')) return;
  const db = t.database.db;
  await importSource(db, PLACSP);
  const signedIn = async () => {
    const user = await createUser(db);
    return { id: user.id, headers: await signInAs(t.app, user) };
  };
  company = await signedIn();
  newcomer = await signedIn();
  await saveUserProfile(db, company.id, {
    classifications: [heldCode('C', 2, 5)],
    turnover: [{ year: lastYear, amount: 400_000 }],
  });
});
afterAll(() => t.close());

const search = async (headers: AuthHeaders, filters: object, searchTerms = '') => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/procurement/search',
    headers,
    payload: { searchTerms, filters, pageSize: 100 },
  });
  expect(res.statusCode, res.body).toBe(200);
  const { results, metadata, company_profile_empty } = res.json();
  return {
    profileEmpty: company_profile_empty as boolean,
    total: metadata.total_results as number,
    results: results as { id: number; eligibility: string | null }[],
  };
};

const entryOf = async (ids: number[]) =>
  (
    await queryRows<{ entry: string }>(
      t.database.db,
      sql`select regexp_replace(entry_id, '^.*/', '') entry from projects where id = any(${`{${ids.join(',')}}`}::int[]) order by 1`,
    )
  ).map((r) => r.entry);

describe.skipIf(!hasSharedData('placsp'))("'Solo las que cumplo' and the verdict badges", () => {
  it("keeps, with 'Sí', the tenders the searcher's profile meets entirely", async () => {
    const yes = await search(company.headers, { eligibility: 'yes' });
    expect(yes.total).toBe(2);
    expect(await entryOf(yes.results.map((r) => r.id))).toEqual(['1724191', '1766468']);
    expect(yes.results.map((r) => r.eligibility)).toEqual(['yes', 'yes']);

    const maybe = await search(company.headers, { eligibility: 'yes_or_review' });
    const all = await search(company.headers, {});
    // 1,298 tenders: two ask for what this profile lacks (another classification, a certificate).
    expect([maybe.total, all.total]).toEqual([1296, 1298]);
    expect(maybe.results.every((r) => r.eligibility === 'yes' || r.eligibility === 'review')).toBe(true);
  });

  it("answers another profile's search with its own profile, not the cached answer", async () => {
    // Nothing real is met by an empty profile: every tender asks for something.
    expect((await search(newcomer.headers, { eligibility: 'yes' })).total).toBe(0);
    expect((await search(company.headers, { eligibility: 'yes' })).total).toBe(2);
  });

  it('gives each result the verdict of the profile, and none without a profile', async () => {
    const words = 'Obras';
    const mine = await search(company.headers, {}, words);
    const theirs = await search(newcomer.headers, {}, words);
    expect(mine.results.map((r) => r.id)).toEqual(theirs.results.map((r) => r.id));
    expect(mine.results.every((r) => r.eligibility !== null)).toBe(true);
    expect(theirs.results.every((r) => r.eligibility === null)).toBe(true);
    expect([mine.profileEmpty, theirs.profileEmpty]).toEqual([false, true]);
    expect(mine.results.some((r) => r.eligibility === 'review')).toBe(true);
  });

  it('gives an inbox card the verdict on its tender', async () => {
    const [tender] = (await search(company.headers, { eligibility: 'yes' })).results;
    for (const user of [company, newcomer])
      await createNotificationRow(t.database.db, user.id, {
        projectId: tender!.id,
        notificationTypes: ['alert'],
      });
    const inbox = async (headers: AuthHeaders) => {
      const res = await t.app.inject({ method: 'GET', url: '/v1/notifications', headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().notifications.map((n: { eligibility: string | null }) => n.eligibility);
    };
    expect(await inbox(company.headers)).toEqual(['yes']);
    expect(await inbox(newcomer.headers)).toEqual([null]);
  });

  it('answers an unknown level with a 400 in Spanish', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/procurement/search',
      headers: company.headers,
      payload: { filters: { eligibility: 'maybe' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      expect.objectContaining({
        field: 'body.filters.eligibility',
        message: 'Elige «Sí» o «Sí y Revisar» en «Solo las que cumplo»',
      }),
    ]);
  });
});
