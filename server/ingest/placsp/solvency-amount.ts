import type { SolvencyThreshold } from '../../db/tender-data';
import { parseAmount } from './amounts';

// A sum in euros as written in the texts: '300.000 €', '47.566€', '299.312,76 €', '12.000 euros'.
const EUROS = /(\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:[.,]\d+)?)\s*(?:€|euros?\b|EUR\b)/i;
// 'una vez y media', '1,5 veces', 'dos veces' … followed by the value it multiplies.
const TIMES =
  /(una vez y media|vez y media|\d+(?:[.,]\d+)?\s*veces|una vez|dos veces|tres veces)\s+(?:el|del)\s+(valor|importe|presupuesto)\s+(anual|estimado|medio anual)?/i;
const PERCENT = /(\d+(?:[.,]\d+)?)\s*%\s*del\s+(valor|importe|presupuesto)\s+(anual|estimado|medio anual)?/i;
const WORD_FACTORS: Record<string, number> = {
  'una vez y media': 1.5,
  'vez y media': 1.5,
  'una vez': 1,
  'dos veces': 2,
  'tres veces': 3,
};
const PLIEGO = /pliego|\bPCAP\b|\bPCG\b|\bPPT\b|plecs|cl[aá]usula|cuadro de caracter[ií]sticas/i;

/**
 * Prose writes thousands with dots ('300.000 €'), which the feed's own amount fields never do:
 * a dot before three digits groups, a comma is decimal.
 */
const spanishAmount = (text: string) =>
  parseAmount(/^\d{1,3}(?:\.\d{3})+(?:,\d+)?$/.test(text) ? text.replace(/\./g, '').replace(',', '.') : text);

/** The number part of '1,5 veces' / '70' as a JS number. */
const decimal = (text: string) => Number(text.replace(',', '.'));

function factorOf(text: string): { factor: number; basis: SolvencyThreshold['basis'] } | null {
  const times = TIMES.exec(text);
  if (times) {
    const phrase = (times[1] ?? '').toLowerCase().replace(/\s+/g, ' ');
    const factor = WORD_FACTORS[phrase] ?? decimal(phrase.replace(/\s*veces$/, ''));
    return { factor, basis: basisOf(times[3]) };
  }
  const percent = PERCENT.exec(text);
  if (percent) return { factor: decimal(percent[1] ?? '') / 100, basis: basisOf(percent[3]) };
  return null;
}

/** 'valor anual' / 'medio anual' is the yearly value; anything else the estimated value. */
const basisOf = (word: string | undefined): SolvencyThreshold['basis'] =>
  word && /anual/i.test(word) ? 'times_annual_value' : 'times_estimated_value';

/**
 * What a solvency text asks for, when it says: 'Como mínimo 300.000 €' → 300000 fixed; 'una vez
 * y media el valor estimado del contrato, esto es, 299.312,76 €' → factor 1.5 with that sum.
 * Null when it names neither a sum nor a multiple (most texts send the reader to the pliego).
 */
export function readSolvencyThreshold(text: string | null): SolvencyThreshold | null {
  if (!text) return null;
  const euros = EUROS.exec(text);
  const amount = euros ? spanishAmount(euros[1] ?? '') : null;
  const multiple = factorOf(text);
  if (multiple && Number.isFinite(multiple.factor)) return { amount, ...multiple };
  return amount ? { amount, basis: 'fixed', factor: null } : null;
}

/** The text sends the reader to the tender documents instead of stating the requirement. */
export const refersToPliego = (text: string | null) => text !== null && PLIEGO.test(text);
