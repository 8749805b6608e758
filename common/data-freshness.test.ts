import { describe, expect, it } from 'vitest';
import { isStaleData, STALE_DATA_HOURS } from './data-freshness';

describe('isStaleData', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000).toISOString();

  it('is fresh up to the threshold and stale past it', () => {
    expect(isStaleData(hoursAgo(1), now)).toBe(false);
    expect(isStaleData(hoursAgo(STALE_DATA_HOURS), now)).toBe(false);
    expect(isStaleData(hoursAgo(STALE_DATA_HOURS + 0.1), now)).toBe(true);
  });

  it('is stale with nothing stored', () => {
    expect(isStaleData(null, now)).toBe(true);
  });
});
