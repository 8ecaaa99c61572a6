import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../../../app/RouteError.tsx';
import {
  multiSearchListQuery,
  multiSearchPageSearchSchema,
} from '../../../features/catalogue/catalogue.search.ts';
import { ProductListPage } from '../../../features/catalogue/ProductListPage.tsx';
import { ProductListPending } from '../../../features/catalogue/ProductListPending.tsx';
import { multiSearchRefinementSearch, refinementsOf } from '../../../features/catalogue/refinement-search.ts';
import { searchTermLink } from '../../../features/catalogue/SearchTermLink.tsx';
import { MultiSearchStrip } from '../../../features/multi-search/MultiSearchStrip.tsx';
import { useStoredMultiSearchList } from '../../../features/multi-search/use-stored-multi-search-list.ts';

/**
 * Multi-search results (doc 3 §2 shop/multi-search?value=&flt=&sortBy=, title '{value} - Multi-search'):
 * the results of the list's term `value`, under the strip of the stored list's terms.
 */
export const Route = createFileRoute('/_main/shop/multi-search')({
  validateSearch: multiSearchPageSearchSchema,
  loaderDeps: ({ search }) => ({ value: search.value }),
  loader: async (load) =>
    (await import('../../../features/catalogue/route-loaders.ts')).loadMultiSearchPage(load),
  pendingComponent: ProductListPending,
  errorComponent: RouteError,
  component: MultiSearchRoute,
});

function MultiSearchRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const stored = useStoredMultiSearchList();
  const value = search.value ?? '';
  const terms = stored.length > 0 ? stored : value ? [value] : [];
  return (
    <ProductListPage
      kind="multi-search"
      query={multiSearchListQuery(search)}
      term={search.value}
      refinements={refinementsOf({ ...search, filterTags: search.flt })}
      onRefine={(refinements) =>
        void navigate({
          search: (previous) => ({ ...previous, ...multiSearchRefinementSearch(refinements) }),
          resetScroll: false,
        })
      }
      termLink={searchTermLink}
      above={<MultiSearchStrip terms={terms} activeTerm={value} />}
    />
  );
}
