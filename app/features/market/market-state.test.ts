import { describe, expect, it } from 'vitest';
import { hasChoice, parseMarketParams, toMarketBody, toMarketParams } from './market-state';

describe('market state in the URL', () => {
  it('round-trips the words and the filters, leaving empty ones out', () => {
    const state = {
      q: ' limpieza ',
      filters: {
        cpv_codes: ['90900000'],
        location: { regions: ['ES61'], city: '' },
        date: { years: [2024, 2025] },
        contract_types: [],
      },
    };
    const params = toMarketParams(state);
    expect(params.get('q')).toBe('limpieza');
    expect(JSON.parse(params.get('filters')!)).toEqual({
      cpv_codes: ['90900000'],
      location: { regions: ['ES61'] },
      date: { years: [2024, 2025] },
    });
    expect(parseMarketParams(params)).toEqual({
      q: 'limpieza',
      filters: { cpv_codes: ['90900000'], location: { regions: ['ES61'] }, date: { years: [2024, 2025] } },
    });
    expect(toMarketBody(state).searchTerms).toBe('limpieza');
  });

  it('reads a bare or damaged URL as no choice yet', () => {
    expect(parseMarketParams(new URLSearchParams('filters=%7Bnot-json'))).toEqual({ q: '', filters: {} });
    expect(hasChoice(parseMarketParams(new URLSearchParams()))).toBe(false);
    expect(hasChoice({ q: '', filters: { contract_types: ['3'] } })).toBe(true);
  });
});
