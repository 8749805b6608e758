import { describe, expect, it } from 'vitest';
import { searchableWords } from './search-words';

describe('searchableWords', () => {
  it('reads a run of hyphens outside a word as a dash', () => {
    expect(searchableWords(`servicio ${'-'.repeat(40)}`)).toBe('servicio');
    expect(searchableWords(`servicio ${'-- '.repeat(40)}limpieza`)).toBe('servicio limpieza');
    expect(searchableWords(`${'- '.repeat(40)}servicio`)).toBe('servicio');
    expect(searchableWords(`servicio ${'-!('.repeat(40)}x`)).toBe('servicio !(x');
    expect(searchableWords('"obras" ---- "viales"')).toBe('"obras" "viales"');
  });

  it('keeps single exclusions, phrases, OR and hyphens inside words', () => {
    for (const terms of [
      'limpieza viaria -jardines',
      '-"zonas verdes" obras',
      'camión OR grúa',
      'B96591763--19 - 573',
      'CON/2026/6',
      'a -b -c -d',
    ])
      expect(searchableWords(terms), terms).toBe(terms);
  });
});
