import { describe, expect, it } from 'vitest';
import { percentile, timingOf } from './stats';

describe('percentile', () => {
  it('is nearest-rank: a measured value, whatever the order', () => {
    const values = [50, 10, 40, 20, 30, 60, 70, 80, 90, 100];
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(100);
    expect(percentile(values, 90)).toBe(90);
    expect(percentile(values, 0)).toBe(10);
  });

  it('of one value is that value, of none an error', () => {
    expect(timingOf([7])).toEqual({ p50: 7, p95: 7 });
    expect(() => percentile([], 50)).toThrow();
  });
});
