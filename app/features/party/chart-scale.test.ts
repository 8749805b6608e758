import { describe, expect, it } from 'vitest';
import { chartUnit, scaledAmount, yearBars } from './chart-scale';

describe('the yearly bar chart scale', () => {
  it('orders the years and fills the gaps between them with empty bars', () => {
    expect(yearBars({ '2021': '10.5', '2018': '600.00', '2019': '765.00' })).toEqual([
      { year: 2018, amount: 600 },
      { year: 2019, amount: 765 },
      { year: 2020, amount: 0 },
      { year: 2021, amount: 10.5 },
    ]);
    expect(yearBars({})).toEqual([]);
  });

  it('counts in thousands up to 1,000,000 and in millions above', () => {
    expect(chartUnit([{ year: 2024, amount: 1_000_000 }])).toBe('thousands');
    expect(
      chartUnit([
        { year: 2024, amount: 5 },
        { year: 2025, amount: 1_000_000.01 },
      ]),
    ).toBe('millions');
  });

  it('writes the figures in the Spanish locale, in the unit', () => {
    expect(scaledAmount(600, 'thousands')).toBe('0,6');
    expect(scaledAmount(76_268.38, 'thousands')).toBe('76,27');
    expect(scaledAmount(1_234_567_890, 'millions')).toBe('1.234,57');
  });
});
