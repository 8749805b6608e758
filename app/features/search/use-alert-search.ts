import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useAlert } from '../../api/alerts/use-alerts';
import { alertSearchState } from '../../ui/alerts/alert-search';
import { INITIAL_SEARCH, toSearchParams } from '../../ui/search-state';

function alertIdOf(params: URLSearchParams): number | null {
  const id = Number(params.get('alert_id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * /licitaciones/buscar?alert_id=N loads that alert's words and filters as the search,
 * sorted by relevance. The URL is replaced, so the back button does not load the alert again.
 * True while the alert is loading (the search waits for it).
 */
export function useAlertSearch(): boolean {
  const [params, setParams] = useSearchParams();
  const alertId = alertIdOf(params);
  const alert = useAlert(alertId);

  useEffect(() => {
    if (alertId === null) return;
    if (alert.data) {
      setParams(toSearchParams(alertSearchState(alert.data)), { replace: true });
    } else if (alert.isError) {
      // Not (or no longer) one of the user's alerts: the plain search page instead.
      setParams(toSearchParams(INITIAL_SEARCH), { replace: true });
    }
  }, [alertId, alert.data, alert.isError, setParams]);

  return alertId !== null;
}
