import type { Alert } from '../../../common/api/alerts';
import { SEARCH_PATH } from '../../ui/links';
import { INITIAL_SEARCH, type SearchState } from '../../ui/search-state';

/** Running an alert searches its words and filters, sorted by relevance. */
export function alertSearchState(alert: Pick<Alert, 'searchTerms' | 'filters'>): SearchState {
  return { ...INITIAL_SEARCH, q: alert.searchTerms, filters: alert.filters, sort: 'relevance' };
}

/** The search page running the alert (`?alert_id=`): the user's run button and the admin's. */
export const alertRunPath = (alertId: number) => `${SEARCH_PATH}?alert_id=${alertId}`;
