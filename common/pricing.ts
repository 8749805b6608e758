/**
 * Licence prices (ARCHITECTURE "Decisions": the formula is the truth). Amounts are integer
 * euro cents; VAT is added separately so the form and the invoices can show each line.
 */
export const billingFrequencies = ['monthly', 'yearly'] as const;
export type BillingFrequency = (typeof billingFrequencies)[number];

export const VAT_RATE_PERCENT = 21;
/** Tiers by the total number of licences: the whole quantity is charged at one tier's price. */
const UNIT_CENTS: Record<BillingFrequency, { single: number; upToTen: number; overTen: number }> = {
  monthly: { single: 45_00, upToTen: 30_00, overTen: 25_00 },
  yearly: { single: 450_00, upToTen: 300_00, overTen: 250_00 },
};

export interface Price {
  quantity: number;
  frequency: BillingFrequency;
  unitCents: number;
  subtotalCents: number;
  vatCents: number;
  totalCents: number;
}

/** Price per licence for a subscription of `quantity` licences. */
export function unitPriceCents(quantity: number, frequency: BillingFrequency): number {
  if (!Number.isInteger(quantity) || quantity < 1) throw new RangeError(`quantity must be ≥ 1: ${quantity}`);
  const tiers = UNIT_CENTS[frequency];
  if (quantity === 1) return tiers.single;
  return quantity <= 10 ? tiers.upToTen : tiers.overTen;
}

/** Subtotal, VAT (rounded to the cent) and total for `quantity` licences. */
export function computePrice(quantity: number, frequency: BillingFrequency): Price {
  const unitCents = unitPriceCents(quantity, frequency);
  const subtotalCents = unitCents * quantity;
  const vatCents = Math.round((subtotalCents * VAT_RATE_PERCENT) / 100);
  return { quantity, frequency, unitCents, subtotalCents, vatCents, totalCents: subtotalCents + vatCents };
}
