import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../../app/RouteError.tsx';
import { DeliveryPassPage } from '../../features/delivery-pass/DeliveryPassPage.tsx';

/** The delivery pass (doc 2 §2 delivery-pass): what it is and its plans; signed in, buy one. */
export const Route = createFileRoute('/_main/delivery-pass')({
  head: () => ({ meta: [{ title: 'Delivery Pass' }] }),
  errorComponent: RouteError,
  component: () => <DeliveryPassPage path="/ecom/delivery-pass" />,
});
