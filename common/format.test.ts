import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatCount,
  formatDate,
  formatDateMinutes,
  formatDateTime,
  formatEuros,
  formatInvoiceAmount,
  madridWallClock,
  paginationWindow,
  truncate,
} from './format';

const NBSP = '\u00a0';

describe('formatCount', () => {
  it('groups every count past 999 with dots, four digits too', () => {
    expect(formatCount(7)).toBe('7');
    expect(formatCount(8540)).toBe('8.540');
    expect(formatCount(1234567)).toBe('1.234.567');
  });
});

describe('formatEuros', () => {
  it('groups thousands with dots, uses a decimal comma and a trailing €', () => {
    expect(formatEuros(1234.56)).toBe(`1.234,56${NBSP}€`);
    expect(formatEuros(1234567.8)).toBe(`1.234.567,80${NBSP}€`);
  });

  it('always shows two decimals, also for small and negative amounts', () => {
    expect(formatEuros(0)).toBe(`0,00${NBSP}€`);
    expect(formatEuros(45)).toBe(`45,00${NBSP}€`);
    expect(formatEuros(-1500)).toBe(`-1.500,00${NBSP}€`);
  });
});

describe('formatAmount', () => {
  it('formats the decimal strings of the API and leaves missing values empty', () => {
    expect(formatAmount('73481.32')).toBe(`73.481,32${NBSP}€`);
    expect(formatAmount(-95.04)).toBe(`-95,04${NBSP}€`);
    expect(formatAmount(null)).toBe('');
    expect(formatAmount('')).toBe('');
    expect(formatAmount('n/d')).toBe('');
  });
});

describe('formatInvoiceAmount', () => {
  it('divides cents by 100 and picks the locale of the currency', () => {
    expect(formatInvoiceAmount(5445, 'eur')).toBe(`54,45${NBSP}€`);
    expect(formatInvoiceAmount(123456, 'dollar')).toBe('$1,234.56');
  });
});

describe('formatDate', () => {
  it('formats instants as DD/MM/YYYY in Madrid time', () => {
    expect(formatDate('2024-03-05T10:00:00Z')).toBe('05/03/2024');
    // 23:30 UTC on 31 December is already New Year's Day in Madrid.
    expect(formatDate('2024-12-31T23:30:00Z')).toBe('01/01/2025');
    expect(formatDate(new Date('2024-07-09T12:00:00Z'))).toBe('09/07/2024');
  });

  it('keeps calendar dates on their day', () => {
    expect(formatDate('2024-05-03')).toBe('03/05/2024');
  });

  it('gives an empty text for missing or unreadable values', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('madridWallClock', () => {
  it('keeps a calendar date at midnight and moves an instant to Madrid wall-clock time', () => {
    expect(madridWallClock('2024-05-03')?.toISOString()).toBe('2024-05-03T00:00:00.000Z');
    expect(madridWallClock('2024-07-01T12:05:09Z')?.toISOString()).toBe('2024-07-01T14:05:09.000Z');
    expect(madridWallClock('2024-12-31T23:30:00Z')?.toISOString()).toBe('2025-01-01T00:30:00.000Z');
  });

  it('gives undefined for missing or unreadable values', () => {
    expect(madridWallClock(null)).toBeUndefined();
    expect(madridWallClock('nope')).toBeUndefined();
  });
});

describe('formatDateMinutes', () => {
  it('formats DD/MM/YYYY HH:mm in Madrid time, summer and winter', () => {
    expect(formatDateMinutes('2024-07-01T12:05:09Z')).toBe('01/07/2024 14:05');
    expect(formatDateMinutes('2024-01-14T23:00:00Z')).toBe('15/01/2024 00:00');
    expect(formatDateMinutes(undefined)).toBe('');
  });
});

describe('formatDateTime', () => {
  it('formats HH:mm:ss DD/MM/YYYY in Madrid time, summer and winter', () => {
    expect(formatDateTime('2024-07-01T12:05:09Z')).toBe('14:05:09 01/07/2024');
    expect(formatDateTime('2024-01-15T00:00:00Z')).toBe('01:00:00 15/01/2024');
  });

  it('uses a 24-hour clock with midnight as 00', () => {
    expect(formatDateTime('2024-01-14T23:00:00Z')).toBe('00:00:00 15/01/2024');
  });

  it('gives an empty text for missing or unreadable values', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('nope')).toBe('');
  });
});

describe('truncate', () => {
  it('leaves texts of up to 200 characters alone', () => {
    const text = 'a'.repeat(200);
    expect(truncate(text)).toBe(text);
    expect(truncate('Suministro de material')).toBe('Suministro de material');
  });

  it('cuts longer texts at 200 characters and appends [...]', () => {
    expect(truncate('b'.repeat(250))).toBe(`${'b'.repeat(200)} [...]`);
  });

  it('does not leave a space dangling before the mark', () => {
    const text = `${'c'.repeat(199)} and more words`;
    expect(truncate(text)).toBe(`${'c'.repeat(199)} [...]`);
  });
});

describe('paginationWindow', () => {
  it('starts at page 1 while the current page is below 5', () => {
    expect(paginationWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(4, 20)).toEqual([1, 2, 3, 4, 5]);
  });

  it('starts at the current page minus 2 from page 5 on', () => {
    expect(paginationWindow(5, 20)).toEqual([3, 4, 5, 6, 7]);
    expect(paginationWindow(12, 20)).toEqual([10, 11, 12, 13, 14]);
  });

  it('never goes past the last page', () => {
    expect(paginationWindow(1, 3)).toEqual([1, 2, 3]);
    expect(paginationWindow(19, 20)).toEqual([17, 18, 19, 20]);
    expect(paginationWindow(20, 20)).toEqual([18, 19, 20]);
  });

  it('shows nothing when there are no pages', () => {
    expect(paginationWindow(1, 0)).toEqual([]);
  });
});
