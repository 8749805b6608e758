import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLineText, describeChanges } from '../../../common/notifications/describe-change';
import type { Database } from '../../db/client';
import { projects, projectVersions } from '../../db/schema';
import type { PlacspEntry } from '../../db/tender-data';
import { createTestDatabase } from '../../test/database';
import { ENTRY_643, editedPage, PLACSP } from '../../test/placsp-pages';
import { hasSharedData } from '../../test/shared-data';
import { importSource } from './import-source';

const PAGE = 'placsp-atom-licitaciones.xml';
const LENA = `${ENTRY_643}19732184`; // PRECIO 100 points, definitive guarantee of 5 %
const LENA_UPDATED = '<updated>2026-08-10T17:34:38.955+02:00</updated>';
/** Newer versions of Lena's entry, a day apart (fixed instants: no dependence on today). */
const updated = (day: number) => `<updated>2026-08-${day}T10:00:00.000+02:00</updated>`;

describe.skipIf(!hasSharedData('placsp'))('changes to requirements and award criteria', () => {
  let database: Database;

  const lena = async () => (await database.db.select().from(projects).where(eq(projects.entryId, LENA)))[0]!;
  const changedVersions = async () =>
    database.db
      .select()
      .from(projectVersions)
      .where(and(eq(projectVersions.projectId, (await lena()).id), eq(projectVersions.kind, 'changed')))
      .orderBy(projectVersions.id);

  beforeAll(async () => {
    database = await createTestDatabase();
    await importSource(database.db, path.join(PLACSP, PAGE));
  });
  afterAll(() => database.close());

  it('keeps the criteria and requirements in the stored entry', async () => {
    const data = (await lena()).data as PlacspEntry;
    expect(data.awardingCriteria).toEqual([
      {
        lotId: null,
        description: 'PRECIO',
        typeCode: 'OBJ',
        subTypeCode: '1',
        weight: 100,
        note: '100 PUNTOS',
      },
    ]);
    expect(data.requirements?.guarantees).toEqual([{ lotId: null, typeCode: '2', rate: 5, amount: null }]);
    expect(data.requirements?.subcontracting).toEqual([{ lotId: null, description: null, rate: 50 }]);
  });

  it('records a changed weight and guarantee as described changes of the new version', async () => {
    const page = editedPage(PAGE, {
      entries: {
        [LENA]: [
          [LENA_UPDATED, updated(20)],
          ['<cbc:WeightNumeric>100</cbc:WeightNumeric>', '<cbc:WeightNumeric>90</cbc:WeightNumeric>'],
          ['<cbc:AmountRate>5</cbc:AmountRate>', '<cbc:AmountRate>4</cbc:AmountRate>'],
        ],
      },
    });
    expect(await importSource(database.db, page)).toMatchObject({ changed: 1 });
    const [version] = await changedVersions();
    // jsonb keeps keys by length, not as written: compare as a set.
    expect(Object.keys(version?.changes ?? {}).sort()).toEqual(['awarding_criteria', 'guarantees']);
    expect(describeChanges({ changes: version?.changes }).map(changeLineText)).toEqual([
      'Criterios de adjudicación: PRECIO 100 → PRECIO 90',
      'Garantías: Definitiva 5 % → Definitiva 4 %',
    ]);
  });

  it('tells nothing when the stored version was kept before requirements were read', async () => {
    // As a version stored before: the same data without the two new fields.
    await database.db.execute(
      sql`update projects set data = data - 'awardingCriteria' - 'requirements' where entry_id = ${LENA}`,
    );
    const before = (await changedVersions()).length;
    const page = editedPage(PAGE, {
      entries: {
        [LENA]: [
          [LENA_UPDATED, updated(21)],
          ['<cbc:WeightNumeric>100</cbc:WeightNumeric>', '<cbc:WeightNumeric>90</cbc:WeightNumeric>'],
          ['<cbc:AmountRate>5</cbc:AmountRate>', '<cbc:AmountRate>4</cbc:AmountRate>'],
        ],
      },
    });
    expect(await importSource(database.db, page)).toMatchObject({ changed: 1 });
    expect(await changedVersions()).toHaveLength(before);
    expect(((await lena()).data as PlacspEntry).awardingCriteria?.[0]?.weight).toBe(90);
  });
});
