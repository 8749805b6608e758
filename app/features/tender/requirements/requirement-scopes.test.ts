import { describe, expect, it } from 'vitest';
import { criterionView, NO_REQUIREMENTS } from '../../../../common/requirements/test-views';
import { criterionShares, requirementScopes } from './requirement-scopes';

const criterion = criterionView;
const none = NO_REQUIREMENTS;

describe('requirement scopes', () => {
  it('has no scope when nothing is published or requirements were never read', () => {
    expect(requirementScopes([], none)).toEqual([]);
    expect(requirementScopes([], null)).toEqual([]);
  });

  it('puts the folder first and gives each lot with its own terms a scope of its own', () => {
    const scopes = requirementScopes(
      [
        criterion({ lot_id: '2', description: 'Precio lote 2', weight: 90 }),
        criterion({ description: 'PRECIO', weight: 100 }),
      ],
      {
        ...none,
        classifications: [{ lot_id: '2', code: 'O3-2', group: 'O', subgroup: '3', category: '2' }],
        guarantees: [{ lot_id: null, type_code: '2', rate: 5, amount: null }],
      },
    );
    expect(
      scopes.map((s) => [s.lotId, s.criteria.length, s.classifications.length, s.guarantees.length]),
    ).toEqual([
      [null, 1, 0, 1],
      ['2', 1, 1, 0],
    ]);
    expect(scopes[1]?.split).toEqual({ lotId: '2', price: 100, automatic: 100, judgement: 0 });
  });

  it('gives each criterion its share of the total weight, or none when a weight is missing', () => {
    // 1691804: 12 / 2 / 6 / 80 points.
    expect(criterionShares([12, 2, 6, 80].map((weight) => criterion({ weight })))).toEqual([12, 2, 6, 80]);
    expect(criterionShares([1, 2].map((weight) => criterion({ weight })))).toEqual([33.3, 66.7]);
    expect(criterionShares([criterion({ weight: 1 }), criterion({})])).toEqual([null, null]);
  });
});
