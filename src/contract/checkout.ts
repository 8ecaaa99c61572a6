import * as v from 'valibot';
import { PAYMENT_CARD_TYPES } from '../domain/payment-cards.ts';
import { BOOKING_STATUSES } from '../domain/slots.ts';
import { moneySchema } from './money.ts';
import { trolleyProductSchema } from './trolley.ts';

/**
 * The checkout answers (doc 2 §3 Order, Order line, Order slot, Payment card on an order, Payment session;
 * §7 Payments, other order-related calls; docs/api/checkout.md is the contract): the payment service's
 * session and card token, saved cards, the security token of card authentication, the order (what checkout
 * shows and edits, and what the confirmation shows), the before-you-go steps and the refusals.
 */

const nullableString = v.nullable(v.string());
const instantSchema = v.pipe(v.string(), v.isoTimestamp('A time is an ISO instant'));
export const paymentCardTypeSchema = v.picklist(PAYMENT_CARD_TYPES);

/** POST payment-sessions: where the card form sends the card (doc 2 §3 Payment session). */
export const paymentSessionSchema = v.object({
  sessionGUID: v.string(),
  passcode: v.string(),
  processingDB: v.string(),
});
export type PaymentSession = v.InferOutput<typeof paymentSessionSchema>;

/**
 * The payment service's answer to a card: a token standing for it and what may be shown of it. The card
 * number and CVC go no further than the payment service.
 */
export const cardTokenSchema = v.object({
  cardToken: v.string(),
  cardType: paymentCardTypeSchema,
  /** '•••• •••• •••• 1111': the last four digits only. */
  maskedCardNumber: v.string(),
  /** 'MM/YY'. */
  expiryDate: v.string(),
  cardholderName: v.string(),
});
export type CardToken = v.InferOutput<typeof cardTokenSchema>;

/** A saved card (GET payment-cards; doc 2 §3 "A payment card has id and paymentCardId"). */
export const savedPaymentCardSchema = v.object({
  id: v.string(),
  paymentCardId: v.string(),
  cardType: paymentCardTypeSchema,
  cardholderName: v.string(),
  maskedCardNumber: v.string(),
  expiryDate: v.string(),
  defaultCard: v.boolean(),
  expired: v.boolean(),
});
export type SavedPaymentCard = v.InferOutput<typeof savedPaymentCardSchema>;

export const savedPaymentCardsSchema = v.object({ paymentCards: v.array(savedPaymentCardSchema) });
export type SavedPaymentCards = v.InferOutput<typeof savedPaymentCardsSchema>;

/** The card an order will be paid with (doc 2 §3 Payment card on an order). */
export const orderPaymentCardSchema = v.object({
  cardType: paymentCardTypeSchema,
  cardholderName: v.string(),
  maskedCardNumber: v.string(),
  startDate: nullableString,
  expiryDate: v.string(),
  businessAccount: v.boolean(),
  /** The saved card it is, when it is one. */
  paymentCardId: nullableString,
  /** The bank has confirmed it for this order (after SECURITY_NEEDED). */
  authenticated: v.boolean(),
});
export type OrderPaymentCard = v.InferOutput<typeof orderPaymentCardSchema>;

/**
 * GET payment-security-tokens (doc 2 §3 "Global flow: jwt, jwtId, cardToken"): what opens the bank's
 * challenge for the order's card. `challengeUrl` is the simulated bank's page (shown in a frame).
 */
export const paymentSecurityTokenSchema = v.object({
  jwt: v.string(),
  jwtId: v.string(),
  cardToken: v.string(),
  challengeUrl: v.string(),
});
export type PaymentSecurityToken = v.InferOutput<typeof paymentSecurityTokenSchema>;

/** The message the bank's challenge page posts to the checkout when the shopper has answered. */
export const challengeResultMessageSchema = v.object({
  type: v.literal('payment-challenge'),
  jwtId: v.string(),
  outcome: v.picklist(['APPROVED', 'FAILED']),
});
export type ChallengeResultMessage = v.InferOutput<typeof challengeResultMessageSchema>;

/** An order link (doc 2 §3, §4: init-amend, init-changeslot, cancel), present only while allowed. */
export const orderLinkSchema = v.object({ rel: v.string(), title: v.string(), href: v.string() });
export type OrderLink = v.InferOutput<typeof orderLinkSchema>;

