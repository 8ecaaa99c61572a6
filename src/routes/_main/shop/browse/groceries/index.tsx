import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../../../../../app/RouteError.tsx';
import { BrowsePage } from '../../../../../features/catalogue/BrowsePage.tsx';
import { browsePageSearchSchema } from '../../../../../features/catalogue/catalogue.search.ts';
import { ProductListPending } from '../../../../../features/catalogue/ProductListPending.tsx';
import { useRefineInPlace } from '../../../../../features/catalogue/use-refine-in-place.ts';
import { NotFoundPage } from '../../../../../features/not-found/NotFoundPage.tsx';

const BROWSE_PATH = 'groceries';

/** The groceries home (doc 1 §2.1; `/ecom/shop` comes here): every groceries department, then its products. */
export const Route = createFileRoute('/_main/shop/browse/groceries/')({
  validateSearch: browsePageSearchSchema,
  loader: async (load) =>
    (await import('../../../../../features/catalogue/route-loaders.ts')).loadBrowsePage(BROWSE_PATH, load),
  pendingComponent: ProductListPending,
  errorComponent: RouteError,
  notFoundComponent: NotFoundPage,
  component: BrowseLandingRoute,
});

function BrowseLandingRoute() {
  const search = Route.useSearch();
  const refine = useRefineInPlace();
  return <BrowsePage browsePath={BROWSE_PATH} search={search} landing onRefine={refine} />;
}
