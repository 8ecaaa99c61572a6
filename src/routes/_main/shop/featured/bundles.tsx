import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../../../../app/RouteError.tsx';
import { ProductListPending } from '../../../../features/catalogue/ProductListPending.tsx';
import { BundlesPage } from '../../../../features/offers/BundlesPage.tsx';

/** shop/featured/bundles (doc 3 §2): the bundles, each linking to bundles/{bundleName}. */
export const Route = createFileRoute('/_main/shop/featured/bundles')({
  loader: async ({ context: { queryClient } }) =>
    (await import('../../../../features/offers/offer-loaders.ts')).loadBundlesPage(queryClient),
  pendingComponent: ProductListPending,
  errorComponent: RouteError,
  component: BundlesPage,
});
