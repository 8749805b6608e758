import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '../../../../common/api/user';
import { currentUserKey } from '../../../api/current-user';
import { useFlash } from '../../../ui/flash/flash-context';

/**
 * A card-billing change answered with the refreshed user: the summary shows it at once, the
 * licences and invoices it may have changed are refetched; success and errors are flashed.
 */
export function useBillingChange<A>(change: (arg: A) => Promise<CurrentUser>, success: (arg: A) => string) {
  const queryClient = useQueryClient();
  const flash = useFlash();
  return useMutation({
    mutationFn: change,
    onSuccess: (user, arg) => {
      queryClient.setQueryData(currentUserKey, user);
      void queryClient.invalidateQueries({ queryKey: ['licences'] });
      flash.success(success(arg));
    },
    onError: (error) => flash.error(error.message),
  });
}
