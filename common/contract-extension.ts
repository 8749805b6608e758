/**
 * How long a contract's extensions (cac:ContractExtension) add, read from their free text:
 * 'una posible prórroga de 12 meses' → 12, 'Posibilidad de prórroga por dos anualidades más'
 * → 24, 'No prorrogable' → 0. Only a text stating exactly one duration is read; 'Una prórroga'
 * (how long?) or two different durations give null, never a guess.
 */

const NUMBER_WORDS: Record<string, number> = {
  un: 1,
  una: 1,
  uno: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  once: 11,
  doce: 12,
};
const NUMBER = `(\\d{1,3}|${Object.keys(NUMBER_WORDS).join('|')})`;
const UNIT = '(anos?|anualidad(?:es)?|mes(?:es)?)';
/** 'dos prórrogas anuales', 'una prórroga de 6 meses': a count of extensions of one length each. */
const REPEATED = new RegExp(
  `\\b${NUMBER}\\s+prorrogas?\\s+(?:(anual(?:es)?)|de\\s+${NUMBER}\\s+${UNIT})\\b`,
  'g',
);
/** 'dos anualidades', '12 meses', 'un año'. */
const SPAN = new RegExp(`\\b${NUMBER}\\s+${UNIT}\\b`, 'g');
const NONE =
  /^no\b|\bno (?:es |son |sera |seran )?prorrogables?\b|\bsin (?:posibilidad de )?prorrogas?\b|\bno (?:se )?(?:preve|admite|contempla|permite)n?\b/;

const count = (word: string) => NUMBER_WORDS[word] ?? Number(word);
const monthsPer = (unit: string) => (unit.startsWith('mes') ? 1 : 12);

/** Whole months the extensions add (0: none allowed), or null when the text does not say reliably. */
export function extensionMonths(text: string): number | null {
  const plain = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    // 'una (1) prórroga': the digits only repeat the word before them.
    .replace(/\(\s*\d+\s*\)/g, ' ')
    .trim();
  const found = new Set<number>();
  const rest = plain.replace(REPEATED, (_all, times: string, yearly?: string, n?: string, unit?: string) => {
    found.add(count(times) * (yearly ? 12 : count(n!) * monthsPer(unit!)));
    return ' ';
  });
  for (const [, n, unit] of rest.matchAll(SPAN)) found.add(count(n!) * monthsPer(unit!));
  const none = NONE.test(plain);
  if (found.size === 0) return none ? 0 : null;
  if (found.size > 1 || none) return null;
  const [months] = found;
  return months! > 0 ? months! : null;
}
