/**
 * What the checkout views read of the checkout (machines/checkout.machine.ts). Kept apart from the machine so
 * a view can read it without loading the machine's code.
 */
import type {
  CheckoutRefusal,
  Order,
  OrderPaymentCard,
  PaymentSecurityToken,
  SavedPaymentCard,
} from '../src/contract/checkout.ts';
import type { CardEntryError } from '../src/domain/payment-cards.ts';
import type { CheckoutSnapshot } from './checkout.machine.ts';

/** Which page of the checkout is on show. */
export type CheckoutStep =
  | 'loading'
  | 'loadFailed'
  | 'review'
  | 'payment'
  | 'placing'
  | 'authentication'
  | 'timedOut'
  | 'placed';

export function selectStep(snapshot: CheckoutSnapshot): CheckoutStep {
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('loadFailed')) return 'loadFailed';
  if (snapshot.matches('reviewOrder')) return 'review';
  if (snapshot.matches('payment')) return 'payment';
  if (snapshot.matches('cardAuthentication')) return 'authentication';
  if (snapshot.matches('timedOut')) return 'timedOut';
  if (snapshot.matches('placed')) return 'placed';
  return 'placing';
}

/** Where the payment step is: the cards and the form, sending a card, or a card on the order. */
export type PaymentStep = 'choosing' | 'addingCard' | 'attachingSavedCard' | 'ready';

export function selectPaymentStep(snapshot: CheckoutSnapshot): PaymentStep | null {
  for (const step of ['choosing', 'addingCard', 'attachingSavedCard', 'ready'] as const) {
    if (snapshot.matches({ payment: step })) return step;
  }
  return null;
}

/** A call is under way: the step's buttons wait. */
export const selectIsBusy = (snapshot: CheckoutSnapshot): boolean =>
  snapshot.matches('loading') ||
  snapshot.matches({ reviewOrder: 'savingDetails' }) ||
  snapshot.matches({ payment: 'addingCard' }) ||
  snapshot.matches({ payment: 'attachingSavedCard' }) ||
  snapshot.matches('confirm') ||
  snapshot.matches({ cardAuthentication: 'requestingToken' }) ||
  snapshot.matches({ cardAuthentication: 'authenticating' }) ||
  snapshot.matches('placed');

export const selectOrder = (snapshot: CheckoutSnapshot): Order | null => snapshot.context.order;

/** The card on the order, if it has one. */
export const selectOrderCard = (snapshot: CheckoutSnapshot): OrderPaymentCard | null =>
  snapshot.context.order?.paymentInfo.cardPayment ?? null;

/** Why the last call was refused or failed (its `message` is the shopper's wording), or null. */
export const selectRefusal = (snapshot: CheckoutSnapshot): CheckoutRefusal | null => snapshot.context.refusal;

export const selectCardErrors = (snapshot: CheckoutSnapshot): CardEntryError[] => snapshot.context.cardErrors;

/** The message for one card form field, if it has one. */
export const selectCardError = (snapshot: CheckoutSnapshot, field: CardEntryError['field']): string | null =>
  snapshot.context.cardErrors.find((error) => error.field === field)?.message ?? null;

/** The shopper's saved cards, the default first; an expired one is shown but cannot be chosen. */
export const selectSavedCards = (snapshot: CheckoutSnapshot): SavedPaymentCard[] =>
  snapshot.context.savedCards;

/** The card form offers "Save this card" (the savePaymentCard flag). */
export const selectSaveCardOffered = (snapshot: CheckoutSnapshot): boolean =>
  snapshot.context.saveCardOffered;

export const selectIsAmending = (snapshot: CheckoutSnapshot): boolean => snapshot.context.amending;

/** Place order can be pressed. */
export const selectCanPlaceOrder = (snapshot: CheckoutSnapshot): boolean =>
  snapshot.matches({ payment: 'ready' });

/**
 * The bank's challenge while it waits for the shopper: the token that opens its page (src/api/checkout.ts
 * challengePageUrl) and the jwtId its answer must carry. Null otherwise.
 */
export const selectChallenge = (snapshot: CheckoutSnapshot): PaymentSecurityToken | null =>
  snapshot.matches({ cardAuthentication: 'challenge' }) ? snapshot.context.securityToken : null;

/** doc 2 §4: the card needs, or has had, the bank's confirmation. */
export const selectCardAuthentication = (snapshot: CheckoutSnapshot) => ({
  requireCardAuth: snapshot.context.requireCardAuth,
  cardAuthenticated: snapshot.context.cardAuthenticated,
});

/** The checkout timeout modal ('Sorry, there's been a problem') is on show. */
export const selectIsTimedOut = (snapshot: CheckoutSnapshot): boolean => snapshot.matches('timedOut');

/** The order as placed, once it is (the actor is then done). */
export const selectPlacedOrder = (snapshot: CheckoutSnapshot): Order | null => snapshot.context.placedOrder;
