import { formatPercent } from '../../../../common/format';

const decimal = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1, useGrouping: 'always' });

/** A share or a discount given as a fraction: 0.1234 → "12,3 %"; '—' when there is none. */
export function formatShare(value: number | null): string {
  return value === null ? '—' : formatPercent(value);
}

/** A number of offers (a median may fall between two): 2.5 → "2,5"; '—' when there is none. */
export function formatOffers(value: number | null): string {
  return value === null ? '—' : decimal.format(value);
}

/** 'Q1 – Q3' in the given format, or null when there are no quartiles (nothing was counted). */
export function quartileRange(
  q1: number | null,
  q3: number | null,
  format: (value: number | null) => string,
): string | null {
  return q1 === null || q3 === null ? null : `${format(q1)} – ${format(q3)}`;
}
