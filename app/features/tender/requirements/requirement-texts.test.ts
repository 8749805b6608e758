import { describe, expect, it } from 'vitest';
import {
  classificationText,
  criterionTypeText,
  declarationText,
  guaranteeText,
  solvencyAmountText,
  solvencyTypeText,
  splitText,
} from '../../../../common/requirements/requirement-texts';
import { solvencyView } from '../../../../common/requirements/test-views';
import i18n from '../../../i18n';

const t = i18n.t.bind(i18n);
const NBSP = '\u00a0';
const solvency = solvencyView;

describe('requirement texts', () => {
  it('states the split, leaving out what is unknown', () => {
    expect(splitText(t, { lotId: null, price: 60, automatic: 80, judgement: 20 })).toBe(
      `Precio 60${NBSP}% · Criterios automáticos 80${NBSP}% · Juicio de valor 20${NBSP}%`,
    );
    expect(splitText(t, { lotId: null, price: 80, automatic: null, judgement: null })).toBe(
      `Precio 80${NBSP}%`,
    );
    expect(splitText(t, { lotId: null, price: null, automatic: null, judgement: null })).toBe('');
  });

  it('names criterion types', () => {
    expect([criterionTypeText('OBJ'), criterionTypeText('SUBJ'), criterionTypeText(null)]).toEqual([
      'Fórmulas',
      'Juicio de valor',
      '—',
    ]);
  });

  it('reads a classification code into its meaning and band', () => {
    const c = { lot_id: null, code: 'C2-5', group: 'C', subgroup: '2', category: '5' };
    expect(classificationText(t, c)).toEqual({
      meaning: 'Grupo C (Edificaciones), subgrupo 2, categoría 5',
      band: 'Anualidad media del contrato: más de 2.400.000 € y hasta 5.000.000 €',
    });
    expect(classificationText(t, { ...c, code: 'C*-3', subgroup: '*', category: '3' }).meaning).toBe(
      'Grupo C (Edificaciones), cualquier subgrupo, categoría 3',
    );
    expect(classificationText(t, { ...c, code: 'Z1-1', group: 'Z' })).toEqual({
      meaning: 'Grupo Z (no está en las listas de obras ni servicios), subgrupo 2, categoría 5',
      band: null,
    });
  });

  it('gives the amount a solvency text states with its basis', () => {
    expect(solvencyAmountText(t, solvency({ amount: '300000', basis: 'fixed' }))).toBe(`300.000,00${NBSP}€`);
    expect(
      solvencyAmountText(t, solvency({ amount: '299312.76', basis: 'times_estimated_value', factor: 1.5 })),
    ).toBe(`1,5 × valor estimado (299.312,76${NBSP}€)`);
    expect(solvencyAmountText(t, solvency({ basis: 'times_annual_value', factor: 2 }))).toBe(
      '2 × valor anual',
    );
    expect(solvencyAmountText(t, solvency({}))).toBe('');
  });

  it('names solvency codes, and says so for one it cannot', () => {
    expect(solvencyTypeText(t, 'financial', '3')).toBe('Seguro de responsabilidad civil');
    expect(solvencyTypeText(t, 'technical', 'ZZZ')).toBe('Otros');
    expect(solvencyTypeText(t, 'technical', 'OSR-NEW')).toBe(
      'Criterio de solvencia técnica (el anuncio no lo nombra; código OSR-NEW)',
    );
    expect(solvencyTypeText(t, 'financial', null)).toBe('Criterio de solvencia económica');
  });

  it('names guarantees with their rate or amount', () => {
    expect(guaranteeText(t, { lot_id: null, type_code: '2', rate: 5, amount: null })).toBe(
      `Definitiva 5${NBSP}%`,
    );
    expect(guaranteeText(t, { lot_id: null, type_code: '2', rate: null, amount: '27738.47' })).toBe(
      `Definitiva 27.738,47${NBSP}€`,
    );
    expect(guaranteeText(t, { lot_id: null, type_code: '1', rate: 3, amount: '100' })).toBe(
      `Provisional 3${NBSP}% · 100,00${NBSP}€`,
    );
  });

  it('prefers a declaration’s own text, then the list, then a generic label with the code', () => {
    const d = { lot_id: null, type_code: '4', description: null };
    expect(declarationText(t, { ...d, description: ' Capacidad de obrar ' })).toBe('Capacidad de obrar');
    expect(declarationText(t, { ...d, type_code: '2' })).toBe('No prohibición para contratar');
    expect(declarationText(t, d)).toBe('Declaración exigida (el anuncio no la describe; código 4)');
  });
});
