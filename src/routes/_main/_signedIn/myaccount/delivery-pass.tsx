import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../../../../app/RouteError.tsx';
import { DeliveryPassPage } from '../../../../features/delivery-pass/DeliveryPassPage.tsx';

/** My account › Delivery Pass (doc 2 §2 myaccount/delivery-pass): the shopper's pass, or the plans to buy. */
export const Route = createFileRoute('/_main/_signedIn/myaccount/delivery-pass')({
  head: () => ({ meta: [{ title: 'Delivery Pass' }] }),
  errorComponent: RouteError,
  component: () => <DeliveryPassPage path="/ecom/myaccount/delivery-pass" />,
});
