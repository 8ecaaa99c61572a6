import * as v from 'valibot';
import { DELIVERY_PASS_STATUSES, ORDER_LINK_RELS, ORDER_STATUSES } from '../domain/orders.ts';
import { BOOKING_STATUSES } from '../domain/slots.ts';
import { orderLinkSchema, orderPaymentCardSchema } from './checkout.ts';
import { failureSchema } from './failures.ts';
import { moneySchema } from './money.ts';
import { trolleyProductSchema } from './trolley.ts';

/**
 * The answers of an order's life after checkout (doc 2 §3 Order, Order status, Payment resolution, Customer
 * order stats, Delivery pass status; §7 Orders, other order-related calls, Payments, Delivery pass;
 * docs/api/orders.md is the contract): the order lists, the actions on an order (amend, cancel changes,
 * change slot, cancel) with their failures, shop from a previous order, payment resolution and the delivery
 * pass. The full order is `orderSchema` of src/contract/checkout.ts.
 */

const instantSchema = v.pipe(v.string(), v.isoTimestamp('A time is an ISO instant'));
export const orderStatusSchema = v.picklist(ORDER_STATUSES);
export const orderLinkRelSchema = v.picklist(ORDER_LINK_RELS);

/** The slot of an order as the lists show it. */
export const orderSummarySlotSchema = v.object({
  /** DELIVERY, GROCERY_COLLECTION or ENTERTAINING_COLLECTION. */
  type: v.string(),
  startDateTime: instantSchema,
  endDateTime: instantSchema,
  amendOrderCutoffDateTime: instantSchema,
  /** The branch (collection) or the delivery address's first line and postcode (delivery). */
  placeName: v.string(),
  status: v.picklist(BOOKING_STATUSES),
});
export type OrderSummarySlot = v.InferOutput<typeof orderSummarySlotSchema>;

/** An order in a list (my orders): what a shopper needs to tell it apart and act on it. */
export const orderSummarySchema = v.object({
  customerOrderId: v.string(),
  status: orderStatusSchema,
  /** doc 2 §3 "a delivery status per order" (src/domain/orders.ts deliveryStatusOf). */
  deliveryStatus: v.string(),
  placed: v.nullable(instantSchema),
  lastUpdated: instantSchema,
  slot: v.nullable(orderSummarySlotSchema),
  numberOfItems: v.number(),
  /** What was paid once picked (totals.actual.paid), else the estimate (totals.estimated.toPay). */
  total: moneySchema,
  totalIsActual: v.boolean(),
  links: v.array(orderLinkSchema),
});
export type OrderSummary = v.InferOutput<typeof orderSummarySchema>;

/** GET orders?list=pending|previous|completed|recent&start=&size=. */
export const orderListSchema = v.object({
  orders: v.array(orderSummarySchema),
  totalResults: v.number(),
});
export type OrderListAnswer = v.InferOutput<typeof orderListSchema>;

/**
 * An action on an order (amend, cancel changes, change slot, cancel; doc 2 §8 "Cancel and amend failures
 * arrive as a failures list"): the order as it now is, or the failures and the order unchanged (null when
 * it is not the caller's).
 */
export const orderActionSchema = v.object({
  failures: v.array(failureSchema),
  order: v.nullable(orderSummarySchema),
});
export type OrderAction = v.InferOutput<typeof orderActionSchema>;

/** The graph's amendOrder and cancelAmendOrder answers (doc 2 §7 Orders). */
export const amendOrderAnswerSchema = v.object({ amendOrder: orderActionSchema });
export const cancelAmendOrderAnswerSchema = v.object({ cancelAmendOrder: orderActionSchema });

/**
 * The lighter order (doc 2 §7 "A lighter version returns id, containsEntertainingLines, status and slot
 * type and status only").
 */
export const lightOrderSchema = v.object({
  customerOrderId: v.string(),
  containsEntertainingLines: v.boolean(),
  status: orderStatusSchema,
  slots: v.array(v.object({ type: v.string(), status: v.picklist(BOOKING_STATUSES) })),
});
export type LightOrder = v.InferOutput<typeof lightOrderSchema>;

/** A line of a previous order to shop again (shop from previous order): the product as it is sold today. */
export const previousOrderLineSchema = v.object({
  lineNumber: v.string(),
  productId: v.string(),
  /** The product's name as it was ordered (shown when it is no longer sold). */
  name: v.string(),
  /** What was ordered. */
  quantity: v.object({ amount: v.number(), uom: v.string() }),
  /** The product now (null when it is no longer sold). */
  product: v.nullable(trolleyProductSchema),
});
export type PreviousOrderLine = v.InferOutput<typeof previousOrderLineSchema>;

/**
 * getOrderWithRecommendations (doc 2 §7 Orders: productsSize 100, products in chunks of 100): the previous
 * order's lines from `productsStart`, at most `productsSize`, and recommended products.
 */
export const orderWithRecommendationsSchema = v.object({
  getOrderWithRecommendations: v.object({
    failures: v.array(failureSchema),
    order: v.nullable(
      v.object({
        ...lightOrderSchema.entries,
        placed: v.nullable(instantSchema),
        slotStartDateTime: v.nullable(instantSchema),
        totalLines: v.number(),
        lines: v.array(previousOrderLineSchema),
      }),
    ),
    recommendedProducts: v.object({
      failures: v.array(failureSchema),
      totalResults: v.number(),
      products: v.array(trolleyProductSchema),
    }),
  }),
});
export type OrderWithRecommendations = v.InferOutput<
  typeof orderWithRecommendationsSchema
>['getOrderWithRecommendations'];

/** GET and POST failed-order-payments/{customerOrderId} (doc 2 §3 Payment resolution). */
export const paymentResolutionSchema = v.object({
  customerOrderId: v.string(),
  paymentResolutionEnabled: v.boolean(),
  resolved: v.boolean(),
  paymentAttemptAllowed: v.boolean(),
  totalToPay: moneySchema,
  /** Failed attempts so far (MAX_PAYMENT_RESOLUTION_ATTEMPTS allowed). */
  failedAttempts: v.number(),
  /** The card that was declined. */
  declinedCard: v.nullable(orderPaymentCardSchema),
});
export type PaymentResolution = v.InferOutput<typeof paymentResolutionSchema>;

/** doc 2 §3 Delivery pass status, and the pass when there is one. */
export const deliveryPassSchema = v.object({
  status: v.picklist(DELIVERY_PASS_STATUSES),
  pass: v.nullable(
    v.object({
      planId: v.string(),
      name: v.string(),
      startDate: v.string(),
      endDate: v.string(),
      price: moneySchema,
      maskedCardNumber: v.string(),
    }),
  ),
  plans: v.array(v.object({ id: v.string(), name: v.string(), months: v.number(), price: moneySchema })),
});
export type DeliveryPass = v.InferOutput<typeof deliveryPassSchema>;
