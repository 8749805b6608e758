import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarketAnalysis, MarketAnalysisBody } from '../../../../common/api/market';
import { bumpDataGeneration } from '../../../db/data-generation';
import { createTestApp, type TestApp } from '../../../test/app';
import { type AuthHeaders, createUser, signInAs } from '../../../test/factories';
import { createTender } from '../../../test/tender-factories';

// A market's answer is kept until data is imported (the data generation changes): a tender
// removed without that, as here by hand, leaves only an answer computed anew.
let t: TestApp;
let headers: AuthHeaders;
let tenderId = 0;

beforeAll(async () => {
  t = await createTestApp();
  headers = await signInAs(t.app, await createUser(t.database.db));
  tenderId = (await createTender(t.database.db, { cpvCodes: ['72000000'], status: 'RES' })).id;
});
afterAll(() => t.close());

async function tenders(body: MarketAnalysisBody, cacheControl?: string): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/market/analysis',
    headers: { ...headers, ...(cacheControl ? { 'cache-control': cacheControl } : {}) },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as MarketAnalysis).tenders;
}
const software = { filters: { cpv_codes: ['72000000'] } };

describe('market analyses kept per data generation', () => {
  it('keeps an answer until the data changes; no-cache computes it now', async () => {
    expect(await tenders(software)).toBe(1);
    await t.database.db.execute(sql`update projects set deleted_at = now() where id = ${tenderId}`);
    expect(await tenders(software)).toBe(1);
    expect(await tenders(software, 'no-cache')).toBe(0);
    await bumpDataGeneration(t.database.db);
    expect(await tenders(software)).toBe(0);
  });

  it('computes a market of open tenders every time: the clock alone changes it', async () => {
    const open = { filters: { ...software.filters, only_active: true } };
    expect(await tenders(open)).toBe(0);
    await createTender(t.database.db, { cpvCodes: ['72000000'], status: 'PUB' });
    expect(await tenders(open)).toBe(1);
  });
});
