import type { OcdsRelease } from '../../../common/api/ocds';
import { madridLocalToUtc } from '../../../common/calendar';
import { PROCEDURES } from '../../../common/reference/codice';
import type { DocumentGroups, PlacspEntry, TenderResult } from '../../db/tender-data';
import type { VersionState } from './entry-versions';
import {
  AWARD_STATUS,
  DOCUMENT_TYPE,
  MAIN_CATEGORY,
  PROCUREMENT_METHOD,
  SIGNED_RESULTS,
  TENDER_STATUS,
} from './ocds-codes';
import { mergedParties, ocdsBuyer, ocdsParty, uriOrNothing } from './ocds-parties';

/** Amounts as published are decimal text in euros; OCDS wants a number and its currency. */
const value = (amount: string | null | undefined, currency: string | null) =>
  amount ? { amount: Number(amount), currency: currency ?? 'EUR' } : undefined;

/** A calendar day of PLACSP is a Madrid day: as an instant, its midnight there. */
const dayStart = (date: string | null | undefined) =>
  date ? (madridLocalToUtc(date, '00:00') ?? undefined) : undefined;

/** Leaves out what is unknown: OCDS reads a missing field as "not stated", null as "cleared". */
function defined<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(fields).filter(([, v]) => v !== undefined && v !== null),
  ) as Partial<T>;
}

const SUBMISSION_METHOD: Record<string, string[]> = {
  '1': ['electronicSubmission'],
  '2': ['written'],
  '3': ['electronicSubmission', 'written'],
};

function documentsOf(groups: DocumentGroups) {
  const documents = (Object.keys(DOCUMENT_TYPE) as (keyof DocumentGroups)[]).flatMap((group) =>
    groups[group].map((d, i) =>
      defined({
        id: `${group}-${i + 1}`,
        documentType: DOCUMENT_TYPE[group],
        title: d.name ?? d.stringId ?? undefined,
        url: uriOrNothing(d.uri),
        datePublished: dayStart(d.issueDate),
        format: d.mimeType ?? undefined,
        language: 'es',
      }),
    ),
  );
  return documents.length > 0 ? documents : undefined;
}

/** CPV codes as items: the folder's own, then each lot's with its relatedLot. */
function itemsOf(entry: PlacspEntry) {
  const inLots = new Set(entry.lots.flatMap((lot) => lot.cpvCodes));
  const cpv = (code: string) => ({ scheme: 'CPV', id: code });
  const items = [
    ...entry.cpvCodes.filter((code) => !inLots.has(code)).map((code) => ({ classification: cpv(code) })),
    ...entry.lots.flatMap((lot) =>
      lot.cpvCodes.map((code) => ({ classification: cpv(code), relatedLot: lot.lotId })),
    ),
  ];
  return items.length > 0 ? items.map((item, i) => ({ id: String(i + 1), ...item })) : undefined;
}

const awardIdOf = (result: TenderResult, i: number) =>
  `adjudicacion-${i + 1}${result.lotId ? `-lote-${result.lotId}` : ''}`;

function awardsOf(entry: PlacspEntry) {
  return entry.tenderResults.map((r, i) =>
    defined({
      id: awardIdOf(r, i),
      status: r.resultCode ? AWARD_STATUS[r.resultCode] : undefined,
      description: r.description ?? undefined,
      date: dayStart(r.awardDate),
      value: value(r.taxExclusiveAmount ?? r.payableAmount, entry.currency),
      suppliers: r.winner
        ? [{ id: ocdsParty(r.winner, 'supplier').id, name: r.winner.name ?? undefined }]
        : undefined,
      relatedLots: r.lotId ? [r.lotId] : undefined,
    }),
  );
}

function contractsOf(entry: PlacspEntry) {
  return entry.tenderResults.flatMap((r, i) =>
    r.resultCode && SIGNED_RESULTS.has(r.resultCode)
      ? [
          defined({
            id: `${awardIdOf(r, i)}-contrato`,
            awardID: awardIdOf(r, i),
            title: r.contractId ?? undefined,
            status: 'active',
            dateSigned: dayStart(r.formalisationDate),
            value: value(r.taxExclusiveAmount ?? r.payableAmount, entry.currency),
            period: r.startDate ? { startDate: dayStart(r.startDate) } : undefined,
          }),
        ]
      : [],
  );
}

