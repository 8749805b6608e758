import { type EligibilityScope, eligibilityFacts } from '../../../common/eligibility/requirement-facts';
import { durationInMonths } from '../../../common/execution-end';
import type { PlacspEntry } from '../../db/tender-data';
import { presentRequirements } from '../tenders/present-requirements';

/** The eligibility scopes of a stored entry: its requirements with the values a multiple refers to. */
export function entryEligibilityFacts(entry: PlacspEntry): EligibilityScope[] | null {
  const value = entry.estimatedOverallContractAmount ?? entry.taxExclusiveAmount;
  return eligibilityFacts(presentRequirements(entry.requirements ?? null), {
    estimatedValue: value == null ? null : Number(value),
    durationMonths: durationInMonths({
      planned_period: entry.plannedPeriod,
      planned_period_unit: entry.plannedPeriodUnit,
      planned_start_date: entry.plannedStartDate,
      planned_end_date: entry.plannedEndDate,
    }),
  });
}
