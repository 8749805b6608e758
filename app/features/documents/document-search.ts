import { isSpanishStopWord } from '../../../common/text/spanish-stop-words';
import { tokenizeWords } from '../../../common/text/words';
import type { DocumentSegment } from './document-segments';

/** What a search inside a document looks for: its words without the stop words, folded. */
export interface DocumentQuery {
  terms: string[];
  /** The stop words left out, as typed, to tell the user why they are not highlighted. */
  ignored: string[];
}

/** Splits what the user typed into the words searched for and the Spanish stop words ignored. */
export function parseDocumentQuery(input: string): DocumentQuery {
  const terms: string[] = [];
  const ignored: string[] = [];
  for (const token of tokenizeWords(input)) {
    if (isSpanishStopWord(token.word)) ignored.push(input.slice(token.start, token.end));
    else terms.push(token.word);
  }
  return { terms, ignored };
}

export interface TextRange {
  start: number;
  end: number;
}

/**
 * Every place the terms occur in a row in `text`, accent- and case-insensitively, with stop
 * words between them skipped: "oficinas de aseguramiento" is found in "Oficinas del
 * Aseguramiento". A range runs from the first term's first letter to the last term's last one.
 */
export function findPhrase(text: string, terms: readonly string[]): TextRange[] {
  if (terms.length === 0) return [];
  const words = tokenizeWords(text).filter((token) => !isSpanishStopWord(token.word));
  const ranges: TextRange[] = [];
  for (let i = 0; i + terms.length <= words.length; ) {
    if (terms.every((term, k) => words[i + k]!.word === term)) {
      ranges.push({ start: words[i]!.start, end: words[i + terms.length - 1]!.end });
      i += terms.length;
    } else {
      i += 1;
    }
  }
  return ranges;
}

/** One match in the document, numbered in reading order from 0. */
export interface DocumentHit extends TextRange {
  index: number;
  page: number;
  /** The element (block or table cell id) the match is in. */
  target: string;
  /** The segment it is in (a block can hold a label and a text). */
  key: string;
}

/** Every match of the terms in the document's segments, in reading order. */
export function findDocumentHits(
  segments: readonly DocumentSegment[],
  terms: readonly string[],
): DocumentHit[] {
  const hits: DocumentHit[] = [];
  for (const segment of segments) {
    for (const range of findPhrase(segment.text, terms)) {
      hits.push({
        ...range,
        index: hits.length,
        page: segment.page,
        target: segment.target,
        key: segment.key,
      });
    }
  }
  return hits;
}

/** The hits grouped by the element they are in, for the list "page 1 · p1-12 (2)". */
export interface HitGroup {
  page: number;
  target: string;
  hits: DocumentHit[];
}

export function groupHits(hits: readonly DocumentHit[]): HitGroup[] {
  const groups: HitGroup[] = [];
  for (const hit of hits) {
    const last = groups.at(-1);
    if (last?.target === hit.target) last.hits.push(hit);
    else groups.push({ page: hit.page, target: hit.target, hits: [hit] });
  }
  return groups;
}

/** The hits of each segment, for highlighting it. */
export function hitsBySegment(hits: readonly DocumentHit[]): Map<string, DocumentHit[]> {
  const bySegment = new Map<string, DocumentHit[]>();
  for (const hit of hits) {
    const list = bySegment.get(hit.key);
    if (list) list.push(hit);
    else bySegment.set(hit.key, [hit]);
  }
  return bySegment;
}

/** A few words either side of a match, for the list of hits; a word cut at either end is dropped. */
export function hitSnippet(text: string, range: TextRange, radius = 40) {
  const from = Math.max(0, range.start - radius);
  const to = Math.min(text.length, range.end + radius);
  let before = text.slice(from, range.start);
  let after = text.slice(range.end, to);
  // A word is cut where the snippet starts or ends inside it: drop that piece.
  if (/\S/.test(text[from - 1] ?? ' ')) before = before.slice(before.search(/\s/) + 1);
  if (/\S/.test(text[to] ?? ' ')) after = after.slice(0, Math.max(0, after.search(/\s\S*$/)));
  if (from > 0) before = `…${before}`;
  if (to < text.length) after = `${after}…`;
  return { before, match: text.slice(range.start, range.end), after };
}
