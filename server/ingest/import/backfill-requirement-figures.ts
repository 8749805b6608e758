import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bumpDataGeneration } from '../../db/data-generation';
import { queryRows } from '../../db/rows';
import type { PlacspEntry } from '../../db/tender-data';
import { requirementFigures } from '../../search/requirement-figures';

const BATCH = 500;

/**
 * Tenders stored before the requirement filters' columns existed (migration 0036) that publish
 * requirements or criteria and have none of those columns yet. The criteria split is
 * TypeScript (common/requirements/criteria-split.ts), so this runs after the migration, in
 * batches. A tender whose split cannot be told stays null and is read again at the next start:
 * few, and one pass through them is cheap.
 */
const PENDING = sql`((p.data ? 'requirements' and p.requires_classification is null)
  or (jsonb_array_length(coalesce(p.data->'awardingCriteria', '[]')) > 0
      and p.price_weight is null and p.automatic_weight is null and p.value_judgement_weight is null))`;

/** Fills the requirement columns from each pending tender's stored entry; answers how many. */
export async function backfillRequirementFigures(db: Db): Promise<number> {
  let after = 0;
  let written = 0;
  for (;;) {
    const rows = await queryRows<{
      id: number;
      data: Pick<PlacspEntry, 'awardingCriteria' | 'requirements'>;
    }>(
      db,
      sql`select p.id, jsonb_build_object('awardingCriteria', p.data->'awardingCriteria',
            'requirements', p.data->'requirements') as data
          from projects p where p.id > ${after} and ${PENDING} order by p.id limit ${BATCH}`,
    );
    if (rows.length === 0) break;
    after = rows.at(-1)!.id;
    const figures = rows.map((r) => ({ id: r.id, ...requirementFigures(r.data) }));
    await db.transaction(async (tx) => {
      await tx.execute(sql`update projects p set
          requires_classification = x."requiresClassification",
          requires_definitive_guarantee = x."requiresDefinitiveGuarantee",
          price_weight = x."priceWeight",
          automatic_weight = x."automaticWeight",
          value_judgement_weight = x."valueJudgementWeight"
        from jsonb_to_recordset(${JSON.stringify(figures)}::jsonb) as x(id int,
          "requiresClassification" boolean, "requiresDefinitiveGuarantee" boolean,
          "priceWeight" double precision, "automaticWeight" double precision,
          "valueJudgementWeight" double precision)
        where p.id = x.id`);
      // Searches cached before this batch would not see the new columns' answers.
      await bumpDataGeneration(tx);
    });
    written += rows.length;
  }
  return written;
}
