import { describe, expect, it } from 'vitest';
import { hasSearchWord } from './alerts';

describe('hasSearchWord', () => {
  it('finds a word, a phrase or a number to look for', () => {
    for (const terms of [
      'obras',
      '"limpieza viaria"',
      'obras -jardines',
      'CON/2026/6',
      'camión OR grúa',
      'ñu',
    ])
      expect(hasSearchWord(terms), terms).toBe(true);
  });

  it('does not count exclusions, OR or punctuation as words', () => {
    for (const terms of ['', '   ', '-obras', '-"zonas verdes"', '-obras OR -jardines', 'OR', '"" - ,'])
      expect(hasSearchWord(terms), terms).toBe(false);
  });
});
