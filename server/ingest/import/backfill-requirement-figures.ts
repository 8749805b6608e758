import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bumpDataGeneration } from '../../db/data-generation';
import { queryRows } from '../../db/rows';
import type { PlacspEntry } from '../../db/tender-data';
import { requirementFigures } from '../../search/requirement-figures';

const BATCH = 500;

type Stored = Pick<PlacspEntry, 'awardingCriteria' | 'requirements'>;

/**
 * Fills the requirement filters' columns of the tenders stored before they existed (the ids
 * migration 0037 listed in `requirement_figures_pending`) from their stored entries, a batch
 * per transaction, taking each off the list; answers how many were taken. The criteria split is
 * TypeScript (common/requirements/criteria-split.ts), hence this step after the migration. Two
 * workers starting together skip each other's locked batch.
 */
export async function backfillRequirementFigures(db: Db): Promise<number> {
  let taken = 0;
  for (;;) {
    const n = await db.transaction(async (tx) => {
      const rows = await queryRows<{ id: number; data: Stored | null }>(
        tx,
        sql`with batch as (delete from requirement_figures_pending where project_id in (
              select project_id from requirement_figures_pending order by project_id
              limit ${BATCH} for update skip locked) returning project_id)
            select b.project_id as id, jsonb_build_object('awardingCriteria', p.data->'awardingCriteria',
              'requirements', p.data->'requirements') as data
            from batch b left join projects p on p.id = b.project_id`,
      );
      const figures = rows.flatMap((r) => (r.data ? [{ id: r.id, ...requirementFigures(r.data) }] : []));
      if (figures.length > 0) {
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
        // Cached searches computed before this batch would miss what it fills.
        await bumpDataGeneration(tx);
      }
      return rows.length;
    });
    if (n === 0) return taken;
    taken += n;
  }
}
