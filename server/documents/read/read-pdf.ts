import { getDocumentProxy } from 'unpdf';
import { normaliseText } from './normalise-text';
import type { DocumentPage } from './read-document';

interface Item {
  str: string;
  x: number;
  y: number;
  width: number;
}
interface Line {
  y: number;
  items: Item[];
}

/** Items whose baselines are this close (in points) are on the same line. */
const SAME_LINE = 2;

function linesOf(items: Item[]): Line[] {
  const lines: Line[] = [];
  for (const item of [...items].sort((a, b) => b.y - a.y || a.x - b.x)) {
    const line = lines.find((l) => Math.abs(l.y - item.y) <= SAME_LINE);
    if (line) line.items.push(item);
    else lines.push({ y: item.y, items: [item] });
  }
  for (const line of lines) line.items.sort((a, b) => a.x - b.x);
  return lines;
}

interface Sides {
  line: Line;
  left: Item[];
  right: Item[];
}

const sidesOf = (line: Line, middle: number): Sides => ({
  line,
  left: line.items.filter((i) => i.x + i.width <= middle),
  right: line.items.filter((i) => i.x >= middle),
});
const crosses = (s: Sides) => s.left.length + s.right.length < s.line.items.length;
const twoSided = (s: Sides) => s.left.length > 0 && s.right.length > 0;
const leftEnd = (s: Sides) => Math.max(...s.left.map((i) => i.x + i.width));

const rightStart = (s: Sides) => Math.min(...s.right.map((i) => i.x));
/** Lines a column needs before a page counts as two columns. */
const MIN_COLUMN_LINES = 3;

/**
 * A page is in two columns when most lines with text on both sides of the middle have their left
 * part running up to the gutter, and their right part starting at one x, the column's edge. A
 * table's rows (a short label, then its value) fail the first test; justified prose whose word
 * gaps happen to fall on the middle fails the second, its right parts starting anywhere.
 */
function isTwoColumn(sides: Sides[], middle: number): boolean {
  const both = sides.filter((s) => !crosses(s) && twoSided(s));
  const full = both.filter((s) => leftEnd(s) >= middle * 0.75);
  if (full.length * 2 <= both.length) return false;
  const aligned = Math.max(
    0,
    ...both.map((s) => both.filter((o) => Math.abs(rightStart(o) - rightStart(s)) <= SAME_LINE).length),
  );
  return aligned >= MIN_COLUMN_LINES && aligned * 2 > both.length;
}

const textOf = (items: Item[]) => items.map((i) => i.str).join(' ');

/**
 * pdf.js gives text in drawing order, which on a two-column page can alternate between the
 * columns. On such a page a run of lines lying wholly in one half is read left column first, then
 * right; a line crossing the middle (a heading across both columns) ends the run.
 */
function readingOrder(lines: Line[], middle: number): string[] {
  const sides = lines.map((line) => sidesOf(line, middle));
  if (!isTwoColumn(sides, middle)) return lines.map((line) => textOf(line.items));
  const out: string[] = [];
  let left: string[] = [];
  let right: string[] = [];
  const flush = () => {
    out.push(...left, ...right);
    left = [];
    right = [];
  };
  for (const s of sides) {
    if (crosses(s)) {
      flush();
      out.push(textOf(s.line.items));
      continue;
    }
    if (s.left.length > 0) left.push(textOf(s.left));
    if (s.right.length > 0) right.push(textOf(s.right));
  }
  flush();
  return out;
}

/** Each page's text in reading order; a page without a text layer gives ''. */
export async function readPdf(bytes: Uint8Array, signal?: AbortSignal): Promise<DocumentPage[]> {
  // pdf.js takes ownership of (detaches) the buffer it is given.
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  // pdf.js yields while it parses a page: out of time, stop it there rather than at the page's end.
  const stop = () => void pdf.loadingTask.destroy();
  signal?.addEventListener('abort', stop, { once: true });
  try {
    const pages: DocumentPage[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      signal?.throwIfAborted();
      const page = await pdf.getPage(number);
      const { width } = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const items: Item[] = [];
      for (const item of content.items) {
        if (!('str' in item) || item.str.trim() === '') continue;
        items.push({ str: item.str, x: item.transform[4], y: item.transform[5], width: item.width });
      }
      pages.push({ number, text: normaliseText(readingOrder(linesOf(items), width / 2).join('\n')) });
      page.cleanup();
    }
    return pages;
  } finally {
    signal?.removeEventListener('abort', stop);
    await pdf.loadingTask.destroy();
  }
}
