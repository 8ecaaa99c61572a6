import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../../../../../../../app/RouteError.tsx';
import { ChooseOrderPage } from '../../../../../../../features/shop-from-order/ChooseOrderPage.tsx';

/** Shop from a previous order, its interstitial (doc 2 §2): which recent order to shop from. */
export const Route = createFileRoute('/_main/_signedIn/myaccount/my-orders/order/shop-from-order/')({
  // The orders' calls load with the page, not with the app's first script.
  loader: async ({ context: { queryClient, customerId } }) =>
    (
      await import('../../../../../../../features/shop-from-order/shop-from-order.loaders.ts')
    ).loadOrderChoices(queryClient, customerId),
  head: () => ({ meta: [{ title: 'Shop from a previous order' }] }),
  errorComponent: RouteError,
  component: function ChooseOrderRoute() {
    const { customerId } = Route.useRouteContext();
    return <ChooseOrderPage customerId={customerId} />;
  },
});
