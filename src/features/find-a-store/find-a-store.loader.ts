import type { QueryClient } from '@tanstack/react-query';
import { branchesQueryOptions } from './find-a-store.queries.ts';
import { postcodeQuery } from './postcode-query.ts';

/**
 * The find-a-store page's loader: starts the search for the postcode in the address without holding the
 * page back (the form stays in place while results load). A postcode that is not a UK postcode makes no
 * call: the form says why.
 */
export function prefetchBranches(queryClient: QueryClient, postcode: string | undefined): void {
  const search = postcodeQuery(postcode);
  if (search.kind === 'invalid') return;
  void queryClient.prefetchQuery(
    branchesQueryOptions(search.kind === 'search' ? search.postcode : undefined),
  );
}
