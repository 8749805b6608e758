import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ProcurementSearchBody,
  ProcurementSearchResponse,
} from '../../../../common/api/procurement-search';
import { importSource } from '../../../ingest/import/import-source';
import { createTestApp, type TestApp } from '../../../test/app';
import { type AuthHeaders, createUser, signInAs } from '../../../test/factories';
import { hasSharedData, sharedPath } from '../../../test/shared-data';
import { createTender } from '../../../test/tender-factories';

const withData = describe.skipIf(!hasSharedData('placsp'));

// 20 real tenders of the 643 feed (one states only its budget) and 2 real minor contracts
// (budget only), plus a tender stating only its total and one stating no amount at all.
let t: TestApp;
let headers: AuthHeaders;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await importSource(db, sharedPath('placsp', 'full-20-entries.atom'));
  await importSource(db, sharedPath('placsp', 'placsp-atom-menores.xml'));
  await createTender(db, { contractFolderId: 'SOLO-TOTAL', totalAmount: '5000.00' });
  await createTender(db, { contractFolderId: 'SIN-IMPORTE' });
  headers = await signInAs(t.app, await createUser(db));
});
afterAll(() => t.close());

async function search(body: ProcurementSearchBody): Promise<ProcurementSearchResponse> {
  const res = await t.app.inject({ method: 'POST', url: '/v1/procurement/search', headers, payload: body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const byValue = (sortOrder: 'asc' | 'desc') =>
  search({ sortField: 'estimated_overall_contract_amount', sortOrder, pageSize: 50 });
const folders = (response: ProcurementSearchResponse) => response.results.map((r) => r.contract_folder_id);

withData('POST /v1/procurement/search — the best amount each tender has', () => {
  it('presents the estimated value, else the budget without VAT, else the total, saying which', async () => {
    const all = (await byValue('desc')).results;
    const amountOf = (folder: string) => {
      const tender = all.find((r) => r.contract_folder_id === folder);
      return tender && { best: tender.best_amount, estimated: tender.estimated_overall_contract_amount };
    };
    // The real tender stating only its budget (199.541,85 € without VAT, 241.445,64 € with it).
    expect(amountOf('ACE/805.01/17/EXPL/01')).toEqual({
      best: { value: '199541.85', basis: 'tax_exclusive' },
      estimated: null,
    });
    // A real minor contract: 2.400 € without VAT, 2.904 € with it.
    expect(amountOf('CMENOR/2026/26N09/0406-2026/12163')).toEqual({
      best: { value: '2400.00', basis: 'tax_exclusive' },
      estimated: null,
    });
    // The estimated value wins over a different budget (24.654,55 € without VAT).
    expect(amountOf('2017/00031')).toEqual({
      best: { value: '36981.81', basis: 'estimated' },
      estimated: '36981.81',
    });
    expect(amountOf('SOLO-TOTAL')?.best).toEqual({ value: '5000.00', basis: 'total' });
    expect(amountOf('SIN-IMPORTE')?.best).toBeNull();
    expect(all).toHaveLength(24);
  });

  it('sorts by that same amount both ways, tenders without any amount last', async () => {
    const desc = folders(await byValue('desc'));
    expect(desc.slice(0, 3)).toEqual(['2017/006630/001', '10837D/2017', '2017/003423']);
    // The budget-only tender sits between the estimated values around it.
    const at = desc.indexOf('ACE/805.01/17/EXPL/01');
    expect(desc.slice(at - 1, at + 2)).toEqual(['4220017099900', 'ACE/805.01/17/EXPL/01', '1007/2017']);
    expect(desc.at(-1)).toBe('SIN-IMPORTE');

    const asc = folders(await byValue('asc'));
    expect(asc.slice(0, 4)).toEqual([
      'CMENOR/2026/26N09/0406-2026/12163',
      'CMENOR/2026/39N25/0266-2026/10529',
      'SOLO-TOTAL',
      '8004330008-2017-0008673',
    ]);
    expect(asc.at(-1)).toBe('SIN-IMPORTE');
  });

  it('filters an amount range on that same amount', async () => {
    const found = await search({ filters: { amount: { from: 199000, to: 199999 } } });
    expect(folders(found)).toEqual(['ACE/805.01/17/EXPL/01']);
    const small = await search({
      filters: { amount: { to: 5000 } },
      sortField: 'estimated_overall_contract_amount',
    });
    expect(folders(small)).toEqual([
      'SOLO-TOTAL',
      'CMENOR/2026/39N25/0266-2026/10529',
      'CMENOR/2026/26N09/0406-2026/12163',
    ]);
  });
});
