import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PipelineCard } from '../../../../common/api/pipeline';
import { queryRows } from '../../../db/rows';
import { importSource } from '../../../ingest/import/import-source';
import { createTestApp, type TestApp } from '../../../test/app';
import { type AuthHeaders, createUser, signInAs } from '../../../test/factories';
import { ENTRY_643 } from '../../../test/placsp-pages';
import { hasSharedData, sharedPath } from '../../../test/shared-data';
import { createTender } from '../../../test/tender-factories';

let t: TestApp;
let headers: AuthHeaders;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  headers = await signInAs(t.app, await createUser(db));
  if (!hasSharedData('placsp')) return;
  await importSource(db, sharedPath('placsp', 'full-20-entries.atom'));
  await importSource(db, sharedPath('placsp', 'placsp-atom-licitaciones.xml'));
});
afterAll(() => t.close());

/** The card of a real entry, added to the board now. */
async function cardOf(entry: string): Promise<PipelineCard> {
  const [row] = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from projects where entry_id = ${ENTRY_643 + entry}`,
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/pipeline/cards',
    headers,
    payload: { tender_id: row!.id },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const texts = (card: PipelineCard) => card.checklist.map((item) => item.text);

describe.skipIf(!hasSharedData('placsp'))('a new card’s checklist, from the tender’s requirements', () => {
  it('asks 1724191 for its classification C2-5 and its definitive guarantee of 5 %', async () => {
    const card = await cardOf('1724191');
    expect(texts(card)).toEqual([
      'Acreditar la clasificación: Grupo C (Edificaciones), subgrupo 2, categoría 5',
      'Preparar la garantía: Definitiva 5\u00a0%',
    ]);
    expect(card.checklist.map(({ id, done, source }) => ({ id, done, source }))).toEqual([
      { id: 'req-1', done: false, source: 'requirement' },
      { id: 'req-2', done: false, source: 'requirement' },
    ]);
  });

  it('asks 1743616 to prove its economic solvency of 300.000,00 €', async () => {
    const card = await cardOf('1743616');
    expect(texts(card)).toEqual([
      'Acreditar la solvencia económica: Volumen anual de negocios: 300.000,00\u00a0€',
      'Acreditar la solvencia técnica: Medios técnicos',
      'Acreditar la solvencia técnica: Trabajos o servicios realizados',
      'Preparar la garantía: Definitiva 5\u00a0%',
    ]);
  });

  it('lists the declarations Lena asks for', async () => {
    expect(texts(await cardOf('19732184'))).toContain('Preparar: Capacidad de obrar');
  });
});

describe('a tender that publishes no requirements', () => {
  it('gets an empty checklist', async () => {
    const tender = await createTender(t.database.db, { title: 'Sin requisitos publicados' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/pipeline/cards',
      headers,
      payload: { tender_id: tender.id },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().checklist).toEqual([]);
  });
});
