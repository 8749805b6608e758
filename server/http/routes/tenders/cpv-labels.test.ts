import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMissingCpvCodes, shippedCpvCatalogue } from '../../../ingest/cpv/cpv-catalogue';
import { createTestApp, type TestApp } from '../../../test/app';
import { testHttp } from '../../../test/http';
import { createTender } from '../../../test/tender-factories';

let t: TestApp;
const { call, newUser } = testHttp(() => t);

beforeAll(async () => {
  t = await createTestApp();
  await addMissingCpvCodes(t.database.db, shippedCpvCatalogue());
});
afterAll(() => t.close());

describe('CPV codes come with their names', () => {
  it('in search results and on the tender page; a code the catalogue lacks stays bare', async () => {
    const { headers } = await newUser();
    const tender = await createTender(t.database.db, {
      title: 'Limpieza de dependencias municipales de Lena',
      cpvCodes: ['90910000', '99999999'],
      lots: [{ lotId: '1', summary: 'Jardines', cpvCodes: ['77310000'] }],
    });
    const search = await call('POST', '/v1/procurement/search', headers, {
      searchTerms: 'dependencias municipales Lena',
    });
    expect(search.statusCode, search.body).toBe(200);
    const [row] = search.json().results;
    expect(row).toMatchObject({
      id: tender.id,
      cpv_codes: ['90910000', '99999999'],
      cpv_labels: { '90910000': 'Servicios de limpieza' },
    });

    const page = await call('GET', `/v1/procurement_projects/${tender.id}`, headers);
    expect(page.json().cpv_codes).toEqual([
      { code: '90910000', label: 'Servicios de limpieza' },
      { code: '99999999', label: null },
    ]);
    // A lot's own codes are named too.
    expect(page.json().lots[0].cpv_codes).toEqual([
      { code: '77310000', label: 'Servicios de plantación y mantenimiento de zonas verdes' },
    ]);
  });
});
