import { describe, expect, it } from 'vitest';
import { SORT_FIELDS } from '../../common/api/procurement-search';
import { naiveTerms } from './naive-search';
import { parsedQueryMix } from './query-mix';

describe('query mix', () => {
  const mix = parsedQueryMix();

  it('covers words, phrase, exclusion, CPV + province, amounts, active only and every sort', () => {
    const terms = mix.map((m) => m.query.searchTerms);
    expect(terms.some((t) => /^\w+$/.test(t))).toBe(true);
    expect(terms.some((t) => /^\w+ \w+$/.test(t))).toBe(true);
    expect(terms.some((t) => /^".+"$/.test(t))).toBe(true);
    expect(terms.some((t) => / -\w/.test(t))).toBe(true);
    const filters = mix.map((m) => m.query.filters);
    expect(filters.some((f) => f.cpv_codes?.length && f.location?.regions?.length)).toBe(true);
    expect(filters.some((f) => f.amount?.from != null && f.amount.to != null)).toBe(true);
    expect(filters.some((f) => f.only_active)).toBe(true);
    for (const field of SORT_FIELDS) {
      const orders = mix.filter((m) => m.query.sortField === field && m.query.searchTerms);
      expect(new Set(orders.map((m) => m.query.sortOrder)).size).toBe(field === 'score' ? 1 : 2);
    }
    expect(new Set(mix.map((m) => m.name)).size).toBe(mix.length);
  });
});

describe('naiveTerms', () => {
  it('splits words, "phrases", -exclusions and or-groups', () => {
    expect(naiveTerms('limpieza "de edificios" -viaria or vial obras')).toEqual([
      [{ text: 'limpieza', exclude: false }],
      [{ text: 'de edificios', exclude: false }],
      [
        { text: 'viaria', exclude: true },
        { text: 'vial', exclude: false },
      ],
      [{ text: 'obras', exclude: false }],
    ]);
    expect(naiveTerms('  ')).toEqual([]);
  });
});
