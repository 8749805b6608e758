/** What an award saved (negative) or added against the tendered amount, in euros and percent. */
export interface AwardDifference {
  amount: number;
  /** Share of the tendered amount, e.g. -0.0013 for -0,13 %. */
  ratio: number | null;
}

const toNumber = (value: string | null): number | null => {
  if (value === null || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

/** null when either amount is missing; no ratio when nothing was tendered. */
export function awardDifference(awarded: string | null, tendered: string | null): AwardDifference | null {
  const a = toNumber(awarded);
  const t = toNumber(tendered);
  if (a === null || t === null) return null;
  // Cents, so 73481.32 - 73576.36 reads -95.04 and not -95.0399999.
  const amount = Math.round((a - t) * 100) / 100;
  return { amount, ratio: t === 0 ? null : amount / t };
}

/** An amount with VAT and without it, as the API sends them (decimal strings). */
export interface AmountPair {
  total: string | null;
  taxExclusive: string | null;
}

export interface AwardComparison extends AwardDifference {
  /** Both sides without VAT (else both with it). */
  withoutVat: boolean;
}

/**
 * Compares like with like: the amounts without VAT when the award and the tender both have one
 * (the discount is measured so), else those with VAT; null when no pair exists.
 */
export function compareAward(awarded: AmountPair, tendered: AmountPair): AwardComparison | null {
  const net = awardDifference(awarded.taxExclusive, tendered.taxExclusive);
  if (net) return { ...net, withoutVat: true };
  const gross = awardDifference(awarded.total, tendered.total);
  return gross && { ...gross, withoutVat: false };
}

const percent = new Intl.NumberFormat('es-ES', {
  style: 'percent',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'exceptZero',
});

/** "-0,13 %" */
export function formatRatio(ratio: number): string {
  return percent.format(ratio);
}
