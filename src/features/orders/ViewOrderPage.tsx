import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { buttonClassName } from '../../ui/Button.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { TotalsList } from '../checkout/OrderSummary.tsx';
import type { TotalRow } from '../checkout/order-view.view-model.ts';
import { OrderActionButtons } from './OrderActionButtons.tsx';
import styles from './Orders.module.css';
import { orderQueryOptions } from './order.queries.ts';
import { resolvePaymentPath, shopFromOrderPath } from './order-actions.view-model.ts';
import { type OrderLineView, viewOrderModel } from './view-order.view-model.ts';

function Totals({ id, title, rows }: { id: string; title: string; rows: readonly TotalRow[] }) {
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      <TotalsList rows={rows} />
    </section>
  );
}

function Line({ line }: { line: OrderLineView }) {
  return (
    <li className={styles.line}>
      <img src={line.thumbnail} alt="" width={48} height={48} loading="lazy" />
      <div>
        <p className={styles.lineName}>{line.name}</p>
        <p className={styles.lineMeta}>
          {line.size} · Quantity {line.quantity}
        </p>
        {line.outcome === 'Missing' && <p className={styles.missing}>Missing: not picked, not charged</p>}
        {line.substitutes.map((text) => (
          <p key={text} className={styles.lineMeta}>
            {text}
          </p>
        ))}
        {line.note && <p className={styles.lineMeta}>Note: {line.note}</p>}
        {line.messages.map((message) => (
          <p key={message} className={styles.lineMeta}>
            Message: {message}
          </p>
        ))}
      </div>
      <p className={styles.linePrice}>
        {line.price}
        {line.saving && (
          <>
            <br />
            <span className={styles.saving}>Save {line.saving}</span>
          </>
        )}
      </p>
    </li>
  );
}

/**
 * View order (doc 2 §2 myaccount/my-orders/order/{id}, title 'View Order'; §3 Order): its status and delivery
 * status, slot, address or branch, lines with substitutes, missing lines, notes and messages, the estimated
 * and (once picked) the actual totals, the masked card, alerts and warnings; Amend order, Change slot and
 * Cancel order as its links allow, Pay now when its payment failed, and Shop this order again.
 */
export function ViewOrderPage({
  customerId,
  customerOrderId,
}: {
  customerId: number;
  customerOrderId: string;
}) {
  const { data: order } = useSuspenseQuery(orderQueryOptions(customerId, customerOrderId));
  const model = viewOrderModel(order);
  const count = order.numberOfItems;
  return (
    <div className={styles.page}>
      <p>
        <Link to="/myaccount/my-orders">Back to My orders</Link>
      </p>
      <header className={styles.cardHeader}>
        <h1 id="view-order-title" className={styles.title}>
          Order {model.customerOrderId}
        </h1>
        <span className={`${styles.status} ${model.payNow ? styles.statusAttention : ''}`}>
          {model.status}
        </span>
      </header>
      {model.deliveryStatus && <p>Delivery status: {model.deliveryStatus}</p>}
      {model.alerts.map((alert) => (
        <Notice key={alert.message} severity={alert.severity}>
          <p>{alert.message}</p>
        </Notice>
      ))}
      {model.warnings.map((warning) => (
        <Notice key={warning} severity="WARNING">
          <p>{warning}</p>
        </Notice>
      ))}
      {model.changeUntil && <p>{model.changeUntil}</p>}
      <OrderActionButtons
        customerOrderId={model.customerOrderId}
        slotType={model.slotType}
        actions={model.actions}
        describedBy="view-order-title"
      >
        {model.payNow && (
          <a href={resolvePaymentPath(model.customerOrderId)} className={buttonClassName()}>
            Pay now
          </a>
        )}
        {model.shopAgain && (
          <a
            href={shopFromOrderPath(model.customerOrderId)}
            className={buttonClassName({ variant: 'secondary' })}
          >
            Shop this order again
          </a>
        )}
      </OrderActionButtons>
      <div className={styles.layout}>
        <div className={styles.column}>
          {model.slot && (
            <section className={styles.panel} aria-labelledby="view-order-slot-title">
              <h2 id="view-order-slot-title" className={styles.sectionTitle}>
                {model.slot.kind}
              </h2>
              <dl className={styles.facts}>
                <div>
                  <dt>When</dt>
                  <dd>{model.slot.when}</dd>
                </div>
                <div>
                  <dt>{model.slot.kind === 'Delivery' ? 'Delivery address' : 'Collect from'}</dt>
                  <dd>
                    <address className={styles.address}>
                      {model.slot.where.map((line) => (
                        <span key={line}>
                          {line}
                          <br />
                        </span>
                      ))}
                    </address>
                  </dd>
                </div>
                {model.deliveryNote && (
                  <div>
                    <dt>Delivery note</dt>
                    <dd>{model.deliveryNote}</dd>
                  </div>
                )}
              </dl>
            </section>
          )}
          <section className={styles.panel} aria-labelledby="view-order-lines-title">
            <h2 id="view-order-lines-title" className={styles.sectionTitle}>
              Your items ({count} {count === 1 ? 'item' : 'items'})
            </h2>
            {model.missing > 0 && (
              <p className={styles.missing}>
                {model.missing} {model.missing === 1 ? 'item was' : 'items were'} not available when your
                order was picked.
              </p>
            )}
            <ul className={styles.lines}>
              {model.lines.map((line) => (
                <Line key={line.lineNumber} line={line} />
              ))}
            </ul>
          </section>
        </div>
        <div className={styles.column}>
          {model.actualTotals && (
            <Totals id="view-order-actual-title" title="Your order as picked" rows={model.actualTotals} />
          )}
          <Totals
            id="view-order-estimated-title"
            title={model.actualTotals ? 'Estimated when ordered' : 'Order summary'}
            rows={model.estimatedTotals}
          />
          {model.card && (
            <section className={styles.panel} aria-labelledby="view-order-card-title">
              <h2 id="view-order-card-title" className={styles.sectionTitle}>
                Payment
              </h2>
              <p>{model.card}</p>
            </section>
          )}
        </div>
      </div>
    </div>
  );
}
