import { describe, expect, it } from 'vitest';
import { nextCronRun } from './next-run';
import { TIME_ZONE } from './queue';

const at = (iso: string) => new Date(iso);

describe('nextCronRun', () => {
  it('reads the daily digest hour in Madrid time, summer and winter', () => {
    // 07:00 in Madrid is 05:00 UTC in summer (CEST) and 06:00 UTC in winter (CET).
    expect(nextCronRun('0 7 * * *', TIME_ZONE, at('2026-07-10T06:00:00Z')).toISOString()).toBe(
      '2026-07-11T05:00:00.000Z',
    );
    expect(nextCronRun('0 7 * * *', TIME_ZONE, at('2026-01-10T05:30:00Z')).toISOString()).toBe(
      '2026-01-10T06:00:00.000Z',
    );
  });

  it('finds the next Monday for the weekly digest', () => {
    // Wednesday 25 November 2026 → Monday 30 November, 07:00 CET.
    expect(nextCronRun('0 7 * * 1', TIME_ZONE, at('2026-11-25T12:00:00Z')).toISOString()).toBe(
      '2026-11-30T06:00:00.000Z',
    );
  });

  it('steps the quarter-hour sync and the every-minute jobs', () => {
    const from = at('2026-11-23T13:31:20Z');
    expect(nextCronRun('*/15 * * * *', TIME_ZONE, from).toISOString()).toBe('2026-11-23T13:45:00.000Z');
    expect(nextCronRun('* * * * *', TIME_ZONE, from).toISOString()).toBe('2026-11-23T13:32:00.000Z');
    expect(nextCronRun('30 6 * * *', TIME_ZONE, from).toISOString()).toBe('2026-11-24T05:30:00.000Z');
  });
});
