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
  const known = new Map(
    Object.entries(amounts)
      .map(([year, amount]) => [Number(year), Number(amount)] as const)
      .filter(([year, amount]) => Number.isInteger(year) && Number.isFinite(amount)),
  );
  if (known.size === 0) return [];
  const years = [...known.keys()];
  const bars: YearBar[] = [];
  for (let year = Math.min(...years); year <= Math.max(...years); year++) {
    bars.push({ year, amount: known.get(year) ?? 0 });
  }
  return bars;
}

export function chartUnit(bars: readonly YearBar[]): ChartUnit {
  return bars.some((bar) => bar.amount > MILLIONS_ABOVE) ? 'millions' : 'thousands';
}

const scaled = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2, useGrouping: 'always' });

/** The figure written on a bar, in the chart's unit: 600 € → "0,6" (thousands). */
export function scaledAmount(amount: number, unit: ChartUnit): string {
  return scaled.format(amount / (unit === 'millions' ? 1_000_000 : 1_000));
}
