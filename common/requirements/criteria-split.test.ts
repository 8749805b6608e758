import { describe, expect, it } from 'vitest';
import { criteriaSplits, tenderCriteriaSplit } from './criteria-split';
import { criterionView } from './test-views';

const criterion = criterionView;

describe('criteria split', () => {
  it('reads price, formulas and juicio de valor from typed criteria (points → percent)', () => {
    // Entry 13549501 publishes OBJ 52 / SUBJ 48 with price among the OBJ ones.
    const split = tenderCriteriaSplit([
      criterion({ description: 'Oferta económica', type_code: 'OBJ', sub_type_code: '1', weight: 40 }),
      criterion({ description: 'Mejoras', type_code: 'OBJ', sub_type_code: '2', weight: 12 }),
      criterion({ description: 'Memoria técnica', type_code: 'SUBJ', sub_type_code: '99', weight: 48 }),
    ]);
    expect(split).toEqual({ price: 40, automatic: 52, judgement: 48 });
  });

  it('knows price by its words when no sub-type is given, and price alone is all formulas', () => {
    expect(tenderCriteriaSplit([criterion({ description: 'Precio', weight: 100 })])).toEqual({
      price: 100,
      automatic: 100,
      judgement: 0,
    });
    // Entry 1691804: 12 / 2 / 6 / 80 points without type codes: price known, the split is not.
    expect(
      tenderCriteriaSplit([
        criterion({ description: 'Plazo de entrega', weight: 12 }),
        criterion({ description: 'Garantía', weight: 2 }),
        criterion({ description: 'Formación', weight: 6 }),
        criterion({ description: 'PRECIO', weight: 80 }),
      ]),
    ).toEqual({ price: 80, automatic: null, judgement: null });
  });

  it('gives one split per lot and the least favourable for the tender', () => {
    const criteria = [
      criterion({ lot_id: '1', description: 'Precio', type_code: 'OBJ', weight: 60 }),
      criterion({ lot_id: '1', description: 'Proyecto', type_code: 'SUBJ', weight: 40 }),
      criterion({ lot_id: '2', description: 'Precio', type_code: 'OBJ', weight: 100 }),
    ];
    expect(criteriaSplits(criteria).map((s) => [s.lotId, s.price, s.judgement])).toEqual([
      ['1', 60, 40],
      ['2', 100, 0],
    ]);
    expect(tenderCriteriaSplit(criteria)).toEqual({ price: 60, automatic: 60, judgement: 40 });
  });

  it('says nothing when weights are missing or nothing is published', () => {
    expect(
      tenderCriteriaSplit([criterion({ description: 'Precio' }), criterion({ description: 'Calidad' })]),
    ).toEqual({ price: null, automatic: null, judgement: null });
    expect(tenderCriteriaSplit([])).toBeNull();
  });
});
