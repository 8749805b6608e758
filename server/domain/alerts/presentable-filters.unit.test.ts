import { describe, expect, it } from 'vitest';
import { presentableFilters } from './presentable-filters';

describe('presentableFilters', () => {
  it('answers valid stored filters as they are', () => {
    const filters = { sources: ['placsp'], date: { from: '2024-01-01' }, cpv_codes: ['45000000'] };
    expect(presentableFilters(filters)).toEqual(filters);
  });

  it('leaves out only the parts refused today: an impossible date, a wrong list element', () => {
    expect(
      presentableFilters({
        sources: ['placsp', 'nope', 'boe'],
        date: { from: '2024-13-45', to: '2024-12-31' },
        cpv_codes: ['45000000'],
      }),
    ).toEqual({ sources: ['placsp', 'boe'], date: { to: '2024-12-31' }, cpv_codes: ['45000000'] });
  });

  it('answers no filters for something that is not an object', () => {
    expect(presentableFilters('roto')).toEqual({});
    expect(presentableFilters(null)).toEqual({});
  });
});
