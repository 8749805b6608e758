import { describe, expect, it } from 'vitest';
import { processedShare } from './processed-share';

describe('processedShare', () => {
  it('rounds the processed part of the total', () => {
    expect(processedShare(3, 1)).toBe('67 %');
    expect(processedShare(8, 0)).toBe('100 %');
    expect(processedShare(5, 5)).toBe('0 %');
  });

  it('has nothing to say without notifications', () => {
    expect(processedShare(0, 0)).toBeNull();
  });
});
