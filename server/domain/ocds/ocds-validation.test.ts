import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { projects } from '../../db/schema';
import { importSource } from '../../ingest/import/import-source';
import { createTestDatabase } from '../../test/database';
import { officialValidators, OCDS_TEST_SETTINGS as SETTINGS } from '../../test/ocds-validators';
import { hasSharedData, sharedPath } from '../../test/shared-data';
import { loadOcdsTender } from './load-ocds-tenders';
import { recordPackage, releasePackage } from './ocds-packages';

const withData = describe.skipIf(!hasSharedData('placsp'));
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

withData('OCDS 1.1 of every entry of the real PLACSP pages', () => {
  it('validates against the official release-package and record-package schemas with 0 errors', async () => {
    const pages = readdirSync(sharedPath('placsp')).filter((name) => /\.(atom|xml)$/.test(name));
    for (const page of pages.sort()) await importSource(database.db, sharedPath('placsp', page));
    const ids = (await database.db.select({ id: projects.id }).from(projects)).map((r) => r.id);
    const validate = officialValidators();
    const errors: string[] = [];
    const tags = new Map<string, number>();
    let releases = 0;
    for (const id of ids) {
      const tender = (await loadOcdsTender(database.db, id))!;
      const releases_ = releasePackage(tender, SETTINGS);
      const record = recordPackage(tender, SETTINGS);
      if (!validate.releasePackage(releases_))
        errors.push(`${id} releases: ${JSON.stringify(validate.releasePackage.errors)}`);
      if (!validate.recordPackage(record))
        errors.push(`${id} record: ${JSON.stringify(validate.recordPackage.errors)}`);
      releases += releases_.releases.length;
      for (const release of releases_.releases) {
        for (const tag of release.tag) tags.set(tag, (tags.get(tag) ?? 0) + 1);
      }
    }
    console.info(
      `[ocds] ${ids.length} licitaciones de ${pages.length} páginas reales, ${releases} entregas, ` +
        `${errors.length} errores; etiquetas: ${JSON.stringify(Object.fromEntries(tags))}`,
    );
    expect(errors.slice(0, 5)).toEqual([]);
    // The validators do refuse what OCDS does not allow: a tag outside its closed code list.
    const tender = (await loadOcdsTender(database.db, ids[0]!))!;
    const wrong = releasePackage(tender, SETTINGS);
    wrong.releases[0]!.tag = ['adjudicada'];
    expect(validate.releasePackage(wrong)).toBe(false);
    expect(ids.length).toBeGreaterThan(1000);
    // Every stage PLACSP publishes shows up as its tag.
    expect([...tags.keys()]).toEqual(expect.arrayContaining(['tender', 'award', 'contract']));
  });
});
