import type { PliegoFindings } from '../../../common/api/pliego-findings';
import { readSolvencyThreshold } from '../../ingest/placsp/solvency-amount';
import type { DocumentPage } from '../read/read-document';

const CLASSIFICATION = /Grupo\s+([A-P])\s*,?\s*Subgrupo\s+(\d{1,2})\s*,?\s*Categor[ií]a\s+(\d)/gi;
/** The code as the register writes it, after the word: 'Clasificación: C-2-5', 'clasificación exigida C2-5'. */
const CLASSIFICATION_CODE = /clasificaci[oó]n\b[^\n\d]{0,30}?\b([A-P])-?(\d{1,2})-([1-6])\b/gi;
const DEFINITIVE_GUARANTEE =
  /Garant[ií]a definitiva\D{0,40}?(\d+(?:,\d+)?)\s*(?:%|por\s*100\b|por\s+ciento)/i;
const EXECUTION_TERM =
  /(?:Plazo de ejecuci[oó]n|Duraci[oó]n del contrato|Plazo de duraci[oó]n):?\s+(\d+\s+(?:d[ií]as(?: naturales| h[aá]biles)?|semanas?|meses|mes|años?))/i;
const PRICE_REVISION =
  /(no\s+)?(?:procede|habr[aá])\s+(?:la\s+)?revisi[oó]n\s+de\s+precios|(no\s+)?(?:ser[aá]|es)\s+objeto\s+de\s+revisi[oó]n/i;
/** A visit to the site before bidding names the place; a PPT's maintenance visits do not. */
const SITE_VISIT =
  /\bvisita\b.*\b(?:lugar|instalaci[oó]n|instalaciones|obras?|emplazamiento|dependencias|edificios?)\b/i;
const VISIT_NOT_REQUIRED =
  /no\s+(?:ser[aá]|es)\s+obligatori[ao]|no se (?:prev[eé]|exige|requiere)|no obligatori[ao]|voluntari[ao]/i;
const VISIT_REQUIRED = /obligatori[ao]/i;
/** A cuadro resumen's row: 'Visita obligatoria Sí' / 'Visita obligatoria: No'. */
const VISIT_ROW = /visita obligatoria:?\s+(s[ií]|no)(?!\p{L})/iu;
const CRITERIA_HEADING = /criterios de (?:adjudicaci[oó]n|valoraci[oó]n)/i;
const CRITERION_ROW = /^(.{3,120}?)\s+(\d{1,3}(?:,\d+)?)\s*(?:puntos|%)$/;
/** Award criteria weigh 100 points (or per cent) in all; other tables of percentages do not. */
const FULL_WEIGHT = 100;

/** A page's sentences: prose wraps across lines, and '300.000,00' must not end one. */
const sentencesOf = (text: string) => text.replace(/\n/g, ' ').split(/(?<=[.;:])\s+(?=[A-ZÁÉÍÓÚÑ])/);
const decimal = (text: string) => Number(text.replace(',', '.'));

function solvency(pages: DocumentPage[], topic: RegExp): PliegoFindings['financial'] {
  const found: PliegoFindings['financial'] = [];
  for (const page of pages) {
    for (const sentence of sentencesOf(page.text).filter((s) => topic.test(s))) {
      const threshold = readSolvencyThreshold(sentence);
      found.push({
        source: 'pliego',
        page: page.number,
        description: sentence,
        amount: threshold?.amount ?? null,
        basis: threshold?.basis ?? null,
        factor: threshold?.factor ?? null,
      });
    }
  }
  return found;
}

/** The first page where a rule finds something, with what it found. */
function first<T>(
  pages: DocumentPage[],
  read: (text: string) => T | null,
): { page: number; value: T } | null {
  for (const page of pages) {
    const value = read(page.text);
    if (value !== null) return { page: page.number, value };
  }
  return null;
}

/**
 * What a PCAP says about solvency, classification, guarantee, award criteria, term, price revision
 * and site visit, each with its page. Deterministic rules over the normalised page texts.
 */
export function readPliegoFindings(pages: DocumentPage[]): PliegoFindings {
  const classifications: PliegoFindings['classifications'] = [];
  for (const page of pages) {
    const matches = [...page.text.matchAll(CLASSIFICATION), ...page.text.matchAll(CLASSIFICATION_CODE)];
    for (const [, group = '', subgroup = '', category = ''] of matches) {
      const code = `${group.toUpperCase()}${subgroup}-${category}`;
      if (classifications.some((c) => c.code === code)) continue;
      classifications.push({
        source: 'pliego',
        page: page.number,
        group: group.toUpperCase(),
        subgroup,
        category,
        code,
      });
    }
  }
  const guarantee = first(pages, (text) => DEFINITIVE_GUARANTEE.exec(text)?.[1] ?? null);
  const term = first(pages, (text) => EXECUTION_TERM.exec(text)?.[1] ?? null);
  const revision = first(pages, (text) => {
    const match = PRICE_REVISION.exec(text);
    return match ? !(match[1] || match[2]) : null;
  });
  const visit = first(pages, (text) => {
    const row = VISIT_ROW.exec(text);
    if (row?.[1]) return row[1].toLowerCase() !== 'no';
    const sentence = sentencesOf(text).find(
      (s) => SITE_VISIT.test(s) && (VISIT_REQUIRED.test(s) || VISIT_NOT_REQUIRED.test(s)),
    );
    return sentence === undefined ? null : !VISIT_NOT_REQUIRED.test(sentence);
  });
  return {
    financial: solvency(pages, /volumen (?:anual )?de negocios/i),
    technical: solvency(pages, /trabajos similares|servicios o trabajos|suministros similares/i),
    classifications,
    guarantees: guarantee
      ? [{ source: 'pliego', page: guarantee.page, type_code: '2', rate: decimal(guarantee.value) }]
      : [],
    awarding_criteria: criteriaOf(pages),
    execution_term: term ? { source: 'pliego', page: term.page, text: term.value } : null,
    price_revision: revision ? { source: 'pliego', page: revision.page, applies: revision.value } : null,
    site_visit: visit ? { source: 'pliego', page: visit.page, required: visit.value } : null,
  };
}

type Criterion = PliegoFindings['awarding_criteria'][number];

const rowOf = (line: string, page: number): Criterion | null => {
  const row = CRITERION_ROW.exec(line);
  return row?.[1] && row[2] ? { source: 'pliego', page, description: row[1], weight: decimal(row[2]) } : null;
};

/**
 * Rows 'Precio 60 puntos' of the table that follows a 'criterios de adjudicación' heading, with
 * the rows that carry it over to the top of the next page. A table whose weights do not add up
 * to 100 is not the award criteria (a PPT's service levels in per cent, say).
 */
function criteriaOf(pages: DocumentPage[]): PliegoFindings['awarding_criteria'] {
  const found: Criterion[] = [];
  pages.forEach((page, index) => {
    const lines = page.text.split('\n');
    const start = lines.findIndex((line) => CRITERIA_HEADING.test(line));
    if (start < 0) return;
    const table = lines.slice(start + 1).flatMap((line) => rowOf(line, page.number) ?? []);
    const next = pages[index + 1];
    if (table.length > 0 && next) {
      for (const line of next.text.split('\n')) {
        const row = rowOf(line, next.number);
        if (!row) break;
        table.push(row);
      }
    }
    const total = table.reduce((sum, c) => sum + c.weight, 0);
    if (Math.abs(total - FULL_WEIGHT) < 0.5) found.push(...table);
  });
  return found;
}
