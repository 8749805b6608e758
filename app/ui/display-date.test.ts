import { describe, expect, it } from 'vitest';
import { parseDisplayDate } from './display-date';

describe('parseDisplayDate', () => {
  it('reads DD/MM/YYYY, with or without leading zeros, as YYYY-MM-DD', () => {
    expect(parseDisplayDate('05/03/2026')).toBe('2026-03-05');
    expect(parseDisplayDate(' 5/3/2026 ')).toBe('2026-03-05');
    expect(parseDisplayDate('31/12/2025')).toBe('2025-12-31');
  });

  it('gives nothing for half-typed text, other formats or days that do not exist', () => {
    for (const text of [
      '',
      '05/03/202',
      '05/03',
      '2026-03-05',
      '03-05-2026',
      '31/02/2026',
      '00/01/2026',
      '12/13/2026',
    ])
      expect(parseDisplayDate(text)).toBeNull();
  });
});
