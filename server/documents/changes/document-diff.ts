import { diffArrays } from 'diff';
import type { DocumentDiff, DocumentDiffLine } from '../../../common/notifications/document-diff';
import { type Paragraph, paragraphsOf } from './paragraphs';

/** Lines a notification shows of one document's diff; the rest are counted. */
export const DIFF_LINE_CAP = 8;
/** Characters kept of an added or removed paragraph. */
export const DIFF_TEXT_CAP = 160;

// Amounts as pliegos write them (300.000,00 €, 1.500 euros) and dates (15/03/2026, 1-3-2026).
const VALUE = /\d{1,3}(?:\.\d{3})*(?:,\d{1,2})?\s*(?:€|euros?\b|EUR\b)|\b\d{1,2}[/-]\d{1,2}[/-]\d{4}\b/giu;

const valuesOf = (text: string): string[] => (text.match(VALUE) ?? []).map(showValue);
const showValue = (value: string): string =>
  /\d[/-]/.test(value) && !/€|euro|EUR/i.test(value)
    ? value.replace(/-/g, '/')
    : `${value.replace(/\s*(?:€|euros?|EUR)$/i, '')} €`;
const withoutValues = (text: string): string => text.replace(VALUE, '#');

const shorten = (text: string): string =>
  text.length <= DIFF_TEXT_CAP ? text : `${text.slice(0, DIFF_TEXT_CAP - 1).trimEnd()}…`;

type Edit = { op: 'same' | 'added' | 'removed'; paragraph: Paragraph };

/**
 * The paragraph edits turning `before` into `after` (jsdiff's Myers diff over whole paragraphs:
 * a rectification touches a few paragraphs of a long document, so it stays cheap). Unchanged
 * paragraphs are the new edition's, with their page there.
 */
export function paragraphEdits(before: Paragraph[], after: Paragraph[]): Edit[] {
  return diffArrays(before, after, { comparator: (a, b) => a.text === b.text }).flatMap((part) =>
    part.value.map((paragraph) => ({
      op: part.added ? 'added' : part.removed ? 'removed' : 'same',
      paragraph,
    })),
  );
}

/**
 * The diff lines of a run of removed and added paragraphs between two unchanged ones. A removed
 * paragraph whose wording an added one keeps, apart from its amounts and dates, changed only in
 * those values: it gives a line per changed value instead of a removed and an added paragraph.
 */
function runLines(removed: Paragraph[], added: Paragraph[]): DocumentDiffLine[] {
  const lines: DocumentDiffLine[] = [];
  const unmatched = [...added];
  for (const old of removed) {
    const k = unmatched.findIndex(
      (p) =>
        withoutValues(p.text) === withoutValues(old.text) &&
        valuesOf(p.text).length === valuesOf(old.text).length,
    );
    if (k < 0) {
      lines.push({ kind: 'removed', clause: old.clause, text: shorten(old.text) });
      continue;
    }
    const now = unmatched.splice(k, 1)[0]!;
    const to = valuesOf(now.text);
    valuesOf(old.text).forEach((from, v) => {
      if (from !== to[v]) lines.push({ kind: 'value', clause: now.clause, from, to: to[v]! });
    });
  }
  for (const p of unmatched) lines.push({ kind: 'added', clause: p.clause, text: shorten(p.text) });
  return lines;
}

/**
 * What changed between two texts of a document, as a notification shows it: amounts and dates
 * changed in place first (they matter most to a bidder), then paragraphs added and removed;
 * at most `cap` lines, with how many more there were.
 */
export function documentDiff(
  before: readonly { text: string }[],
  after: readonly { text: string }[],
  cap = DIFF_LINE_CAP,
): DocumentDiff {
  const lines: DocumentDiffLine[] = [];
  let removed: Paragraph[] = [];
  let added: Paragraph[] = [];
  const flush = () => {
    lines.push(...runLines(removed, added));
    removed = [];
    added = [];
  };
  for (const edit of paragraphEdits(paragraphsOf(before), paragraphsOf(after))) {
    if (edit.op === 'same') flush();
    else (edit.op === 'added' ? added : removed).push(edit.paragraph);
  }
  flush();
  const ordered = [...lines.filter((l) => l.kind === 'value'), ...lines.filter((l) => l.kind !== 'value')];
  return { lines: ordered.slice(0, cap), more: Math.max(0, ordered.length - cap) };
}
