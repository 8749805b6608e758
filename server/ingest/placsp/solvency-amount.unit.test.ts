import { describe, expect, it } from 'vitest';
import { readSolvencyThreshold, refersToPliego } from './solvency-amount';

describe('readSolvencyThreshold', () => {
  it('reads a fixed sum written with thousands dots', () => {
    expect(readSolvencyThreshold('Como mínimo 300.000 €')).toEqual({
      amount: '300000',
      basis: 'fixed',
      factor: null,
    });
    expect(readSolvencyThreshold('en el ámbito al que ser refiere el contrato: 47.566 €')).toEqual({
      amount: '47566',
      basis: 'fixed',
      factor: null,
    });
    expect(readSolvencyThreshold('un importe de 12.500,50 euros')?.amount).toBe('12500.5');
  });

  it('reads a multiple of the annual or estimated value, with the sum when stated', () => {
    expect(readSolvencyThreshold('1,5 veces el valor anual medio del contrato')).toEqual({
      amount: null,
      basis: 'times_annual_value',
      factor: 1.5,
    });
    expect(
      readSolvencyThreshold(
        'como mínimo, una vez y media el valor estimado del contrato, esto es, 299.312,76 €',
      ),
    ).toEqual({ amount: '299312.76', basis: 'times_estimated_value', factor: 1.5 });
    expect(readSolvencyThreshold('al menos el 70 % del valor estimado')).toEqual({
      amount: null,
      basis: 'times_estimated_value',
      factor: 0.7,
    });
  });

  it('gives null when the text states no amount', () => {
    expect(readSolvencyThreshold('Experiencia mínima de 5 años')).toBeNull();
    expect(readSolvencyThreshold('Consultar informació en els plecs')).toBeNull();
    expect(readSolvencyThreshold(null)).toBeNull();
  });
});

describe('refersToPliego', () => {
  it('recognises the ways the texts send the reader to the documents', () => {
    for (const text of [
      'Las incluidas en la cláusula 21 del Pliego de Cláusulas Administrativas Particulares',
      'Según lo estipulado en la clausula 18 del PCAP.',
      'Consultar informació en els plecs',
      'Ver 7.2 y 7.3 del cuadro de características.',
    ])
      expect(refersToPliego(text), text).toBe(true);
    expect(refersToPliego('Como mínimo 300.000 €')).toBe(false);
    expect(refersToPliego(null)).toBe(false);
  });
});
