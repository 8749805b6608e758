import type {
  PartyContractedProjectsBody,
  PartyTenderResultsBody,
  PartyWithCounts,
} from '../../../common/api/procurement-party';
import type { ProcurementFilters } from '../../../common/api/procurement-search';
import type { FilterKey } from '../../ui/SearchFilters';
import { compactFilters, DEFAULT_FILTERS, PAGE_SIZE, parseFiltersParam } from '../../ui/search-state';
import { yearsOfTags } from '../../ui/YearTagsInput';

/**
 * The company page's state, kept in the URL like the search's so back/forward and a shared link
 * give the same view: `tab` (ofertadas / ganadas), `q` (Filtrar por texto), `years` (the chart's
 * years, comma separated), `page` and `filters` (JSON of the search filters). Defaults stay out.
 */

/** The company page's two lists: tenders a body published, awards a company won. */
export type PartyView = 'offered' | 'awards';
/** Its tabs: the lists it has, then the analysis of both roles. */
export type PartyTab = PartyView | 'analysis';

const TAB_OF_VIEW: Record<PartyTab, string> = {
  offered: 'ofertadas',
  awards: 'ganadas',
  analysis: 'analisis',
};
const VIEW_ORDER: readonly PartyView[] = ['offered', 'awards'];
const TAB_ORDER: readonly PartyTab[] = [...VIEW_ORDER, 'analysis'];

/** Filters each view leaves out (they make no sense for it, and the API refuses them). */
export const EXCLUDED_FILTERS: Record<PartyView, readonly FilterKey[]> = {
  awards: ['status', 'awardee_parties', 'submission_deadline'],
  offered: ['contracting_party'],
};

export interface PartyViewState {
  /** null: the first view the party has. */
  view: PartyTab | null;
  q: string;
  page: number;
  years: number[];
  filters: ProcurementFilters;
}

/** The filters start as the search's: Spain, so the region filter is offered. */
export const INITIAL_PARTY_VIEW: PartyViewState = {
  view: null,
  q: '',
  page: 1,
  years: [],
  filters: DEFAULT_FILTERS,
};

/** A list shows only when its count is above 0; the analysis follows when either does. */
export function viewsOf(
  party: Pick<PartyWithCounts, 'procurement_projects_count' | 'tender_results_count'>,
): PartyTab[] {
  const count: Record<PartyView, number> = {
    offered: party.procurement_projects_count,
    awards: party.tender_results_count,
  };
  const lists = VIEW_ORDER.filter((view) => count[view] > 0);
  return lists.length ? [...lists, 'analysis'] : [];
}

/** The view on screen: the one asked for when the party has it, else its first. */
export function activeView(views: readonly PartyTab[], asked: PartyTab | null): PartyTab | undefined {
  return asked && views.includes(asked) ? asked : views[0];
}

/** The chart's years live beside the filters, not inside them: the views send them as `years`. */
function withoutYears(filters: ProcurementFilters): ProcurementFilters {
  const { years: _years, ...date } = filters.date ?? {};
  return compactFilters({ ...filters, date });
}

export function parsePartyParams(params: URLSearchParams): PartyViewState {
  const tab = params.get('tab');
  const page = Number(params.get('page'));
  return {
    view: TAB_ORDER.find((view) => TAB_OF_VIEW[view] === tab) ?? null,
    q: params.get('q')?.slice(0, 500) ?? '',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    years: yearsOfTags((params.get('years') ?? '').split(',')),
    filters: withoutYears(parseFiltersParam(params.get('filters'), DEFAULT_FILTERS)),
  };
}

export function toPartyParams(state: PartyViewState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.view) params.set('tab', TAB_OF_VIEW[state.view]);
  if (state.q.trim()) params.set('q', state.q.trim());
  if (state.years.length) params.set('years', state.years.join(','));
  const filters = JSON.stringify(withoutYears(state.filters));
  if (filters !== JSON.stringify(DEFAULT_FILTERS)) params.set('filters', filters);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** Another tab starts afresh: years, words and filters mean other things there. */
export function switchView(view: PartyTab): PartyViewState {
  return { ...INITIAL_PARTY_VIEW, view };
}

/** The chart's bar for `year` adds or removes that year, back to page 1. */
export function toggleYear(state: PartyViewState, year: number): PartyViewState {
  const years = state.years.includes(year)
    ? state.years.filter((y) => y !== year)
    : [...state.years, year].sort((a, b) => a - b);
  return { ...state, years, page: 1 };
}

/** The filters a view sends: without the years and without the ones it leaves out. */
function viewFilters<T>(state: PartyViewState, view: PartyView): T {
  const filters: Record<string, unknown> = { ...withoutYears(state.filters) };
  for (const key of EXCLUDED_FILTERS[view]) delete filters[key];
  return filters as T;
}

/** POST /v1/procurement_party/{id}/tender_results for the awards view (the Excel export drops `page`). */
export function awardsRequest(state: PartyViewState): PartyTenderResultsBody {
  return {
    page: state.page,
    pageSize: PAGE_SIZE,
    years: state.years,
    searchTerms: state.q.trim(),
    filters: viewFilters<PartyTenderResultsBody['filters']>(state, 'awards'),
  };
}

/** POST /v1/procurement_party/{id}/contracted_projects for the offered-tenders view. */
export function offeredRequest(state: PartyViewState): PartyContractedProjectsBody {
  return {
    page: state.page,
    pageSize: PAGE_SIZE,
    years: state.years,
    searchTerms: state.q.trim(),
    filters: viewFilters<PartyContractedProjectsBody['filters']>(state, 'offered'),
  };
}
