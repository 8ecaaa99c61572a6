import { useId, useState } from 'react';
import type { SavedPaymentCard } from '../../contract/checkout.ts';
import type { CardPayment } from '../../domain/card-payment.ts';
import type { CardEntryError } from '../../domain/payment-cards.ts';
import { Button } from '../../ui/Button.tsx';
import { CardForm } from '../checkout/CardForm.tsx';
import styles from '../checkout/Checkout.module.css';
import { cardLabel } from '../checkout/order-view.view-model.ts';

/** What the shopper pays with, as the flows take it. */
export type { CardPayment };

export interface PayWithCardProps {
  savedCards: readonly SavedPaymentCard[];
  cardErrors: readonly CardEntryError[];
  busy: boolean;
  /** The button's words: 'Pay now'. */
  submitLabel: string;
  onPay(payment: CardPayment): void;
}

const NEW_CARD = 'new';

/**
 * Pay with a saved card or a new one (resolve payment, the delivery pass): the choice of card is what the
 * shopper has picked before sending (local input state); the flow gets one PAY with the saved card's id or the
 * new card as typed, which it checks with the card rules before it goes to the payment service.
 */
export function PayWithCard({ savedCards, cardErrors, busy, submitLabel, onPay }: PayWithCardProps) {
  const name = useId();
  const [choice, setChoice] = useState<string>(savedCards[0]?.paymentCardId ?? NEW_CARD);
  const [submits, setSubmits] = useState(0);
  return (
    <div>
      {savedCards.length > 0 && (
        <fieldset className={styles.cards}>
          <legend className={styles.sectionTitle}>Pay with</legend>
          {[
            ...savedCards.map((card) => ({ id: card.paymentCardId, label: cardLabel(card) })),
            { id: NEW_CARD, label: 'A new card' },
          ].map((option) => (
            <label key={option.id} className={styles.cardOption}>
              <input
                type="radio"
                name={name}
                value={option.id}
                checked={choice === option.id}
                onChange={() => setChoice(option.id)}
                disabled={busy}
              />{' '}
              {option.label}
            </label>
          ))}
        </fieldset>
      )}
      {choice === NEW_CARD ? (
        <CardForm
          errors={cardErrors}
          busy={busy}
          submitLabel={submitLabel}
          optionLabel={null}
          submitCount={submits}
          onSubmit={(card) => {
            setSubmits((count) => count + 1);
            onPay({ method: 'newCard', card });
          }}
        />
      ) : (
        <p>
          <Button
            onClick={() => onPay({ method: 'savedCard', paymentCardId: choice })}
            aria-disabled={busy || undefined}
          >
            {busy ? 'Paying…' : submitLabel}
          </Button>
        </p>
      )}
    </div>
  );
}
