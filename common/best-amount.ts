/** Which of a tender's stated amounts its best amount is. */
export const AMOUNT_BASES = ['estimated', 'tax_exclusive', 'total'] as const;
export type AmountBasis = (typeof AMOUNT_BASES)[number];

export interface BestAmount {
  value: string;
  basis: AmountBasis;
}

/**
 * The amount a tender is shown and sorted by: its estimated value, else its budget without VAT,
 * else its budget with VAT (a quarter of real tenders state only the budget).
 */
export function bestAmount(amounts: {
  estimated: string | null;
  taxExclusive: string | null;
  total: string | null;
}): BestAmount | null {
  if (amounts.estimated !== null) return { value: amounts.estimated, basis: 'estimated' };
  if (amounts.taxExclusive !== null) return { value: amounts.taxExclusive, basis: 'tax_exclusive' };
  if (amounts.total !== null) return { value: amounts.total, basis: 'total' };
  return null;
}
