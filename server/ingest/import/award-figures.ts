import { awardBudget, awardDiscount, awardRanges } from '../../../common/competition';
import type { PlacspEntry, TenderResult } from '../../db/tender-data';

/** The competition columns of one award's `tender_results` row. */
export function awardFigures(entry: PlacspEntry, result: TenderResult) {
  const { budget, shared } = awardBudget(entry, result.lotId);
  const { discount, exclusion } = awardDiscount({
    resultCode: result.resultCode,
    awardedAmount: result.taxExclusiveAmount,
    budget,
    sharedBudget: shared,
    procedureCode: entry.procedureCode,
    contractingSystemCode: entry.contractingSystemCode,
    text: `${entry.title} ${entry.summary ?? ''}`,
  });
  return {
    lowerTenderAmount: result.lowerTenderAmount,
    higherTenderAmount: result.higherTenderAmount,
    smeAwarded: result.smeAwarded,
    budgetAmount: budget,
    discount,
    discountExclusion: exclusion,
  };
}

/** The tender's ranges over its awards' figures (its `projects` columns), stored with them. */
export const tenderAwardRanges = (entry: PlacspEntry) =>
  awardRanges(
    entry.tenderResults.map((r) => ({
      receivedTenderQuantity: r.receivedTenderQuantity,
      ...awardFigures(entry, r),
    })),
  );
