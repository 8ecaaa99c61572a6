import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { FindAStorePage } from '../../features/find-a-store/FindAStorePage.tsx';
import { findAStoreSearchSchema } from '../../features/find-a-store/find-a-store.search.ts';

/**
 * Find a store (doc 1 §2.1 "Other", doc 3 §2): `?postcode=` searches the branches nearest it. The loader
 * starts the search without holding the page back, so the form stays in place while results load.
 */
export const Route = createFileRoute('/_main/find-a-store')({
  validateSearch: findAStoreSearchSchema,
  loaderDeps: ({ search }) => ({ postcode: search.postcode }),
  // The postcode rules and the branch calls load with the page, not with the app's first script (issue 15).
  loader: async ({ context: { queryClient }, deps }) => {
    const { prefetchBranches } = await import('../../features/find-a-store/find-a-store.loader.ts');
    prefetchBranches(queryClient, deps.postcode);
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
