import { describe, expect, it } from 'vitest';
import { addMonths, madridToday, parseDisplayedDate } from './calendar';

describe('madridToday', () => {
  it('is the calendar day in Madrid, not in UTC', () => {
    expect(madridToday(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
    expect(madridToday(new Date('2026-12-31T22:59:00Z'))).toBe('2026-12-31');
  });
});

describe('addMonths', () => {
  it('keeps the day or falls back to the month’s last one', () => {
    const day = (d: string, months: number) =>
      addMonths(new Date(`${d}T00:00:00Z`), months)
        .toISOString()
        .slice(0, 10);
    expect(day('2026-01-31', 1)).toBe('2026-02-28');
    expect(day('2028-01-31', 1)).toBe('2028-02-29');
    expect(day('2026-03-31', -1)).toBe('2026-02-28');
    expect(day('2026-12-15', 1)).toBe('2027-01-15');
  });
});

describe('parseDisplayedDate', () => {
  it('reads DD/MM/YYYY as typed, with or without leading zeros', () => {
    expect(parseDisplayedDate('28/02/2027')).toBe('2027-02-28');
    expect(parseDisplayedDate(' 1/3/2027 ')).toBe('2027-03-01');
  });

  it('refuses days that do not exist and other shapes', () => {
    expect(parseDisplayedDate('29/02/2027')).toBeUndefined();
    expect(parseDisplayedDate('31/04/2027')).toBeUndefined();
    expect(parseDisplayedDate('2027-02-28')).toBeUndefined();
    expect(parseDisplayedDate('')).toBeUndefined();
  });
});
