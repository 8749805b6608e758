import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateApiKeyBody } from '../../../../common/api/api-keys';
import { API_KEY_ROUTES } from '../../../../common/api/routes/api-keys';
import { api } from '../../../api/client';

const keysKey = ['api-keys'] as const;

/** The user's API keys (and their members' for a licence owner), and what changes them. */
export function useApiKeys() {
  const queryClient = useQueryClient();
  const keys = useQuery({ queryKey: keysKey, queryFn: () => api.call(API_KEY_ROUTES.list) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: keysKey });
  const create = useMutation({
    mutationFn: (body: CreateApiKeyBody) => api.call(API_KEY_ROUTES.create, { body }),
    onSettled: refresh,
  });
  const rotate = useMutation({
    mutationFn: (id: number) => api.call(API_KEY_ROUTES.rotate, { params: { id } }),
    onSettled: refresh,
  });
  const revoke = useMutation({
    mutationFn: (id: number) => api.call(API_KEY_ROUTES.remove, { params: { id } }),
    onSettled: refresh,
  });
  return { keys, create, rotate, revoke };
}