/** tender.status: as the folder's status says, or unsuccessful when none of its results awarded anything. */
function tenderStatusOf(state: VersionState): string | undefined {
  if (state.withdrawn) return 'withdrawn';
  const status = state.entry.status ? TENDER_STATUS[state.entry.status] : undefined;
  const results = state.entry.tenderResults;
  const nothingAwarded =
    results.length > 0 &&
    results.every((r) => ['unsuccessful', 'cancelled'].includes(AWARD_STATUS[r.resultCode ?? ''] ?? ''));
  return status === 'complete' && nothingAwarded ? 'unsuccessful' : status;
}

/** The awards a version published: only once its status is an award or a signed contract. */
const awarded = (entry: PlacspEntry) => entry.status === 'ADJ' || entry.status === 'RES';

/** One OCDS release: the tender as one stored version published it. */
export function releaseOf(ocid: string, tenderId: number, state: VersionState): OcdsRelease {
  const { entry } = state;
  const withAwards = awarded(entry) && entry.tenderResults.length > 0;
  const buyer = entry.contractingParty ? ocdsBuyer(entry.contractingParty) : undefined;
  const suppliers = withAwards
    ? entry.tenderResults.flatMap((r) => (r.winner ? [ocdsParty(r.winner, 'supplier')] : []))
    : [];
  const parties = mergedParties([...(buyer ? [buyer] : []), ...suppliers]);
  const single = entry.tenderResults.length === 1 ? entry.tenderResults[0] : undefined;
  const tender = defined({
    id: entry.contractFolderId ?? String(tenderId),
    title: entry.title,
    description: entry.summary ?? undefined,
    status: tenderStatusOf(state),
    value: value(entry.estimatedOverallContractAmount ?? entry.taxExclusiveAmount, entry.currency),
    procurementMethod: entry.procedureCode ? PROCUREMENT_METHOD[entry.procedureCode] : undefined,
    procurementMethodDetails: entry.procedureCode
      ? PROCEDURES[entry.procedureCode as keyof typeof PROCEDURES]
      : undefined,
    mainProcurementCategory: entry.contractTypeCode ? MAIN_CATEGORY[entry.contractTypeCode] : undefined,
    submissionMethod: entry.tenderSubmissionMethodCode
      ? SUBMISSION_METHOD[entry.tenderSubmissionMethodCode]
      : undefined,
    tenderPeriod: entry.submissionDeadline ? { endDate: entry.submissionDeadline } : undefined,
    contractPeriod:
      entry.plannedStartDate || entry.plannedEndDate
        ? defined({ startDate: dayStart(entry.plannedStartDate), endDate: dayStart(entry.plannedEndDate) })
        : undefined,
    items: itemsOf(entry),
    // Offers are published per award: one award's count is the tender's only without lots.
    numberOfTenderers: withAwards ? (single?.receivedTenderQuantity ?? undefined) : undefined,
    documents: documentsOf(entry.documents),
    lots: entry.lots.length
      ? entry.lots.map((lot) =>
          defined({
            id: lot.lotId,
            title: lot.summary ?? undefined,
            description: lot.description ?? undefined,
            value: value(lot.estimatedOverallContractAmount ?? lot.taxExclusiveAmount, entry.currency),
          }),
        )
      : undefined,
  });
  const contracts = withAwards ? contractsOf(entry) : [];
  return {
    ocid,
    id: `${ocid}-${state.versionId ?? 'actual'}`,
    date: state.date.toISOString(),
    tag: state.tags,
    initiationType: 'tender' as const,
    language: 'es',
    ...(parties.length > 0 ? { parties } : {}),
    ...(buyer ? { buyer: defined({ id: buyer.id, name: buyer.name }) } : {}),
    tender,
    ...(withAwards ? { awards: awardsOf(entry) } : {}),
    ...(contracts.length > 0 ? { contracts } : {}),
  };
}
