import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../../../../../../app/RouteError.tsx';
import { ViewOrderPage } from '../../../../../../features/orders/ViewOrderPage.tsx';

/**
 * View order (doc 2 §2 myaccount/my-orders/order/{customerOrderId}; title 'View Order'). An order that cannot
 * be shown (not found, or not the shopper's) goes back to My orders (doc 2 §4).
 */
export const Route = createFileRoute('/_main/_signedIn/myaccount/my-orders/order/$customerOrderId')({
  // The order's calls load with the page, not with the app's first script.
  loader: async ({ context: { queryClient, customerId }, params }) =>
    (await import('../../../../../../features/orders/order-loaders.ts')).loadViewOrderPage(
      queryClient,
      customerId,
      params.customerOrderId,
    ),
  errorComponent: RouteError,
  component: function ViewOrderRoute() {
    const { customerId } = Route.useRouteContext();
    const { customerOrderId } = Route.useParams();
    return <ViewOrderPage customerId={customerId} customerOrderId={customerOrderId} />;
  },
});
