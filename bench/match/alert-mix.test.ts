import { describe, expect, it } from 'vitest';
import { procurementFiltersSchema } from '../../common/api/procurement-search';
import { alertMix } from './alert-mix';

const vocabulary = {
  words: ['mantenimiento', 'limpieza', 'edificios', 'suministro', 'carreteras', 'transporte'],
  cpvDivisions: ['45000000', '90000000', '33000000'],
  regions: ['ES51', 'ES511', 'ES30'],
  contractTypes: ['1', '2', '3'],
};

describe('alert mix', () => {
  const mix = alertMix(vocabulary, 2_000);

  it('is what the alert form would store, and the same for the same seed', () => {
    for (const alert of mix) expect(procurementFiltersSchema.parse(alert.filters)).toEqual(alert.filters);
    expect(alertMix(vocabulary, 2_000)).toEqual(mix);
  });

  it('mixes words, phrases, exclusions and filters alone, each with filters of its own', () => {
    const share = (test: (a: (typeof mix)[number]) => boolean) => mix.filter(test).length / mix.length;
    expect(share((a) => a.searchTerms === '')).toBeCloseTo(0.15, 1);
    expect(share((a) => /^"\w+ \w+"$/.test(a.searchTerms))).toBeGreaterThan(0.03);
    expect(share((a) => / -\w/.test(a.searchTerms))).toBeGreaterThan(0.03);
    // An alert without words always narrows by CPV and place.
    for (const a of mix.filter((x) => x.searchTerms === '')) {
      expect(a.filters.cpv_codes?.length).toBeGreaterThan(0);
      expect(a.filters.location?.regions?.length).toBeGreaterThan(0);
    }
    expect(share((a) => Boolean(a.filters.cpv_codes))).toBeGreaterThan(0.4);
    expect(share((a) => Boolean(a.filters.sources))).toBeCloseTo(0.3, 1);
  });
});
