import { Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import type { ResolvePaymentActor } from '../../../machines/resolve-payment.machine.ts';
import { useReadyShop } from '../../shop/door/door.tsx';
import { Button } from '../../ui/Button.tsx';
import { Notice } from '../../ui/Notice.tsx';
import styles from '../checkout/Checkout.module.css';
import { PayWithCard } from './PayWithCard.tsx';
import { resolvePaymentView } from './payment-resolution.view-model.ts';

/**
 * resolve-order-payment/{customerOrderId} (doc 2 §2, §3 Payment resolution, §7 failed order payments): the
 * total to pay for an order whose payment failed, the card that was declined, and Pay now with a saved card or
 * a new one. The flow is machines/resolve-payment.machine.ts (src/shop/resolve-payment.ts).
 */
export function ResolvePaymentPage({ customerOrderId }: { customerOrderId: string }) {
  const shop = useReadyShop();
  const actor = useActorRef(shop.resolvePayment, {
    input: { customerOrderId },
    ...(shop.inspect ? { inspect: shop.inspect } : {}),
  });
  return <ResolvePaymentView actor={actor} />;
}

function ResolvePaymentView({ actor }: { actor: ResolvePaymentActor }) {
  const view = useSelector(actor, resolvePaymentView);
  const savedCards = useSelector(actor, (snapshot) => snapshot.context.savedCards);
  const cardErrors = useSelector(actor, (snapshot) => snapshot.context.cardErrors);
  const viewOrder = (
    <Link to="/myaccount/my-orders/order/$customerOrderId" params={{ customerOrderId: view.customerOrderId }}>
      View order
    </Link>
  );

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Resolve payment</h1>
      {view.stage === 'loading' && <p role="status">Loading your order's payment…</p>}
      {view.stage === 'failed' && (
        <Notice severity="ERROR">
          <p>{view.error}</p>
          <p>
            <Button variant="secondary" onClick={() => actor.send({ type: 'RETRY' })}>
              Try again
            </Button>
          </p>
        </Notice>
      )}
      {view.stage === 'resolved' && (
        <section className={styles.section} aria-labelledby="resolved-title">
          <h2 id="resolved-title" className={styles.sectionTitle} role="status">
            {view.resolvedMessage}
          </h2>
          <p>
            {viewOrder} · <Link to="/myaccount/my-orders">My orders</Link>
          </p>
        </section>
      )}
      {view.stage === 'attemptsUsed' && (
        <Notice severity="ERROR">
          <p>{view.attemptsUsedMessage}</p>
          <p>{viewOrder}</p>
        </Notice>
      )}
      {view.stage === 'notNeeded' && (
        <section className={styles.section}>
          <p>{view.notNeededMessage}</p>
          <p>
            {viewOrder} · <Link to="/myaccount/my-orders">My orders</Link>
          </p>
        </section>
      )}
      {(view.stage === 'choosing' || view.stage === 'paying') && (
        <>
          <section className={styles.section} aria-labelledby="to-pay-title">
            <h2 id="to-pay-title" className={styles.sectionTitle}>
              Order {view.customerOrderId}
            </h2>
            <p>We could not take payment for this order. Please pay with another card.</p>
            <dl className={styles.facts}>
              <dt>Total to pay</dt>
              <dd>{view.totalToPay}</dd>
              {view.declinedCard && (
                <>
                  <dt>Declined card</dt>
                  <dd>{view.declinedCard}</dd>
                </>
              )}
            </dl>
          </section>
          {view.error && (
            <Notice severity="ERROR">
              <p>{view.error}</p>
            </Notice>
          )}
          <section
            className={styles.section}
            aria-labelledby="pay-title"
            aria-busy={view.stage === 'paying' || undefined}
          >
            <h2 id="pay-title" className={styles.sectionTitle}>
              Pay for your order
            </h2>
            <PayWithCard
              savedCards={savedCards}
              cardErrors={cardErrors}
              busy={view.stage === 'paying'}
              submitLabel="Pay now"
              onPay={(payment) => actor.send({ type: 'PAY', payment })}
            />
          </section>
        </>
      )}
    </div>
  );
}
