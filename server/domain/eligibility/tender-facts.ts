import { type EligibilityScope, eligibilityFacts } from '../../../common/eligibility/requirement-facts';
import { durationInMonths } from '../../../common/execution-end';
import {
  eligibilityRequirements,
  type TenderPliego,
  withPliegoRequirements,
} from '../../../common/requirements/pliego-requirements';
import type { PlacspEntry } from '../../db/tender-data';
import { presentRequirements } from '../tenders/present-requirements';

/**
 * The eligibility scopes of a stored entry: its requirements (with its pliego's where the feed
 * leaves them to it) and the values a multiple refers to.
 */
export function entryEligibilityFacts(
  entry: PlacspEntry,
  pliego: TenderPliego | null = null,
): EligibilityScope[] | null {
  const value = entry.estimatedOverallContractAmount ?? entry.taxExclusiveAmount;
  const requirements = withPliegoRequirements(presentRequirements(entry.requirements ?? null), pliego);
  return eligibilityFacts(requirements && eligibilityRequirements(requirements), {
    estimatedValue: value == null ? null : Number(value),
    durationMonths: durationInMonths({
      planned_period: entry.plannedPeriod,
      planned_period_unit: entry.plannedPeriodUnit,
      planned_start_date: entry.plannedStartDate,
      planned_end_date: entry.plannedEndDate,
    }),
  });
}
