import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../../../app/RouteError.tsx';
import { ProductListPending } from '../../../features/catalogue/ProductListPending.tsx';
import { NotFoundPage } from '../../../features/not-found/NotFoundPage.tsx';
import { BundlePage } from '../../../features/offers/BundlePage.tsx';

/** A bundle (doc 3 §2 bundles/{bundleName}, §3 Bundle): its groups, products and thresholds. */
export const Route = createFileRoute('/_main/bundles/$bundleName')({
  loader: async ({ context: { queryClient }, params }) =>
    (await import('../../../features/offers/offer-loaders.ts')).loadBundlePage(
      queryClient,
      params.bundleName,
    ),
  pendingComponent: ProductListPending,
  errorComponent: RouteError,
  notFoundComponent: NotFoundPage,
  component: function BundleRoute() {
    const { bundleName } = Route.useParams();
    return <BundlePage bundleName={bundleName} />;
  },
});
