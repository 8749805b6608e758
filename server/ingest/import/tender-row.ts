import { bestAmount } from '../../../common/best-amount';
import { cpvPrefixesOf } from '../../../common/cpv';
import { type ExecutionPeriod, executionEndFields } from '../../../common/execution-end';
import type { projects } from '../../db/schema';
import type { PlacspEntry } from '../../db/tender-data';
import { entryCompactEligibility } from '../../search/entry-eligibility';
import { requirementFigures } from '../../search/requirement-figures';
import { tenderAwardRanges } from './award-figures';

export type TenderInsert = typeof projects.$inferInsert;

/**
 * The searchable columns of a project, derived from its mapped entry (stored whole in `data`).
 * Its parties' ids are not known yet: the statement that stores it finds them by key.
 */
export function tenderRow(e: PlacspEntry): TenderInsert {
  const buyerAddress = e.contractingParty?.address ?? null;
  const ends = executionEndFields(executionPeriodOf(e), e.contractExtension ?? null);
  return {
    entryId: e.entryId,
    feed: e.source,
    sourceUpdatedAt: new Date(e.updated),
    deletedAt: null,
    deletedReason: null,
    title: e.title,
    summary: e.summary,
    status: e.status,
    totalAmount: e.totalAmount,
    taxExclusiveAmount: e.taxExclusiveAmount,
    estimatedAmount: e.estimatedOverallContractAmount,
    sortAmount:
      bestAmount({
        estimated: e.estimatedOverallContractAmount,
        taxExclusive: e.taxExclusiveAmount,
        total: e.totalAmount,
      })?.value ?? null,
    contractFolderId: e.contractFolderId,
    link: e.link,
    plannedPeriod: e.plannedPeriod,
    plannedPeriodUnit: e.plannedPeriodUnit,
    plannedStartDate: e.plannedStartDate,
    plannedEndDate: e.plannedEndDate,
    executionEnd: ends.execution_end,
    executionEndBasis: ends.execution_end_basis,
    extensionText: ends.extension_text,
    executionEndWithExtensions: ends.execution_end_with_extensions,
    contractType: e.contractTypeCode,
    procedureCode: e.procedureCode,
    contractingPartyName: e.contractingParty?.name ?? null,
    // Where the work happens; most entries only say where the buyer is.
    locationCity: e.location?.city ?? buyerAddress?.city ?? null,
    locationPostalCode: e.location?.postalCode ?? buyerAddress?.postalCode ?? null,
    locationNuts: e.location?.subentityCode ?? null,
    locationSubentity: e.location?.countrySubentity ?? null,
    locationCountry: e.location?.countryCode ?? buyerAddress?.countryCode ?? null,
    publicationDate: e.publicationDate,
    submissionDeadline: e.submissionDeadline ? new Date(e.submissionDeadline) : null,
    cpvCodes: e.cpvCodes,
    cpvPrefixes: cpvPrefixesOf(e.cpvCodes),
    hasLots: e.hasLots,
    ...tenderAwardRanges(e),
    ...requirementFigures(e),
    eligibilityFacts: entryCompactEligibility(e),
    data: e,
    updatedAt: new Date(),
  };
}

/**
 * The dates an entry's execution end is computed from. Lots formalised on different days end
 * on different days: the earliest start counts, so a renewal is never announced too late.
 */
function executionPeriodOf(e: PlacspEntry): ExecutionPeriod {
  const earliest = (dates: (string | null)[]) =>
    dates.filter((d): d is string => d !== null).sort()[0] ?? null;
  return {
    date: e.publicationDate,
    planned_period: e.plannedPeriod,
    planned_period_unit: e.plannedPeriodUnit,
    planned_start_date: e.plannedStartDate,
    planned_end_date: e.plannedEndDate,
    formalisation_date: earliest(e.tenderResults.map((r) => r.formalisationDate)),
    award_date: earliest(e.tenderResults.map((r) => r.awardDate)),
  };
}
