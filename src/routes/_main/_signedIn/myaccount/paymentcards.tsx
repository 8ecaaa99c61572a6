import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../../../../app/RouteError.tsx';
import { PaymentCardsPage } from '../../../../features/payment-cards/PaymentCardsPage.tsx';

/** My account › Payment cards (doc 2 §2 myaccount/paymentcards). */
export const Route = createFileRoute('/_main/_signedIn/myaccount/paymentcards')({
  head: () => ({ meta: [{ title: 'Payment cards' }] }),
  errorComponent: RouteError,
  component: PaymentCardsPage,
});
