import { describe, expect, it } from 'vitest';
import { parseSearchParams, toSearchParams } from '../search-state';
import { alertSearchState, renewalRunPath } from './alert-search';

// The search page replaces ?alert_id= by the alert's search in the URL: it must read back the same.
const urlOf = (alert: Parameters<typeof alertSearchState>[0]) => toSearchParams(alertSearchState(alert));

describe('alertSearchState', () => {
  it("puts the alert's words and filters in the search URL, sorted by relevance", () => {
    const query = urlOf({
      searchTerms: 'limpieza -viaria',
      filters: {
        sources: ['placsp'],
        cpv_codes: ['90910000'],
        location: { country: 'ES', regions: ['ES12'] },
      },
    });
    expect(parseSearchParams(query)).toEqual({
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
    const query = urlOf({ searchTerms: 'obras', filters: { sources: ['placsp'] } });
    expect(parseSearchParams(query).filters).toEqual({ sources: ['placsp'] });
  });
});

describe('renewalRunPath', () => {
  it("opens the renewal radar with the alert's words and filters", () => {
    const path = renewalRunPath({
      searchTerms: 'limpieza',
      filters: { sources: ['placsp'], cpv_codes: ['9091'] },
    });
    const [pathname, query] = path.split('?');
    expect(pathname).toBe('/licitaciones/renovaciones');
    const params = new URLSearchParams(query);
    expect(params.get('q')).toBe('limpieza');
    expect(JSON.parse(params.get('filters')!)).toEqual({ sources: ['placsp'], cpv_codes: ['9091'] });
  });
});
