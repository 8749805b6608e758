import { describe, expect, it } from 'vitest';
import { canonicalCode, metCodes, parseClassificationCode } from './classification-codes';

const held = (group: string, subgroup: number, category: number, valid_until: string | null = null) => ({
  group,
  subgroup,
  category,
  valid_until,
});

describe('classification codes', () => {
  it('reads the codes as the feed writes them, old letter categories as their numbers', () => {
    expect(parseClassificationCode('C2-5')).toEqual({ group: 'C', subgroup: '2', category: 5 });
    expect(parseClassificationCode('C*-3')).toEqual({ group: 'C', subgroup: '*', category: 3 });
    expect(parseClassificationCode('C-2-e')).toEqual({ group: 'C', subgroup: '2', category: 5 });
    expect(parseClassificationCode('U1')).toEqual({ group: 'U', subgroup: '1', category: 1 });
    expect(parseClassificationCode('Ver pliego')).toBeNull();
    expect(parseClassificationCode('C2-9')).toBeNull();
  });

  it('a held C2-3 meets C2 and C* up to category 3, nothing of other groups or subgroups', () => {
    const met = metCodes([held('C', 2, 3)], '2026-11-28');
    for (const code of ['C2-1', 'C2-3', 'C*-3', 'C-2-c'])
      expect(met).toContain(canonicalCode(parseClassificationCode(code)!));
    for (const code of ['C2-4', 'C2-5', 'C3-1', 'G2-1'])
      expect(met).not.toContain(canonicalCode(parseClassificationCode(code)!));
  });

  it('an expired classification meets nothing; one valid on the day still does', () => {
    expect(metCodes([held('C', 2, 5, '2026-11-27')], '2026-11-28')).toEqual([]);
    expect(metCodes([held('C', 2, 5, '2026-11-28')], '2026-11-28')).toContain('C2-5');
  });
});
