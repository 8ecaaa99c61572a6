import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatMoney, moneyOfPence, toPence } from '../../domain/money.ts';
import styles from '../checkout/Checkout.module.css';
import { cardLabel } from '../checkout/order-view.view-model.ts';
import { orderQueryOptions } from './order.queries.ts';

/**
 * payment-confirmation/{customerOrderId} (doc 2 §2): how an order is being paid for: the card, what it
 * will be charged and when, and what gift cards and vouchers cover.
 */
export function PaymentConfirmationPage({
  customerId,
  customerOrderId,
}: {
  customerId: number;
  customerOrderId: string;
}) {
  const { data: order } = useSuspenseQuery(orderQueryOptions(customerId, customerOrderId));
  const card = order.paymentInfo.cardPayment;
  const totals = order.totals.estimated;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Payment for order {order.customerOrderId}</h1>
      <section className={styles.section} aria-labelledby="payment-card-title">
        <h2 id="payment-card-title" className={styles.sectionTitle}>
          Card
        </h2>
        {card ? (
          <p>
            {cardLabel(card)}
            {card.authenticated ? ', confirmed by your bank' : ''}.
          </p>
        ) : (
          <p>No card is on this order yet.</p>
        )}
      </section>
      <section className={styles.section} aria-labelledby="payment-amounts-title">
        <h2 id="payment-amounts-title" className={styles.sectionTitle}>
          Amounts
        </h2>
        <dl className={styles.totals}>
          <dt>Estimated total</dt>
          <dd>{formatMoney(totals.totalPrice)}</dd>
          <dt>Gift cards and vouchers</dt>
          <dd>{formatMoney(moneyOfPence(toPence(totals.giftCards) + toPence(totals.giftVouchers)))}</dd>
          <dt className={styles.grand}>To pay by card</dt>
          <dd className={styles.grand}>{formatMoney(totals.toPay)}</dd>
        </dl>
        <p>
          Your card is charged when your order is picked, for what is picked: the amount may change a little
          with weighed items and substitutes.
        </p>
      </section>
      <p className={styles.actions}>
        <Link
          to="/order-confirmation/$customerOrderId/$"
          params={{ customerOrderId: order.customerOrderId, _splat: '' }}
        >
          Back to your order
        </Link>
      </p>
    </div>
  );
}
