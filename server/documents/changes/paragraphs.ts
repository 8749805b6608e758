import { normaliseText } from '../read/normalise-text';

/** A paragraph of a document's text with the clause it sits in ('Cláusula 12.2'), if any. */
export interface Paragraph {
  text: string;
  clause: string | null;
}

const CLAUSE_HEADING = /^(?:CL[ÁA]USULA|Cl[áa]usula|ART[ÍI]CULO|Art[íi]culo)\s+(\d+(?:\.\d+)*)/;
const NUMBERED_SUBCLAUSE = /^(\d+(?:\.\d+)+)\.?\s/;

const isHeading = (line: string): boolean =>
  CLAUSE_HEADING.test(line) || (line === line.toUpperCase() && /\p{Lu}/u.test(line));
// A printed line shorter than this is a paragraph's last (or a table row), not a wrapped one.
const SHORT_LINE = 50;
const endsParagraph = (line: string): boolean => /[.:;]$/.test(line) || line.length < SHORT_LINE;

/**
 * The paragraphs of a document's pages, in order. PDF readers give one line per printed line,
 * so lines are joined until one ends a sentence; headings, table rows and page ends close a
 * paragraph too. Each paragraph carries the clause it is under, so a change can say where it is.
 */
export function paragraphsOf(pages: readonly { text: string }[]): Paragraph[] {
  const paragraphs: Paragraph[] = [];
  let clause: string | null = null;
  for (const page of pages) {
    let open: string[] = [];
    const close = () => {
      if (open.length === 0) return;
      const text = open.join(' ');
      const sub = NUMBERED_SUBCLAUSE.exec(text)?.[1];
      paragraphs.push({ text, clause: sub ? `Cláusula ${sub}` : clause });
      open = [];
    };
    for (const line of normaliseText(page.text).split('\n')) {
      if (line === '') continue;
      const heading = CLAUSE_HEADING.exec(line);
      if (isHeading(line)) {
        close();
        if (heading) clause = `Cláusula ${heading[1]}`;
        open.push(line);
        close();
        continue;
      }
      open.push(line);
      if (endsParagraph(line)) close();
    }
    close();
  }
  return paragraphs;
}
