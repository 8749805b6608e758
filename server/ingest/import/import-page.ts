import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bumpDataGeneration } from '../../db/data-generation';
import { jsonRows } from '../../db/json-rows';
import { pgArray, queryRows } from '../../db/rows';
import { projectVersions } from '../../db/schema';
import type { PlacspEntry, Rejection } from '../../db/tender-data';
import { type EntryStatements, entryStatements } from './entry-statements';
import { nextTurn } from './next-turn';
import type { ReadPage } from './read-page';
import { preferFastCompression } from './toast-compression';
import { type EntryChanges, entryChanges, hasChanges, newAwards } from './tracked-changes';

export interface PageCounts {
  new: number;
  changed: number;
  unchanged: number;
  deleted: number;
  duplicates: number;
}

export interface PageStats extends PageCounts {
  rejected: Rejection[];
}

/** Adds one page's counts to a running total (an import's summary, a sync's result). */
export function addCounts(total: PageCounts, page: PageCounts): void {
  total.new += page.new;
  total.changed += page.changed;
  total.unchanged += page.unchanged;
  total.deleted += page.deleted;
  total.duplicates += page.duplicates;
}

/** Tenders whose stored row the counted pages added, changed or deleted. */
export const tendersWritten = (counts: PageCounts) => counts.new + counts.changed + counts.deleted;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

interface Stored {
  id: number;
  entry_id: string;
  source_updated_at: Date;
  deleted_at: Date | null;
  /** Null when the page's version is not newer: nothing will be compared with it. */
  data: PlacspEntry | null;
}

/**
 * Stores one page in one transaction: new and newer entries replace what is stored (with
 * their lots, results and parties), each stored change becomes a project version with its
 * field-level from/to pairs and an event for the monitor, and tombstones delete the versions
 * they postdate. Versions not newer than the stored one change nothing, so importing the same
 * page twice — or after an interrupted run — leaves the database as one clean run.
 * `prepared`: the statements for all the page's entries, built ahead (used when all are new
 * or newer; else the ones to write are built here).
 */
export async function importPage(db: Db, page: ReadPage, prepared?: EntryStatements): Promise<PageStats> {
  const stats: PageStats = {
    new: 0,
    changed: 0,
    unchanged: 0,
    deleted: 0,
    duplicates: page.duplicates,
    rejected: page.rejections,
  };
  await db.transaction(async (tx) => {
    const ids = page.entries.map((e) => e.entryId);
    const updated = page.entries.map((e) => e.updated);
    // The stored document is only read for a version it may be compared with: an entry the
    // page repeats unchanged (a sync re-reading its last page) costs its dates, not its data.
    const stored = new Map(
      (
        await queryRows<Stored>(
          tx,
          sql`select p.id, p.entry_id, p.source_updated_at, p.deleted_at,
                case when p.source_updated_at < t.updated then p.data end as data
              from unnest(${pgArray(ids)}::text[], ${pgArray(updated)}::timestamptz[]) as t(entry_id, updated)
              join projects p on p.entry_id = t.entry_id`,
        )
      ).map((row) => [row.entry_id, row]),
    );

    const toWrite = page.entries.filter((e) => {
      const previous = stored.get(e.entryId);
      const updated = new Date(e.updated);
      const newer =
        !previous ||
        (new Date(previous.source_updated_at) < updated &&
          !(previous.deleted_at && new Date(previous.deleted_at) >= updated));
      if (!newer) stats.unchanged++;
      return newer;
    });

    if (toWrite.length > 0) {
      await preferFastCompression(tx);
      const statements =
        prepared?.entries === page.entries && toWrite.length === page.entries.length
          ? prepared
          : await entryStatements(toWrite);
      await writeEntries(tx, statements, stored, stats);
    }
    stats.deleted = await applyTombstones(tx, page);
    if (toWrite.length > 0 || stats.deleted > 0) await bumpDataGeneration(tx);
  });
  return stats;
}

async function writeEntries(
  tx: Tx,
  statements: EntryStatements,
  stored: Map<string, Stored>,
  stats: PageStats,
) {
  // The versions are compared while PostgreSQL stores the page, not after it while PostgreSQL
  // waits: on the next turn, once the driver has sent the statement.
  const [written, compared] = await Promise.all([
    queryRows<{ id: number; entryId: string }>(tx, statements.tenders),
    nextTurn().then(() => compareWithStored(statements.entries, stored)),
  ]);
  const projectId = new Map(written.map((w) => [w.entryId, w.id]));
  await recordVersions(tx, compared, projectId, stats);
}

