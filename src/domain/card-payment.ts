import { type CardEntry, type CardEntryError, cardEntryErrors } from './payment-cards.ts';

/**
 * Paying with a card once the order is placed (resolving a failed payment, buying a delivery pass): a saved
 * card or a new one as typed, and how a payment call fails. The flows (machines/resolve-payment.machine.ts,
 * machines/delivery-pass.machine.ts) and the card chooser share these.
 */

/** How the shopper pays: a saved card, or a new card as typed. */
export type CardPayment =
  | { method: 'savedCard'; paymentCardId: string }
  | { method: 'newCard'; card: CardEntry };

/** How a payment call failed: the refusal's type and message, and the card's field errors if any. */
export interface CardPaymentFailure {
  type?: string;
  message: string;
  fieldErrors?: CardEntryError[];
}

/** doc 2 §8: what the shopper reads when a call fails for no reason the server gave. */
export const UNEXPECTED_ERROR = "Sorry, we're experiencing an unexpected error.";

/** The failure a payment call threw; anything unlike a refusal is the unexpected error. */
export function cardPaymentFailureOf(error: unknown): CardPaymentFailure {
  if (typeof error !== 'object' || error === null) return { message: UNEXPECTED_ERROR };
  const type = 'type' in error && typeof error.type === 'string' ? error.type : undefined;
  const message = 'message' in error && typeof error.message === 'string' ? error.message : undefined;
  if (!type || !message) return { message: UNEXPECTED_ERROR };
  const fieldErrors =
    'fieldErrors' in error && Array.isArray(error.fieldErrors)
      ? (error.fieldErrors as CardEntryError[])
      : undefined;
  return { type, message, ...(fieldErrors && { fieldErrors }) };
}

/** What is wrong with a new card by the card rules (none for a saved card). */
export const cardMistakesOf = (payment: CardPayment, now: Date): CardEntryError[] =>
  payment.method === 'newCard' ? cardEntryErrors(payment.card, now) : [];
