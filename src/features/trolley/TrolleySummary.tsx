import styles from './TrolleyPage.module.css';
import type { MinimumSpendView, TotalsView } from './trolley-page.view-model.ts';

export interface TrolleySummaryProps {
  totals: TotalsView;
  minimum: MinimumSpendView;
  /** Changes are waiting for the server: the totals are estimates until it answers. */
  pending: boolean;
}

/** The totals and savings (doc 2 §3 Trolley totals) and the progress to the minimum spend (doc 2 §5). */
export function TrolleySummary({ totals, minimum, pending }: TrolleySummaryProps) {
  return (
    <section
      className={styles.summary}
      aria-labelledby="trolley-summary-title"
      aria-busy={pending || undefined}
    >
      <h2 id="trolley-summary-title" className={styles.summaryTitle}>
        Order summary
      </h2>
      <dl className={styles.totals}>
        <dt>Items</dt>
        <dd data-testid="items-total">{totals.items}</dd>
        {totals.savings && (
          <>
            <dt>Offer savings</dt>
            <dd className={styles.saving} data-testid="savings-total">
              -{totals.savings}
            </dd>
          </>
        )}
        {totals.deposits && (
          <>
            <dt>Container deposits</dt>
            <dd data-testid="deposits-total">{totals.deposits}</dd>
          </>
        )}
        {totals.deliveryCharge && (
          <>
            <dt>Delivery charge</dt>
            <dd>{totals.deliveryCharge}</dd>
          </>
        )}
        {totals.promoCodes && (
          <>
            <dt>Promo codes</dt>
            <dd className={styles.saving} data-testid="promo-codes-total">
              -{totals.promoCodes}
            </dd>
          </>
        )}
        {totals.partnerDiscount && (
          <>
            <dt>Partner discount</dt>
            <dd className={styles.saving}>-{totals.partnerDiscount}</dd>
          </>
        )}
        <dt className={totals.toPay ? undefined : styles.grandTotal}>Estimated total</dt>
        <dd className={totals.toPay ? undefined : styles.grandTotal} data-testid="estimated-total">
          {totals.total}
        </dd>
        {totals.giftCards && (
          <>
            <dt>Gift cards</dt>
            <dd className={styles.saving}>-{totals.giftCards}</dd>
          </>
        )}
        {totals.giftVouchers && (
          <>
            <dt>Gift vouchers</dt>
            <dd className={styles.saving}>-{totals.giftVouchers}</dd>
          </>
        )}
        {totals.toPay && (
          <>
            <dt className={styles.grandTotal}>To pay</dt>
            <dd className={styles.grandTotal} data-testid="to-pay-total">
              {totals.toPay}
            </dd>
          </>
        )}
      </dl>
      <div className={styles.minimum}>
        <p id="minimum-spend-text">{minimum.text}</p>
        <div
          className={styles.progress}
          role="progressbar"
          aria-labelledby="minimum-spend-text"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={minimum.percent}
        >
          <div className={styles.progressBar} style={{ width: `${minimum.percent}%` }} />
        </div>
      </div>
    </section>
  );
}