interface Compared {
  entry: PlacspEntry;
  /** Null for an entry not stored before. */
  diff: EntryChanges | null;
  addsAwards: boolean;
}

function compareWithStored(entries: PlacspEntry[], stored: Map<string, Stored>): Compared[] {
  return entries.map((entry) => {
    const before = stored.get(entry.entryId)?.data ?? null;
    return {
      entry,
      diff: before ? entryChanges(before, entry) : null,
      addsAwards: newAwards(before, entry) > 0,
    };
  });
}

/** One version per stored change, and the events the monitor turns into notifications. */
async function recordVersions(
  tx: Tx,
  compared: Compared[],
  projectId: Map<string, number>,
  stats: PageStats,
) {
  const versions: (typeof projectVersions.$inferInsert)[] = [];
  const awards: number[] = [];
  for (const { entry: e, diff, addsAwards } of compared) {
    const id = projectId.get(e.entryId);
    if (id === undefined) continue;
    if (addsAwards) awards.push(id);
    if (!diff) {
      stats.new++;
      versions.push({ projectId: id, kind: 'created', sourceUpdatedAt: new Date(e.updated) });
      continue;
    }
    stats.changed++;
    if (!hasChanges(diff)) continue;
    versions.push({
      projectId: id,
      kind: 'changed',
      sourceUpdatedAt: new Date(e.updated),
      changes: diff.changes,
      lotChanges: diff.lotChanges,
      documentChanges: diff.documentChanges,
    });
  }
  await saveVersions(tx, versions, awards);
}

type VersionRow = typeof projectVersions.$inferInsert;

/**
 * Stores versions and, in the same statement, their events for the monitor (a new or changed
 * project, then the new awards of `awards`' projects), in that order of ids.
 */
async function saveVersions(tx: Tx, versions: VersionRow[], awards: number[] = []) {
  if (versions.length === 0 && awards.length === 0) return;
  const rows = versions.map((v) => ({ changes: {}, lotChanges: [], documentChanges: [], ...v }));
  const { columns, select } = jsonRows(projectVersions, rows);
  // A version that changes no tracked field may still add an award: then nothing is inserted.
  const insert = rows.length
    ? sql`insert into project_versions (${columns}) ${select} returning id, project_id, kind`
    : sql`select id, project_id, kind from project_versions where false`;
  await tx.execute(
    sql`with saved as (${insert})
        insert into ingest_events (type, project_id, version_id)
        select e.type, e.project_id, e.version_id from (
          select case when kind = 'created' then 'new_project' else 'changed_project' end as type,
                 project_id, id as version_id, 0 as part, id as ord
          from saved
          union all
          select 'new_award', a.project_id, null, 1, a.ord
          from unnest(${pgArray(awards)}::int[]) with ordinality as a(project_id, ord)
        ) e order by e.part, e.ord`,
  );
}

/** A tombstone deletes the stored version it postdates, recorded as a version and an event. */
async function applyTombstones(tx: Tx, page: ReadPage): Promise<number> {
  if (page.tombstones.length === 0) return 0;
  const t = page.tombstones;
  const deleted = await queryRows<{
    id: number;
    status: string | null;
    deleted_at: Date;
    reason: string | null;
  }>(
    tx,
    sql`update projects p set deleted_at = t.deleted_at, deleted_reason = t.reason, updated_at = now()
        from unnest(${pgArray(t.map((x) => x.entryId))}::text[], ${pgArray(t.map((x) => x.when))}::timestamptz[],
                    ${pgArray(t.map((x) => x.comment ?? ''))}::text[]) as t(entry_id, deleted_at, reason)
        where p.entry_id = t.entry_id and p.source_updated_at < t.deleted_at
          and (p.deleted_at is null or p.deleted_at < t.deleted_at)
        returning p.id, p.status, t.deleted_at, nullif(t.reason, '') as reason`,
  );
  if (deleted.length === 0) return 0;
  await saveVersions(
    tx,
    deleted.map((d) => ({
      projectId: d.id,
      kind: 'deleted' as const,
      sourceUpdatedAt: new Date(d.deleted_at),
      changes: { deleted: { from: null, to: d.reason ?? 'ANULADA' } },
    })),
  );
  return deleted.length;
}
