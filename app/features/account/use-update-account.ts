import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { updateAccountBodySchema } from '../../../common/api/auth';
import { currentUserKey } from '../../api/current-user';
import { updateAccount } from './account-api';

/**
 * PUT /auth/ (a new name, or a new password with the current one), then the user shown everywhere
 * is the one the server answered. A password change also answers with this device's fresh session
 * headers, which the API client stores; the other devices are signed out by the server.
 */
export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return async (body: z.infer<typeof updateAccountBodySchema>) => {
    const { data: user } = await updateAccount(body);
    queryClient.setQueryData(currentUserKey, user);
  };
}
