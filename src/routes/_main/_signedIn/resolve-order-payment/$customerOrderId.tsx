import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../../../../app/RouteError.tsx';
import { ResolvePaymentPage } from '../../../../features/payment-resolution/ResolvePaymentPage.tsx';

/** Resolve order payment (doc 2 §2 resolve-order-payment/{customerOrderId}). */
export const Route = createFileRoute('/_main/_signedIn/resolve-order-payment/$customerOrderId')({
  head: () => ({ meta: [{ title: 'Resolve payment' }] }),
  errorComponent: RouteError,
  component: function ResolvePaymentRoute() {
    const { customerOrderId } = Route.useParams();
    return <ResolvePaymentPage customerOrderId={customerOrderId} />;
  },
});
