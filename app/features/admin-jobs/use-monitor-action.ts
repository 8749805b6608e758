import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useFlash } from '../../ui/flash/flash-context';
import { jobMonitorKey } from './admin-jobs-api';

/** A change to one row of the monitor, then the flash `done` and a fresh monitor; the server's message on error. */
export function useMonitorAction<T>(action: (item: T) => Promise<unknown>, done: (item: T) => string) {
  const flash = useFlash();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: (_result, item) => {
      flash.success(done(item));
      void queryClient.invalidateQueries({ queryKey: jobMonitorKey });
    },
    onError: (error) => flash.error(error.message),
  });
}
