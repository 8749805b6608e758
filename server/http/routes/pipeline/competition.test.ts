import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TenderCompetition } from '../../../../common/api/competition';
import type { PipelineBoard, PipelineCard } from '../../../../common/api/pipeline';
import { queryRows } from '../../../db/rows';
import { importCpvFile } from '../../../ingest/cpv/import-cpv';
import { importSource } from '../../../ingest/import/import-source';
import { createTestApp, type TestApp } from '../../../test/app';
import { type AuthHeaders, createUser, signInAs } from '../../../test/factories';
import { copyOfLena, LENA, LENA_PAGE, openEntry } from '../../../test/lena-copies';
import { ENTRY_643, editedPage } from '../../../test/placsp-pages';
import { hasSharedData, sharedPath } from '../../../test/shared-data';

let t: TestApp;
let headers: AuthHeaders;

const idOf = async (entry: string) =>
  (await queryRows<{ id: number }>(t.database.db, sql`select id from projects where entry_id = ${entry}`))[0]!
    .id;

async function add(tenderId: number, stage = 'detected'): Promise<PipelineCard> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/pipeline/cards',
    headers,
    payload: { tender_id: tenderId, stage },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

beforeAll(async () => {
  t = await createTestApp();
  headers = await signInAs(t.app, await createUser(t.database.db));
  if (!hasSharedData('placsp', 'reference')) return;
  await importCpvFile(t.database.db, sharedPath('reference', 'cpv', 'cpv.csv'));
  await importSource(t.database.db, sharedPath('placsp', LENA_PAGE));
  // Two open copies of Lena's works: one studied, one discarded.
  const copies = [openEntry(copyOfLena('99200001')), openEntry(copyOfLena('99200002'))];
  await importSource(t.database.db, editedPage(LENA_PAGE, { added: copies }, 'open-copies.xml'));
});
afterAll(() => t.close());

describe.skipIf(!hasSharedData('placsp', 'reference'))('expected competition on the cards', () => {
  it('is what the tender page expects for an open card, and nothing once closed or awarded', async () => {
    const open = await idOf(`${ENTRY_643}99200001`);
    const studied = await add(open, 'studying');
    const discarded = await add(await idOf(`${ENTRY_643}99200002`), 'discarded');
    const awarded = await add(await idOf(LENA));

    const page = await t.app.inject({
      method: 'GET',
      url: `/v1/procurement_projects/${open}/competition`,
      headers,
    });
    const { expected } = page.json() as TenderCompetition;
    expect(expected).toMatchObject({ basis: 'national_group', cpv_code: '77200000', offers_median: 3 });
    expect(studied.expected_competition).toEqual(expected);

    const res = await t.app.inject({ method: 'GET', url: '/v1/pipeline/cards', headers });
    const cards = new Map((res.json() as PipelineBoard).cards.map((c) => [c.id, c.expected_competition]));
    expect(cards.get(studied.id)).toEqual(expected);
    expect(cards.get(discarded.id)).toBeNull();
    expect(cards.get(awarded.id)).toBeNull();
  });
});
