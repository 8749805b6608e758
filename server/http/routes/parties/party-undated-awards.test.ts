import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PartyDetail, PartyTenderResultsResponse } from '../../../../common/api/procurement-party';
import { queryRows } from '../../../db/rows';
import { importSource } from '../../../ingest/import/import-source';
import { createTestApp, type TestApp } from '../../../test/app';
import { type AuthHeaders, createUser, signInAs } from '../../../test/factories';
import { hasSharedData, sharedPath } from '../../../test/shared-data';

const withData = describe.skipIf(!hasSharedData('placsp'));

// Real pages: the regional platforms (1044) publish awards without an award date; the minor
// contracts (1143) date theirs. Alcon Cusi won 19 undated awards in one 2018 tender; Ferrovial
// Servicios won 2 dated minor contracts in 2019 and 3 undated regional awards in 2021 tenders.
let t: TestApp;
let headers: AuthHeaders;
const party: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  for (const page of [
    'PlataformasAgregadasSinMenores_20190103_031259.atom',
    'PlataformasAgregadasSinMenores_20220105_030012.atom',
    'contratosMenoresPerfilesContratantes_20200116_041442_1.atom',
  ]) {
    await importSource(db, sharedPath('placsp', page));
  }
  const rows = await queryRows<{ id: number; party_id: string }>(
    db,
    sql`select id, party_id from parties where party_id in ('A08079634', 'A80241789')`,
  );
  for (const row of rows) party[row.party_id] = row.id;
  headers = await signInAs(t.app, await createUser(db));
}, 120_000);
afterAll(() => t.close());

async function getParty(id: number): Promise<PartyDetail> {
  const res = await t.app.inject({ method: 'GET', url: `/v1/procurement_party/${id}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function awardsIn(id: number, years: number[]): Promise<PartyTenderResultsResponse> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/v1/procurement_party/${id}/tender_results`,
    headers,
    payload: { page: 1, pageSize: 100, years },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

withData('the yearly sums of a company whose awards have no award date', () => {
  it("counts undated awards in their tender's publication year, saying how many", async () => {
    const alcon = await getParty(party.A08079634!);
    expect(alcon.tender_results_count).toBe(19);
    expect(alcon.stats.tender_results).toEqual({ '2018': '765074.04' });
    expect(alcon.stats.tender_results_by_tender_date).toBe(19);
  });

  it('keeps the award date where there is one and falls back to the tender date elsewhere', async () => {
    const ferrovial = await getParty(party.A80241789!);
    expect(ferrovial.tender_results_count).toBe(5);
    expect(ferrovial.stats.tender_results).toEqual({ '2019': '17879.63', '2020': '0', '2021': '7332812.80' });
    expect(ferrovial.stats.tender_results_by_tender_date).toBe(3);
  });

  it("filters the awards by the chart's years on the same dates", async () => {
    const in2021 = await awardsIn(party.A80241789!, [2021]);
    expect(in2021.metadata.total_results).toBe(3);
    expect(in2021.tender_results.map((r) => r.award_date)).toEqual([null, null, null]);
    expect(new Set(in2021.tender_results.map((r) => r.project.date?.slice(0, 4)))).toEqual(new Set(['2021']));
    const in2019 = await awardsIn(party.A80241789!, [2019]);
    expect(in2019.metadata.total_results).toBe(2);
    expect(in2019.tender_results.every((r) => r.award_date?.startsWith('2019'))).toBe(true);
    expect((await awardsIn(party.A08079634!, [2018])).metadata.total_results).toBe(19);
    expect((await awardsIn(party.A08079634!, [2019])).metadata.total_results).toBe(0);
  });
});
