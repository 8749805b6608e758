import { CONTRACT_TYPES } from '../../../common/reference/codice';
import { regionOfNuts } from '../../../common/reference/geo';
import { isContentWord } from '../../../common/text/spanish-stop-words';
import { tokenizeWords } from '../../../common/text/words';

/** What the relevance score reads of a tender. */
export interface FeatureInput {
  title: string;
  /** The object of the contract as described (often the title again). */
  summary: string | null;
  contract_type: string | null;
  cpv_codes: string[];
  /** Names of the CPV divisions and classes of `cpv_codes` (8-digit padded codes), where known. */
  cpv_names: Record<string, string>;
  contracting_party_id: number | null;
  contracting_party_name: string | null;
  location_nuts: string | null;
  /** The tender's best amount (estimated, else without VAT, else with VAT), euros. */
  amount: number | null;
}

/** One thing a tender has that a user's verdicts can weigh: `key` compares, `label` is shown. */
export interface Feature {
  key: string;
  label: string;
}

/** Amount bands (euros, lower bounds): a minor contract, small, medium, large, very large. */
const AMOUNT_BANDS = [0, 15_000, 100_000, 1_000_000, 5_000_000];
const euros = (n: number) => `${new Intl.NumberFormat('es-ES', { useGrouping: 'always' }).format(n)} €`;

function amountBand(amount: number): Feature {
  const index = AMOUNT_BANDS.findLastIndex((bound) => amount >= bound);
  const low = AMOUNT_BANDS[Math.max(index, 0)]!;
  const high = AMOUNT_BANDS[index + 1];
  const label =
    high === undefined
      ? `Importe de ${euros(low)} o más`
      : low === 0
        ? `Importe de menos de ${euros(high)}`
        : `Importe de ${euros(low)} a ${euros(high)}`;
  return { key: `a:${low}`, label };
}

/**
 * A word's key: folded, and Spanish plurals reduced to the singular so 'servicios' and
 * 'servicio' weigh as one ('actuaciones' → 'actuacion', 'luces' → 'luz', 'redes' → 'red').
 * Kept this light on purpose: the key must map back to words the user recognises.
 */
export function wordKey(folded: string): string {
  if (folded.length > 5 && folded.endsWith('ones')) return folded.slice(0, -2);
  if (folded.length > 4 && folded.endsWith('ces')) return `${folded.slice(0, -3)}z`;
  if (folded.length > 4 && /[lrnd]es$/.test(folded)) return folded.slice(0, -2);
  if (folded.length > 3 && folded.endsWith('s') && !folded.endsWith('ss')) return folded.slice(0, -1);
  return folded;
}

/**
 * A text's words (without stop words) and its two-word phrases (two content words with at most
 * one stop word between them: 'limpieza de edificios'), labelled as the text writes them.
 */
function wordFeatures(text: string): Feature[] {
  const tokens = tokenizeWords(text);
  const features: Feature[] = [];
  let previous: { key: string; start: number; index: number } | null = null;
  tokens.forEach((token, index) => {
    if (!isContentWord(token.word, 3)) return;
    const key = wordKey(token.word);
    features.push({ key: `w:${key}`, label: text.slice(token.start, token.end).toLowerCase() });
    if (previous && index - previous.index <= 2) {
      features.push({
        key: `w:${previous.key} ${key}`,
        label: text.slice(previous.start, token.end).toLowerCase(),
      });
    }
    previous = { key, start: token.start, index };
  });
  return features;
}

/** A CPV prefix's feature ('CPV 9061 Servicios de limpieza…'), named from the catalogue when it has it. */
function cpvFeature(prefix: string, names: Record<string, string>): Feature {
  const name = names[prefix.padEnd(8, '0')];
  return { key: `c:${prefix}`, label: name ? `CPV ${prefix} ${name}` : `CPV ${prefix}` };
}

/**
 * Everything the score weighs of a tender, each once: the words and phrases of its title and
 * summary, CPV division and class, contracting body, province, amount band and contract type.
 */
export function tenderFeatures(input: FeatureInput): Feature[] {
  const features = [...wordFeatures(input.title), ...wordFeatures(input.summary ?? '')];
  for (const code of input.cpv_codes) {
    if (!/^\d{8}$/.test(code)) continue;
    features.push(cpvFeature(code.slice(0, 2), input.cpv_names));
    if (code.slice(2, 4) !== '00') features.push(cpvFeature(code.slice(0, 4), input.cpv_names));
  }
  const body = input.contracting_party_name?.trim();
  if (body) {
    const key = input.contracting_party_id ?? body.toLowerCase();
    features.push({ key: `o:${key}`, label: body });
  }
  const province = regionOfNuts(input.location_nuts)?.province;
  if (province) features.push({ key: `p:${province.code}`, label: province.name });
  if (input.amount !== null && Number.isFinite(input.amount) && input.amount >= 0) {
    features.push(amountBand(input.amount));
  }
  const type = input.contract_type as keyof typeof CONTRACT_TYPES | null;
  if (type && CONTRACT_TYPES[type]) features.push({ key: `t:${type}`, label: CONTRACT_TYPES[type] });
  const seen = new Set<string>();
  return features.filter((f) => !seen.has(f.key) && seen.add(f.key));
}
