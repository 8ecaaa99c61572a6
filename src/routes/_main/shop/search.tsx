import { createFileRoute, redirect } from '@tanstack/react-router';
import { RouteError } from '../../../app/RouteError.tsx';
import { SEARCH_TERM_PARAM, sanitiseSearchTerm } from '../../../domain/search-term.ts';
import { searchListQuery, searchPageSearchSchema } from '../../../features/catalogue/catalogue.search.ts';
import { ProductListPage } from '../../../features/catalogue/ProductListPage.tsx';
import { ProductListPending } from '../../../features/catalogue/ProductListPending.tsx';
import { refinementsOf } from '../../../features/catalogue/refinement-search.ts';
import { searchTermLink } from '../../../features/catalogue/SearchTermLink.tsx';
import { useRefineInPlace } from '../../../features/catalogue/use-refine-in-place.ts';

/**
 * Search results (doc 3 §2 shop/search, title '{term} - Search'). The loader waits for a new term's results
 * (and follows a result's redirect unless `redirect=false`); filters and sort change the address only, and
 * the page loads their results while showing the previous ones (doc 3 §4).
 */
export const Route = createFileRoute('/_main/shop/search')({
  validateSearch: searchPageSearchSchema,
  // The header's plain form (before the shop has arrived) sends the term as typed: the results page is the
  // cleaned term's, as the header search machine would have sent it (doc 3 §4).
  beforeLoad: ({ location, search }) => {
    const typed = new URLSearchParams(location.searchStr).get(SEARCH_TERM_PARAM);
    const term = typed === null ? '' : sanitiseSearchTerm(typed);
    if (term === '' || term === typed) return;
    throw redirect({ to: '/shop/search', search: { ...search, searchTerm: term }, replace: true });
  },
  loaderDeps: ({ search }) => ({ searchTerm: search.searchTerm, redirect: search.redirect }),
  loader: async (load) => (await import('../../../features/catalogue/route-loaders.ts')).loadSearchPage(load),
  pendingComponent: ProductListPending,
  errorComponent: RouteError,
  component: SearchRoute,
});

function SearchRoute() {
  const search = Route.useSearch();
  const refine = useRefineInPlace();
  return (
    <ProductListPage
      kind="search"
      query={searchListQuery(search)}
      term={search.searchTerm}
      refinements={refinementsOf(search)}
      onRefine={refine}
      termLink={searchTermLink}
    />
  );
}
