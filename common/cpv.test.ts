import { describe, expect, it } from 'vitest';
import { cpvCodesIn } from './api/cpv';
import { cpvAncestorsAndSelf, cpvListText, cpvPrefixesOf } from './cpv';

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

describe('cpvCodesIn', () => {
  it('reads each 8-digit code of a pasted text once, with or without its check digit', () => {
    expect(cpvCodesIn('45233120-7, 90910000\n71000000-8; 45233120 y 90910000-9')).toEqual([
      '45233120',
      '90910000',
      '71000000',
    ]);
  });

  it('ignores longer or shorter digit runs', () => {
    expect(cpvCodesIn('Expediente 2024123456789, tel. 912345678, CPV 4523')).toEqual([]);
  });
});

describe('cpvListText', () => {
  it('names each code the catalogue knows and keeps the others bare', () => {
    expect(cpvListText(['90910000', '99999999'], { '90910000': 'Servicios de limpieza' })).toBe(
      '90910000 - Servicios de limpieza; 99999999',
    );
  });
});
