import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../../../../app/RouteError.tsx';
import { browsePageSearchSchema } from '../../../../features/catalogue/catalogue.search.ts';
import { ProductListPending } from '../../../../features/catalogue/ProductListPending.tsx';
import { NotFoundPage } from '../../../../features/not-found/NotFoundPage.tsx';
import { FeaturedPage } from '../../../../features/offers/FeaturedPage.tsx';

/**
 * The featured pages (doc 3 §2 shop/featured/offers, entertaining, groceries and shop/featured/*, each exact
 * and with /*): offers, groceries, entertaining and new (the header's 'New'), and bundles (the list of
 * bundles; one route for all, since each route costs the first script). Any other is not found.
 */
export const Route = createFileRoute('/_main/shop/featured/$')({
  validateSearch: browsePageSearchSchema,
  loader: async (load) =>
    (await import('../../../../features/offers/offer-loaders.ts')).loadFeaturedPage(
      featuredName(load.params._splat),
      load,
    ),
  pendingComponent: ProductListPending,
  errorComponent: RouteError,
  notFoundComponent: NotFoundPage,
  component: function FeaturedRoute() {
    const { _splat } = Route.useParams();
    return <FeaturedPage name={featuredName(_splat)} search={Route.useSearch()} />;
  },
});

/** The page's name: the first segment below shop/featured. */
function featuredName(splat: string | undefined): string {
  return (splat ?? '').split('/').find(Boolean) ?? '';
}
