import { describe, expect, it } from 'vitest';
import {
  parsePublicationParams,
  toPublicationParams,
  toPublicationRequest,
} from './publication-search-state';

describe('publication search state', () => {
  it('reads words, page and dates from the URL, ignoring bad values', () => {
    expect(parsePublicationParams(new URLSearchParams('q=calidad&page=3&from=2020-05-01&to=mayo'))).toEqual({
      q: 'calidad',
      page: 3,
      from: '2020-05-01',
      to: '',
    });
    expect(parsePublicationParams(new URLSearchParams('page=-2'))).toEqual({
      q: '',
      page: 1,
      from: '',
      to: '',
    });
  });

  it('writes only what differs from the defaults, and reads back the same state', () => {
    expect(toPublicationParams({ q: '  ', page: 1, from: '', to: '' }).toString()).toBe('');
    const state = { q: 'aseguramiento calidad', page: 2, from: '2020-05-01', to: '2020-05-31' };
    const params = toPublicationParams(state);
    expect(params.toString()).toBe('q=aseguramiento+calidad&page=2&from=2020-05-01&to=2020-05-31');
    expect(parsePublicationParams(params)).toEqual(state);
  });

  it('asks for the page on screen, with a date range only when it has a bound', () => {
    expect(toPublicationRequest({ q: ' tráfico ', page: 2, from: '', to: '' })).toEqual({
      searchTerms: 'tráfico',
      page: 2,
      pageSize: 25,
    });
    expect(toPublicationRequest({ q: '', page: 1, from: '', to: '2020-05-31' }).date).toEqual({
      to: '2020-05-31',
    });
  });
});
