import { queryOptions } from '@tanstack/react-query';
import { getBranches } from '../../api/on-demand-calls.ts';

/** Branches change rarely: an answer is kept for 10 minutes. */
export const BRANCHES_CACHE_MS = 10 * 60 * 1000;

/** The branches nearest a (normalised) postcode, or every branch without one. */
export function branchesQueryOptions(postcode: string | undefined) {
  return queryOptions({
    queryKey: ['branches', { postcode: postcode ?? null }],
    queryFn: ({ signal }) => getBranches(postcode, signal),
    staleTime: BRANCHES_CACHE_MS,
  });
}
