import { describe, expect, it } from 'vitest';
import { awardDifference, compareAward, formatRatio } from './award-difference';

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

  // Real awards: OBR-18-058 (regional platforms) states only amounts without VAT; IDINAT's lot 1
  // of CON/2026/6 states both.
  it('compares without VAT when both sides have it, else with VAT', () => {
    const obr = compareAward(
      { total: null, taxExclusive: '103278.00' },
      { total: null, taxExclusive: '142080.76' },
    );
    expect(obr).toEqual({ amount: -38802.76, ratio: -38802.76 / 142080.76, withoutVat: true });
    expect(formatRatio(obr?.ratio ?? 0)).toBe('-27,31\u00a0%');
    expect(
      compareAward(
        { total: '73481.32', taxExclusive: '60728.36' },
        { total: '73576.36', taxExclusive: '60806.9' },
      ),
    ).toMatchObject({ amount: -78.54, withoutVat: true });
    expect(compareAward({ total: '121', taxExclusive: null }, { total: '100', taxExclusive: '80' })).toEqual({
      amount: 21,
      ratio: 0.21,
      withoutVat: false,
    });
    expect(
      compareAward({ total: null, taxExclusive: '100' }, { total: '121', taxExclusive: null }),
    ).toBeNull();
  });
});
