import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../../../../../app/RouteError.tsx';
import { ProductListPending } from '../../../../../features/catalogue/ProductListPending.tsx';
import { NotFoundPage } from '../../../../../features/not-found/NotFoundPage.tsx';
import { BuylistPage } from '../../../../../features/offers/BuylistPage.tsx';

/** The buylist's ad preview (doc 3 §2): the advert's products as they will look, read-only. */
export const Route = createFileRoute('/_main/shop/buylist/$lineNumbers/preview')({
  loader: async ({ context: { queryClient }, params }) =>
    (await import('../../../../../features/offers/offer-loaders.ts')).loadBuylistPage(
      queryClient,
      params.lineNumbers,
    ),
  pendingComponent: ProductListPending,
  errorComponent: RouteError,
  notFoundComponent: NotFoundPage,
  component: function BuylistPreviewRoute() {
    const { lineNumbers } = Route.useParams();
    return <BuylistPage lineNumbers={lineNumbers} preview />;
  },
});
