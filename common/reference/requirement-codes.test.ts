import { describe, expect, it } from 'vitest';
import {
  CLASSIFICATION_GROUPS,
  classificationMeaning,
  DECLARATION_TYPES,
  FINANCIAL_CAPABILITY_TYPES,
  TECHNICAL_CAPABILITY_TYPES,
} from './requirement-codes';

describe('requirement code names', () => {
  it('names the 11 works groups A–K and the 11 services groups L–V', () => {
    expect(Object.keys(CLASSIFICATION_GROUPS).join('')).toBe('ABCDEFGHIJKLMNOPQRSTUV');
    expect(CLASSIFICATION_GROUPS.C).toBe('Edificaciones');
    expect(CLASSIFICATION_GROUPS.V).toBe('Servicios de tecnologías de la información y las comunicaciones');
  });

  it('gives works and services categories their own annual value bands, numbers and old letters', () => {
    // 1724191 asks for C2-5: works, category 5.
    expect(classificationMeaning('C', '5')).toEqual({
      group: 'Edificaciones',
      band: 'más de 2.400.000 € y hasta 5.000.000 €',
    });
    expect(classificationMeaning('C', '3').band).toBe('más de 360.000 € y hasta 840.000 €');
    expect(classificationMeaning('O', '3').band).toBe('desde 300.000 € y menos de 600.000 €');
    expect(classificationMeaning('G', 'F').band).toBe('más de 2.400.000 €');
    expect(classificationMeaning('U', 'd').band).toBe('desde 600.000 €');
    // Services have no category 6 nor letters past d.
    expect(classificationMeaning('U', '6').band).toBeNull();
    expect(classificationMeaning('U', 'e').band).toBeNull();
  });

  it('has no meaning for a group outside both lists', () => {
    expect(classificationMeaning('Z', '1')).toEqual({ group: null, band: null });
    expect(classificationMeaning(null, null)).toEqual({ group: null, band: null });
  });

  it('names the solvency codes real entries use, and only the declarations they describe', () => {
    expect(FINANCIAL_CAPABILITY_TYPES['5']).toBe('Volumen anual de negocios');
    expect(TECHNICAL_CAPABILITY_TYPES['OSR-COMPTASK']).toBe('Trabajos o servicios realizados');
    expect(Object.keys(TECHNICAL_CAPABILITY_TYPES)).toEqual([
      'OSR-COMPTASK',
      'OSR-TECH',
      'XSX-CERTCALIDAD',
      'OXR-GESTMEDIOAMB',
      'ZZZ',
    ]);
    expect(DECLARATION_TYPES['4']).toBeUndefined();
  });
});
