import type { MarketAnalysisBody } from '../../../common/api/market';
import type { ProcurementFilters } from '../../../common/api/procurement-search';
import { compactFilters, parseFiltersParam } from '../../ui/search-state';

/**
 * The market chosen, kept in the URL so a link shows the same market: `q` (optional words) and
 * `filters` (JSON of the search filters: CPV codes, regions, years, contract types).
 */
export interface MarketState {
  q: string;
  filters: ProcurementFilters;
}

export function parseMarketParams(params: URLSearchParams): MarketState {
  return {
    q: params.get('q')?.slice(0, 500) ?? '',
    filters: parseFiltersParam(params.get('filters'), {}),
  };
}

export function toMarketParams(state: MarketState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q.trim()) params.set('q', state.q.trim());
  const filters = compactFilters(state.filters);
  if (Object.keys(filters).length) params.set('filters', JSON.stringify(filters));
  return params;
}

export const toMarketBody = (state: MarketState): MarketAnalysisBody => ({
  searchTerms: state.q.trim(),
  filters: compactFilters(state.filters),
});

/** A market needs a choice: at least one CPV code, region, year, contract type or word. */
export const hasChoice = (state: MarketState) =>
  Boolean(state.q.trim()) || Object.keys(compactFilters(state.filters)).length > 0;
