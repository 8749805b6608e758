/**
 * A yearly series with every year from its first to its last, a year without data given by
 * `empty(year)`, so a chart's time axis never jumps (2022 → 2025) over years with nothing.
 * Rows may come in any order; the answer is oldest first.
 */
export function everyYear<Row extends { year: number }>(
  rows: readonly Row[],
  empty: (year: number) => Row,
): Row[] {
  if (rows.length === 0) return [];
  const byYear = new Map(rows.map((row) => [row.year, row]));
  const years = [...byYear.keys()];
  const series: Row[] = [];
  for (let year = Math.min(...years); year <= Math.max(...years); year++) {
    series.push(byYear.get(year) ?? empty(year));
  }
  return series;
}

/** The same for a year → amount object (exact decimal text, as the party page sends it). */
export function everyYearOf(amounts: Record<string, string>): Record<string, string> {
  const rows = Object.entries(amounts).map(([year, amount]) => ({ year: Number(year), amount }));
  return Object.fromEntries(
    everyYear(rows, (year) => ({ year, amount: '0' })).map((r) => [r.year, r.amount]),
  );
}
