/** The p-th percentile (0–100) of some durations, nearest-rank: always one of the measured values. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new Error('percentile of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export interface Timing {
  p50: number;
  p95: number;
}

export const timingOf = (ms: readonly number[]): Timing => ({
  p50: percentile(ms, 50),
  p95: percentile(ms, 95),
});
