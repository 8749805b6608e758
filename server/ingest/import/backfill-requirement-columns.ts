import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bumpDataGeneration } from '../../db/data-generation';
import { queryRows } from '../../db/rows';
import type { PlacspEntry } from '../../db/tender-data';
import { entryCompactEligibility } from '../../search/entry-eligibility';
import { requirementFigures } from '../../search/requirement-figures';

const BATCH = 500;

/**
 * Fills the columns derived from a tender's requirements — the requirement filters' figures and
 * the eligibility facts — for the tenders stored before they existed (the ids migration 0037
 * listed in `requirement_columns_pending`), from their stored entries, a batch per transaction,
 * taking each off the list; answers how many were taken. The reading is TypeScript
 * (common/requirements, common/eligibility), hence this step after the migration. Two workers
 * starting together skip each other's locked batch; once the list is empty a start reads nothing.
 */
export async function backfillRequirementColumns(db: Db, batch = BATCH): Promise<number> {
  let taken = 0;
  for (;;) {
    const n = await db.transaction(async (tx) => {
      const rows = await queryRows<{ id: number; data: PlacspEntry | null }>(
        tx,
        sql`with batch as (delete from requirement_columns_pending where project_id in (
              select project_id from requirement_columns_pending order by project_id
              limit ${batch} for update skip locked) returning project_id)
            select b.project_id as id, p.data from batch b left join projects p on p.id = b.project_id`,
      );
      const columns = rows.flatMap((r) =>
        r.data ? [{ id: r.id, ...requirementFigures(r.data), facts: entryCompactEligibility(r.data) }] : [],
      );
      if (columns.length > 0) {
        await tx.execute(sql`update projects p set
            requires_classification = x."requiresClassification",
            requires_definitive_guarantee = x."requiresDefinitiveGuarantee",
            price_weight = x."priceWeight",
            automatic_weight = x."automaticWeight",
            value_judgement_weight = x."valueJudgementWeight",
            eligibility_facts = x.facts
          from jsonb_to_recordset(${JSON.stringify(columns)}::jsonb) as x(id int,
            "requiresClassification" boolean, "requiresDefinitiveGuarantee" boolean,
            "priceWeight" double precision, "automaticWeight" double precision,
            "valueJudgementWeight" double precision, facts jsonb)
          where p.id = x.id`);
        // Cached searches computed before this batch would miss what it fills.
        await bumpDataGeneration(tx);
      }
      return rows.length;
    });
    if (n === 0) return taken;
    taken += n;
  }
}
