import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import type { DeliveryPassActor } from '../../../machines/delivery-pass.machine.ts';
import { useReadyShop } from '../../shop/door/door.tsx';
import { Button } from '../../ui/Button.tsx';
import { Notice } from '../../ui/Notice.tsx';
import styles from '../checkout/Checkout.module.css';
import { PayWithCard } from '../payment-resolution/PayWithCard.tsx';
import { deliveryPassQueryOptions } from './delivery-pass.queries.ts';
import { passView, planViews } from './delivery-pass.view-model.ts';
import { PassDetails } from './PassDetails.tsx';

/**
 * Buying a delivery pass (machines/delivery-pass.machine.ts, src/shop/delivery-pass.ts): the plans, a card,
 * Pay now; once bought the pass status is fetched afresh, so the account menu shows Delivery Pass.
 */
export function BuyDeliveryPass({ customerId }: { customerId: number }) {
  const shop = useReadyShop();
  const queryClient = useQueryClient();
  const [machine] = useState(() =>
    shop.deliveryPass.provide({
      actions: {
        'announce the pass': () =>
          void queryClient.invalidateQueries({ queryKey: deliveryPassQueryOptions(customerId).queryKey }),
      },
    }),
  );
  const actor = useActorRef(machine, shop.inspect ? { inspect: shop.inspect } : {});
  return <BuyDeliveryPassView actor={actor} />;
}

function BuyDeliveryPassView({ actor }: { actor: DeliveryPassActor }) {
  const stage = useSelector(actor, (snapshot) =>
    snapshot.matches('choosingPlan')
      ? 'plan'
      : snapshot.matches('loadingCards')
        ? 'loadingCards'
        : snapshot.matches('bought')
          ? 'bought'
          : snapshot.matches('failed')
            ? 'failed'
            : snapshot.matches('buying')
              ? 'buying'
              : 'card',
  );
  const planId = useSelector(actor, (snapshot) => snapshot.context.planId);
  const savedCards = useSelector(actor, (snapshot) => snapshot.context.savedCards);
  const cardErrors = useSelector(actor, (snapshot) => snapshot.context.cardErrors);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const bought = useSelector(actor, (snapshot) => passView(snapshot.context.pass));
  const plans = planViews();
  const plan = plans.find((candidate) => candidate.id === planId);

  if (stage === 'bought' && bought) {
    return (
      <section className={styles.section} aria-labelledby="pass-bought-title">
        <h2 id="pass-bought-title" className={styles.sectionTitle} role="status">
          Your Delivery Pass is active
        </h2>
        <PassDetails pass={bought} />
      </section>
    );
  }
  if (stage === 'failed') {
    return (
      <Notice severity="ERROR">
        <p>{error}</p>
        <p>
          <Button variant="secondary" onClick={() => actor.send({ type: 'RETRY' })}>
            Try again
          </Button>
        </p>
      </Notice>
    );
  }
  if (stage === 'plan') {
    return (
      <section className={styles.section} aria-labelledby="plans-title">
        <h2 id="plans-title" className={styles.sectionTitle}>
          Choose your plan
        </h2>
        <ul className={styles.cards}>
          {plans.map((candidate) => (
            <li key={candidate.id} className={styles.cardOption}>
              <span>
                <strong>{candidate.name}</strong> · {candidate.summary}
              </span>
              <Button
                size="small"
                onClick={() => actor.send({ type: 'CHOOSE_PLAN', planId: candidate.id })}
                aria-label={`Choose the ${candidate.name}`}
              >
                Choose
              </Button>
            </li>
          ))}
        </ul>
      </section>
    );
  }
  return (
    <section
      className={styles.section}
      aria-labelledby="pass-pay-title"
      aria-busy={stage !== 'card' || undefined}
    >
      <h2 id="pass-pay-title" className={styles.sectionTitle}>
        {plan ? `${plan.name}: ${plan.price}` : 'Your plan'}
      </h2>
      <p>
        <Button variant="ghost" size="small" onClick={() => actor.send({ type: 'CHANGE_PLAN' })}>
          Change plan
        </Button>
      </p>
      {error && (
        <Notice severity="ERROR">
          <p>{error}</p>
        </Notice>
      )}
      {stage === 'loadingCards' ? (
        <p role="status">Loading your cards…</p>
      ) : (
        <PayWithCard
          savedCards={savedCards}
          cardErrors={cardErrors}
          busy={stage === 'buying'}
          submitLabel="Pay now"
          onPay={(payment) => actor.send({ type: 'PAY', payment })}
        />
      )}
    </section>
  );
}
