import { describe, expect, it } from 'vitest';
import { parseSearchParams } from '../../ui/search-state';
import { alertSearchPath } from './alert-search';

describe('alertSearchPath', () => {
  it("puts the alert's words and filters in the search URL, sorted by relevance", () => {
    const path = alertSearchPath({
      searchTerms: 'limpieza -viaria',
      filters: {
        sources: ['placsp'],
        cpv_codes: ['90910000'],
        location: { country: 'ES', regions: ['ES12'] },
      },
    });
    const [pathname, query] = path.split('?');
    expect(pathname).toBe('/licitaciones/buscar');
    expect(parseSearchParams(new URLSearchParams(query))).toEqual({
      q: 'limpieza -viaria',
      page: 1,
      sort: 'relevance',
      filters: {
        sources: ['placsp'],
        cpv_codes: ['90910000'],
        location: { country: 'ES', regions: ['ES12'] },
      },
    });
  });

  it('keeps an alert without a country filter that way (not the search default, Spain)', () => {
    const query = alertSearchPath({ searchTerms: 'obras', filters: { sources: ['placsp'] } }).split('?')[1];
    expect(parseSearchParams(new URLSearchParams(query)).filters).toEqual({ sources: ['placsp'] });
  });
});
