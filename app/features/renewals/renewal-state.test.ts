import { describe, expect, it } from 'vitest';
import { parseRenewalParams, toRenewalBody, toRenewalParams } from './renewal-state';

describe('the renewal radar state in the URL', () => {
  it('keeps words, filters, window and page, and leaves defaults out', () => {
    const state = {
      q: 'limpieza',
      filters: { location: { country: 'ES' }, contract_types: ['2'] },
      from: '2027-01-01',
      to: '2027-06-30',
      page: 2,
    };
    const params = toRenewalParams(state);
    expect(params.toString()).toBe(
      'q=limpieza&filters=%7B%22location%22%3A%7B%22country%22%3A%22ES%22%7D%2C%22contract_types%22%3A%5B%222%22%5D%7D&desde=2027-01-01&hasta=2027-06-30&page=2',
    );
    expect(parseRenewalParams(params)).toEqual(state);
    expect(toRenewalParams(parseRenewalParams(new URLSearchParams())).toString()).toBe('');
  });

  it('drops a window end that is not a day', () => {
    const state = parseRenewalParams(new URLSearchParams('desde=2027-02-30&hasta=mañana'));
    expect([state.from, state.to]).toEqual([undefined, undefined]);
  });

  it('asks for the window given, the right way round, or for the default one', () => {
    const base = { q: ' obras ', filters: {}, page: 1 };
    expect(toRenewalBody({ ...base, from: '2027-06-30', to: '2027-01-01' })).toEqual({
      searchTerms: 'obras',
      filters: {},
      ending: { from: '2027-01-01', to: '2027-06-30' },
      page: 1,
      pageSize: 25,
    });
    expect(toRenewalBody(base).ending).toEqual({});
  });
});
