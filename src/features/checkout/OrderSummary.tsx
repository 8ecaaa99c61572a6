import type { Order } from '../../contract/checkout.ts';
import styles from './Checkout.module.css';
import { lineView, slotOf, slotSummary, type TotalRow, totalRows } from './order-view.view-model.ts';

/** An order's lines (doc 2 §3 Order line), as the checkout and the confirmations list them. */
export function OrderLines({ order }: { order: Order }) {
  const count = order.numberOfItems;
  return (
    <section className={styles.section} aria-labelledby="order-lines-title">
      <h2 id="order-lines-title" className={styles.sectionTitle}>
        Your items ({count} {count === 1 ? 'item' : 'items'})
      </h2>
      <ul className={styles.lines}>
        {order.orderLines.map(lineView).map((line) => (
          <li key={line.lineNumber} className={styles.line}>
            <img src={line.thumbnail} alt="" width={48} height={48} loading="lazy" />
            <div>
              <p className={styles.lineName}>{line.name}</p>
              <p className={styles.lineMeta}>
                {line.size} · Quantity {line.quantity}
                {line.note ? ` · Note: ${line.note}` : ''}
              </p>
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
        ))}
      </ul>
    </section>
  );
}

/** An order's totals (doc 2 §3 totals.estimated). */
export function OrderTotals({ order, title = 'Order summary' }: { order: Order; title?: string }) {
  return (
    <section className={styles.section} aria-labelledby="order-totals-title">
      <h2 id="order-totals-title" className={styles.sectionTitle}>
        {title}
      </h2>
      <TotalsList rows={totalRows(order.totals.estimated)} />
    </section>
  );
}

/** Rows of totals: deductions with a minus sign, the amount to pay strongest. */
export function TotalsList({ rows }: { rows: readonly TotalRow[] }) {
  return (
    <dl className={styles.totals}>
      {rows.map((row) => (
        <div key={row.label} className={styles.totalRow}>
          <dt className={row.grand ? styles.grand : undefined}>{row.label}</dt>
          <dd className={row.grand ? styles.grand : row.deduction ? styles.saving : undefined}>
            {row.deduction ? `-${row.value}` : row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** 'Delivery' or 'Collection', by the order's slot; null without one. */
export function slotKindOf(order: Order): string | null {
  const slot = slotOf(order);
  return slot ? slotSummary(slot).kind : null;
}

/** Where and when: the order's delivery or collection slot (doc 2 §3 Order slot). */
export function OrderSlotDetails({ order }: { order: Order }) {
  const slot = slotOf(order);
  if (!slot) return null;
  const summary = slotSummary(slot);
  return (
    <dl className={styles.facts}>
      <dt>{summary.kind}</dt>
      <dd>{summary.when}</dd>
      <dt>{summary.kind === 'Delivery' ? 'Delivery address' : 'Collect from'}</dt>
      <dd>
        <address className={styles.address}>
          {summary.where.map((line) => (
            <span key={line}>
              {line}
              <br />
            </span>
          ))}
        </address>
      </dd>
    </dl>
  );
}
