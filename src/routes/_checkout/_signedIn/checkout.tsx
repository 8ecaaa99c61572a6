import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { RouteError } from '../../../app/RouteError.tsx';
import { isFeatureEnabled } from '../../../domain/flags.ts';
import { CheckoutPage } from '../../../features/checkout/CheckoutPage.tsx';

/** `instant=true` comes from the trolley's instant checkout modal (doc 2 §4); anything else is dropped. */
const checkoutSearchSchema = v.object({
  instant: v.fallback(v.optional(v.boolean()), undefined),
});

/**
 * /ecom/checkout (doc 2 §2): its own layout and error boundary, title 'Checkout', entered and left by a full
 * page load. The checkout works on the shopper's current customer order, as their access token names it.
 */
export const Route = createFileRoute('/_checkout/_signedIn/checkout')({
  validateSearch: checkoutSearchSchema,
  errorComponent: RouteError,
  component: function CheckoutRoute() {
    const { customerOrderId } = Route.useRouteContext();
    const { instant } = Route.useSearch();
    if (customerOrderId === null) throw new Error('The session names no customer order to check out');
    return (
      <CheckoutPage
        customerOrderId={customerOrderId}
        instant={instant === true}
        saveCardOffered={isFeatureEnabled('savePaymentCard')}
      />
    );
  },
});
