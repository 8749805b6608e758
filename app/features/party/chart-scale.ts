import { everyYear } from '../../../common/year-series';

/** The chart switches from thousands to millions of euros above 1,000,000. */
export const MILLIONS_ABOVE = 1_000_000;

export type ChartUnit = 'thousands' | 'millions';

export interface YearBar {
  year: number;
  /** Euros. */
  amount: number;
}

/**
 * The bars of a year → amount map (exact decimal strings from the API), oldest first, with the
 * years in between that have nothing shown as empty bars so the time axis stays even.
 */
export function yearBars(amounts: Record<string, string>): YearBar[] {
  const known = Object.entries(amounts)
    .map(([year, amount]) => ({ year: Number(year), amount: Number(amount) }))
    .filter((bar) => Number.isInteger(bar.year) && Number.isFinite(bar.amount));
  return everyYear(known, (year) => ({ year, amount: 0 }));
}

export function chartUnit(bars: readonly YearBar[]): ChartUnit {
  return bars.some((bar) => bar.amount > MILLIONS_ABOVE) ? 'millions' : 'thousands';
}

const scaled = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2, useGrouping: 'always' });

/** The figure written on a bar, in the chart's unit: 600 € → "0,6" (thousands). */
export function scaledAmount(amount: number, unit: ChartUnit): string {
  return scaled.format(amount / (unit === 'millions' ? 1_000_000 : 1_000));
}
