import { createFileRoute, redirect } from '@tanstack/react-router';
import { RouteError } from '../../../../app/RouteError.tsx';
import { browseHref, browsePathOf } from '../../../../domain/search-params.ts';
import { BrowsePage } from '../../../../features/catalogue/BrowsePage.tsx';
import { browsePageSearchSchema } from '../../../../features/catalogue/catalogue.search.ts';
import { ProductListPending } from '../../../../features/catalogue/ProductListPending.tsx';
import { useRefineInPlace } from '../../../../features/catalogue/use-refine-in-place.ts';
import { NotFoundPage } from '../../../../features/not-found/NotFoundPage.tsx';

/**
 * A category's page (doc 3 §2 shop/browse/*): the path is the lower-cased category names below the shop
 * (`groceries/bakery/bread`); one typed otherwise goes to its lower-cased address.
 */
export const Route = createFileRoute('/_main/shop/browse/$')({
  validateSearch: browsePageSearchSchema,
  beforeLoad: ({ params, location }) => {
    const path = browsePathOf(params._splat);
    if (path !== params._splat) {
      throw redirect({ href: `${browseHref(path)}${location.searchStr}`, replace: true });
    }
  },
  loader: async (load) =>
    (await import('../../../../features/catalogue/route-loaders.ts')).loadBrowsePage(
      load.params._splat ?? '',
      load,
    ),
  pendingComponent: ProductListPending,
  errorComponent: RouteError,
  notFoundComponent: NotFoundPage,
  component: BrowseRoute,
});

function BrowseRoute() {
  const { _splat } = Route.useParams();
  const search = Route.useSearch();
  const refine = useRefineInPlace();
  return <BrowsePage browsePath={browsePathOf(_splat)} search={search} onRefine={refine} />;
}
