/**
 * Search words as typed, made safe for PostgreSQL's `websearch_to_tsquery`: each '-' before a
 * word is an exclusion (NOT), and the parser keeps pending NOTs on a stack of 32, so a run of 32
 * hyphens — spaces and the characters it skips (`! & | ( ) <`) between them included — fails
 * the whole query ('tsquery stack too small'). A run of two or more hyphens starting outside a
 * word reads as a dash, not as an exclusion: it becomes one space with the spaces around it, so
 * 'servicio ------' searches 'servicio'. A single '-word' still excludes, and hyphens inside a
 * word ('B96591763--19', an expediente number) are left alone: the parser reads them as part of
 * the word.
 */
const HYPHEN_RUN = /\s*(?<![\p{L}\p{N}-])-(?:[\s!&|()<]*-)+\s*/gu;

export function searchableWords(terms: string): string {
  return terms.replace(HYPHEN_RUN, ' ').trim();
}
