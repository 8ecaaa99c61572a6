import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../../../../../app/RouteError.tsx';
import { OrderConfirmationPage } from '../../../../../features/orders/OrderConfirmationPage.tsx';

/** order-confirmation/{customerOrderId}/* (doc 2 §2): the minimal layout, no site banner. */
export const Route = createFileRoute('/_minimal/_signedIn/order-confirmation/$customerOrderId/$')({
  // The order's calls load with the page, not with the app's first script.
  loader: async ({ context: { queryClient, customerId }, params }) =>
    (await import('../../../../../features/orders/order-loaders.ts')).loadOrderPage(
      queryClient,
      customerId,
      params.customerOrderId,
    ),
  head: () => ({ meta: [{ title: 'Order confirmation' }] }),
  errorComponent: RouteError,
  component: function OrderConfirmationRoute() {
    const { customerId } = Route.useRouteContext();
    const { customerOrderId } = Route.useParams();
    return <OrderConfirmationPage customerId={customerId} customerOrderId={customerOrderId} />;
  },
});
