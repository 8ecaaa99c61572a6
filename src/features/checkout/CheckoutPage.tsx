import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import {
  selectIsTimedOut,
  selectOrder,
  selectRefusal,
  selectStep,
} from '../../../machines/checkout.selectors.ts';
import { selectSession } from '../../../machines/session.selectors.ts';
import { selectServerTrolley } from '../../../machines/trolley.selectors.ts';
import type { CheckoutActor } from '../../shop/checkout.ts';
import { useReadyShop } from '../../shop/door/door.tsx';
import { useSessionValue } from '../../shop/door/session-hooks.ts';
import { useTrolleySelector } from '../../shop/door/trolley-hooks.ts';
import { Button } from '../../ui/Button.tsx';
import { ErrorPanel } from '../../ui/ErrorPanel.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { CheckoutMoneyOff } from '../money-off/CheckoutMoneyOff.tsx';
import { CardAuthentication } from './CardAuthentication.tsx';
import styles from './Checkout.module.css';
import { CheckoutTimeoutModal } from './CheckoutTimeoutModal.tsx';
import { OrderLines, OrderTotals } from './OrderSummary.tsx';
import { PaymentStep } from './PaymentStep.tsx';
import { ReviewStep } from './ReviewStep.tsx';

export interface CheckoutPageProps {
  customerOrderId: string;
  /** From the trolley's instant checkout: place at once with the saved card when allowed. */
  instant: boolean;
  /** The savePaymentCard flag (doc 1 §9): offer "Save this card". */
  saveCardOffered: boolean;
}

/**
 * /ecom/checkout (doc 2 §2, §4 Checkout, §8): review the order, pay with a saved or a new card, confirm it
 * with the bank when asked, place it once. The flow is machines/checkout.machine.ts, started for the visit
 * with the shop's calls (src/shop/checkout.ts); this page shows its state and sends it what the shopper does.
 */
export function CheckoutPage({ customerOrderId, instant, saveCardOffered }: CheckoutPageProps) {
  const shop = useReadyShop();
  // checkout_start says amend for an order being changed (doc 2 §4): the token's order state says so at once,
  // the trolley once it has loaded.
  const orderState = useSessionValue((snapshot) => selectSession(snapshot).customerOrderState, null);
  const trolleyAmending = useTrolleySelector(
    (snapshot) => selectServerTrolley(snapshot)?.amendingOrder ?? false,
    false,
  );
  const actor = useActorRef(shop.checkout.machine, {
    input: {
      customerOrderId,
      amending: orderState === 'AMENDING' || trolleyAmending,
      instant,
      saveCardOffered,
    },
    ...(shop.inspect ? { inspect: shop.inspect } : {}),
  });
  useEffect(() => shop.checkout.follow(actor), [shop, actor]);
  return <CheckoutView actor={actor} />;
}

function CheckoutView({ actor }: { actor: CheckoutActor }) {
  const order = useSelector(actor, selectOrder);
  const refusal = useSelector(actor, selectRefusal);
  const step = useSelector(actor, selectStep);
  const timedOut = useSelector(actor, selectIsTimedOut);
  const loading = step === 'loading';
  const loadFailed = step === 'loadFailed';
  const placed = step === 'placed';
  const placing = step === 'placing' || step === 'timedOut';

  if (loadFailed) {
    return (
      <ErrorPanel title="Sorry, we couldn't load your order" onRetry={() => actor.send({ type: 'RETRY' })}>
        <p>Please check your connection and try again.</p>
      </ErrorPanel>
    );
  }
  if (loading || !order) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>Checkout</h1>
        <p role="status">Loading your order…</p>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Checkout</h1>
      {refusal && (
        <Notice severity="ERROR">
          <p>{refusal.message}</p>
        </Notice>
      )}
      <div className={styles.layout}>
        <div className={styles.page}>
          {step === 'review' && <ReviewStep actor={actor} order={order} />}
          {step === 'payment' && <PaymentStep actor={actor} order={order} />}
          <CheckoutMoneyOff checkout={actor} order={order} refusal={refusal} visible={step === 'review'} />
          {/* After the money off, so that codes, gift cards and vouchers are met before the card. */}
          {step === 'review' && (
            <p className={styles.actions}>
              <Button onClick={() => actor.send({ type: 'CONTINUE' })}>Continue to payment</Button>
            </p>
          )}
          {(placing || placed) && (
            <section className={styles.section} aria-live="polite">
              <h2 className={styles.sectionTitle}>
                {placed ? 'Your order is placed' : 'Placing your order'}
              </h2>
              <p role="status">
                {placed ? 'Taking you to your order confirmation…' : 'Please wait while we place your order…'}
              </p>
            </section>
          )}
          {step === 'authentication' && <CardAuthentication actor={actor} />}
        </div>
        <aside className={styles.page} aria-label="Your order">
          <OrderTotals order={order} />
          <OrderLines order={order} />
        </aside>
      </div>
      <CheckoutTimeoutModal
        open={timedOut}
        onTryAgain={() => actor.send({ type: 'TRY_AGAIN' })}
        onClose={() => actor.send({ type: 'CLOSE' })}
      />
    </div>
  );
}
