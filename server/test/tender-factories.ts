import { randomBytes } from 'node:crypto';
import { awardRanges } from '../../common/competition';
import { cpvPrefixesOf } from '../../common/cpv';
import { executionEndFields } from '../../common/execution-end';
import type { Db } from '../db/client';
import { lots, parties, projects, tenderResults } from '../db/schema';
import { refreshSearchVectors } from '../search/search-vector';

const uid = () => randomBytes(5).toString('hex');

export async function createParty(db: Db, overrides: Partial<typeof parties.$inferInsert> = {}) {
  const partyId = overrides.partyId ?? `B${Math.floor(10_000_000 + Math.random() * 89_999_999)}`;
  const [party] = await db
    .insert(parties)
    .values({ key: `NIF:${partyId}:${uid()}`, partyId, name: `Empresa ${uid()} S.L.`, ...overrides })
    .returning();
  return party!;
}

type LotInput = Omit<typeof lots.$inferInsert, 'projectId' | 'position'>;
type ResultInput = Omit<typeof tenderResults.$inferInsert, 'projectId' | 'position'>;

/**
 * A stored tender as the importer would leave it: derived columns (CPV prefixes, sort amount,
 * awardees, execution end, search document) computed the same way.
 */
export async function createTender(
  db: Db,
  overrides: Partial<typeof projects.$inferInsert> & { lots?: LotInput[]; results?: ResultInput[] } = {},
) {
  const { lots: lotInputs = [], results = [], ...fields } = overrides;
  const cpvCodes = fields.cpvCodes ?? ['45000000'];
  const publicationDate = fields.publicationDate === undefined ? '2026-05-01' : fields.publicationDate;
  const data = (fields.data ?? {}) as { plannedStartDate?: string; plannedEndDate?: string };
  const ends = executionEndFields(
    {
      date: publicationDate,
      planned_period: fields.plannedPeriod ?? null,
      planned_period_unit: fields.plannedPeriodUnit ?? null,
      planned_start_date: data.plannedStartDate,
      planned_end_date: data.plannedEndDate,
      award_date: results
        .map((r) => r.awardDate ?? null)
        .filter((d) => d !== null)
        .sort()[0],
    },
    fields.extensionText ?? null,
  );
  const [project] = await db
    .insert(projects)
    .values({
      entryId: `https://contrataciondelestado.es/sindicacion/test/${uid()}`,
      feed: '643',
      sourceUpdatedAt: new Date(),
      title: 'Obras de reparación de la calle Mayor',
      status: 'PUB',
      locationCountry: 'ES',
      data: {},
      plannedStartDate: data.plannedStartDate ?? null,
      plannedEndDate: data.plannedEndDate ?? null,
      executionEnd: ends.execution_end,
      executionEndBasis: ends.execution_end_basis,
      executionEndWithExtensions: ends.execution_end_with_extensions,
      ...fields,
      publicationDate,
      cpvCodes,
      cpvPrefixes: cpvPrefixesOf([...cpvCodes, ...lotInputs.flatMap((l) => l.cpvCodes ?? [])]),
      sortAmount:
        fields.sortAmount ??
        fields.estimatedAmount ??
        fields.taxExclusiveAmount ??
        fields.totalAmount ??
        null,
      hasLots: lotInputs.length > 0,
      awardeePartyIds: [...new Set(results.flatMap((r) => (r.winnerPartyId ? [r.winnerPartyId] : [])))],
      ...awardRanges(
        results.map((r) => ({
          receivedTenderQuantity: r.receivedTenderQuantity ?? null,
          discount: r.discount ?? null,
          discountExclusion: r.discountExclusion ?? null,
        })),
      ),
    })
    .returning();
  if (lotInputs.length)
    await db.insert(lots).values(lotInputs.map((l, i) => ({ ...l, projectId: project!.id, position: i })));
  if (results.length) {
    await db
      .insert(tenderResults)
      .values(results.map((r, i) => ({ ...r, projectId: project!.id, position: i })));
  }
  await refreshSearchVectors(db, [project!.id]);
  return project!;
}
