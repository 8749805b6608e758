import { describe, expect, it } from 'vitest';
import type { PipelineSummary } from '../../../../common/api/pipeline';
import { summaryTotals } from './summary-totals';

const summary = (over: Partial<PipelineSummary>): PipelineSummary => ({
  open_by_stage: {
    detected: 3,
    studying: 1,
    deciding: 0,
    preparing: 2,
    submitted: 1,
    won: 2,
    lost: 5,
    discarded: 4,
  },
  win_rate_by_year: [
    { year: 2026, presented: 4, won: 1, rate: 0.25 },
    { year: 2025, presented: 3, won: 1, rate: 1 / 3 },
  ],
  win_rate_by_division: [],
  value_presented: 0,
  value_won: 0,
  average_discount_ours: null,
  average_discount_winning: null,
  ...over,
});

describe('summaryTotals', () => {
  it('counts the cards still in play and the bids won of those presented, over every year', () => {
    expect(summaryTotals(summary({}))).toEqual({ open: 7, presented: 7, won: 2, rate: 2 / 7 });
  });

  it('has no rate before any result is known', () => {
    expect(summaryTotals(summary({ win_rate_by_year: [] }))).toMatchObject({ presented: 0, rate: null });
  });
});
