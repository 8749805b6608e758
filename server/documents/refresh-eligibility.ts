import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bumpDataGeneration } from '../db/data-generation';
import { projects } from '../db/schema';
import type { PlacspEntry } from '../db/tender-data';
import { entryCompactEligibility } from '../search/entry-eligibility';
import { tenderPliego } from './tender-pliego';

/**
 * Rewrites the tender's stored eligibility facts with its pliego's findings, so that 'Solo las
 * que cumplo' and alerts judge what the pliego asks where the feed left it to the pliego. The
 * importer writes them from the feed alone; the next documents run puts the pliego's back. A
 * change moves the data generation, or cached searches would keep the old verdicts.
 */
export async function refreshTenderEligibility(db: Db, projectId: number): Promise<void> {
  const [project] = await db.select({ data: projects.data }).from(projects).where(eq(projects.id, projectId));
  if (!project?.data) return;
  const facts = entryCompactEligibility(project.data as PlacspEntry, await tenderPliego(db, projectId));
  const value = sql`${facts === null ? null : JSON.stringify(facts)}::jsonb`;
  await db.transaction(async (tx) => {
    const changed = await tx
      .update(projects)
      .set({ eligibilityFacts: value })
      .where(sql`${projects.id} = ${projectId} and ${projects.eligibilityFacts} is distinct from ${value}`)
      .returning({ id: projects.id });
    if (changed.length > 0) await bumpDataGeneration(tx);
  });
}
