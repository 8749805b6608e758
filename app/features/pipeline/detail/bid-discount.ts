/** Our discount on the budget without VAT (0.12 is 12 %), or undefined when either is unknown. */
export function discountOf(
  bid: number | null | undefined,
  budget: string | null | undefined,
): number | undefined {
  const base = budget == null ? Number.NaN : Number(budget);
  if (bid == null || !Number.isFinite(base) || base <= 0) return undefined;
  return Math.round((1 - bid / base) * 10_000) / 10_000;
}
