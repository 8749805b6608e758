/**
 * What an amount is. The first five are the amounts PLACSP publishes (EstimatedOverallContractAmount,
 * the budget's TaxExclusiveAmount and TotalAmount, an award's TaxExclusiveAmount and PayableAmount);
 * `best` and `awarded_best` name the sums that take one amount per tender or award in that order
 * of preference (the company page's charts).
 */
export const AMOUNT_BASIS_LABELS = [
  'estimated',
  'tax_exclusive',
  'total',
  'awarded_tax_exclusive',
  'awarded_total',
  'best',
  'awarded_best',
] as const;
export type AmountBasisLabel = (typeof AMOUNT_BASIS_LABELS)[number];

/** The one message key naming a basis (common/i18n/{es,en}/amounts.json), for every screen and sheet. */
export const amountBasisKey = (basis: AmountBasisLabel) => `amounts.basis.${basis}` as const;

export interface LabelledAmount {
  basis: AmountBasisLabel;
  /** Decimal text, as the API sends it. */
  value: string;
}

const present = (amounts: Array<[AmountBasisLabel, string | null | undefined]>): LabelledAmount[] =>
  amounts.flatMap(([basis, value]) => (value ? [{ basis, value }] : []));

/** A tender's or a lot's stated amounts, each with its basis, in the order a reader compares them. */
export function budgetAmounts(budget: {
  estimated_overall_contract_amount?: string | null;
  tax_exclusive_amount: string | null;
  total_amount: string | null;
}): LabelledAmount[] {
  return present([
    ['estimated', budget.estimated_overall_contract_amount],
    ['tax_exclusive', budget.tax_exclusive_amount],
    ['total', budget.total_amount],
  ]);
}

/** An award's amounts, without VAT first (what discounts and the market compare). */
export function awardedAmounts(award: {
  tax_exclusive_amount: string | null;
  payable_amount: string | null;
}): LabelledAmount[] {
  return present([
    ['awarded_tax_exclusive', award.tax_exclusive_amount],
    ['awarded_total', award.payable_amount],
  ]);
}
