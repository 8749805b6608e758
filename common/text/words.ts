/** A word of a text and where it sits in it (`end` exclusive), as UTF-16 offsets of the original. */
export interface WordToken {
  /** The word folded for comparison: lower case, without accents or diacritics. */
  word: string;
  start: number;
  end: number;
}

// Letters (with any combining accents) and digits; everything else (spaces, punctuation, symbols) separates words.
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const MARKS = /\p{M}/gu;

/** Lower case without accents ("Licitación" → "licitacion", "Año" → "ano"): how words compare. */
export function foldWord(word: string): string {
  return word.normalize('NFD').replace(MARKS, '').toLowerCase();
}

/** The words of a text with their positions, so a match can be highlighted in the original. */
export function tokenizeWords(text: string): WordToken[] {
  return Array.from(text.matchAll(WORD), (match) => ({
    word: foldWord(match[0]),
    start: match.index,
    end: match.index + match[0].length,
  }));
}
