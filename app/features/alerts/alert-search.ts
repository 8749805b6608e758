import type { Alert } from '../../../common/api/alerts';
import { SEARCH_PATH } from '../../ui/links';
import { INITIAL_SEARCH, type SearchState, toSearchParams } from '../../ui/search-state';

/** Running an alert searches its words and filters, sorted by relevance. */
export function alertSearchState(alert: Pick<Alert, 'searchTerms' | 'filters'>): SearchState {
  return { ...INITIAL_SEARCH, q: alert.searchTerms, filters: alert.filters, sort: 'relevance' };
}

/**
 * The search page already running the alert, with its words and filters in the URL: for an
 * alert that is not the signed-in user's (the admin's run button), whose GET /v1/alerts/{id} is 404.
 */
export const alertSearchPath = (alert: Pick<Alert, 'searchTerms' | 'filters'>) =>
  `${SEARCH_PATH}?${toSearchParams(alertSearchState(alert))}`;
