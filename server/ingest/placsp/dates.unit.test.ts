import { describe, expect, it } from 'vitest';
import { madridLocalToUtc } from '../../../common/calendar';
import { parseDate, parseDeadline, parseInstant } from './dates';

describe('parseInstant', () => {
  it('converts atom:updated with its offset to UTC', () => {
    expect(parseInstant('2026-08-10T17:34:38.955+02:00')).toBe('2026-08-10T15:34:38.955Z');
    expect(parseInstant('2018-01-03T09:09:05.263+01:00')).toBe('2018-01-03T08:09:05.263Z');
    expect(parseInstant('2018-01-03T09:09:05Z')).toBe('2018-01-03T09:09:05.000Z');
  });
  it('reads a time without offset as Madrid time', () => {
    expect(parseInstant('2026-08-10T17:34:38')).toBe('2026-08-10T15:34:38.000Z');
  });
  it('rejects what is not a date-time', () => {
    expect(parseInstant('ayer')).toBeNull();
    expect(parseInstant('2026-08-10')).toBeNull();
    expect(parseInstant(null)).toBeNull();
  });
});

describe('parseDate', () => {
  it('keeps xs:date and drops a trailing offset', () => {
    expect(parseDate('2026-06-08')).toBe('2026-06-08');
    expect(parseDate('2017-06-23+02:00')).toBe('2017-06-23');
    expect(parseDate('2017-06-23Z')).toBe('2017-06-23');
  });
  it('rejects impossible dates', () => {
    expect(parseDate('2026-02-30')).toBeNull();
    expect(parseDate('08/06/2026')).toBeNull();
  });
});

describe('Madrid deadlines across daylight-saving changes', () => {
  it('uses CET (+01:00) in winter and CEST (+02:00) in summer', () => {
    expect(parseDeadline('2026-01-15', '14:00:00')).toBe('2026-01-15T13:00:00.000Z');
    expect(parseDeadline('2026-06-08', '23:59:00')).toBe('2026-06-08T21:59:00.000Z');
  });
  it('switches on the last Sunday of March (2026-03-29, 02:00 → 03:00)', () => {
    expect(parseDeadline('2026-03-28', '14:00:00')).toBe('2026-03-28T13:00:00.000Z');
    expect(parseDeadline('2026-03-29', '01:59:00')).toBe('2026-03-29T00:59:00.000Z');
    expect(parseDeadline('2026-03-29', '03:00:00')).toBe('2026-03-29T01:00:00.000Z');
    expect(parseDeadline('2026-03-29', '14:00:00')).toBe('2026-03-29T12:00:00.000Z');
    // 02:30 does not exist that night: read as CET, i.e. 03:30 CEST.
    expect(parseDeadline('2026-03-29', '02:30:00')).toBe('2026-03-29T01:30:00.000Z');
  });
  it('switches back on the last Sunday of October (2026-10-25, 03:00 → 02:00)', () => {
    expect(parseDeadline('2026-10-24', '23:59:00')).toBe('2026-10-24T21:59:00.000Z');
    // 02:30 happens twice that night: the first (CEST) one is taken.
    expect(parseDeadline('2026-10-25', '02:30:00')).toBe('2026-10-25T00:30:00.000Z');
    expect(parseDeadline('2026-10-25', '03:00:00')).toBe('2026-10-25T02:00:00.000Z');
    expect(parseDeadline('2026-10-26', '14:00:00')).toBe('2026-10-26T13:00:00.000Z');
  });
  it('follows the rule in other years (2018: 25 March, 28 October)', () => {
    expect(madridLocalToUtc('2018-10-29', '14:00:00')).toBe('2018-10-29T13:00:00.000Z');
    expect(madridLocalToUtc('2018-10-25', '14:30:00')).toBe('2018-10-25T12:30:00.000Z');
    expect(madridLocalToUtc('2018-03-25', '12:00:00')).toBe('2018-03-25T10:00:00.000Z');
    expect(madridLocalToUtc('2018-03-24', '12:00:00')).toBe('2018-03-24T11:00:00.000Z');
  });
  it('ends the day when no time is given, and honours an explicit offset', () => {
    expect(parseDeadline('2026-06-08', null)).toBe('2026-06-08T21:59:59.000Z');
    expect(parseDeadline('2026-06-08', '10:00:00+01:00')).toBe('2026-06-08T09:00:00.000Z');
    expect(parseDeadline('2017-06-23+02:00', '14:00:00')).toBe('2017-06-23T12:00:00.000Z');
  });
  it('returns null for unreadable values', () => {
    expect(parseDeadline(null, '14:00:00')).toBeNull();
    expect(parseDeadline('2026-06-08', 'a las dos')).toBeNull();
  });
});
