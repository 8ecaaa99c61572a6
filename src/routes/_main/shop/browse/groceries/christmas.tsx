import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../../../../../app/RouteError.tsx';
import { BrowsePage } from '../../../../../features/catalogue/BrowsePage.tsx';
import { browsePageSearchSchema } from '../../../../../features/catalogue/catalogue.search.ts';
import { ProductListPending } from '../../../../../features/catalogue/ProductListPending.tsx';
import { useRefineInPlace } from '../../../../../features/catalogue/use-refine-in-place.ts';
import { NotFoundPage } from '../../../../../features/not-found/NotFoundPage.tsx';

const BROWSE_PATH = 'groceries/christmas';

/** Christmas (doc 3 §2 seasonal browse). */
export const Route = createFileRoute('/_main/shop/browse/groceries/christmas')({
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
