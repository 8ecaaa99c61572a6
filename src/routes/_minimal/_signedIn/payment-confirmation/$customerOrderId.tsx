import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../../../../app/RouteError.tsx';
import { PaymentConfirmationPage } from '../../../../features/orders/PaymentConfirmationPage.tsx';

/** payment-confirmation/{customerOrderId} (doc 2 §2): how the order is paid for. */
export const Route = createFileRoute('/_minimal/_signedIn/payment-confirmation/$customerOrderId')({
  // The order's calls load with the page, not with the app's first script.
  loader: async ({ context: { queryClient, customerId }, params }) =>
    (await import('../../../../features/orders/order-loaders.ts')).loadOrderPage(
      queryClient,
      customerId,
      params.customerOrderId,
    ),
  head: () => ({ meta: [{ title: 'Payment confirmation' }] }),
  errorComponent: RouteError,
  component: function PaymentConfirmationRoute() {
    const { customerId } = Route.useRouteContext();
    const { customerOrderId } = Route.useParams();
    return <PaymentConfirmationPage customerId={customerId} customerOrderId={customerOrderId} />;
  },
});
