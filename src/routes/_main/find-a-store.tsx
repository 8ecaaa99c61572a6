import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { FindAStorePage } from '../../features/find-a-store/FindAStorePage.tsx';
import { branchesQueryOptions } from '../../features/find-a-store/find-a-store.queries.ts';
import { findAStoreSearchSchema, postcodeQuery } from '../../features/find-a-store/find-a-store.search.ts';

/**
 * Find a store (doc 1 §2.1 "Other", doc 3 §2): `?postcode=` searches the branches nearest it. The loader
 * starts the search without holding the page back, so the form stays in place while results load.
 */
export const Route = createFileRoute('/_main/find-a-store')({
  validateSearch: findAStoreSearchSchema,
  loaderDeps: ({ search }) => ({ postcode: search.postcode }),
  loader: ({ context: { queryClient }, deps }) => {
    const search = postcodeQuery(deps.postcode);
    if (search.kind === 'invalid') return;
    void queryClient.prefetchQuery(
      branchesQueryOptions(search.kind === 'search' ? search.postcode : undefined),
    );
  },
  head: () => ({ meta: [{ title: 'Find a store' }] }),
  component: FindAStoreRoute,
});

function FindAStoreRoute() {
  const { postcode } = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <FindAStorePage postcode={postcode} onSearch={(next) => void navigate({ search: { postcode: next } })} />
  );
}
