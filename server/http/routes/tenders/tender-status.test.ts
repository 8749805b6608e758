import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProcurementSearchBody } from '../../../../common/api/procurement-search';
import { createTestApp, type TestApp } from '../../../test/app';
import { testHttp } from '../../../test/http';
import { createTender } from '../../../test/tender-factories';

// Tenders PLACSP still lists as 'En plazo' (PUB): what users read of them depends on the clock.
// Deadlines are set from the test's own clock, so no calendar day changes the answers.
const HOUR = 3_600_000;
let t: TestApp;
const { call, newUser } = testHttp(() => t);
let headers: Awaited<ReturnType<typeof newUser>>['headers'];
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  headers = (await newUser()).headers;
  const pub = async (title: string, submissionDeadline: Date | null) =>
    (await createTender(db, { title, status: 'PUB', submissionDeadline, cpvCodes: ['90910000'] })).id;
  ids.closedLongAgo = await pub(
    'Servicio de limpieza de dependencias culturales',
    new Date('2022-01-28T22:59:00Z'),
  );
  ids.closedAnHourAgo = await pub('Servicio de limpieza de colegios', new Date(Date.now() - HOUR));
  ids.open = await pub('Servicio de limpieza de oficinas', new Date(Date.now() + 24 * HOUR));
  ids.noDeadline = await pub('Servicio de limpieza de playas', null);
  ids.awarded = (
    await createTender(db, {
      title: 'Servicio de limpieza de mercados',
      status: 'ADJ',
      submissionDeadline: new Date('2022-01-28T22:59:00Z'),
      cpvCodes: ['90910000'],
    })
  ).id;
});
afterAll(() => t.close());

async function shown(id: number) {
  const res = await call('GET', `/v1/procurement_projects/${id}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  const { status, status_label, published_status_label } = res.json();
  return { status, status_label, published_status_label };
}

async function found(body: ProcurementSearchBody): Promise<number[]> {
  const res = await call('POST', '/v1/procurement/search', headers, body);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().results as { id: number }[]).map((r) => r.id).sort((a, b) => a - b);
}

describe('a PUB tender whose submission deadline has passed', () => {
  it('reads Plazo cerrado on its page, with the status PLACSP published beside it', async () => {
    const closed = { status: 'PUB', status_label: 'Plazo cerrado', published_status_label: 'En plazo' };
    expect(await shown(ids.closedLongAgo!)).toEqual(closed);
    expect(await shown(ids.closedAnHourAgo!)).toEqual(closed);
  });

  it('leaves open, deadline-less and other tenders as published', async () => {
    const open = { status: 'PUB', status_label: 'En plazo', published_status_label: 'En plazo' };
    expect(await shown(ids.open!)).toEqual(open);
    expect(await shown(ids.noDeadline!)).toEqual(open);
    expect(await shown(ids.awarded!)).toEqual({
      status: 'ADJ',
      status_label: 'Adjudicada',
      published_status_label: 'Adjudicada',
    });
  });

  it("is not active: 'Solo activas' leaves it out, alone or with words", async () => {
    const active = [ids.open!, ids.noDeadline!].sort((a, b) => a - b);
    expect(await found({ filters: { only_active: true } })).toEqual(active);
    expect(await found({ searchTerms: 'limpieza', filters: { only_active: true } })).toEqual(active);
    expect(await found({ searchTerms: 'limpieza colegios', filters: { only_active: true } })).toEqual([]);
    // Without the filter every one of them is found.
    expect(await found({ searchTerms: 'limpieza' })).toHaveLength(5);
  });
});
