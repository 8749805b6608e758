import { BULLETIN_ID, type StoredDocument } from '../../../common/api/documents';
import { blockText, documentBlocks } from './document-blocks';
import { type SummaryItem, yyyymmdd } from './summary';
import { absoluteUrl, itemHtmlUrl } from './urls';
import { attr, childNamed, childrenNamed, parseXml, textAt, textContent, type XNode } from './xml-tree';

/** What is stored of one announcement: its row and its structured document. */
export interface BoeItem {
  publication: {
    identifier: string;
    title: string;
    summary: string | null;
    department: string;
    departmentCode: string | null;
    section: string;
    date: string;
    pdfUrl: string;
    htmlUrl: string;
  };
  document: StoredDocument;
  /** The document's whole text, for the search vector. */
  text: string;
}

/** An item document that cannot be used: reported with its identifier, the rest imports. */
export class BoeItemError extends Error {
  override name = 'BoeItemError';
  constructor(
    readonly identifier: string,
    message: string,
  ) {
    super(`${identifier}: ${message}`);
  }
}

/** `materias_cpv` holds one "code label" per line. */
const lines = (node: XNode | undefined) =>
  (node?.children ?? [])
    .map((c) => (typeof c === 'string' ? c : textContent(c)))
    .join('')
    .split('\n')
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter(Boolean);

/**
 * The BOE publishes no abstract: the summary is what its analysis says — for a V-A notice the
 * kind of notice, contract type, procedure, place, CPV and remarks; for a disposition its subjects.
 */
function analysisSummary(analisis: XNode | undefined): string | null {
  const parts = ['modalidad', 'tipo', 'procedimiento', 'ambito_geografico'].flatMap(
    (name) => textAt(analisis, name) ?? [],
  );
  const cpv = lines(childNamed(analisis, 'materias_cpv'));
  if (cpv.length) parts.push(`CPV: ${cpv.join('; ')}`);
  const subjects = childrenNamed(childNamed(analisis, 'materias'), 'materia')
    .map(textContent)
    .filter(Boolean);
  if (subjects.length) parts.push(subjects.join(', '));
  const remarks = textAt(analisis, 'observaciones');
  if (remarks) parts.push(remarks);
  return parts.length ? parts.join('. ') : null;
}

const pageNumber = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : null);

/**
 * Reads an item document (`<documento>`, both the 2020–2022 and the 2026 element order: found by
 * name, never position). `listed` is what the day's summary said of it, used where the item is
 * silent (the official HTML page) or lacks a value. Only `documento/texto` is the text:
 * `analisis/referencias/…/texto` is another element of the same name.
 */
export function parseItem(xml: string, listed?: SummaryItem): BoeItem {
  const label = listed?.identifier ?? 'documento';
  let root: XNode;
  try {
    root = parseXml(xml);
  } catch (e) {
    throw new BoeItemError(label, `XML no válido (${(e as Error).message})`);
  }
  if (root.name !== 'documento')
    throw new BoeItemError(label, `no es un documento del BOE (raíz <${root.name}>)`);
  const meta = childNamed(root, 'metadatos');
  const identifier = textAt(meta, 'identificador');
  if (!identifier || !BULLETIN_ID.test(identifier)) throw new BoeItemError(label, 'identificador no válido');
  if (listed && listed.identifier !== identifier)
    throw new BoeItemError(label, `el documento recibido es ${identifier}`);

  const title = textAt(meta, 'titulo') ?? listed?.title;
  const date = yyyymmdd(textAt(meta, 'fecha_publicacion'));
  const department = textAt(meta, 'departamento') ?? listed?.department;
  const pdfUrl = absoluteUrl(textAt(meta, 'url_pdf')) ?? listed?.pdfUrl;
  const seccion = textAt(meta, 'seccion');
  const section = seccion ? `${seccion}${textAt(meta, 'subseccion') ?? ''}` : listed?.section;
  const missing = [
    !title && 'título',
    !date && 'fecha de publicación',
    !department && 'departamento',
    !pdfUrl && 'PDF',
    !section && 'sección',
  ].filter(Boolean);
  if (!title || !date || !department || !pdfUrl || !section)
    throw new BoeItemError(identifier, `faltan datos: ${missing.join(', ')}`);

  const htmlUrl = listed?.htmlUrl ?? itemHtmlUrl(identifier);
  const blocks = documentBlocks(childNamed(root, 'texto'));
  const text = blocks.map(blockText).join('\n');
  return {
    publication: {
      identifier,
      title,
      summary: analysisSummary(childNamed(root, 'analisis')),
      department,
      departmentCode: attr(childNamed(meta, 'departamento'), 'codigo') ?? listed?.departmentCode ?? null,
      section,
      date,
      pdfUrl,
      htmlUrl,
    },
    document: {
      source: 'boe',
      id: identifier,
      title,
      department,
      date,
      pdf_url: pdfUrl,
      html_url: htmlUrl,
      pdf_pages: {
        first: pageNumber(textAt(meta, 'pagina_inicial')),
        last: pageNumber(textAt(meta, 'pagina_final')),
      },
      pages: [{ number: 1, blocks }],
    },
    text,
  };
}
