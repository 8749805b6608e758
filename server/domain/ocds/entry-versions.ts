import type { PlacspEntry } from '../../db/tender-data';

/** A stored version of a tender: what changed, under the names of the tracked fields. */
export interface StoredVersion {
  id: number;
  kind: 'created' | 'changed' | 'deleted';
  sourceUpdatedAt: Date;
  changes: Record<string, { from: unknown; to: unknown }>;
}

/** The tender as a version published it, with the OCDS tags of that publication. */
export interface VersionState {
  /** null: the tender has no stored version (loaded before versions were kept). */
  versionId: number | null;
  date: Date;
  entry: PlacspEntry;
  tags: string[];
  /** Withdrawn from the platform by this version (a deletion). */
  withdrawn: boolean;
}

type Revert = (entry: PlacspEntry, from: unknown) => PlacspEntry;
const field =
  <K extends keyof PlacspEntry>(key: K): Revert =>
  (entry, from) => ({ ...entry, [key]: from ?? null });

/**
 * The tracked changes an older state can be rebuilt from: each restores its `from` value. A
 * field not tracked is the same in every version as far as we know; requirements, lots and
 * awards are kept only as last published.
 */
const REVERTS: Record<string, Revert> = {
  status: field('status'),
  tender_submission_deadline: field('submissionDeadline'),
  tender_submission_description: field('tenderSubmissionDescription'),
  description: field('summary'),
  total_amount: field('totalAmount'),
  tax_exclusive_amount: field('taxExclusiveAmount'),
  estimated_overall_contract_amount: field('estimatedOverallContractAmount'),
  location: field('location'),
  contract_type_id: field('contractTypeCode'),
  contract_sub_type_id: field('contractSubTypeCode'),
  tender_procedure_code: field('procedureCode'),
  contract_folder_id: field('contractFolderId'),
  planned_period: (entry, from) => {
    const period = (from ?? {}) as {
      duration?: number;
      unit?: string;
      start_date?: string;
      end_date?: string;
    };
    return {
      ...entry,
      plannedPeriod: period.duration ?? null,
      plannedPeriodUnit: period.unit ?? null,
      plannedStartDate: period.start_date ?? null,
      plannedEndDate: period.end_date ?? null,
    };
  },
};

function reverted(entry: PlacspEntry, changes: StoredVersion['changes']): PlacspEntry {
  return Object.entries(changes).reduce(
    (state, [name, change]) => REVERTS[name]?.(state, change.from) ?? state,
    entry,
  );
}

const OPEN = new Set(['PUB', 'EV']);

/**
 * The tags of a publication from the status it reached and the one before it (undefined for
 * the first): a first notice, an update of the same stage, an award, a signed contract…
 */
export function tagsOf(status: string | null, previous: string | null | undefined): string[] {
  const first = previous === undefined;
  switch (status) {
    case 'PRE':
      return previous === 'PRE' ? ['planningUpdate'] : ['planning'];
    case 'ADJ':
      return previous === 'ADJ' ? ['awardUpdate'] : first ? ['tender', 'award'] : ['award'];
    case 'RES':
      if (previous === 'RES') return ['contractUpdate'];
      if (previous === 'ADJ') return ['contract'];
      return first ? ['tender', 'award', 'contract'] : ['award', 'contract'];
    case 'ANUL':
      return ['tenderCancellation'];
    default:
      return !first && OPEN.has(previous ?? '') ? ['tenderUpdate'] : ['tender'];
  }
}

/**
 * Every version's state, oldest first: the current entry for the newest, and each older one by
 * undoing the tracked changes of the versions after it.
 */
export function versionStates(
  entry: PlacspEntry,
  versions: StoredVersion[],
  updatedAt: Date,
): VersionState[] {
  if (versions.length === 0) {
    return [
      { versionId: null, date: updatedAt, entry, tags: tagsOf(entry.status, undefined), withdrawn: false },
    ];
  }
  const entries: PlacspEntry[] = new Array(versions.length);
  let state = entry;
  for (let i = versions.length - 1; i >= 0; i--) {
    entries[i] = state;
    state = reverted(state, versions[i]!.changes);
  }
  return versions.map((version, i) => {
    const current = entries[i]!;
    const withdrawn = version.kind === 'deleted';
    const previous = i === 0 ? undefined : entries[i - 1]!.status;
    return {
      versionId: version.id,
      date: version.sourceUpdatedAt,
      entry: current,
      tags: withdrawn ? ['tenderCancellation'] : tagsOf(current.status, previous),
      withdrawn,
    };
  });
}
