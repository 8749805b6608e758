import {
  type ProcurementSearchBody,
  type ProcurementSearchQuery,
  procurementSearchBodySchema,
} from '../../common/api/procurement-search';

/** A frequent word: its match set is a large share of all tenders, the hard case for every sort. */
const COMMON = 'servicio';

/**
 * The fixed query mix: what people type and filter most (words, phrase, exclusion, CPV and
 * province, amount range, active only) and every sort order on a large match set.
 * The words come from the generator's titles and CPV labels.
 */
export const QUERY_MIX: { name: string; body: ProcurementSearchBody }[] = [
  { name: 'una palabra', body: { searchTerms: 'mantenimiento' } },
  { name: 'dos palabras', body: { searchTerms: 'limpieza edificios' } },
  { name: 'frase', body: { searchTerms: '"recogida de residuos"' } },
  { name: 'exclusión', body: { searchTerms: 'transporte -escolar' } },
  {
    name: 'CPV + provincia',
    body: { filters: { cpv_codes: ['45000000'], location: { regions: ['ES511'] } } },
  },
  { name: 'rango de importe', body: { filters: { amount: { from: 100_000, to: 500_000 } } } },
  { name: 'solo activas', body: { filters: { only_active: true } } },
  { name: 'relevancia', body: { searchTerms: COMMON, sortField: 'score' } },
  { name: 'fecha desc', body: { searchTerms: COMMON, sortField: 'publication_date', sortOrder: 'desc' } },
  { name: 'fecha asc', body: { searchTerms: COMMON, sortField: 'publication_date', sortOrder: 'asc' } },
  {
    name: 'importe desc',
    body: { searchTerms: COMMON, sortField: 'estimated_overall_contract_amount', sortOrder: 'desc' },
  },
  {
    name: 'importe asc',
    body: { searchTerms: COMMON, sortField: 'estimated_overall_contract_amount', sortOrder: 'asc' },
  },
];

/** The mix as the HTTP route would pass it to the search: validated with the route's schema. */
export const parsedQueryMix = (): { name: string; query: ProcurementSearchQuery }[] =>
  QUERY_MIX.map(({ name, body }) => ({ name, query: procurementSearchBodySchema.parse(body) }));
