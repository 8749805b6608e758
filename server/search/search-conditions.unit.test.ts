import { describe, expect, it } from 'vitest';
import { oneWord, severalWords } from './search-conditions';

describe('severalWords (the planner is not asked how many tenders hold them all)', () => {
  it('counts the words every match must hold', () => {
    expect(severalWords('limpieza edificios')).toBe(true);
    expect(severalWords('"recogida de residuos"')).toBe(true);
    expect(severalWords('limpieza "vías públicas"')).toBe(true);
  });

  it('leaves out one word, excluded words, alternatives and short words', () => {
    expect(severalWords('mantenimiento')).toBe(false);
    expect(severalWords('transporte -escolar')).toBe(false);
    expect(severalWords('limpieza or jardinería')).toBe(false);
    expect(severalWords('la limpieza')).toBe(false);
    expect(severalWords('')).toBe(false);
  });
});

describe('oneWord (the planner counts it best)', () => {
  it('is one word of letters and nothing else', () => {
    expect(oneWord('mantenimiento')).toBe(true);
    expect(oneWord(' Limpieza ')).toBe(true);
    for (const terms of ['limpieza edificios', '"limpieza"', 'obras -viales', 'CON/2026/6', 'B12345678', ''])
      expect(oneWord(terms)).toBe(false);
  });
});
