import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AlertType } from '../../../common/api/alerts';
import { createAlert, deleteAlert, fetchAlert, fetchAlerts, updateAlert } from './alerts-api';

export const alertsKey = ['alerts'] as const;

/** GET /v1/alerts: one page of the user's alerts of one type, starred first. */
export function useAlerts(type: AlertType, page: number) {
  return useQuery({
    queryKey: [...alertsKey, 'list', type, page],
    queryFn: ({ signal }) => fetchAlerts(type, page, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /v1/alerts/{id}, when there is an id. */
export function useAlert(id: number | null) {
  return useQuery({
    queryKey: [...alertsKey, 'one', id],
    queryFn: ({ signal }) => fetchAlert(id as number, signal),
    enabled: id !== null,
    staleTime: 0,
  });
}

/** Every alert change refreshes the alert lists (the order depends on names and stars). */
function useAlertMutation<V, R>(call: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertsKey }),
  });
}

export function useCreateAlert() {
  return useAlertMutation(createAlert);
}

export function useUpdateAlert() {
  return useAlertMutation(updateAlert);
}

export function useDeleteAlert() {
  return useAlertMutation(deleteAlert);
}
