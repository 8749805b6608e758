import type { Alert } from '../../../common/api/alerts';
import { RENEWALS_PATH, SEARCH_PATH } from '../links';
import { compactFilters, INITIAL_SEARCH, type SearchState } from '../search-state';

/** Running an alert searches its words and filters, sorted by relevance. */
export function alertSearchState(alert: Pick<Alert, 'searchTerms' | 'filters'>): SearchState {
  return { ...INITIAL_SEARCH, q: alert.searchTerms, filters: alert.filters, sort: 'relevance' };
}

/** The search page running the alert (`?alert_id=`): the user's run button and the admin's. */
export const alertRunPath = (alertId: number) => `${SEARCH_PATH}?alert_id=${alertId}`;

/** The renewal radar with a renewal alert's words and filters (its default window: the next 12 months). */
export function renewalRunPath(alert: Pick<Alert, 'searchTerms' | 'filters'>): string {
  const params = new URLSearchParams({ filters: JSON.stringify(compactFilters(alert.filters)) });
  if (alert.searchTerms) params.set('q', alert.searchTerms);
  return `${RENEWALS_PATH}?${params}`;
}
