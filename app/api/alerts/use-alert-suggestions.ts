import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationsKey } from '../notifications/use-notifications';
import { applyAlertSuggestion, fetchAlertSuggestions, undoAlertSuggestion } from './alert-suggestions-api';
import { alertsKey } from './use-alerts';

// Under the notifications' key: a 'No me interesa' on a card refreshes them.
const suggestionsKey = [...notificationsKey, 'alert-suggestions'] as const;

export function useAlertSuggestions() {
  return useQuery({ queryKey: suggestionsKey, queryFn: ({ signal }) => fetchAlertSuggestions(signal) });
}

/** Applying or undoing changes an alert: the suggestions and the alert lists refresh. */
function useSuggestionMutation<V, R>(call: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: suggestionsKey });
      await queryClient.invalidateQueries({ queryKey: alertsKey });
    },
  });
}

export const useApplySuggestion = () => useSuggestionMutation(applyAlertSuggestion);
export const useUndoSuggestion = () => useSuggestionMutation(undoAlertSuggestion);
