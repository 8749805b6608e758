import { describe, expect, it } from 'vitest';
import { awardDifference, formatRatio } from './award-difference';

describe('award difference', () => {
  it('subtracts the tendered amount from the awarded one, to the cent', () => {
    const diff = awardDifference('73481.32', '73576.36');
    expect(diff?.amount).toBe(-95.04);
    expect(formatRatio(diff?.ratio ?? 0)).toBe('-0,13\u00a0%');
    expect(formatRatio(awardDifference('110', '100')?.ratio ?? 0)).toBe('+10,00\u00a0%');
  });

  it('has nothing to say without both amounts, and no percentage over zero', () => {
    expect(awardDifference(null, '100')).toBeNull();
    expect(awardDifference('100', null)).toBeNull();
    expect(awardDifference('100', '0')).toEqual({ amount: 100, ratio: null });
  });
});
