import { dateSchema } from '../../../common/api/fields';
import type { ProcurementFilters } from '../../../common/api/procurement-search';
import type { RenewalSearchBody } from '../../../common/api/renewals';
import { compactFilters, DEFAULT_FILTERS, PAGE_SIZE, parseFiltersParam } from '../../ui/search-state';

/**
 * The renewal radar's state, kept in the URL like the search's: `q`, `filters` (JSON of the
 * search filters), `desde` and `hasta` (the ending window, YYYY-MM-DD) and `page`. An end left
 * out is the server's default window: from today to 12 months later.
 */
export interface RenewalState {
  q: string;
  filters: ProcurementFilters;
  from?: string;
  to?: string;
  page: number;
}

const day = (text: string | null) =>
  text !== null && dateSchema().safeParse(text).success ? text : undefined;

export function parseRenewalParams(params: URLSearchParams): RenewalState {
  const page = Number(params.get('page'));
  return {
    q: params.get('q')?.slice(0, 500) ?? '',
    filters: parseFiltersParam(params.get('filters'), DEFAULT_FILTERS),
    from: day(params.get('desde')),
    to: day(params.get('hasta')),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

export function toRenewalParams(state: RenewalState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q.trim()) params.set('q', state.q.trim());
  const filters = JSON.stringify(compactFilters(state.filters));
  if (filters !== JSON.stringify(DEFAULT_FILTERS)) params.set('filters', filters);
  if (state.from) params.set('desde', state.from);
  if (state.to) params.set('hasta', state.to);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The request of the page on screen (the Excel export asks for other pages of the same search). */
export function toRenewalBody(state: RenewalState): RenewalSearchBody & { page: number; pageSize: number } {
  // A window typed backwards is read the right way round rather than refused.
  const [from, to] =
    state.from && state.to && state.from > state.to ? [state.to, state.from] : [state.from, state.to];
  return {
    searchTerms: state.q.trim(),
    filters: compactFilters(state.filters),
    ending: { ...(from && { from }), ...(to && { to }) },
    page: state.page,
    pageSize: PAGE_SIZE,
  };
}
