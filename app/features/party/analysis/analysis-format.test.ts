import { describe, expect, it } from 'vitest';
import { formatOffers, formatShare, quartileRange } from './analysis-format';

const NBSP = '\u00a0';

describe('the analysis figures', () => {
  it('writes fractions as Spanish percentages with one decimal at most', () => {
    expect(formatShare(0.1234)).toBe(`12,3${NBSP}%`);
    expect(formatShare(1)).toBe(`100${NBSP}%`);
    expect(formatShare(null)).toBe('—');
  });

  it('writes medians of offers with a decimal comma', () => {
    expect(formatOffers(2.5)).toBe('2,5');
    expect(formatOffers(3)).toBe('3');
    expect(formatOffers(null)).toBe('—');
  });

  it('gives the quartiles only when something was counted', () => {
    expect(quartileRange(0.1, 0.3, formatShare)).toBe(`10${NBSP}% – 30${NBSP}%`);
    expect(quartileRange(null, null, formatShare)).toBeNull();
  });
});