/** doc 2 §3 Order slot. */
export const orderSlotSchema = v.object({
  branchId: v.number(),
  /** DELIVERY, GROCERY_COLLECTION or ENTERTAINING_COLLECTION. */
  type: v.string(),
  startDateTime: instantSchema,
  endDateTime: instantSchema,
  amendOrderCutoffDateTime: instantSchema,
  shopByDateTime: instantSchema,
  branchName: v.string(),
  /** The branch's address, one line (collection). */
  branchAddress: nullableString,
  /** The delivery address, one line per entry (delivery). */
  deliveryAddress: v.nullable(
    v.object({ id: v.string(), name: v.string(), lines: v.array(v.string()), postalCode: v.string() }),
  ),
  price: moneySchema,
  status: v.picklist(BOOKING_STATUSES),
  /** The reservation's expiry while UNCONFIRMED. */
  expiryDateTime: v.nullable(instantSchema),
});
export type OrderSlot = v.InferOutput<typeof orderSlotSchema>;

/** doc 2 §3 Order line: what was ordered, at the prices of the moment it was placed. */
export const orderLineSchema = v.object({
  lineNumber: v.string(),
  productId: v.string(),
  /** PENDING while a trolley; ORDERED once placed; PICKED, SUBSTITUTED, MISSING at picking (issue 17). */
  orderLineStatus: v.string(),
  /** PRODUCT. */
  orderLineType: v.string(),
  substitutionAllowed: v.boolean(),
  noteToShopper: nullableString,
  personalisedInfos: v.array(v.object({ message: v.string(), quantity: v.number() })),
  quantity: v.object({ amount: v.number(), uom: v.string() }),
  /** The line's estimated total. */
  price: moneySchema,
  unitPrice: moneySchema,
  /** The line's total before offers. */
  salePrice: moneySchema,
  depositPrice: v.nullable(moneySchema),
  saving: moneySchema,
  product: trolleyProductSchema,
  /**
   * At picking (doc 2 §3 Order line substitutes): what was picked in its place when the line is SUBSTITUTED,
   * charged at the lower of the two prices.
   */
  substitutes: v.array(
    v.object({
      productId: v.string(),
      quantity: v.object({ amount: v.number(), uom: v.string() }),
      price: moneySchema,
      product: trolleyProductSchema,
    }),
  ),
  /** What the line cost as picked (zero when MISSING); null until picked. */
  actualPrice: v.nullable(moneySchema),
});
export type OrderLine = v.InferOutput<typeof orderLineSchema>;

/** doc 2 §3 Order totals.estimated. */
export const estimatedTotalsSchema = v.object({
  itemTotal: moneySchema,
  /** What the gift cards pay, and the gift vouchers (doc 2 §3), in the order they were added. */
  giftCards: moneySchema,
  giftVouchers: moneySchema,
  /** What the payment card pays: the rest. */
  paymentCard: moneySchema,
  toPay: moneySchema,
  totalSavings: moneySchema,
  /** The partner discount card's saving (PARTNER_DISCOUNT_PERCENT of the items after offers and codes). */
  partnerDiscountSavings: moneySchema,
  orderLevelSavings: moneySchema,
  offerSavings: moneySchema,
  membershipSavings: moneySchema,
  incentiveSavings: moneySchema,
  totalPrice: moneySchema,
  deliveryCharge: moneySchema,
  carrierBagCharge: moneySchema,
  orderLines: v.number(),
  depositCharge: moneySchema,
});
export type EstimatedTotals = v.InferOutput<typeof estimatedTotalsSchema>;

/** doc 2 §3 Order totals.actual: known once the order is picked (issue 17); null until then. */
export const actualTotalsSchema = v.object({
  paid: moneySchema,
  savings: moneySchema,
  partnerDiscountSavings: moneySchema,
  membershipSavings: moneySchema,
  offerSavings: moneySchema,
  deliveryCharge: moneySchema,
  carrierBagCharge: moneySchema,
  pickedPrice: moneySchema,
  depositCharge: moneySchema,
});
export type ActualTotals = v.InferOutput<typeof actualTotalsSchema>;

