import { describe, expect, it } from 'vitest';
import { extensionMonths } from './contract-extension';

describe('extensionMonths', () => {
  it('reads the texts of the real pages that state one duration', () => {
    expect(extensionMonths('Posibilidad de prórroga por dos anualidades más')).toBe(24);
    expect(extensionMonths('Posibilidad de una (1) prórroga anual.')).toBe(12);
    expect(extensionMonths('2 anualidades')).toBe(24);
    expect(extensionMonths('una posible prórroga de 12 meses')).toBe(12);
    expect(extensionMonths('Si, por un máximo de un año.')).toBe(12);
  });

  it('multiplies a count of extensions by the length of each', () => {
    expect(extensionMonths('Dos prórrogas anuales')).toBe(24);
    expect(extensionMonths('tres prórrogas de 6 meses')).toBe(18);
    expect(extensionMonths('Una prórroga de un año')).toBe(12);
  });

  it('reads a contract that cannot be extended as no extra time', () => {
    expect(extensionMonths('No prorrogable')).toBe(0);
    expect(extensionMonths('No')).toBe(0);
    expect(extensionMonths('Sin prórroga')).toBe(0);
    expect(extensionMonths('No se prevén prórrogas')).toBe(0);
  });

  it('does not guess when the length is missing or ambiguous', () => {
    expect(extensionMonths('Una prórroga')).toBeNull();
    expect(extensionMonths('Una Prórroga')).toBeNull();
    expect(extensionMonths('Prórroga anual')).toBeNull();
    expect(extensionMonths('Prórroga de 1 año, hasta un máximo total de 3 años')).toBeNull();
    expect(extensionMonths('No prorrogable salvo 6 meses')).toBeNull();
    expect(extensionMonths('')).toBeNull();
  });
});
