import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

// A 4xx answer will not change by asking again; only network trouble and 5xx are retried.
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

// Call failures without a message of their own are only logged, never shown to the user.
function logFailure(error: unknown) {
  console.error(error);
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: logFailure }),
  mutationCache: new MutationCache({ onError: logFailure }),
  defaultOptions: {
    queries: { retry: shouldRetry, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
