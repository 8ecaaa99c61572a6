import { QueryClient } from '@tanstack/react-query';
import { isWorthRetrying } from '../api/errors.ts';

const ONE_MINUTE_MS = 60_000;

/**
 * The app's server-data cache. Queries are retried once, and only for failures that another attempt
 * could mend (network, timeouts, server errors); a 4xx or a malformed answer is shown at once.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < 1 && isWorthRetrying(error),
        staleTime: ONE_MINUTE_MS,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
