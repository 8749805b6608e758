import { describe, expect, it } from 'vitest';
import { isSpanishStopWord, SPANISH_STOP_WORDS } from './spanish-stop-words';
import { foldWord, tokenizeWords } from './words';

describe('foldWord', () => {
  it('drops case, accents, the tilde of ñ and the diaeresis', () => {
    expect(foldWord('Licitación')).toBe('licitacion');
    expect(foldWord('AÑO')).toBe('ano');
    expect(foldWord('Pingüino')).toBe('pinguino');
  });
});

describe('tokenizeWords', () => {
  it('gives each word folded with its offsets in the original text', () => {
    const text = 'Servicios de Tráfico, 2020-2022.';
    expect(tokenizeWords(text)).toEqual([
      { word: 'servicios', start: 0, end: 9 },
      { word: 'de', start: 10, end: 12 },
      { word: 'trafico', start: 13, end: 20 },
      { word: '2020', start: 22, end: 26 },
      { word: '2022', start: 27, end: 31 },
    ]);
    expect(text.slice(13, 20)).toBe('Tráfico');
  });

  it('keeps a word whose accent is a separate combining mark whole', () => {
    const decomposed = 'Contratación'.normalize('NFD');
    expect(tokenizeWords(decomposed)).toEqual([{ word: 'contratacion', start: 0, end: decomposed.length }]);
  });
});

describe('Spanish stop words', () => {
  it('holds the Snowball list folded', () => {
    expect(SPANISH_STOP_WORDS.size).toBeGreaterThan(280);
    for (const word of ['de', 'la', 'del', 'los', 'más', 'Él', 'estábamos', 'hubiésemos', 'tened']) {
      expect(isSpanishStopWord(word)).toBe(true);
    }
  });

  it('keeps the words a search is about', () => {
    for (const word of ['licitación', 'servicios', 'Tráfico', 'contrato', 'lote', '2020']) {
      expect(isSpanishStopWord(word)).toBe(false);
    }
  });
});
