/**
 * Text as readers give it, made searchable: a word hyphenated across a line end is joined
 * ('contra-\nto' → 'contrato'), runs of spaces and tabs become one space, blank lines go.
 * Line ends stay, because the extraction rules read label and value line by line.
 */
export function normaliseText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/\u00ad/g, '')
    .replace(/(\p{Ll})-[ \t]*\n[ \t]*(\p{Ll})/gu, '$1$2')
    .split('\n')
    .map((line) => line.replace(/[\s\u00a0]+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}

/** About the length of a printed page of pliego prose. */
export const PAGE_CHARACTERS = 3000;

/**
 * Word-processor files have no pages: split at explicit page breaks (given as separate parts),
 * and a part longer than a printed page into ~PAGE_CHARACTERS chunks at paragraph boundaries.
 */
export function pagesOfParagraphs(parts: string[][]): { number: number; text: string }[] {
  const pages: string[] = [];
  for (const paragraphs of parts) {
    let page: string[] = [];
    let length = 0;
    for (const paragraph of paragraphs.map(normaliseText).filter((p) => p !== '')) {
      if (length > 0 && length + paragraph.length > PAGE_CHARACTERS) {
        pages.push(page.join('\n'));
        page = [];
        length = 0;
      }
      page.push(paragraph);
      length += paragraph.length + 1;
    }
    if (page.length > 0) pages.push(page.join('\n'));
  }
  return pages.map((text, index) => ({ number: index + 1, text }));
}
