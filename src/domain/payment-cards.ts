/**
 * Payment cards (doc 1 §5, doc 2 §3 "Payment card on an order", §5 "Payment card detection"): the card
 * types the shop takes and how each is named to a shopper. Detection, Luhn and expiry rules live here too,
 * shared by the card form (a quick answer) and the payment service (the authority).
 */

/** The card types of doc 2 §3, as the API names them. */
export const PAYMENT_CARD_TYPES = [
  'AMERICAN_EXPRESS',
  'BUSINESS_ACCOUNT',
  'MAESTRO',
  'MASTERCARD',
  'VISA',
  'PARTNERSHIP',
] as const;
export type PaymentCardType = (typeof PAYMENT_CARD_TYPES)[number];

/** How each type is written on the page. */
export const PAYMENT_CARD_TYPE_NAMES: Record<PaymentCardType, string> = {
  AMERICAN_EXPRESS: 'American Express',
  BUSINESS_ACCOUNT: 'Business account card',
  MAESTRO: 'Maestro',
  MASTERCARD: 'Mastercard',
  VISA: 'Visa',
  PARTNERSHIP: 'Partnership card',
};
