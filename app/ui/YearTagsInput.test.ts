import { describe, expect, it } from 'vitest';
import { yearsOfTags } from './YearTagsInput';

describe('year tags', () => {
  it('keeps the years the API accepts, once each, sorted', () => {
    expect(yearsOfTags(['2025', ' 2019 ', '2025', 'abc', '19', '1999', '2101', '2100'])).toEqual([
      2019, 2025, 2100,
    ]);
  });
});
