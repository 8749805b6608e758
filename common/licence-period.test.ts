import { describe, expect, it } from 'vitest';
import { madridToday } from './calendar';
import { manualPeriodEnd } from './licence-period';

describe('manualPeriodEnd', () => {
  it('runs one month for monthly billing, the month’s last day when the day does not exist', () => {
    expect(manualPeriodEnd('monthly', '2027-01-31')).toBe('2027-02-28');
    expect(manualPeriodEnd('monthly', '2028-01-30')).toBe('2028-02-29');
    expect(manualPeriodEnd('monthly', '2026-11-23')).toBe('2026-12-23');
    expect(manualPeriodEnd('monthly', '2026-12-31')).toBe('2027-01-31');
  });

  it('runs one year for yearly billing, 29 February ending on 28 February', () => {
    expect(manualPeriodEnd('yearly', '2026-11-23')).toBe('2027-11-23');
    expect(manualPeriodEnd('yearly', '2028-02-29')).toBe('2029-02-28');
  });

  it('starts today in Madrid by default', () => {
    expect(manualPeriodEnd('yearly')).toBe(manualPeriodEnd('yearly', madridToday()));
  });

  it('refuses what is not a calendar date', () => {
    expect(() => manualPeriodEnd('monthly', 'mañana')).toThrow(RangeError);
  });
});
