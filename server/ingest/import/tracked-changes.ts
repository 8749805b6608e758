import type { Lot, PlacspDocument, PlacspEntry } from '../../db/tender-data';
import { diffFields, diffKeyed, type FieldChanges, type KeyedChange } from '../changes/diff';

/**
 * The fields whose changes users are told about (status, deadline, amounts, place, codes…), under the
 * names the notifications use.
 */
export function trackedFields(e: PlacspEntry): Record<string, unknown> {
  return {
    status: e.status,
    planned_period: {
      duration: e.plannedPeriod,
      unit: e.plannedPeriodUnit,
      start_date: e.plannedStartDate,
      end_date: e.plannedEndDate,
    },
    tender_submission_deadline: e.submissionDeadline,
    tender_submission_description: e.tenderSubmissionDescription,
    description: e.summary,
    contracting_party: e.contractingParty
      ? { name: e.contractingParty.name, identifiers: e.contractingParty.identifiers }
      : null,
    total_amount: e.totalAmount,
    tax_exclusive_amount: e.taxExclusiveAmount,
    estimated_overall_contract_amount: e.estimatedOverallContractAmount,
    location: e.location,
    contract_type_id: e.contractTypeCode,
    contract_sub_type_id: e.contractSubTypeCode,
    tender_procedure_code: e.procedureCode,
    contract_folder_id: e.contractFolderId,
    tender_part_presentation_code: e.tenderPartPresentationCode,
    tender_max_lot_presentation_qty: e.tenderMaxLotPresentationQty,
    tender_max_awarded_lots_qty: e.tenderMaxAwardedLotsQty,
    tender_submission_method_code: e.tenderSubmissionMethodCode,
  };
}

const listOrNull = <T>(items: T[]): T[] | null => (items.length > 0 ? items : null);

/**
 * Award criteria and what bidders must meet, under the names the notifications use: a changed
 * weight, solvency threshold, classification or guarantee is told like any other change.
 */
export function requirementFields(e: PlacspEntry): Record<string, unknown> {
  const r = e.requirements;
  const solvency = (kind: 'financial' | 'technical') =>
    (r?.[kind] ?? []).map((s) => ({
      lot_id: s.lotId,
      kind,
      description: s.description,
      threshold: s.threshold,
    }));
  return {
    awarding_criteria: listOrNull(
      (e.awardingCriteria ?? []).map((c) => ({
        lot_id: c.lotId,
        description: c.description,
        type_code: c.typeCode,
        weight: c.weight,
      })),
    ),
    classifications: listOrNull((r?.classifications ?? []).map((c) => ({ lot_id: c.lotId, code: c.code }))),
    solvency: listOrNull([...solvency('financial'), ...solvency('technical')]),
    guarantees: listOrNull(
      (r?.guarantees ?? []).map((g) => ({
        lot_id: g.lotId,
        type_code: g.typeCode,
        rate: g.rate,
        amount: g.amount,
      })),
    ),
  };
}

/** Versions stored before the importer read requirements have none: only compare two that both do. */
const hasRequirements = (e: PlacspEntry) => e.requirements !== undefined;

type GroupedDocument = PlacspDocument & { group: keyof PlacspEntry['documents'] };

/**
 * Each document with the facts a change is told by: its type's name and date are read since
 * 2026-11 and left out, so a version stored before does not make every minutes 'changed'.
 */
function allDocuments(e: PlacspEntry): GroupedDocument[] {
  return (Object.keys(e.documents) as (keyof PlacspEntry['documents'])[]).flatMap((group) =>
    e.documents[group].map(({ typeName: _name, issueDate: _date, ...d }) => ({ ...d, group })),
  );
}

const documentKey = (d: GroupedDocument) => `${d.group}|${d.uri ?? d.stringId ?? d.name ?? ''}`;

export interface EntryChanges {
  changes: FieldChanges;
  lotChanges: KeyedChange<Lot>[];
  documentChanges: KeyedChange<GroupedDocument>[];
}

/** What changed between two stored versions of one entry. */
export function entryChanges(before: PlacspEntry, after: PlacspEntry): EntryChanges {
  return {
    changes: diffFields(
      { ...trackedFields(before), ...(hasRequirements(before) ? requirementFields(before) : {}) },
      { ...trackedFields(after), ...(hasRequirements(before) ? requirementFields(after) : {}) },
    ),
    lotChanges: diffKeyed(before.lots, after.lots, (l) => l.lotId),
    documentChanges: diffKeyed(allDocuments(before), allDocuments(after), documentKey),
  };
}

export const hasChanges = (c: EntryChanges) =>
  Object.keys(c.changes).length > 0 || c.lotChanges.length > 0 || c.documentChanges.length > 0;

/** Awards a version adds: results whose lot and winner were not there before. */
export function newAwards(before: PlacspEntry | null, after: PlacspEntry): number {
  const key = (r: PlacspEntry['tenderResults'][number]) =>
    `${r.lotId ?? ''}|${r.winner?.identifier ?? r.winner?.name ?? ''}|${r.resultCode ?? ''}`;
  const old = new Set((before?.tenderResults ?? []).map(key));
  return after.tenderResults.filter((r) => r.winner && !old.has(key(r))).length;
}
