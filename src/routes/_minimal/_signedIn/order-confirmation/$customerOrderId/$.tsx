import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../../../../../app/RouteError.tsx';
import { OrderConfirmationPage } from '../../../../../features/orders/OrderConfirmationPage.tsx';
import { loadOrderPage } from '../../../../../features/orders/order-loaders.ts';

/** order-confirmation/{customerOrderId}/* (doc 2 §2): the minimal layout, no site banner. */
export const Route = createFileRoute('/_minimal/_signedIn/order-confirmation/$customerOrderId/$')({
  loader: ({ context: { queryClient, customerId }, params }) =>
    loadOrderPage(queryClient, customerId, params.customerOrderId),
  head: () => ({ meta: [{ title: 'Order confirmation' }] }),
  errorComponent: RouteError,
  component: function OrderConfirmationRoute() {
    const { customerId } = Route.useRouteContext();
    const { customerOrderId } = Route.useParams();
    return <OrderConfirmationPage customerId={customerId} customerOrderId={customerOrderId} />;
  },
});
