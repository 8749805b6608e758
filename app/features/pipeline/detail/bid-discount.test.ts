import { describe, expect, it } from 'vitest';
import { discountOf } from './bid-discount';

describe('discountOf', () => {
  it('is the fraction under the budget, to the hundredth of a percent', () => {
    expect(discountOf(177_638.19, '201861.58')).toBe(0.12);
    expect(discountOf(100, '300')).toBe(0.6667);
    expect(discountOf(300, '300')).toBe(0);
  });

  it('is negative over the budget and unknown without both figures', () => {
    expect(discountOf(330, '300')).toBe(-0.1);
    expect(discountOf(null, '300')).toBeUndefined();
    expect(discountOf(100, null)).toBeUndefined();
    expect(discountOf(100, '0')).toBeUndefined();
  });
});
