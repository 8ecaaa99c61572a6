/**
 * Checkout's rules that both halves read (doc 2 §4 Checkout, §8 "Checkout and payment";
 * docs/api/checkout.md): the refusals of placing an order with the spec's wording, and the codes the
 * checkout treats specially.
 */

/** Why placing an order (or paying for it) was refused: the `type` and `code` of the refusal. */
export const CHECKOUT_REFUSALS = {
  /** No slot is booked for the order. */
  NO_SLOT: 'Please book a delivery or collection slot before you check out.',
  /** doc 2 §8 Slots: the reservation lapsed before the order was placed. */
  SLOT_EXPIRED: 'Sorry, your slot has now expired.',
  /** The slot's order cut-off has passed. */
  ORDER_CUT_OFF_PASSED: 'Sorry, it is too late to place an order for this slot. Please choose another slot.',
  /** Nothing to order. */
  EMPTY_TROLLEY: 'Your trolley is empty.',
  /** HARD conflicts in the trolley (doc 2 §3 Conflict). */
  TROLLEY_CONFLICTS:
    'Some items in your trolley cannot be delivered or collected in your slot. Please change them before you check out.',
  /** doc 2 §3 Trolley totals: minimumSpendThresholdMet is false; the message names the amount. */
  MINIMUM_SPEND_NOT_MET: 'You need to spend at least {amount} to check out.',
  /** No valid payment card on the order. */
  NO_PAYMENT_CARD: 'Please add a payment card.',
  /** doc 2 §8: a 409 with code SECURITY_NEEDED triggers card authentication. */
  SECURITY_NEEDED: 'Your bank needs you to confirm this card.',
  /** The bank refused the authentication challenge. */
  AUTHENTICATION_FAILED: 'Your bank could not confirm this card. Please try again or use a different card.',
  /** The bank declined the payment. */
  PAYMENT_DECLINED: 'Sorry, your card was declined. Please try a different card.',
  /** The card's expiry date has passed. */
  CARD_EXPIRED: 'This card has expired. Please use a different card.',
  /** Another request placed this order first (a different idempotency key). */
  ORDER_ALREADY_PLACED: 'This order has already been placed.',
  /** The order is not the shopper's, or does not exist. */
  ORDER_NOT_FOUND: 'Sorry, we could not find that order.',
  /** The order is not one that can be checked out (not PENDING or AMENDING). */
  ORDER_NOT_CHECKOUTABLE: 'This order cannot be checked out.',
  /** An amendment checked out, or its details or card changed, after the order's amend cut-off (doc 2 §8 Orders). */
  AMEND_CUT_OFF_PASSED: 'Changes cannot be made to your order',
  /** Instant checkout asked for when the trolley does not allow it. */
  INSTANT_CHECKOUT_NOT_ALLOWED: 'Instant checkout is not available for this order.',
} as const;
export type CheckoutRefusalType = keyof typeof CHECKOUT_REFUSALS;

/** doc 2 §8: the 409 code that sends the shopper to card authentication. */
export const SECURITY_NEEDED = 'SECURITY_NEEDED';
/** doc 2 §8: a 409 with this code is ignored by the checkout. */
export const IGNORED_CHECKOUT_CONFLICT = 'ORDER_ORCHESTRATION_004';

/** The header that carries a place-order request's idempotency key. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** doc 2 §8 "Checkout timeout" and "Session timeout" wording. */
export const CHECKOUT_TIMEOUT_MESSAGE = {
  title: "Sorry, there's been a problem",
  body: 'Please try again',
  action: 'Try again',
} as const;

/** doc 2 §9: interstitials answer within 2000 ms (response) and 4000 ms (deadline), or are skipped. */
export const INTERSTITIALS_RESPONSE_TIMEOUT_MS = 2000;
export const INTERSTITIALS_DEADLINE_MS = 4000;

/** doc 2 §7: the ad-tracking order post gives up after 2 s. */
export const AD_TRACKING_TIMEOUT_MS = 2000;

/** What the trolley knows when it offers Checkout (doc 2 §4, §5). */
export interface CheckoutReadiness {
  lines: number;
  /** A booked slot whose reservation has not expired. */
  slotBooked: boolean;
  minimumSpendMet: boolean;
  /** '£40.00', for the reason. */
  minimumSpend: string;
  hardConflicts: number;
}

/**
 * Why the trolley's Checkout is disabled, or null when the shopper may go on: the same checks the server
 * makes when the order is placed (docs/api/checkout.md), said before the shopper tries.
 */
export function checkoutBlocker(trolley: CheckoutReadiness): string | null {
  if (trolley.lines === 0) return CHECKOUT_REFUSALS.EMPTY_TROLLEY;
  if (!trolley.slotBooked) return 'Book a delivery or collection slot to check out.';
  if (trolley.hardConflicts > 0) return 'Remove or change the unavailable items to check out.';
  if (!trolley.minimumSpendMet) return `Spend at least ${trolley.minimumSpend} to check out.`;
  return null;
}
