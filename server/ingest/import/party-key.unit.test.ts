import { describe, expect, it } from 'vitest';
import { normaliseName, partyKey, taxIdOf } from './party-key';

describe('partyKey', () => {
  it('prefers NIF, then DIR3, then the platform id, then the normalised name', () => {
    const ids = { DIR3: 'L01330334', NIF: 'p3303300b', ID_PLATAFORMA: '30009150001862' };
    expect(partyKey({ name: 'Lena', identifiers: ids })).toBe('NIF:P3303300B');
    expect(partyKey({ name: 'Lena', identifiers: { DIR3: 'L01330334', ID_PLATAFORMA: '1' } })).toBe(
      'DIR3:L01330334',
    );
    expect(partyKey({ name: 'Lena', identifiers: { ID_PLATAFORMA: '30009150001862' } })).toBe(
      'PLAT:30009150001862',
    );
    expect(partyKey({ name: ' Alcaldía de  Lena, S.L. ', identifiers: { OTROS: 'X' } })).toBe(
      'NAME:ALCALDIA DE LENA S L',
    );
    expect(partyKey({ name: null, identifiers: {} })).toBeNull();
  });

  it('gives the same key to spellings of one name', () => {
    expect(normaliseName('Consejería de Educación')).toBe(normaliseName('CONSEJERIA  DE EDUCACION'));
  });

  it('exposes the NIF as tax id only', () => {
    expect(taxIdOf({ name: 'x', identifiers: { NIF: 'b74408725' } })).toBe('B74408725');
    expect(taxIdOf({ name: 'x', identifiers: { DIR3: 'L0' } })).toBeNull();
  });
});
