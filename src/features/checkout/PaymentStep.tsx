import { useSelector } from '@xstate/react';
import { type FormEvent, useState } from 'react';
import {
  selectCardErrors,
  selectPaymentStep,
  selectSaveCardOffered,
  selectSavedCards,
} from '../../../machines/checkout.selectors.ts';
import type { Order } from '../../contract/checkout.ts';
import { formatMoney } from '../../domain/money.ts';
import type { CheckoutActor } from '../../shop/checkout.ts';
import { Button } from '../../ui/Button.tsx';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { CardForm } from './CardForm.tsx';
import styles from './Checkout.module.css';
import { cardLabel } from './order-view.view-model.ts';

/**
 * The payment step (doc 2 §3 Payment card on an order, §7 Payments): a saved card, or a new one (sent to the
 * payment service only), then Place order for the amount to pay.
 */
export function PaymentStep({ actor, order }: { actor: CheckoutActor; order: Order }) {
  const step = useSelector(actor, selectPaymentStep);
  const savedCards = useSelector(actor, selectSavedCards);
  const cardErrors = useSelector(actor, selectCardErrors);
  const saveCardOffered = useSelector(actor, selectSaveCardOffered);
  const ready = step === 'ready';
  const addingCard = step === 'addingCard';
  const attaching = step === 'attachingSavedCard';
  const usable = savedCards.filter((card) => !card.expired);
  const [chosen, setChosen] = useState(
    usable.find((card) => card.defaultCard)?.paymentCardId ?? usable[0]?.paymentCardId ?? '',
  );
  const [submits, setSubmits] = useState(0);
  const card = order.paymentInfo.cardPayment;

  if (ready && card) {
    return (
      <section className={styles.section} aria-labelledby="payment-title">
        <h2 id="payment-title" className={styles.sectionTitle}>
          Payment
        </h2>
        <p>
          Paying with <strong>{cardLabel(card)}</strong>. Your card is charged when your order is picked.
        </p>
        <p className={styles.actions}>
          <Button onClick={() => actor.send({ type: 'PLACE_ORDER' })}>
            Place order and pay {formatMoney(order.totals.estimated.toPay)}
          </Button>
          <Button variant="secondary" onClick={() => actor.send({ type: 'CHANGE_CARD' })}>
            Change card
          </Button>
          <Button variant="ghost" onClick={() => actor.send({ type: 'BACK' })}>
            Back to your details
          </Button>
        </p>
      </section>
    );
  }

  const useSaved = (event: FormEvent) => {
    event.preventDefault();
    if (chosen) actor.send({ type: 'USE_SAVED_CARD', paymentCardId: chosen });
  };

  return (
    <>
      {usable.length > 0 && (
        <section className={styles.section} aria-labelledby="saved-cards-title">
          <h2 id="saved-cards-title" className={styles.sectionTitle}>
            Pay with a saved card
          </h2>
          <form onSubmit={useSaved} className={styles.page} aria-label="Saved cards">
            <fieldset className={styles.cards}>
              <legend>Your cards</legend>
              {usable.map((saved) => (
                <label key={saved.paymentCardId} className={styles.cardOption}>
                  <input
                    type="radio"
                    name="saved-card"
                    value={saved.paymentCardId}
                    checked={chosen === saved.paymentCardId}
                    onChange={() => setChosen(saved.paymentCardId)}
                  />
                  {cardLabel(saved)}
                  {saved.defaultCard ? ' (default)' : ''}
                </label>
              ))}
            </fieldset>
            <SubmitButton busy={attaching} busyLabel="Checking your card…">
              Use this card
            </SubmitButton>
          </form>
        </section>
      )}
      <section className={styles.section} aria-labelledby="new-card-title">
        <h2 id="new-card-title" className={styles.sectionTitle}>
          {usable.length > 0 ? 'Or pay with a new card' : 'Pay with a card'}
        </h2>
        <CardForm
          errors={cardErrors}
          busy={addingCard}
          submitLabel="Use this card"
          optionLabel={saveCardOffered ? 'Save this card for next time' : null}
          submitCount={submits}
          onSubmit={(entry, saveCard) => {
            setSubmits((count) => count + 1);
            actor.send({ type: 'SUBMIT_CARD', card: entry, saveCard });
          }}
        />
      </section>
      <p className={styles.actions}>
        <Button variant="ghost" onClick={() => actor.send({ type: 'BACK' })}>
          Back to your details
        </Button>
      </p>
    </>
  );
}
