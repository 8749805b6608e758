import { BULLETIN_ID } from '../../../common/api/documents';
import { absoluteUrl, itemHtmlUrl, itemXmlUrl } from './urls';
import { attr, childNamed, childrenNamed, parseXml, path, textAt, type XNode } from './xml-tree';

/** One announcement listed in a daily summary, with what the summary says of it. */
export interface SummaryItem {
  identifier: string;
  title: string;
  /** Section code: 1, 2A, 2B, 3, 4, 5A, 5B, 5C, T. */
  section: string;
  department: string;
  departmentCode: string | null;
  pdfUrl: string | null;
  htmlUrl: string;
  xmlUrl: string;
}

/** Something in a file that could not be read: reported with its identifier and skipped. */
export interface BoeProblem {
  identifier: string;
  message: string;
}

export interface BoeSummary {
  /** The issue's identifier (BOE-S-2020-127). */
  identifier: string;
  /** YYYY-MM-DD. */
  date: string;
  items: SummaryItem[];
  problems: BoeProblem[];
}

/** A summary that cannot be read at all (not XML, an error answer, no date). */
export class BoeSummaryError extends Error {
  override name = 'BoeSummaryError';
  constructor(
    readonly identifier: string,
    message: string,
  ) {
    super(`${identifier}: ${message}`);
  }
}

/**
 * The two generations of the summary, mapped to the same names: the current API (`data/sumario`,
 * `codigo` attributes) and the old one (root `<sumario>`, `num`/`etq`), which archived data still uses.
 */
interface Shape {
  sumario: (root: XNode) => XNode | undefined;
  date: (sumario: XNode) => string | null;
  issueId: (diario: XNode) => string | null;
  sectionCode: (seccion: XNode) => string | null;
  departmentCode: (dep: XNode) => string | null;
  itemId: (item: XNode) => string | null;
  pdf: string;
  html: string;
  xml: string;
}

const ddmmyyyy = (value: string | null) => {
  const m = value?.match(/^(\d{2})\/(\d{2})\/(\d{4})$/);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : null;
};
export const yyyymmdd = (value: string | null) => {
  const m = value?.match(/^(\d{4})(\d{2})(\d{2})$/);
  return m ? `${m[1]}-${m[2]}-${m[3]}` : null;
};

const CURRENT: Shape = {
  sumario: (root) => path(root, 'data', 'sumario'),
  date: (s) => yyyymmdd(textAt(s, 'metadatos', 'fecha_publicacion')),
  issueId: (d) => textAt(d, 'sumario_diario', 'identificador'),
  sectionCode: (s) => attr(s, 'codigo'),
  departmentCode: (d) => attr(d, 'codigo'),
  itemId: (i) => textAt(i, 'identificador'),
  pdf: 'url_pdf',
  html: 'url_html',
  xml: 'url_xml',
};

const OLD: Shape = {
  sumario: (root) => root,
  date: (s) => ddmmyyyy(textAt(s, 'meta', 'fecha')),
  issueId: (d) => attr(childNamed(d, 'sumario_nbo'), 'id'),
  sectionCode: (s) => attr(s, 'num'),
  departmentCode: (d) => attr(d, 'etq'),
  itemId: (i) => attr(i, 'id'),
  pdf: 'urlPdf',
  html: 'urlHtm',
  xml: 'urlXml',
};

/**
 * Reads a daily summary of either API generation: the current `<response>` (status 200 checked)
 * and the old `<sumario>`. Every `diario` (an extraordinary issue adds one), every section, and
 * items both straight under a department and under an `epigrafe`. Elements are found by name,
 * never by position. An item without identifier or title is a problem, not a failure.
 */
export function parseSummary(xml: string, label = 'sumario'): BoeSummary {
  let root: XNode;
  try {
    root = parseXml(xml);
  } catch (e) {
    throw new BoeSummaryError(label, `XML no válido (${(e as Error).message})`);
  }
  let shape: Shape;
  if (root.name === 'response') {
    const code = textAt(root, 'status', 'code');
    if (code !== '200')
      throw new BoeSummaryError(label, `respuesta del BOE con estado ${code ?? 'desconocido'}`);
    shape = CURRENT;
  } else if (root.name === 'sumario') shape = OLD;
  else throw new BoeSummaryError(label, `no es un sumario del BOE (raíz <${root.name}>)`);

  const sumario = shape.sumario(root);
  const date = sumario && shape.date(sumario);
  if (!sumario || !date) throw new BoeSummaryError(label, 'sumario sin fecha de publicación');

  const diarios = childrenNamed(sumario, 'diario');
  const identifier = diarios.map(shape.issueId).find(Boolean) ?? label;
  const items: SummaryItem[] = [];
  const problems: BoeProblem[] = [];
  for (const diario of diarios)
    for (const seccion of childrenNamed(diario, 'seccion')) {
      const section = shape.sectionCode(seccion) ?? '';
      for (const dep of childrenNamed(seccion, 'departamento')) {
        const entries = [
          ...childrenNamed(dep, 'item'),
          ...childrenNamed(dep, 'epigrafe').flatMap((ep) => childrenNamed(ep, 'item')),
        ];
        for (const item of entries) {
          const id = shape.itemId(item);
          const title = textAt(item, 'titulo');
          if (!id || !BULLETIN_ID.test(id) || !title) {
            problems.push({
              identifier: id ?? `${identifier} (sección ${section})`,
              message: !id || !BULLETIN_ID.test(id) ? 'identificador no válido' : 'sin título',
            });
            continue;
          }
          items.push({
            identifier: id,
            title,
            section,
            department: attr(dep, 'nombre') ?? '',
            departmentCode: shape.departmentCode(dep),
            pdfUrl: absoluteUrl(textAt(item, shape.pdf)),
            htmlUrl: absoluteUrl(textAt(item, shape.html)) ?? itemHtmlUrl(id),
            xmlUrl: absoluteUrl(textAt(item, shape.xml)) ?? itemXmlUrl(id),
          });
        }
      }
    }
  return { identifier, date, items, problems };
}
