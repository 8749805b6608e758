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
 * the eligibility facts — for the tenders stored before they existed, from their stored entries,
 * a batch of ids per transaction, moving the cursor migration 0037 left in `requirement_backfill`
 * past each; answers how many tenders it read. The reading is TypeScript (common/requirements,
 * common/eligibility), hence this step after the migration. The cursor is locked for each batch:
 * a second worker starting meanwhile leaves the work to the first. Once done, the cursor is gone
 * and a start reads nothing.
 */
export async function backfillRequirementColumns(db: Db, batch = BATCH): Promise<number> {
  let taken = 0;
  for (;;) {
    const n = await db.transaction(async (tx) => {
      const [cursor] = await queryRows<{ after: number }>(
        tx,
        sql`select after_id as after from requirement_backfill for update skip locked`,
      );
      if (!cursor) return 0;
      const rows = await queryRows<{ id: number; data: PlacspEntry }>(
        tx,
        sql`select id, data from projects where id > ${cursor.after} order by id limit ${batch}`,
      );
      if (rows.length === 0) {
        await tx.execute(sql`delete from requirement_backfill`);
        return 0;
      }
      const columns = rows.map((r) => ({
        id: r.id,
        ...requirementFigures(r.data),
        facts: entryCompactEligibility(r.data),
      }));
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
      await tx.execute(sql`update requirement_backfill set after_id = ${rows.at(-1)!.id}`);
      // Cached searches computed before this batch would miss what it fills.
      await bumpDataGeneration(tx);
      return rows.length;
    });
    if (n === 0) return taken;
    taken += n;
  }
}
