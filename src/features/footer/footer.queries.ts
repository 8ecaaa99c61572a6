import { queryOptions } from '@tanstack/react-query';
import { getFooter } from '../../api/on-demand-calls.ts';

/** The footer changes rarely: kept for 30 minutes; a failure leaves the plain footer (doc 3 §8: logged). */
export function footerQueryOptions() {
  return queryOptions({
    queryKey: ['content', 'footer'],
    queryFn: ({ signal }) => getFooter(signal),
    staleTime: 30 * 60 * 1000,
    retry: 1,
  });
}
