import type { PliegoFindings } from '../../../common/api/pliego-findings';
import { readSolvencyThreshold } from '../../ingest/placsp/solvency-amount';
import type { DocumentPage } from '../read/read-document';

const CLASSIFICATION = /Grupo\s+([A-P])\s*,?\s*Subgrupo\s+(\d{1,2})\s*,?\s*Categor[ií]a\s+(\d)/gi;
const DEFINITIVE_GUARANTEE = /Garant[ií]a definitiva\D{0,40}?(\d+(?:,\d+)?)\s*%/i;
const EXECUTION_TERM =
  /Plazo de ejecuci[oó]n:?\s+(\d+\s+(?:d[ií]as(?: naturales| h[aá]biles)?|semanas?|meses|mes|años?))/i;
const PRICE_REVISION = /(no\s+)?(?:procede|habr[aá])\s+(?:la\s+)?revisi[oó]n\s+de\s+precios/i;
const VISIT_REQUIRED =
  /(?:obligatoria la visita|visita\s+(?:\S+\s+){0,4}(?:es|ser[aá])\s+obligatoria|visita obligatoria)/i;
const NO_VISIT = /no se (?:prev[eé]|exige|requiere)\s+(?:la\s+)?visita/i;
const CRITERIA_HEADING = /criterios de (?:adjudicaci[oó]n|valoraci[oó]n)/i;
const CRITERION_ROW = /^(.{3,120}?)\s+(\d{1,3}(?:,\d+)?)\s*(?:puntos|%)$/;

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
    for (const [, group = '', subgroup = '', category = ''] of page.text.matchAll(CLASSIFICATION)) {
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
    return match ? !match[1] : null;
  });
  const visit = first(pages, (text) =>
    VISIT_REQUIRED.test(text) ? true : NO_VISIT.test(text) ? false : null,
  );
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

/** Rows 'Precio 60 puntos' of the table that follows a 'criterios de adjudicación' heading. */
function criteriaOf(pages: DocumentPage[]): PliegoFindings['awarding_criteria'] {
  const found: PliegoFindings['awarding_criteria'] = [];
  for (const page of pages) {
    const lines = page.text.split('\n');
    const start = lines.findIndex((line) => CRITERIA_HEADING.test(line));
    if (start < 0) continue;
    for (const line of lines.slice(start + 1)) {
      const row = CRITERION_ROW.exec(line);
      if (row?.[1] && row[2])
        found.push({ source: 'pliego', page: page.number, description: row[1], weight: decimal(row[2]) });
    }
  }
  return found;
}
