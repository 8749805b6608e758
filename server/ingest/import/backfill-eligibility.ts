import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bumpDataGeneration } from '../../db/data-generation';
import { queryRows } from '../../db/rows';
import type { PlacspEntry } from '../../db/tender-data';
import { entryCompactEligibility } from '../../search/entry-eligibility';

/** Tenders read and written per transaction: a short lock on few rows, the stored entries kept small in memory. */
const BATCH = 200;

/**
 * Writes `projects.eligibility_facts` for the tenders stored before the importer wrote it: those
 * whose entry has its requirements read but no facts. Runs at a worker's start, in id order, one
 * batch per transaction (each bumps the data generation, since the eligibility filter reads the
 * column). Versions stored before requirements were read stay null and are passed over (each
 * start reads them once more, without writing). Answers how many it wrote.
 */
export async function backfillEligibilityFacts(db: Db, batch = BATCH): Promise<number> {
  let after = 0;
  let written = 0;
  for (;;) {
    const rows = await queryRows<{ id: number; data: PlacspEntry }>(
      db,
      sql`select id, data from projects where id > ${after} and eligibility_facts is null
          and data ? 'requirements' order by id limit ${batch}`,
    );
    const last = rows.at(-1);
    if (!last) return written;
    after = last.id;
    const facts = rows.flatMap((r) => {
      const f = entryCompactEligibility(r.data);
      return f ? [{ id: r.id, facts: f }] : [];
    });
    if (facts.length === 0) continue;
    await db.transaction(async (tx) => {
      await tx.execute(sql`update projects p set eligibility_facts = x.facts
        from jsonb_to_recordset(${JSON.stringify(facts)}::jsonb) as x(id int, facts jsonb)
        where p.id = x.id and p.eligibility_facts is null`);
      await bumpDataGeneration(tx);
    });
    written += facts.length;
  }
}
