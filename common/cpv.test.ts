import { describe, expect, it } from 'vitest';
import { cpvAncestorsAndSelf, cpvPrefixesOf } from './cpv';

describe('CPV hierarchy', () => {
  it('lists a code and all its broader codes', () => {
    expect(cpvAncestorsAndSelf('45233120')).toEqual([
      '45000000',
      '45200000',
      '45230000',
      '45233000',
      '45233100',
      '45233120',
    ]);
    expect(cpvAncestorsAndSelf('45000000')).toEqual(['45000000']);
    expect(cpvAncestorsAndSelf('4523')).toEqual([]);
  });

  it('merges the prefixes of several codes', () => {
    expect(cpvPrefixesOf(['77200000', '77210000'])).toEqual(['77000000', '77200000', '77210000']);
  });
});
