import {
  type ProcurementFilters,
  type ProcurementSearchBody,
  procurementFiltersSchema,
  type SortField,
} from '../../common/api/procurement-search';

/**
 * The search screen's state, kept in the URL so the back button and a shared link give the same
 * search: `q` (words), `page`, `sort` (one of SORT_KEYS) and `filters` (JSON of the search filters).
 * Defaults are left out of the URL: a bare /licitaciones/buscar is the default search.
 */

/** The sort options, in the order the select offers them. */
export const SORT_KEYS = ['relevance', 'date_desc', 'date_asc', 'amount_desc', 'amount_asc'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

/** A search starts sorted by publication date, newest first. */
export const DEFAULT_SORT: SortKey = 'date_desc';
export const PAGE_SIZE = 25;

const SORT_OF_KEY: Record<SortKey, { sortField: SortField; sortOrder: 'asc' | 'desc' }> = {
  relevance: { sortField: 'score', sortOrder: 'desc' },
  date_desc: { sortField: 'publication_date', sortOrder: 'desc' },
  date_asc: { sortField: 'publication_date', sortOrder: 'asc' },
  amount_desc: { sortField: 'estimated_overall_contract_amount', sortOrder: 'desc' },
  amount_asc: { sortField: 'estimated_overall_contract_amount', sortOrder: 'asc' },
};

/** The country filter defaults to Spain (ES). */
export const DEFAULT_FILTERS: ProcurementFilters = { location: { country: 'ES' } };

export interface SearchState {
  q: string;
  page: number;
  sort: SortKey;
  filters: ProcurementFilters;
}

export const INITIAL_SEARCH: SearchState = { q: '', page: 1, sort: DEFAULT_SORT, filters: DEFAULT_FILTERS };

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.values(value).every(isEmpty);
  return false;
}

/** Drops empty strings, empty lists and empty groups, so the URL and the request stay short. */
export function compactFilters(filters: ProcurementFilters): ProcurementFilters {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value === false || isEmpty(value)) continue;
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const group = Object.fromEntries(Object.entries(value).filter(([, v]) => !isEmpty(v)));
      out[key] = group;
    } else out[key] = value;
  }
  return out as ProcurementFilters;
}

const MAX_AWARDEES = 50;
const MAX_AWARDEE_LENGTH = 200;

/** Awardee tags (names or tax ids of winners): trimmed, once each, as many and as long as the API takes. */
export function awardeeTags(tags: string[]): string[] {
  const names = tags.map((tag) => tag.trim().slice(0, MAX_AWARDEE_LENGTH)).filter(Boolean);
  return [...new Set(names)].slice(0, MAX_AWARDEES);
}

const POSTAL_CODE = /^\d{5}$/;
const MAX_POSTAL_CODES = 100;

/** Postal-code tags: the 5-digit codes typed, once each; anything else is not a Spanish postal code and is dropped. */
export function postalCodeTags(tags: string[]): string[] {
  const codes = tags.map((tag) => tag.trim()).filter((tag) => POSTAL_CODE.test(tag));
  return [...new Set(codes)].slice(0, MAX_POSTAL_CODES);
}

/** The `filters` URL value (JSON of the search filters); `fallback` when absent or unreadable. */
export function parseFiltersParam(text: string | null, fallback: ProcurementFilters): ProcurementFilters {
  if (text === null) return fallback;
  try {
    const parsed = procurementFiltersSchema.safeParse(JSON.parse(text));
    return parsed.success ? compactFilters(parsed.data) : fallback;
  } catch {
    return fallback;
  }
}

export function parseSearchParams(params: URLSearchParams): SearchState {
  const page = Number(params.get('page'));
  const sort = params.get('sort') as SortKey | null;
  return {
    q: params.get('q')?.slice(0, 500) ?? '',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    sort: sort && SORT_KEYS.includes(sort) ? sort : DEFAULT_SORT,
    filters: parseFiltersParam(params.get('filters'), DEFAULT_FILTERS),
  };
}

export function toSearchParams(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q.trim()) params.set('q', state.q.trim());
  if (state.page > 1) params.set('page', String(state.page));
  if (state.sort !== DEFAULT_SORT) params.set('sort', state.sort);
  const filters = JSON.stringify(compactFilters(state.filters));
  if (filters !== JSON.stringify(DEFAULT_FILTERS)) params.set('filters', filters);
  return params;
}

/** The request of the page on screen (the Excel export asks for other pages of the same search). */
export function toRequestBody(
  state: SearchState,
): ProcurementSearchBody & { page: number; pageSize: number } {
  return {
    searchTerms: state.q.trim(),
    page: state.page,
    pageSize: PAGE_SIZE,
    ...SORT_OF_KEY[state.sort],
    filters: compactFilters(state.filters),
  };
}

/** A new search from the text box: page 1, and by score when there are words. */
export function newSearch(state: SearchState, q: string): SearchState {
  return {
    ...state,
    q,
    page: 1,
    sort: q.trim() ? 'relevance' : state.sort === 'relevance' ? DEFAULT_SORT : state.sort,
  };
}
