import type { DocumentBlock, StoredDocument } from '../../../common/api/documents';

/**
 * One searchable run of a document's text: a paragraph, a field's label or value, a group's
 * label, a table cell. `target` is the element it sits in (a block id, or a cell's own id), the
 * id the viewer gives that element in the page, and `key` tells apart the runs of one block.
 */
export interface DocumentSegment {
  key: string;
  target: string;
  page: number;
  text: string;
}

/** The keys the viewer renders each piece of a block's text under (and highlights by). */
export const segmentKey = {
  label: (id: string) => `${id}:label`,
  text: (id: string) => `${id}:text`,
};

function blockSegments(block: DocumentBlock, page: number): DocumentSegment[] {
  const segment = (key: string, target: string, text: string) => ({ key, target, page, text });
  switch (block.type) {
    case 'paragraph':
      return [segment(segmentKey.text(block.id), block.id, block.text)];
    case 'field':
      return [
        segment(segmentKey.label(block.id), block.id, block.label),
        segment(segmentKey.text(block.id), block.id, block.text),
      ];
    case 'group':
      return [segment(segmentKey.label(block.id), block.id, block.label)];
    case 'table':
      return block.rows.flat().map((cell) => segment(segmentKey.text(cell.id), cell.id, cell.text));
    case 'image':
      // A scanned page's text is not in the document; its alt text is not shown either.
      return [];
  }
}

/** The document's text in reading order, page by page. */
export function documentSegments(doc: StoredDocument): DocumentSegment[] {
  return doc.pages.flatMap((page) => page.blocks.flatMap((block) => blockSegments(block, page.number)));
}
