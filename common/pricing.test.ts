import { describe, expect, it } from 'vitest';
import { computePrice, unitPriceCents } from './pricing';

describe('unitPriceCents', () => {
  it.each([
    [1, 45_00],
    [2, 30_00],
    [10, 30_00],
    [11, 25_00],
    [250, 25_00],
  ])('monthly, %i licences → %i cents each', (quantity, cents) => {
    expect(unitPriceCents(quantity, 'monthly')).toBe(cents);
  });

  it.each([
    [1, 450_00],
    [2, 300_00],
    [10, 300_00],
    [11, 250_00],
  ])('yearly, %i licences → %i cents each', (quantity, cents) => {
    expect(unitPriceCents(quantity, 'yearly')).toBe(cents);
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses %s licences', (quantity) => {
    expect(() => unitPriceCents(quantity, 'monthly')).toThrow(RangeError);
  });
});

describe('computePrice', () => {
  it('charges the whole quantity at its tier and adds 21 % VAT separately', () => {
    expect(computePrice(1, 'monthly')).toEqual({
      quantity: 1,
      frequency: 'monthly',
      unitCents: 45_00,
      subtotalCents: 45_00,
      vatCents: 9_45,
      totalCents: 54_45,
    });
    expect(computePrice(5, 'monthly')).toMatchObject({
      subtotalCents: 150_00,
      vatCents: 31_50,
      totalCents: 181_50,
    });
    expect(computePrice(10, 'monthly')).toMatchObject({ subtotalCents: 300_00, totalCents: 363_00 });
    expect(computePrice(11, 'monthly')).toMatchObject({
      subtotalCents: 275_00,
      vatCents: 57_75,
      totalCents: 332_75,
    });
    expect(computePrice(12, 'monthly')).toMatchObject({
      subtotalCents: 300_00,
      vatCents: 63_00,
      totalCents: 363_00,
    });
  });

  it('prices a year the same way', () => {
    expect(computePrice(1, 'yearly')).toMatchObject({
      subtotalCents: 450_00,
      vatCents: 94_50,
      totalCents: 544_50,
    });
    expect(computePrice(2, 'yearly')).toMatchObject({ subtotalCents: 600_00, totalCents: 726_00 });
    expect(computePrice(11, 'yearly')).toMatchObject({ subtotalCents: 2750_00, vatCents: 577_50 });
  });

  it('rounds VAT to the nearest cent and keeps integers', () => {
    for (let q = 1; q <= 40; q++) {
      const p = computePrice(q, 'monthly');
      expect(Number.isInteger(p.vatCents)).toBe(true);
      expect(p.totalCents).toBe(p.subtotalCents + p.vatCents);
    }
  });
});
