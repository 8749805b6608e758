import { describe, expect, it } from 'vitest';
import {
  awardeeTags,
  compactFilters,
  INITIAL_SEARCH,
  newSearch,
  parseSearchParams,
  postalCodeTags,
  toRequestBody,
  toSearchParams,
} from './search-state';

describe('search state in the URL', () => {
  it('starts with publication date descending, page 1 and country ES', () => {
    const state = parseSearchParams(new URLSearchParams(''));
    expect(state).toEqual(INITIAL_SEARCH);
    expect(toSearchParams(state).toString()).toBe('');
    expect(toRequestBody(state)).toMatchObject({
      searchTerms: '',
      page: 1,
      sortField: 'publication_date',
      sortOrder: 'desc',
      filters: { location: { country: 'ES' } },
    });
  });

  it('round-trips words, page, sort and filters', () => {
    const state = {
      q: 'limpieza',
      page: 3,
      sort: 'amount_asc' as const,
      filters: {
        status: ['RES' as const],
        location: { country: 'ES', regions: ['ES12'] },
        amount: { from: 1000.5 },
      },
    };
    const params = toSearchParams(state);
    expect(params.get('sort')).toBe('amount_asc');
    expect(parseSearchParams(new URLSearchParams(params.toString()))).toEqual(state);
    expect(toRequestBody(state)).toMatchObject({
      sortField: 'estimated_overall_contract_amount',
      sortOrder: 'asc',
      page: 3,
    });
  });

  it('ignores unreadable values', () => {
    const state = parseSearchParams(new URLSearchParams('page=-4&sort=x&filters=%7Bbad'));
    expect(state).toEqual(INITIAL_SEARCH);
    expect(parseSearchParams(new URLSearchParams('filters={"status":["NOPE"]}')).filters).toEqual(
      INITIAL_SEARCH.filters,
    );
  });

  it('drops empty filters', () => {
    expect(
      compactFilters({
        only_active: false,
        status: [],
        amount: { from: null, to: 5 },
        location: { country: 'ES', regions: [] },
        contracting_party: { name: '' },
      }),
    ).toEqual({ amount: { to: 5 }, location: { country: 'ES' } });
  });

  it('sorts a new search with words by score, and goes back to page 1', () => {
    const words = newSearch({ ...INITIAL_SEARCH, page: 4 }, 'obras');
    expect(words).toMatchObject({ q: 'obras', page: 1, sort: 'relevance' });
    expect(newSearch(words, '')).toMatchObject({ sort: 'date_desc' });
    expect(newSearch({ ...INITIAL_SEARCH, sort: 'amount_desc' }, '').sort).toBe('amount_desc');
  });

  it('keeps awardee tags trimmed, once each, within what the API takes', () => {
    expect(awardeeTags([' Construcciones Pérez, S.L. ', 'B12345678', '', 'B12345678'])).toEqual([
      'Construcciones Pérez, S.L.',
      'B12345678',
    ]);
    expect(awardeeTags(['x'.repeat(300)])[0]).toHaveLength(200);
    expect(awardeeTags(Array.from({ length: 60 }, (_, i) => `Empresa ${i}`))).toHaveLength(50);
  });

  it('keeps 5-digit postal codes, once each, and drops anything else', () => {
    expect(postalCodeTags([' 28001 ', '2800', 'Madrid', '28001', '41004'])).toEqual(['28001', '41004']);
  });
});
