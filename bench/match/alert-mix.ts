import type { ProcurementFilters, SourceName } from '../../common/api/procurement-search';
import { Rng } from '../../server/simulator/prng';

/** What stored tenders are made of, for alerts that look like what people save. */
export interface Vocabulary {
  /** Frequent words of titles (6 letters or more) that name a topic, most frequent first. */
  words: string[];
  /** CPV divisions present (e.g. 45000000). */
  cpvDivisions: string[];
  /** NUTS codes of provinces and regions present (ES51, ES511). */
  regions: string[];
  contractTypes: string[];
}

export interface AlertSpec {
  name: string;
  searchTerms: string;
  filters: ProcurementFilters;
  mailingFrequency: 'daily' | 'weekly' | 'no_email';
  sendEmail: boolean;
}

const SOURCE_SETS: readonly (readonly [SourceName[], number])[] = [
  [['placsp'], 3],
  [['placsp', 'regional'], 3],
  [['regional'], 1],
  [['menores'], 1],
];
const AMOUNT_RANGES: readonly { from?: number; to?: number }[] = [
  { from: 15_000 },
  { from: 50_000, to: 500_000 },
  { to: 100_000 },
  { from: 1_000_000 },
];

function words(rng: Rng, vocabulary: string[]): string {
  // Words people save are among the frequent ones, but not only the most frequent.
  const word = () => vocabulary[Math.floor(vocabulary.length * rng.next() ** 2)]!;
  return rng.weighted<() => string>([
    [() => word(), 60],
    [() => `${word()} ${word()}`, 25],
    [() => `"${word()} ${word()}"`, 8],
    [() => `${word()} -${word()}`, 7],
  ])();
}

const some = <T>(rng: Rng, items: readonly T[], max: number): T[] => [
  ...new Set(Array.from({ length: rng.int(1, max) }, () => rng.pick(items))),
];

/**
 * `count` saved alerts: most with words (one or two, a phrase, an exclusion), each with the
 * filters people combine with them — CPV divisions, provinces, amount ranges, sources, open
 * ones only — and some with filters alone. Deterministic for a seed.
 */
export function alertMix(vocabulary: Vocabulary, count: number, seed = 11): AlertSpec[] {
  const rng = new Rng(seed);
  return Array.from({ length: count }, (_, i) => {
    const withWords = rng.chance(0.85);
    const filters: ProcurementFilters = {};
    if (!withWords || rng.chance(0.35)) filters.cpv_codes = some(rng, vocabulary.cpvDivisions, 3);
    if (!withWords || rng.chance(0.35)) filters.location = { regions: some(rng, vocabulary.regions, 2) };
    if (rng.chance(0.2)) filters.amount = rng.pick(AMOUNT_RANGES);
    if (rng.chance(0.3)) filters.sources = rng.weighted(SOURCE_SETS);
    if (rng.chance(0.15)) filters.status = rng.chance(0.5) ? ['PUB'] : ['PUB', 'EV'];
    if (rng.chance(0.1)) filters.contract_types = some(rng, vocabulary.contractTypes, 2);
    if (rng.chance(0.1)) filters.only_active = true;
    return {
      name: `Alerta ${i + 1}`,
      searchTerms: withWords ? words(rng, vocabulary.words) : '',
      filters,
      mailingFrequency: rng.weighted([
        ['daily', 6],
        ['weekly', 3],
        ['no_email', 1],
      ] as const),
      sendEmail: rng.chance(0.9),
    };
  });
}
