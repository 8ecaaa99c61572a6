import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../../../../../../../app/RouteError.tsx';
import { ShopFromOrderPage } from '../../../../../../../features/shop-from-order/ShopFromOrderPage.tsx';

/** Shop from a previous order (doc 2 §2 myaccount/my-orders/order/shop-from-order/{customerOrderId}). */
export const Route = createFileRoute(
  '/_main/_signedIn/myaccount/my-orders/order/shop-from-order/$customerOrderId',
)({
  // The order's calls load with the page, not with the app's first script.
  loader: async ({ context: { queryClient, customerId }, params }) =>
    (
      await import('../../../../../../../features/shop-from-order/shop-from-order.loaders.ts')
    ).loadPreviousOrder(queryClient, customerId, params.customerOrderId),
  head: ({ params }) => ({ meta: [{ title: `Shop from order ${params.customerOrderId}` }] }),
  errorComponent: RouteError,
  component: function ShopFromOrderRoute() {
    const { customerId } = Route.useRouteContext();
    const { customerOrderId } = Route.useParams();
    return <ShopFromOrderPage customerId={customerId} customerOrderId={customerOrderId} />;
  },
});
