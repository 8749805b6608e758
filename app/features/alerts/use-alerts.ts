import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type Alert,
  alertSchema,
  alertsResponseSchema,
  type CreateAlertBody,
  type UpdateAlertBody,
} from '../../../common/api/alerts';
import { api } from '../../api/client';

const alertsKey = ['alerts'] as const;

/** GET /v1/alerts: one page of the user's tender alerts, starred first. */
export function useAlerts(page: number) {
  return useQuery({
    queryKey: [...alertsKey, 'list', page],
    queryFn: ({ signal }) =>
      api.get('/v1/alerts', {
        query: { alert_type: 'procurement', page },
        schema: alertsResponseSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /v1/alerts/{id}, when there is an id. */
export function useAlert(id: number | null) {
  return useQuery({
    queryKey: [...alertsKey, 'one', id],
    queryFn: ({ signal }) => api.get(`/v1/alerts/${id}`, { schema: alertSchema, signal }),
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
  return useAlertMutation((body: CreateAlertBody) => api.post('/v1/alerts', { body, schema: alertSchema }));
}

export function useUpdateAlert() {
  return useAlertMutation(({ id, changes }: { id: number; changes: UpdateAlertBody }) =>
    api.put(`/v1/alerts/${id}`, { body: changes, schema: alertSchema }),
  );
}

export function useDeleteAlert() {
  return useAlertMutation((alert: Pick<Alert, 'id'>) => api.delete(`/v1/alerts/${alert.id}`));
}
