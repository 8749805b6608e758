import { describe, expect, it } from 'vitest';
import { severalWords } from './search-conditions';

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
