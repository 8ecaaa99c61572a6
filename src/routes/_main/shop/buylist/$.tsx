import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../../../../app/RouteError.tsx';
import { ProductListPending } from '../../../../features/catalogue/ProductListPending.tsx';
import { NotFoundPage } from '../../../../features/not-found/NotFoundPage.tsx';
import { BuylistPage } from '../../../../features/offers/BuylistPage.tsx';

/**
 * The advertising-funded buylist (doc 3 §2 shop/buylist/{lineNumbers}, line numbers joined with '+') and its
 * ad preview (shop/buylist/{lineNumbers}/preview). One route for both: each route costs the first script.
 */
export const Route = createFileRoute('/_main/shop/buylist/$')({
  loader: async ({ context: { queryClient }, params }) =>
    (await import('../../../../features/offers/offer-loaders.ts')).loadBuylistPage(
      queryClient,
      params._splat ?? '',
    ),
  pendingComponent: ProductListPending,
  errorComponent: RouteError,
  notFoundComponent: NotFoundPage,
  component: function BuylistRoute() {
    const { _splat } = Route.useParams();
    return <BuylistPage splat={_splat ?? ''} />;
  },
});
