import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Notice } from '../../ui/Notice.tsx';
import styles from '../checkout/Checkout.module.css';
import { OrderLines, OrderSlotDetails, OrderTotals } from '../checkout/OrderSummary.tsx';
import { cardLabel } from '../checkout/order-view.view-model.ts';
import { orderQueryOptions } from './order.queries.ts';

const PLACED_STATES = ['PLACED', 'FULFIL', 'PICKED', 'PAID', 'COMPLETED'];

/**
 * order-confirmation/{customerOrderId} (doc 2 §2, minimal layout, no site banner): the order number, the
 * slot, the address or branch, the card, the lines and the totals of the order just placed.
 */
export function OrderConfirmationPage({
  customerId,
  customerOrderId,
}: {
  customerId: number;
  customerOrderId: string;
}) {
  const { data: order } = useSuspenseQuery(orderQueryOptions(customerId, customerOrderId));
  if (!PLACED_STATES.includes(order.status)) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>This order has not been placed</h1>
        <p>
          Order {order.customerOrderId} is still your trolley.{' '}
          <Link to="/shop/trolley">Go to your trolley</Link> to check out.
        </p>
      </div>
    );
  }
  const card = order.paymentInfo.cardPayment;
  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>Thank you, your order is placed</h1>
        <p className={styles.orderNumber}>
          Order number <strong data-testid="order-number">{order.customerOrderId}</strong>
        </p>
      </header>
      <Notice severity="SUCCESS">
        <p>We have sent a confirmation to your email address.</p>
      </Notice>
      <section className={styles.section} aria-labelledby="order-slot-title">
        <h2 id="order-slot-title" className={styles.sectionTitle}>
          Your slot
        </h2>
        <OrderSlotDetails order={order} />
      </section>
      {card && (
        <section className={styles.section} aria-labelledby="order-card-title">
          <h2 id="order-card-title" className={styles.sectionTitle}>
            Payment
          </h2>
          <p>
            {cardLabel(card)}. Your card is charged when your order is picked.{' '}
            <Link
              to="/payment-confirmation/$customerOrderId"
              params={{ customerOrderId: order.customerOrderId }}
            >
              Payment details
            </Link>
          </p>
        </section>
      )}
      <OrderTotals order={order} />
      <OrderLines order={order} />
      <p className={styles.actions}>
        <a href={`/ecom/myaccount/my-orders/order/${order.customerOrderId}`}>View or change this order</a>
        <a href="/ecom/myaccount/my-orders">My orders</a>
        <a href="/ecom/">Continue shopping</a>
      </p>
    </div>
  );
}
