import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../../../../../app/RouteError.tsx';
import { BrowsePage } from '../../../../../features/catalogue/BrowsePage.tsx';
import { browsePageSearchSchema } from '../../../../../features/catalogue/catalogue.search.ts';
import { ProductListPending } from '../../../../../features/catalogue/ProductListPending.tsx';
import { useRefineInPlace } from '../../../../../features/catalogue/use-refine-in-place.ts';
import { NotFoundPage } from '../../../../../features/not-found/NotFoundPage.tsx';

const BROWSE_PATH = 'entertaining';

/** Entertaining (doc 3 §2 top-level browse): party food and occasions, ordered ahead. */
export const Route = createFileRoute('/_main/shop/browse/entertaining/')({
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
