import type { DocumentBlock, StoredDocument } from '../../../common/api/documents';
import { escapeHtml } from '../../../common/escape-html';
import { formatDate } from '../../../common/format';

/** Only these characters may form a class name taken from the source (p@class). */
const safeClass = (value: string) => value.replace(/[^a-z0-9_-]/gi, '');
const text = (value: string) => escapeHtml(value);
/** Only http(s) URLs become links or image sources; anything else (javascript:, data:) is dropped. */
const safeUrl = (value: string) => (/^https?:\/\//i.test(value) ? escapeHtml(value) : null);

function renderBlock(block: DocumentBlock): string {
  switch (block.type) {
    case 'paragraph':
      return `<p id="${block.id}" class="${safeClass(block.role)}">${text(block.text)}</p>`;
    case 'group':
      return `<h4 id="${block.id}" class="grupo nivel-${block.level}">${text(block.label)}</h4>`;
    case 'field':
      return `<dl id="${block.id}" class="campo nivel-${block.level}"><dt>${text(block.label)}</dt><dd>${text(block.text)}</dd></dl>`;
    case 'table': {
      const rows = block.rows.map((row) => {
        const cells = row.map((cell) => {
          const tag = cell.header ? 'th' : 'td';
          const span = `${cell.colspan ? ` colspan="${cell.colspan}"` : ''}${cell.rowspan ? ` rowspan="${cell.rowspan}"` : ''}`;
          return `<${tag} id="${cell.id}"${span}>${text(cell.text)}</${tag}>`;
        });
        return `<tr>${cells.join('')}</tr>`;
      });
      return `<table id="${block.id}"><tbody>${rows.join('')}</tbody></table>`;
    }
    case 'image': {
      const src = safeUrl(block.src);
      return src ? `<img id="${block.id}" src="${src}" alt="${text(block.alt)}">` : '';
    }
  }
}

/**
 * The stored document as a standalone HTML page. Sanitised by construction: it is built from the
 * structured blocks, never from the source's markup — every text and attribute value is escaped,
 * ids are our own, classes are reduced to [a-z0-9_-], and only http(s) URLs are kept. Nothing of
 * the bulletin's HTML reaches the page as markup.
 */
export function renderDocumentHtml(doc: StoredDocument): string {
  const pdf = safeUrl(doc.pdf_url);
  const pages = doc.pages.map(
    (page) =>
      `<section class="pagina" data-page="${page.number}">\n${page.blocks.map(renderBlock).join('\n')}\n</section>`,
  );
  return [
    '<!doctype html>',
    '<html lang="es">',
    '<head><meta charset="utf-8">',
    `<title>${text(doc.id)}: ${text(doc.title)}</title>`,
    '</head>',
    '<body>',
    `<header><h1>${text(doc.title)}</h1><p class="departamento">${text(doc.department)}</p>`,
    `<p class="fecha">${text(formatDate(doc.date))}</p>${pdf ? `<p><a href="${pdf}">PDF oficial</a></p>` : ''}</header>`,
    `<main>\n${pages.join('\n')}\n</main>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
