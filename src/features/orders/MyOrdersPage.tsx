import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { GROCERIES_HOME } from '../../domain/routing.ts';
import { buttonClassName } from '../../ui/Button.tsx';
import { type OrderCardView, orderCardView } from './my-orders.view-model.ts';
import { OrderActionButtons } from './OrderActionButtons.tsx';
import styles from './Orders.module.css';
import { orderListQueryOptions } from './order.queries.ts';
import { resolvePaymentPath } from './order-actions.view-model.ts';

function OrderCard({ order }: { order: OrderCardView }) {
  const titleId = `order-${order.customerOrderId}-title`;
  return (
    <li>
      <article className={styles.card} aria-labelledby={titleId}>
        <header className={styles.cardHeader}>
          <h3 id={titleId} className={styles.cardTitle}>
            Order {order.customerOrderId}
          </h3>
          <span className={`${styles.status} ${order.paymentNeeded ? styles.statusAttention : ''}`}>
            {order.status}
          </span>
        </header>
        <dl className={styles.facts}>
          {order.deliveryStatus && (
            <div>
              <dt>Delivery status</dt>
              <dd>{order.deliveryStatus}</dd>
            </div>
          )}
          {order.slot && (
            <>
              <div>
                <dt>{order.slot.kind}</dt>
                <dd>{order.slot.when}</dd>
              </div>
              <div>
                <dt>{order.slot.kind === 'Delivery' ? 'Delivery address' : 'Collect from'}</dt>
                <dd>{order.slot.place}</dd>
              </div>
            </>
          )}
          <div>
            <dt>Items</dt>
            <dd>{order.items}</dd>
          </div>
          <div>
            <dt>{order.totalLabel}</dt>
            <dd>{order.total}</dd>
          </div>
        </dl>
        <OrderActionButtons
          customerOrderId={order.customerOrderId}
          slotType={order.slot?.slotType ?? null}
          actions={order.actions}
          describedBy={titleId}
        >
          <Link
            to="/myaccount/my-orders/order/$customerOrderId"
            params={{ customerOrderId: order.customerOrderId }}
            className={buttonClassName({ variant: 'primary' })}
            aria-describedby={titleId}
          >
            View order
          </Link>
          {order.paymentNeeded && (
            <a
              href={resolvePaymentPath(order.customerOrderId)}
              className={buttonClassName({ variant: 'secondary' })}
              aria-describedby={titleId}
            >
              Pay now
            </a>
          )}
        </OrderActionButtons>
      </article>
    </li>
  );
}

function OrderSection({
  id,
  title,
  orders,
  none,
}: {
  id: string;
  title: string;
  orders: readonly OrderCardView[];
  none: string;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {orders.length === 0 ? (
        <p>{none}</p>
      ) : (
        <ul className={styles.orders}>
          {orders.map((order) => (
            <OrderCard key={order.customerOrderId} order={order} />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * My orders (doc 2 §2 myaccount/my-orders, title 'My Orders'): the pending orders, soonest first, and the
 * previous ones, each with its status, slot, items and total, View order, and the actions its links allow
 * (machines/order-actions.machine.ts: the confirmations and messages are OrderActionMessages').
 */
export function MyOrdersPage({ customerId }: { customerId: number }) {
  const { data: pending } = useSuspenseQuery(orderListQueryOptions(customerId, 'pending'));
  const { data: previous } = useSuspenseQuery(orderListQueryOptions(customerId, 'previous'));
  const pendingOrders = pending.orders.map(orderCardView);
  const previousOrders = previous.orders.map(orderCardView);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>My Orders</h1>
      {pendingOrders.length === 0 && previousOrders.length === 0 ? (
        <div className={styles.empty}>
          <p>You have no orders yet.</p>
          <a href={GROCERIES_HOME} className={buttonClassName()}>
            Start shopping
          </a>
        </div>
      ) : (
        <>
          <p>
            <Link to="/myaccount/my-orders/order/shop-from-order">Shop from a previous order</Link>
          </p>
          <OrderSection
            id="pending-orders-title"
            title="Pending orders"
            orders={pendingOrders}
            none="You have no pending orders."
          />
          <OrderSection
            id="previous-orders-title"
            title="Previous orders"
            orders={previousOrders}
            none="You have no previous orders."
          />
        </>
      )}
    </div>
  );
}