/** doc 2 §3 Order. */
export const orderSchema = v.object({
  customerOrderId: v.string(),
  /** The branch that fulfils it. */
  shopNumber: v.number(),
  containsEntertainingLines: v.boolean(),
  status: v.string(),
  /** doc 2 §3 "a delivery status per order" (src/domain/orders.ts deliveryStatusOf). */
  deliveryStatus: v.string(),
  created: instantSchema,
  lastUpdated: instantSchema,
  placed: v.nullable(instantSchema),
  bagless: v.boolean(),
  substitutionsAllowed: v.boolean(),
  paperStatement: v.boolean(),
  alcoholPresent: v.boolean(),
  numberOfItems: v.number(),
  deliveryNote: nullableString,
  contactNumber: nullableString,
  partnerDiscountCardNumber: nullableString,
  links: v.array(orderLinkSchema),
  adjustments: v.array(
    v.object({
      id: v.string(),
      displayText: v.string(),
      adjustmentType: v.string(),
      amount: moneySchema,
      status: v.string(),
      applicationMethod: v.string(),
    }),
  ),
  totals: v.object({ estimated: estimatedTotalsSchema, actual: v.nullable(actualTotalsSchema) }),
  slots: v.array(orderSlotSchema),
  paymentInfo: v.object({
    /**
     * doc 2 §3 Gift card: in the order added; `serialNumber` masked ('•••• 0001'), `id` names it to remove
     * it; `amountToDeduct` what it pays towards this order (taken when the order is placed).
     */
    giftCards: v.array(
      v.object({
        id: v.string(),
        serialNumber: v.string(),
        remainingBalance: moneySchema,
        amountToDeduct: moneySchema,
      }),
    ),
    /** doc 2 §3 Gift voucher: ACTIVE until the order is placed, then REDEEMED; `amount` what it pays. */
    giftVouchers: v.array(
      v.object({
        id: v.string(),
        serialNumber: v.string(),
        status: v.picklist(['ACTIVE', 'REDEEMED']),
        value: moneySchema,
        amount: moneySchema,
      }),
    ),
    cardPayment: v.nullable(orderPaymentCardSchema),
  }),
  orderLines: v.array(orderLineSchema),
  /** What the shopper should know about the order (doc 2 §3 Trolley alerts: informative, success, warning, error). */
  alerts: v.array(v.object({ alertType: v.string(), message: v.string() })),
  /** Conflicts that stop checkout, as messages (HARD conflicts, minimum spend). */
  orderWarnings: v.array(v.object({ type: v.string(), message: v.string() })),
  /** doc 2 §4: ALLOWED when the order may be placed in one step with the saved card. */
  instantCheckout: v.string(),
  minimumSpendThresholdMet: v.boolean(),
  minimumOrderValue: moneySchema,
});
export type Order = v.InferOutput<typeof orderSchema>;

export const orderAnswerSchema = v.object({ order: orderSchema });
export type OrderAnswer = v.InferOutput<typeof orderAnswerSchema>;

/** POST place: the placed order. */
export const placedOrderAnswerSchema = v.object({ order: orderSchema });
export type PlacedOrderAnswer = v.InferOutput<typeof placedOrderAnswerSchema>;

/**
 * A refusal of a checkout call (doc 2 §8 "Checkout errors keep the status code, response body and source
 * request"): the house's `{ message, type }` with the spec's `code` (the same as type: SECURITY_NEEDED,
 * ORDER_ORCHESTRATION_004 ...) and, where there are any, name and value details (e.g. the minimum spend).
 */
export const checkoutRefusalSchema = v.object({
  message: v.string(),
  type: v.string(),
  code: v.string(),
  details: v.optional(v.array(v.object({ name: v.string(), value: v.string() }))),
  /** Field errors of a card entry (cardNumber, expiryDate, cvc, cardholderName). */
  fieldErrors: v.optional(v.array(v.object({ field: v.string(), message: v.string() }))),
});
export type CheckoutRefusal = v.InferOutput<typeof checkoutRefusalSchema>;

/**
 * GET before-you-go (doc 2 §4 Interstitials): the steps the trolley's Checkout goes through before the
 * checkout, each with what it offers. The storefront adds the final Checkout step and keeps valid, current
 * and visited.
 */
export const interstitialSchema = v.object({
  /** 'forgotten-favourites' or 'offers-close'. */
  id: v.string(),
  label: v.string(),
  description: v.string(),
  products: v.array(trolleyProductSchema),
});
export type Interstitial = v.InferOutput<typeof interstitialSchema>;

export const beforeYouGoSchema = v.object({ interstitials: v.array(interstitialSchema) });
export type BeforeYouGo = v.InferOutput<typeof beforeYouGoSchema>;
