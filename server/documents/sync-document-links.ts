import { and, eq, inArray, isNotNull, isNull, not, or, sql } from 'drizzle-orm';
import { documentName } from '../../common/document-name';
import type { Db } from '../db/client';
import { projects, tenderDocuments } from '../db/schema';
import type { DocumentGroups, PlacspDocument } from '../db/tender-data';

/** The tender page's tabs; notice attachments are shown with the additional documents. */
const GROUPS: Array<[keyof DocumentGroups | 'notices', 'general' | 'legal' | 'technical' | 'additional']> = [
  ['general', 'general'],
  ['legal', 'legal'],
  ['technical', 'technical'],
  ['additional', 'additional'],
  ['notices', 'additional'],
];

/**
 * Adds a row per http(s) link of the tender's stored entry that has none yet (pending); rows of
 * links already known keep their state. Rows of links the entry no longer has are marked removed
 * (and unmarked should the link come back). Returns how many were added.
 */
export async function syncDocumentLinks(db: Db, projectId: number): Promise<number> {
  const [row] = await db
    .select({
      documents: sql<Partial<Record<string, PlacspDocument[]>> | null>`${projects.data}->'documents'`,
    })
    .from(projects)
    .where(eq(projects.id, projectId));
  const groups = row?.documents ?? {};
  const links = GROUPS.flatMap(([group, type]) =>
    (groups[group] ?? [])
      .filter((d): d is PlacspDocument & { uri: string } => d.uri !== null && /^https?:\/\//i.test(d.uri))
      .map((d) => ({
        projectId,
        type,
        uri: d.uri,
        name: documentName({ name: d.name, string_id: d.stringId, uri: d.uri }),
      })),
  );
  const listed =
    links.length > 0
      ? inArray(
          tenderDocuments.uri,
          links.map((l) => l.uri),
        )
      : sql`false`;
  // Only rows whose state changes are written: the list calls this on every view.
  await db
    .update(tenderDocuments)
    .set({ removedAt: sql`case when ${listed} then null else now() end` })
    .where(
      and(
        eq(tenderDocuments.projectId, projectId),
        or(
          and(isNull(tenderDocuments.removedAt), not(listed)),
          and(isNotNull(tenderDocuments.removedAt), listed),
        ),
      ),
    );
  if (links.length === 0) return 0;
  const added = await db
    .insert(tenderDocuments)
    .values(links)
    .onConflictDoNothing({ target: [tenderDocuments.projectId, tenderDocuments.uri] })
    .returning({ id: tenderDocuments.id });
  return added.length;
}
