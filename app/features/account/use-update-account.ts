import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { updateAccountBodySchema } from '../../../common/api/auth';
import { currentUserSchema } from '../../../common/api/user';
import { api } from '../../api/client';
import { currentUserKey } from '../../api/current-user';

const updateResponseSchema = z.object({ data: currentUserSchema });

/**
 * PUT /auth/ (a new name, or a new password with the current one), then the user shown everywhere
 * is the one the server answered. A password change also answers with this device's fresh session
 * headers, which the API client stores; the other devices are signed out by the server.
 */
export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return async (body: z.infer<typeof updateAccountBodySchema>) => {
    const { data: user } = await api.put('/auth/', { body, schema: updateResponseSchema });
    queryClient.setQueryData(currentUserKey, user);
  };
}
