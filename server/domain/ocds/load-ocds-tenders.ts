import { and, asc, eq, gt, gte, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { projects, projectVersions } from '../../db/schema';
import type { PlacspEntry } from '../../db/tender-data';
import type { StoredVersion } from './entry-versions';

/** What OCDS is made of for one tender: its stored entry and its versions, oldest first. */
export interface OcdsTender {
  id: number;
  entry: PlacspEntry;
  sourceUpdatedAt: Date;
  versions: StoredVersion[];
}

const tenderColumns = {
  id: projects.id,
  title: projects.title,
  data: projects.data,
  sourceUpdatedAt: projects.sourceUpdatedAt,
};

/** The stored entry with every list the mapping walks, empty where a stored entry lacks it. */
function storedEntry(data: Partial<PlacspEntry>, title: string): PlacspEntry {
  return {
    ...data,
    title: data.title ?? title,
    cpvCodes: data.cpvCodes ?? [],
    lots: data.lots ?? [],
    tenderResults: data.tenderResults ?? [],
    documents: { general: [], legal: [], technical: [], additional: [], notices: [], ...data.documents },
  } as PlacspEntry;
}

async function withVersions(
  db: Db,
  rows: { id: number; title: string; data: unknown; sourceUpdatedAt: Date }[],
) {
  if (rows.length === 0) return [];
  const versions = await db
    .select({
      id: projectVersions.id,
      projectId: projectVersions.projectId,
      kind: projectVersions.kind,
      sourceUpdatedAt: projectVersions.sourceUpdatedAt,
      changes: projectVersions.changes,
    })
    .from(projectVersions)
    .where(
      inArray(
        projectVersions.projectId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(projectVersions.id));
  return rows.map(
    (row): OcdsTender => ({
      id: row.id,
      entry: storedEntry(row.data as Partial<PlacspEntry>, row.title),
      sourceUpdatedAt: row.sourceUpdatedAt,
      versions: versions.filter((v) => v.projectId === row.id),
    }),
  );
}

/** One tender, withdrawn ones included (their last release says so); null when there is none. */
export async function loadOcdsTender(db: Db, id: number): Promise<OcdsTender | null> {
  const rows = await db.select(tenderColumns).from(projects).where(eq(projects.id, id));
  return (await withVersions(db, rows))[0] ?? null;
}

/**
 * The next `limit` tenders updated at or after `since`, in id order after `afterId`: an export
 * reads the whole history a batch at a time, never holding more than one batch. The generated
 * demonstration tenders are not published.
 */
export async function loadOcdsBatch(
  db: Db,
  { since, afterId, limit }: { since: Date; afterId: number; limit: number },
): Promise<OcdsTender[]> {
  const rows = await db
    .select(tenderColumns)
    .from(projects)
    .where(and(gt(projects.id, afterId), gte(projects.sourceUpdatedAt, since), eq(projects.isDemo, false)))
    .orderBy(asc(projects.id))
    .limit(limit);
  return withVersions(db, rows);
}
