import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/rows';
import { importSource } from '../../ingest/import/import-source';
import { createTestDatabase } from '../../test/database';
import { copyOfLena, LENA_PAGE, openEntry } from '../../test/lena-copies';
import { officialValidators, OCDS_TEST_SETTINGS as SETTINGS } from '../../test/ocds-validators';
import { ENTRY_643, editedPage } from '../../test/placsp-pages';
import { hasSharedData } from '../../test/shared-data';
import { exportOcds } from './export-ocds';
import { loadOcdsTender } from './load-ocds-tenders';
import { recordPackage, releasePackage } from './ocds-packages';

const withData = describe.skipIf(!hasSharedData('placsp'));
const ENTRY = `${ENTRY_643}99200001`;

/** Lena's tender as a new entry updated at `updated`. */
const lenaAt = (updated: string, xml = copyOfLena('99200001')) =>
  xml.replace(/<updated>[^<]*<\/updated>/, `<updated>${updated}</updated>`);

/** A release as the assertions read it. */
interface ReleaseJson {
  ocid: string;
  tender: { lots: { id: string }[] };
  awards: { suppliers: { id: string }[] }[];
  contracts: unknown[];
  parties: { id: string; roles: string[] }[];
}

let database: Database;
let id: number;

beforeAll(async () => {
  database = await createTestDatabase();
  // First published open (pendiente de adjudicación) with a deadline of 01/06, then awarded and
  // formalised with the deadline moved to 08/06.
  const open = openEntry(lenaAt('2026-05-04T10:00:00+02:00')).replace(
    '<cbc:EndDate>2026-06-08</cbc:EndDate>',
    '<cbc:EndDate>2026-06-01</cbc:EndDate>',
  );
  await importSource(database.db, editedPage(LENA_PAGE, { added: [open] }, 'open.xml'));
  await importSource(
    database.db,
    editedPage(LENA_PAGE, { added: [lenaAt('2026-08-10T17:34:38+02:00')] }, 'awarded.xml'),
  );
  [{ id }] = (await queryRows<{ id: number }>(
    database.db,
    sql`select id from projects where entry_id = ${ENTRY}`,
  )) as [{ id: number }];
});
afterAll(() => database.close());

withData('a tender published twice', () => {
  it('is one release per stored version, each as that version published it', async () => {
    const { releases } = releasePackage((await loadOcdsTender(database.db, id))!, SETTINGS);
    expect(releases.map((r) => [r.date, r.tag])).toEqual([
      ['2026-05-04T08:00:00.000Z', ['tender']],
      ['2026-08-10T15:34:38.000Z', ['award', 'contract']],
    ]);
    const [open, awarded] = releases as unknown as [ReleaseJson, ReleaseJson];
    expect(open.ocid).toBe(`ocds-abc123-${id}`);
    expect(open.tender).toMatchObject({
      id: 'CON/2026/99200001',
      status: 'active',
      tenderPeriod: { endDate: '2026-06-01T21:59:00.000Z' },
      procurementMethod: 'open',
      procurementMethodDetails: 'Abierto',
      mainProcurementCategory: 'services',
      value: { amount: 76268.38, currency: 'EUR' },
    });
    expect(open).not.toHaveProperty('awards');
    expect(open.parties).toEqual([expect.objectContaining({ roles: ['buyer', 'procuringEntity'] })]);

    expect(awarded.tender).toMatchObject({
      status: 'complete',
      tenderPeriod: { endDate: '2026-06-08T21:59:00.000Z' },
    });
    expect(awarded.tender.lots.map((lot) => lot.id)).toEqual(['1', '2']);
    // Two lots, offers published per award: no tender-wide count of tenderers.
    expect(awarded.tender).not.toHaveProperty('numberOfTenderers');
    expect(awarded.awards).toEqual([
      expect.objectContaining({
        status: 'active',
        relatedLots: ['1'],
        value: { amount: 60728.36, currency: 'EUR' },
        suppliers: [expect.objectContaining({ name: expect.any(String) })],
      }),
      expect.objectContaining({ relatedLots: ['2'], value: { amount: 12987.64, currency: 'EUR' } }),
    ]);
    expect(awarded.contracts).toHaveLength(2);
    const supplierIds = awarded.awards.flatMap((a: { suppliers: { id: string }[] }) =>
      a.suppliers.map((s) => s.id),
    );
    const parties = awarded.parties;
    for (const supplier of supplierIds) {
      expect(parties.find((p) => p.id === supplier)?.roles).toEqual(['supplier', 'tenderer']);
    }
    expect(supplierIds.every((s) => s.startsWith('ES-NIF-'))).toBe(true);
  });

  it('compiles a record whose compiled release has the newest values', async () => {
    const { records } = recordPackage((await loadOcdsTender(database.db, id))!, SETTINGS);
    const [record] = records as unknown as [{ releases: unknown[]; compiledRelease: ReleaseJson }];
    expect(record.releases).toHaveLength(2);
    expect(record.compiledRelease).toMatchObject({
      id: `ocds-abc123-${id}-compilada`,
      tag: ['compiled'],
      tender: { status: 'complete', tenderPeriod: { endDate: '2026-06-08T21:59:00.000Z' } },
    });
    expect(record.compiledRelease.awards).toHaveLength(2);
    const validate = officialValidators();
    const tender = (await loadOcdsTender(database.db, id))!;
    expect(
      validate.recordPackage(recordPackage(tender, SETTINGS)),
      JSON.stringify(validate.recordPackage.errors),
    ).toBe(true);
    expect(
      validate.releasePackage(releasePackage(tender, SETTINGS)),
      JSON.stringify(validate.releasePackage.errors),
    ).toBe(true);
  });

  it('exports one package per line for the tenders updated since a day, a batch at a time', async () => {
    const out = new PassThrough();
    const chunks: string[] = [];
    out.on('data', (chunk) => chunks.push(String(chunk)));
    const written = await exportOcds(database.db, SETTINGS, { since: new Date('2026-08-10T00:00:00Z'), out });
    const [{ n }] = (await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from projects where source_updated_at >= '2026-08-10T00:00:00Z'`,
    )) as [{ n: number }];
    const lines = chunks.join('').trimEnd().split('\n');
    expect(written).toBe(n);
    expect(lines).toHaveLength(n);
    const ocids = lines.map((line) => JSON.parse(line).releases[0].ocid);
    expect(ocids).toContain(`ocds-abc123-${id}`);
    expect(new Set(ocids).size).toBe(n);
  });
});
