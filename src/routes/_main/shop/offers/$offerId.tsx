import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../../../../app/RouteError.tsx';
import { ProductListPending } from '../../../../features/catalogue/ProductListPending.tsx';
import { NotFoundPage } from '../../../../features/not-found/NotFoundPage.tsx';
import { OfferPage } from '../../../../features/offers/OfferPage.tsx';

/**
 * An offer's page (doc 3 §2 shop/offers/{offerId}, also {promotionId}; title 'Offers'): the offer and its
 * products; a meal deal goes to its own page; an offer that is not there is the page's own not-found view
 * (OfferPage), and a failed call the fallback page with Try again (doc 3 §8).
 */
export const Route = createFileRoute('/_main/shop/offers/$offerId')({
  loader: async ({ context: { queryClient }, params }) =>
    (await import('../../../../features/offers/offer-loaders.ts')).loadOfferPage(queryClient, params.offerId),
  pendingComponent: ProductListPending,
  errorComponent: RouteError,
  notFoundComponent: NotFoundPage,
  component: function OfferRoute() {
    const { offerId } = Route.useParams();
    return <OfferPage offerId={offerId} />;
  },
});
