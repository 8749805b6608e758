import type { PublicationSearchBody } from '../../../common/api/publications';
import { PUBLICATIONS_PAGE_SIZE } from '../../../common/api/publications';

/**
 * The publication search's state, kept in the URL like the tender search's: `q` (words), `page`,
 * `from` and `to` (issue dates, YYYY-MM-DD). Defaults are left out of the URL.
 */
export interface PublicationSearchState {
  q: string;
  page: number;
  from: string;
  to: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateParam = (value: string | null) => (value && ISO_DATE.test(value) ? value : '');

export function parsePublicationParams(params: URLSearchParams): PublicationSearchState {
  const page = Number(params.get('page'));
  return {
    q: params.get('q')?.slice(0, 500) ?? '',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    from: dateParam(params.get('from')),
    to: dateParam(params.get('to')),
  };
}

export function toPublicationParams(state: PublicationSearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q.trim()) params.set('q', state.q.trim());
  if (state.page > 1) params.set('page', String(state.page));
  if (state.from) params.set('from', state.from);
  if (state.to) params.set('to', state.to);
  return params;
}

/** POST /v1/publications/search's body for the page on screen; no `date` without a bound. */
export function toPublicationRequest(state: PublicationSearchState): PublicationSearchBody {
  const date = { ...(state.from && { from: state.from }), ...(state.to && { to: state.to }) };
  return {
    searchTerms: state.q.trim(),
    page: state.page,
    pageSize: PUBLICATIONS_PAGE_SIZE,
    ...(Object.keys(date).length > 0 && { date }),
  };
}
