import { queryOptions } from '@tanstack/react-query';
import { getBranches } from '../../api/branches.ts';

/** Branches near a postcode for collection (doc 2 §4: collection chooses a branch, searched by postcode). */
export function collectionBranchesQueryOptions(postcode: string | null) {
  return queryOptions({
    queryKey: ['branches', { postcode }],
    queryFn: ({ signal }) => getBranches(postcode ?? undefined, signal),
    staleTime: 10 * 60 * 1000,
    enabled: postcode !== null,
  });
}
