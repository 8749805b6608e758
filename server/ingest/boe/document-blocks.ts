import type { DocumentBlock, TableCell } from '../../../common/api/documents';
import { absoluteUrl } from './urls';
import { attr, elements, textContent, type XNode } from './xml-tree';

/** Elements that only wrap others: their content is walked as if it stood in their place. */
const CONTAINERS = new Set(['blockquote', 'div', 'section', 'thead', 'tbody', 'tfoot']);
/** Elements whose content is a block of their own (never split into sub-blocks). */
const TEXT_BLOCKS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'pre']);

const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 1 ? n : undefined;
};

/**
 * The blocks of an item's `<texto>`, in document order: one per `<p>` (its class as
 * role), one per leaf dt/dd pair of a definition list (V-A notices) with a `group` for a dt over a
 * nested list, one per table (each cell addressable), one per image. Ids come from the running
 * position — `p<page>-<n>` — so the same file always gives the same ids.
 */
export function documentBlocks(texto: XNode | undefined, page = 1): DocumentBlock[] {
  const blocks: DocumentBlock[] = [];
  const nextId = () => `p${page}-${blocks.length + 1}`;

  const table = (node: XNode) => {
    const id = nextId();
    const rows: TableCell[][] = [];
    const walkRows = (n: XNode) => {
      for (const el of elements(n)) {
        if (el.name === 'tr') {
          const r = rows.length + 1;
          rows.push(
            elements(el)
              .filter((c) => c.name === 'td' || c.name === 'th')
              .map((c, i) => {
                const cell: TableCell = {
                  id: `${id}-r${r}c${i + 1}`,
                  header: c.name === 'th',
                  text: textContent(c),
                };
                const colspan = positive(attr(c, 'colspan'));
                const rowspan = positive(attr(c, 'rowspan'));
                if (colspan) cell.colspan = colspan;
                if (rowspan) cell.rowspan = rowspan;
                return cell;
              }),
          );
        } else if (CONTAINERS.has(el.name)) walkRows(el);
      }
    };
    walkRows(node);
    blocks.push({ type: 'table', id, rows });
  };

  /** A dt/dd list: pairs in order; a dd holding structure is a group of what it holds. */
  const definitionList = (node: XNode, level: number) => {
    let label: string | null = null;
    const flushLabel = () => {
      if (label !== null) blocks.push({ type: 'field', id: nextId(), level, label, text: '' });
      label = null;
    };
    for (const el of elements(node)) {
      if (el.name === 'dt') {
        flushLabel();
        label = textContent(el);
      } else if (el.name === 'dd') {
        const structured = elements(el).some((c) => !isInline(c));
        if (structured) {
          blocks.push({ type: 'group', id: nextId(), level, label: label ?? '' });
          walk(el.children, level + 1);
        } else blocks.push({ type: 'field', id: nextId(), level, label: label ?? '', text: textContent(el) });
        label = null;
      } else {
        flushLabel();
        walk([el], level);
      }
    }
    flushLabel();
  };

  function walk(children: XNode['children'], level: number) {
    // Loose text between blocks (rare) is a paragraph of its own.
    let loose = '';
    const flushLoose = () => {
      const text = loose.replace(/\s+/g, ' ').trim();
      if (text) blocks.push({ type: 'paragraph', id: nextId(), role: 'texto', text });
      loose = '';
    };
    for (const c of children) {
      if (typeof c === 'string') {
        loose += c;
        continue;
      }
      if (isInline(c)) {
        loose += textContent(c);
        continue;
      }
      flushLoose();
      if (TEXT_BLOCKS.has(c.name)) {
        const text = textContent(c);
        if (text) blocks.push({ type: 'paragraph', id: nextId(), role: attr(c, 'class') ?? 'parrafo', text });
      } else if (c.name === 'dl') definitionList(c, level);
      else if (c.name === 'table') table(c);
      else if (c.name === 'img') {
        const src = absoluteUrl(attr(c, 'src'));
        if (src) blocks.push({ type: 'image', id: nextId(), src, alt: attr(c, 'alt') ?? '' });
      } else walk(c.children, level);
    }
    flushLoose();
  }

  if (texto) walk(texto.children, 0);
  return blocks;
}

const INLINE = new Set(['em', 'strong', 'b', 'i', 'u', 'sup', 'sub', 'a', 'span', 'br', 'abbr']);
const isInline = (node: XNode) => INLINE.has(node.name);

/** The searchable text of a block. */
export function blockText(block: DocumentBlock): string {
  switch (block.type) {
    case 'paragraph':
      return block.text;
    case 'field':
      return `${block.label} ${block.text}`.trim();
    case 'group':
      return block.label;
    case 'table':
      return block.rows.flatMap((row) => row.map((cell) => cell.text)).join(' ');
    case 'image':
      return block.alt;
  }
}
