import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type {
  ActualTotals,
  EstimatedTotals,
  Order,
  OrderLine,
  OrderPaymentCard,
  OrderSlot,
} from '../../contract/checkout.ts';
import type { TrolleyProduct } from '../../contract/trolley.ts';
import { CHECKOUT_REFUSALS, type CheckoutRefusalType } from '../../domain/checkout.ts';
import { londonCalendarDate } from '../../domain/dates.ts';
import { isFeatureEnabled } from '../../domain/flags.ts';
import { formatMoney, moneyOfPence, toPence } from '../../domain/money.ts';
import type { OrderStatus } from '../../domain/orders.ts';
import {
  expiryLabel,
  maskedCardNumber,
  PAYMENT_CARD_TYPES,
  type PaymentCardType,
} from '../../domain/payment-cards.ts';
import { fulfilmentOf, orderCutOff } from '../../domain/slots.ts';
import { trolleyItemCount } from '../../domain/trolley.ts';
import { MINIMUM_ORDER_VALUE_PENCE } from '../../domain/trolley-limits.ts';
import { MESSAGES, validateFreeText, validatePhone } from '../../domain/validation.ts';
import type { Database } from '../db/client.ts';
import { addresses, branches, customerOrders, orderLines, slotBookings, slots } from '../db/schema.ts';
import { productImagePath } from '../http/product-images.ts';
import type { ServiceContext } from './context.ts';
import { type CustomerOrderRow, isOwnedBy, isTrolleyState, type TrolleyOwner } from './customer-orders.ts';
import { orderDeliveryStatusOf, orderLinksOf } from './order-lists.ts';
import { liveOrderMoney, type OrderMoneyView, placedOrderMoney } from './order-money.ts';
import { findSavedCard, isSavedCardExpired, SAVED_CARD_MESSAGES } from './payment-cards.ts';
import { challengeOutcome, findCardToken } from './payment-processor.ts';
import { DEFAULT_BRANCH_ID } from './tokens.ts';
import { updateTrolleySubPreferences } from './trolley.ts';
import { trolleyCatalogue } from './trolley-catalogue.ts';
import {
  type GraphTrolley,
  type LoadedLine,
  loadLines,
  type OrderMoney,
  type ProductSummary,
  pricedTrolley,
} from './trolley-view.ts';

/**
 * The order service (docs/api/checkout.md "The order service"; doc 2 §3 Order, Order line, Order slot,
 * Payment card on an order; §4 Checkout): the order as checkout shows and edits it, and as the confirmation
 * shows it once placed. A PENDING or AMENDING order is the shopper's live trolley (its lines, totals and
 * conflicts exactly as the trolley prices them, and its live booking); a placed one is the snapshot taken when
 * it was placed (order_lines, estimated_totals) with its confirmed booking. Placing is place-order.ts.
 *
 * Every order is its customer's own: another customer's order, or an id that is nobody's, is 404
 * ORDER_NOT_FOUND (its existence is not revealed).
 */

/** What the order service needs: the services' context and the `{env}` its product pictures are served under. */
export type OrderContext = ServiceContext & { apiEnv: string };

/** A signed-in customer (anonymous sessions cannot check out). */
export type CustomerOwner = TrolleyOwner & { customerId: number };

/** A refusal with its HTTP status (src/contract/checkout.ts checkoutRefusalSchema, `code` added by the route). */
export interface OrderRefusal {
  status: 400 | 402 | 404 | 409 | 429;
  type: string;
  message: string;
  details?: { name: string; value: string }[];
  fieldErrors?: { field: string; message: string }[];
}

export type OrderResult<T> = { ok: true; value: T } | { ok: false; refusal: OrderRefusal };

/** A refusal of src/domain/checkout.ts, in its words. */
export const refuseCheckout = (
  status: OrderRefusal['status'],
  type: CheckoutRefusalType,
  extra: Partial<Pick<OrderRefusal, 'details' | 'message'>> = {},
): { ok: false; refusal: OrderRefusal } => ({
  ok: false,
  refusal: { status, type, message: CHECKOUT_REFUSALS[type], ...extra },
});

export const invalidOrderInput = (
  message: string,
  fieldErrors?: OrderRefusal['fieldErrors'],
): { ok: false; refusal: OrderRefusal } => ({
  ok: false,
  refusal: { status: 400, type: 'INVALID_INPUT', message, ...(fieldErrors && { fieldErrors }) },
});

export const ORDER_NOT_FOUND = refuseCheckout(404, 'ORDER_NOT_FOUND');
const ORDER_NOT_CHECKOUTABLE = refuseCheckout(409, 'ORDER_NOT_CHECKOUTABLE');
/** A card token or saved card that is not the caller's (or nobody's): 404, as for orders. */
export const PAYMENT_CARD_NOT_FOUND: { ok: false; refusal: OrderRefusal } = {
  ok: false,
  refusal: { status: 404, type: 'PAYMENT_CARD_NOT_FOUND', message: SAVED_CARD_MESSAGES.notFound },
};

/** Thrown inside a transaction to roll it back with a refusal; caught by `refusing`. */
export class Refused extends Error {
  constructor(readonly refusal: OrderRefusal) {
    super(refusal.message);
  }
}

export const refuse = (result: { ok: false; refusal: OrderRefusal }): never => {
  throw new Refused(result.refusal);
};

/** Runs work that may throw `Refused`, answering the refusal (anything else is rethrown). */
export async function refusing<T>(work: () => Promise<T>): Promise<OrderResult<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, refusal: error.refusal };
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------------------
// Finding the order

const ORDER_ID = /^[1-9]\d{0,9}$/;

/** The order id of a path, or null when it cannot be anybody's (ids are positive 32-bit integers). */
export function parseOrderId(id: string | undefined): number | null {
  if (id === undefined || !ORDER_ID.test(id) || Number(id) > 2_147_483_647) return null;
  return Number(id);
}

/**
 * The caller's order `id` (locked `FOR UPDATE` when asked, in the caller's transaction), or a refusal: 404 when
 * it is not theirs. `MERGED` trolleys (an anonymous trolley merged at sign-in) are nobody's order.
 */
export async function ownOrder(
  db: Database,
  owner: CustomerOwner,
  id: string | undefined,
  lock = false,
): Promise<OrderResult<CustomerOrderRow>> {
  const orderId = parseOrderId(id);
  if (orderId === null) return ORDER_NOT_FOUND;
  const query = db.select().from(customerOrders).where(eq(customerOrders.id, orderId));
  const [order] = lock ? await query.for('update') : await query;
  if (!order || !isOwnedBy(order, owner) || order.state === 'MERGED') return ORDER_NOT_FOUND;
  if (!isTrolleyState(order.state) && order.placedAt === null) return ORDER_NOT_FOUND;
  return { ok: true, value: order };
}

/**
 * The caller's order that checkout may still change (PENDING or AMENDING before its amend cut-off), locked
 * (unless `lock` is false, for reading), or a refusal thrown (`Refused`).
 */
export async function lockCheckoutOrder(
  tx: Database,
  owner: CustomerOwner,
  id: string | undefined,
  now: Date,
  lock = true,
): Promise<CustomerOrderRow> {
  const found = await ownOrder(tx, owner, id, lock);
  if (!found.ok) return refuse(found);
  if (!isTrolleyState(found.value.state)) return refuse(ORDER_NOT_CHECKOUTABLE);
  if (isPastAmendCutOff(found.value, now)) return refuse(AMEND_CUT_OFF_PASSED);
  return found.value;
}

const AMEND_CUT_OFF_PASSED = refuseCheckout(409, 'AMEND_CUT_OFF_PASSED');

/** An order being amended whose amend cut-off has come: nothing of it may change any more (doc 2 §4). */
export const isPastAmendCutOff = (order: CustomerOrderRow, now: Date): boolean =>
  order.state === 'AMENDING' &&
  (order.amendCutOffAt === null || now.getTime() >= order.amendCutOffAt.getTime());

// ---------------------------------------------------------------------------------------------------------
// The order's slot

type BookingRow = typeof slotBookings.$inferSelect;

export interface OrderBooking {
  booking: BookingRow;
  slot: typeof slots.$inferSelect;
  branch: typeof branches.$inferSelect;
  address: typeof addresses.$inferSelect | null;
}

/**
 * The booking an order shows: its live one (UNCONFIRMED or CONFIRMED) while it is a trolley, else the one it
 * was placed with (CONFIRMED, or whatever later became of it). An unconfirmed reservation past its expiry is
 * no slot at all to a trolley (as the trolley and GET customerslot see it).
 */
async function orderBookingOf(
  db: Database,
  order: CustomerOrderRow,
  now: Date,
): Promise<OrderBooking | null> {
  const trolley = isTrolleyState(order.state);
  const rows = await db
    .select({ booking: slotBookings, slot: slots, branch: branches, address: addresses })
    .from(slotBookings)
    .innerJoin(slots, eq(slots.id, slotBookings.slotId))
    .innerJoin(branches, eq(branches.id, slotBookings.branchId))
    .leftJoin(addresses, eq(addresses.id, slotBookings.addressId))
    .where(
      and(
        eq(slotBookings.customerOrderId, order.id),
        trolley ? inArray(slotBookings.status, ['UNCONFIRMED', 'CONFIRMED']) : undefined,
      ),
    )
    // doc 2 §3 "When an order has several slots, the unconfirmed one is used, else the first": an amended
    // order's new (unconfirmed, unexpired) booking, else the confirmed one.
    .orderBy(
      sql`CASE WHEN ${slotBookings.status} = 'UNCONFIRMED' AND ${slotBookings.expiresAt} > ${now} THEN 0 WHEN ${slotBookings.status} = 'CONFIRMED' THEN 1 ELSE 2 END`,
      desc(slotBookings.id),
    )
    .limit(1);
  const found = rows[0];
  if (!found) return null;
  const { booking } = found;
  if (trolley && booking.status === 'UNCONFIRMED' && booking.expiresAt.getTime() <= now.getTime())
    return null;
  return found;
}

const lineOf = (...parts: (string | null | undefined)[]) =>
  parts.filter((part): part is string => typeof part === 'string' && part.trim() !== '');

/** doc 2 §3 Order slot. */
function orderSlotOf({ booking, slot, branch, address }: OrderBooking): OrderSlot {
  const cutOff = orderCutOff(slot.slotDate).toISOString();
  const collection = fulfilmentOf(booking.slotType) === 'COLLECTION';
  return {
    branchId: branch.id,
    type: booking.slotType,
    startDateTime: slot.startTime.toISOString(),
    endDateTime: slot.endTime.toISOString(),
    amendOrderCutoffDateTime: cutOff,
    shopByDateTime: cutOff,
    branchName: branch.name,
    branchAddress: collection
      ? lineOf(branch.line1, branch.line2, branch.town, branch.region, branch.postalCode).join(', ')
      : null,
    deliveryAddress:
      address && !collection
        ? {
            id: String(address.id),
            name: lineOf(address.addresseeTitle, address.addresseeFirstName, address.addresseeLastName).join(
              ' ',
            ),
            lines: lineOf(address.line1, address.line2, address.line3, address.town, address.region),
            postalCode: address.postalCode,
          }
        : null,
    price: moneyOfPence(booking.chargePence),
    status: booking.status,
    expiryDateTime: booking.status === 'UNCONFIRMED' ? booking.expiresAt.toISOString() : null,
  };
}

/** The minimum spend of the booking's kind; the delivery one (the higher) while there is no booking. */
export function minimumOrderValuePence(booking: Pick<BookingRow, 'slotType'> | null): number {
  return booking && fulfilmentOf(booking.slotType) === 'COLLECTION'
    ? MINIMUM_ORDER_VALUE_PENCE.COLLECTION
    : MINIMUM_ORDER_VALUE_PENCE.DELIVERY;
}

// ---------------------------------------------------------------------------------------------------------
// The order's card

/**
 * The order's card has expired at `now` (the payment service's rule: good until the end of its expiry month, in
 * London); an unreadable expiry is expired.
 */
export function cardExpired(expiry: string | null, now: Date): boolean {
  return expiry === null || isSavedCardExpired({ expiry }, now);
}

const isCardType = (type: string | null): type is PaymentCardType =>
  (PAYMENT_CARD_TYPES as readonly (string | null)[]).includes(type);

/** doc 2 §3 Payment card on an order: only what may be shown of it. */
function cardPaymentOf(order: CustomerOrderRow): OrderPaymentCard | null {
  if (!order.cardToken || !isCardType(order.cardType) || !order.cardLastFour || !order.cardExpiry)
    return null;
  return {
    cardType: order.cardType,
    cardholderName: order.cardholderName ?? '',
    maskedCardNumber: maskedCardNumber(order.cardLastFour),
    startDate: null,
    expiryDate: order.cardExpiry,
    businessAccount: order.cardType === 'BUSINESS_ACCOUNT',
    paymentCardId: order.paymentCardId === null ? null : String(order.paymentCardId),
    authenticated: order.cardAuthenticatedJwtId !== null,
  };
}

// ---------------------------------------------------------------------------------------------------------
// The live order: the trolley as checkout sees it

/** A trolley product as the answers carry it, with its picture. */
export const productWithThumbnail = (apiEnv: string, product: ProductSummary): TrolleyProduct => ({
  ...product,
  thumbnail: productImagePath(apiEnv, product.lineNumber, 'small'),
});

/** The customer order's lines priced as the trolley prices them (today's prices and offers, its live booking). */
export async function checkoutTrolley(
  ctx: Pick<OrderContext, 'db' | 'clock'>,
  db: Database,
  order: CustomerOrderRow,
): Promise<{ lines: LoadedLine[]; trolley: GraphTrolley; money: OrderMoney }> {
  const now = ctx.clock.now();
  const catalogue = trolleyCatalogue(ctx.db);
  const lines = await loadLines(db, order.id, catalogue);
  const { trolley, money } = await pricedTrolley(db, order, lines, londonCalendarDate(now), catalogue, now);
  return { lines, trolley, money };
}

/**
 * doc 2 §3 Order totals.estimated from the trolley's totals (src/server/services/trolley-totals.ts and its
 * money off, trolley-view.ts), never computed again: the item total after offers, the codes and the partner
 * discount (the order-level savings), deposits, the slot's charge, what gift cards and vouchers pay and the
 * card the rest (`toPay`).
 */
export function estimatedTotalsOf(trolley: GraphTrolley): EstimatedTotals {
  const t = trolley.trolleyTotals;
  const zero = moneyOfPence(0);
  return {
    itemTotal: t.itemTotalEstimatedCost,
    giftCards: t.giftCards,
    giftVouchers: t.giftVouchers,
    paymentCard: t.paymentCard,
    toPay: t.paymentCard,
    totalSavings: t.totalSavings,
    partnerDiscountSavings: t.partnerDiscountSavings,
    orderLevelSavings: moneyOfPence(
      toPence(t.savingsFromOffersAndIncentives) -
        toPence(t.savingsFromOffers) +
        toPence(t.partnerDiscountSavings),
    ),
    offerSavings: t.savingsFromOffers,
    membershipSavings: t.savingsFromMyWaitrose,
    incentiveSavings: moneyOfPence(toPence(t.savingsFromOffersAndIncentives) - toPence(t.savingsFromOffers)),
    totalPrice: t.totalEstimatedCost,
    deliveryCharge: t.deliveryCharge ?? zero,
    carrierBagCharge: zero,
    orderLines: t.orderLines,
    depositCharge: t.totalDepositCharge,
  };
}

/** doc 2 §3 Order line, from a trolley line: what it would be ordered at now. */
export function orderLinesOf(apiEnv: string, trolley: GraphTrolley, status = 'PENDING'): OrderLine[] {
  return trolley.trolleyItems.map((item) => ({
    lineNumber: item.lineNumber,
    productId: item.productId,
    orderLineStatus: status,
    orderLineType: 'PRODUCT',
    substitutionAllowed: item.canSubstitute,
    noteToShopper: item.noteToShopper,
    personalisedInfos: item.personalisedMessage
      ? [{ message: item.personalisedMessage, quantity: item.quantity.amount }]
      : [],
    quantity: item.quantity,
    price: item.totalPrice,
    unitPrice: item.price,
    salePrice: item.retailPrice,
    depositPrice: item.depositCharge,
    saving: item.saving,
    product: productWithThumbnail(apiEnv, item.product),
    substitutes: [],
    actualPrice: null,
  }));
}

/** The HARD conflicts and an unmet minimum spend, as messages (what stops checkout). */
function orderWarningsOf(trolley: GraphTrolley, minimumPence: number): Order['orderWarnings'] {
  const warnings = trolley.conflicts
    .filter((conflict) => conflict.severity === 'HARD')
    .map((conflict) => ({
      type: conflict.type,
      message: conflict.messages.reason ?? conflict.messages.title ?? CHECKOUT_REFUSALS.TROLLEY_CONFLICTS,
    }));
  if (trolley.trolleyItems.length > 0 && !trolley.trolleyTotals.minimumSpendThresholdMet)
    warnings.push({ type: 'MINIMUM_SPEND_NOT_MET', message: minimumSpendMessage(minimumPence) });
  return warnings;
}

/** 'You need to spend at least £40.00 to check out.' */
export const minimumSpendMessage = (pence: number) =>
  CHECKOUT_REFUSALS.MINIMUM_SPEND_NOT_MET.replace('{amount}', formatMoney(pence));

interface OrderBase {
  order: CustomerOrderRow;
  booking: OrderBooking | null;
  lines: OrderLine[];
  estimated: EstimatedTotals;
  /** Codes, partner discount, gift cards and vouchers as the order shows them (order-money.ts). */
  money: OrderMoneyView;
  now: Date;
  apiEnv: string;
}

/** What a shopper should know about a placed order in its state (doc 2 §3 Order alerts). */
export const ORDER_ALERTS: Partial<Record<OrderStatus, Order['alerts'][number]>> = {
  PAYMENT_FAILED: {
    alertType: 'error',
    message: 'We could not take payment for this order. Please pay now so we can deliver it.',
  },
  CANCELLED: { alertType: 'informative', message: 'This order has been cancelled.' },
  REFUND_PENDING: {
    alertType: 'informative',
    message: 'This order has been cancelled. Your refund is being processed and will reach your card soon.',
  },
};

const alertsOf = (order: CustomerOrderRow): Order['alerts'] => {
  const alert = ORDER_ALERTS[order.state as OrderStatus];
  return alert ? [alert] : [];
};

function orderOf({
  order,
  booking,
  lines,
  estimated,
  money,
  now,
  apiEnv,
}: OrderBase): Omit<Order, 'orderWarnings' | 'instantCheckout' | 'minimumSpendThresholdMet'> {
  return {
    customerOrderId: String(order.id),
    shopNumber: order.shopNumber ?? booking?.branch.id ?? DEFAULT_BRANCH_ID,
    containsEntertainingLines: lines.some((line) => line.product.entertaining === true),
    status: order.state,
    deliveryStatus: orderDeliveryStatusOf(order, booking, now),
    created: order.createdAt.toISOString(),
    lastUpdated: order.updatedAt.toISOString(),
    placed: order.placedAt?.toISOString() ?? null,
    bagless: order.bagless,
    substitutionsAllowed: order.substitutionsAllowed,
    paperStatement: order.paperStatement,
    alcoholPresent: lines.some((line) => line.product.containsAlcohol),
    numberOfItems: trolleyItemCount(lines),
    deliveryNote: order.deliveryNote,
    contactNumber: order.contactNumber,
    partnerDiscountCardNumber: money.partnerDiscountCardNumber,
    // Amend, change slot and cancel while allowed (doc 2 §4 Order amendment and cancel): none for a trolley.
    links: orderLinksOf(order, now, { apiEnv }),
    adjustments: money.adjustments,
    totals: { estimated, actual: (order.actualTotals as ActualTotals | null) ?? null },
    slots: booking ? [orderSlotOf(booking)] : [],
    paymentInfo: {
      giftCards: money.giftCards,
      giftVouchers: money.giftVouchers,
      cardPayment: cardPaymentOf(order),
    },
    orderLines: lines,
    alerts: alertsOf(order),
    minimumOrderValue: moneyOfPence(minimumOrderValuePence(booking?.booking ?? null)),
  };
}

/** The live order (PENDING or AMENDING): the trolley as it is now, with its live booking. */
async function liveOrderView(ctx: OrderContext, db: Database, order: CustomerOrderRow): Promise<Order> {
  const { trolley, money } = await checkoutTrolley(ctx, db, order);
  const now = ctx.clock.now();
  const booking = await orderBookingOf(db, order, now);
  const minimum = minimumOrderValuePence(booking?.booking ?? null);
  return {
    ...orderOf({
      order,
      booking,
      lines: orderLinesOf(ctx.apiEnv, trolley),
      estimated: estimatedTotalsOf(trolley),
      money: liveOrderMoney(order, money),
      now,
      apiEnv: ctx.apiEnv,
    }),
    orderWarnings: orderWarningsOf(trolley, minimum),
    instantCheckout: trolley.instantCheckout,
    minimumSpendThresholdMet: trolley.trolleyTotals.minimumSpendThresholdMet,
  };
}

// ---------------------------------------------------------------------------------------------------------
// The placed order: the snapshot taken when it was placed

type OrderLineRow = typeof orderLines.$inferSelect;

/** order_lines.substitute as picking writes it. */
interface SubstituteRow {
  productId: string;
  quantity: { amount: number; uom: string };
  pricePence: number;
  product: TrolleyProduct;
}

const substitutesOf = (row: OrderLineRow): OrderLine['substitutes'] => {
  const substitute = row.substitute as SubstituteRow | null;
  if (!substitute) return [];
  return [
    {
      productId: substitute.productId,
      quantity: substitute.quantity,
      price: moneyOfPence(substitute.pricePence),
      product: substitute.product,
    },
  ];
};

function placedLineOf(row: OrderLineRow): OrderLine {
  return {
    lineNumber: row.lineNumber,
    productId: row.productId,
    orderLineStatus: row.status,
    orderLineType: 'PRODUCT',
    substitutionAllowed: row.canSubstitute,
    noteToShopper: row.noteToShopper,
    personalisedInfos: row.personalisedMessage
      ? [{ message: row.personalisedMessage, quantity: row.quantityAmount }]
      : [],
    quantity: { amount: row.quantityAmount, uom: row.quantityUom },
    price: moneyOfPence(row.pricePence),
    unitPrice: moneyOfPence(row.unitPricePence),
    salePrice: moneyOfPence(row.salePricePence),
    depositPrice: row.depositPence === null ? null : moneyOfPence(row.depositPence),
    saving: moneyOfPence(row.savingPence),
    product: row.product as TrolleyProduct,
    substitutes: substitutesOf(row),
    actualPrice: row.actualPricePence === null ? null : moneyOfPence(row.actualPricePence),
  };
}

async function placedOrderView(ctx: OrderContext, db: Database, order: CustomerOrderRow): Promise<Order> {
  const now = ctx.clock.now();
  const rows = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.customerOrderId, order.id))
    .orderBy(asc(orderLines.id));
  const booking = await orderBookingOf(db, order, now);
  const estimated = order.estimatedTotals as EstimatedTotals;
  return {
    ...orderOf({
      order,
      booking,
      lines: rows.map(placedLineOf),
      estimated,
      money: await placedOrderMoney(db, order, estimated),
      now,
      apiEnv: ctx.apiEnv,
    }),
    orderWarnings: [],
    instantCheckout: 'NOT_ALLOWED',
    // It was met when the order was placed (placing refuses otherwise).
    minimumSpendThresholdMet: true,
  };
}

/** The order as the contract answers it: live while a trolley, else as placed. */
export function orderViewOf(ctx: OrderContext, db: Database, order: CustomerOrderRow): Promise<Order> {
  return isTrolleyState(order.state) ? liveOrderView(ctx, db, order) : placedOrderView(ctx, db, order);
}

/** GET orders/{id}. */
export async function getOrder(
  ctx: OrderContext,
  owner: CustomerOwner,
  customerOrderId: string | undefined,
): Promise<OrderResult<Order>> {
  const found = await ownOrder(ctx.db, owner, customerOrderId);
  if (!found.ok) return found;
  return { ok: true, value: await orderViewOf(ctx, ctx.db, found.value) };
}

// ---------------------------------------------------------------------------------------------------------
// PATCH orders/{id}: the checkout details

/** The longest delivery note checkout takes (docs/api/checkout.md). */
export const CHECKOUT_DELIVERY_NOTE_MAX_LENGTH = 150;

export interface CheckoutDetailsInput {
  contactNumber?: string | null;
  deliveryNote?: string | null;
  substitutionsAllowed?: boolean;
  bagless?: boolean;
  paperStatement?: boolean;
}

const DETAIL_FIELDS = ['contactNumber', 'deliveryNote', 'substitutionsAllowed', 'bagless', 'paperStatement'];
const BOOLEAN_FIELDS = ['substitutionsAllowed', 'bagless', 'paperStatement'] as const;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A blank text is none (null). */
const textOrNull = (value: string | null) => (value === null || value.trim() === '' ? null : value.trim());

/** Reads a PATCH body: any of the five fields, each checked (400 INVALID_INPUT with fieldErrors). */
export function readCheckoutDetails(body: unknown): OrderResult<CheckoutDetailsInput> {
  if (!isRecord(body)) return invalidOrderInput('The body must be a JSON object.');
  const unknown = Object.keys(body).filter((key) => !DETAIL_FIELDS.includes(key));
  if (unknown.length > 0) return invalidOrderInput(`Unknown field: ${unknown.join(', ')}.`);
  const errors: { field: string; message: string }[] = [];
  const input: CheckoutDetailsInput = {};
  const { contactNumber, deliveryNote } = body;
  if (contactNumber !== undefined) {
    if (contactNumber !== null && typeof contactNumber !== 'string')
      errors.push({ field: 'contactNumber', message: MESSAGES.invalidPhone });
    else {
      const phone = textOrNull(contactNumber);
      const wrong = phone === null ? undefined : validatePhone(phone, { minDigits: 10, maxDigits: 15 });
      if (wrong) errors.push({ field: 'contactNumber', message: wrong });
      else input.contactNumber = phone;
    }
  }
  if (deliveryNote !== undefined) {
    if (deliveryNote !== null && typeof deliveryNote !== 'string')
      errors.push({ field: 'deliveryNote', message: MESSAGES.freeText });
    else {
      const note = textOrNull(deliveryNote);
      const wrong =
        note === null
          ? undefined
          : note.length > CHECKOUT_DELIVERY_NOTE_MAX_LENGTH
            ? MESSAGES.maxLength(CHECKOUT_DELIVERY_NOTE_MAX_LENGTH)
            : validateFreeText(note);
      if (wrong) errors.push({ field: 'deliveryNote', message: wrong });
      else input.deliveryNote = note;
    }
  }
  for (const field of BOOLEAN_FIELDS) {
    const value = body[field];
    if (value === undefined) continue;
    if (typeof value !== 'boolean') errors.push({ field, message: `${field} must be true or false` });
    else input[field] = value;
  }
  if (errors.length > 0)
    return invalidOrderInput(errors.map((error) => `${error.field}: ${error.message}`).join('; '), errors);
  return { ok: true, value: input };
}

/**
 * PATCH orders/{id}: the contact number, delivery note, bagless and paper statement of the order, and its
 * substitution preference (the trolley's substitute-all: the order's and every unlocked line's, as
 * updateTrolleySubPreferences), only while it is PENDING or AMENDING.
 */
export async function updateCheckoutDetails(
  ctx: OrderContext,
  owner: CustomerOwner,
  customerOrderId: string | undefined,
  input: CheckoutDetailsInput,
): Promise<OrderResult<Order>> {
  const { substitutionsAllowed, ...fields } = input;
  const updated = await refusing(() =>
    ctx.db.transaction(async (tx) => {
      const order = await lockCheckoutOrder(tx, owner, customerOrderId, ctx.clock.now());
      if (Object.keys(fields).length === 0) return order;
      const [row] = await tx
        .update(customerOrders)
        .set({ ...fields, updatedAt: ctx.clock.now() })
        .where(eq(customerOrders.id, order.id))
        .returning();
      return row ?? order;
    }),
  );
  if (!updated.ok) return updated;
  if (substitutionsAllowed !== undefined) {
    const answer = await updateTrolleySubPreferences(
      ctx,
      owner,
      String(updated.value.id),
      substitutionsAllowed,
    );
    // Placed (or gone) between the two steps.
    if (answer.failures.length > 0) return ORDER_NOT_CHECKOUTABLE;
  }
  return getOrder(ctx, owner, String(updated.value.id));
}

// ---------------------------------------------------------------------------------------------------------
// PUT orders/{id}/payment-cards (v1 and v2), PATCH authenticated-payment-cards

/** What goes on the order of a card: the token and what may be shown of it. */
export interface OrderCardFields {
  cardToken: string;
  cardType: string;
  cardLastFour: string;
  cardExpiry: string;
  cardholderName: string;
  paymentCardId: number | null;
  saveCard: boolean;
}

const MAX_REFERENCE_LENGTH = 200;

/** The card on the order is changed; a different card is no longer authenticated for it. */
async function putCard(
  ctx: OrderContext,
  owner: CustomerOwner,
  customerOrderId: string | undefined,
  cardOf: (tx: Database) => Promise<OrderCardFields | { ok: false; refusal: OrderRefusal }>,
): Promise<OrderResult<Order>> {
  return refusing(() =>
    ctx.db.transaction(async (tx) => {
      const order = await lockCheckoutOrder(tx, owner, customerOrderId, ctx.clock.now());
      const card = await cardOf(tx);
      if ('refusal' in card) return refuse(card);
      if (cardExpired(card.cardExpiry, ctx.clock.now())) return refuse(refuseCheckout(409, 'CARD_EXPIRED'));
      const [row] = await tx
        .update(customerOrders)
        .set({
          ...card,
          cardAuthenticatedJwtId: card.cardToken === order.cardToken ? order.cardAuthenticatedJwtId : null,
          updatedAt: ctx.clock.now(),
        })
        .where(eq(customerOrders.id, order.id))
        .returning();
      return orderViewOf(ctx, tx, row ?? order);
    }),
  );
}

export interface NewCardInput {
  cardToken: string;
  saveCard: boolean;
  billingAddressId: string | null;
}

/** Reads a v1 body `{ cardToken, saveCard?, billingAddressId? }`. */
export function readNewCard(body: unknown): OrderResult<NewCardInput> {
  if (!isRecord(body)) return invalidOrderInput('The body must be a JSON object.');
  const { cardToken, saveCard, billingAddressId } = body;
  if (typeof cardToken !== 'string' || cardToken === '' || cardToken.length > MAX_REFERENCE_LENGTH)
    return invalidOrderInput('cardToken must be the token the payment service answered.');
  if (saveCard !== undefined && typeof saveCard !== 'boolean')
    return invalidOrderInput('saveCard must be true or false.');
  if (
    billingAddressId !== undefined &&
    billingAddressId !== null &&
    (typeof billingAddressId !== 'string' || billingAddressId.length > 40)
  )
    return invalidOrderInput('billingAddressId must be an address id.');
  return {
    ok: true,
    value: { cardToken, saveCard: saveCard === true, billingAddressId: billingAddressId ?? null },
  };
}

/**
 * PUT orders/{id}/payment-cards (v1): a card the payment service tokenised for this customer goes on the order.
 * "Save this card" is kept and acted on when the order is placed (when the savePaymentCard flag is on).
 */
export function setOrderCard(
  ctx: OrderContext,
  owner: CustomerOwner,
  customerOrderId: string | undefined,
  input: NewCardInput,
): Promise<OrderResult<Order>> {
  return putCard(ctx, owner, customerOrderId, async (tx) => {
    const token = await findCardToken(tx, owner.customerId, input.cardToken);
    if (!token) return PAYMENT_CARD_NOT_FOUND;
    return {
      cardToken: token.token,
      cardType: token.cardType,
      cardLastFour: token.lastFour,
      cardExpiry: expiryLabel(token.expiryMonth, token.expiryYear),
      cardholderName: token.cardholderName,
      paymentCardId: null,
      saveCard: input.saveCard && isFeatureEnabled('savePaymentCard'),
    };
  });
}

/** Reads a v2 body `{ paymentCardId }`. */
export function readSavedCard(body: unknown): OrderResult<{ paymentCardId: string }> {
  if (!isRecord(body)) return invalidOrderInput('The body must be a JSON object.');
  const { paymentCardId } = body;
  if (typeof paymentCardId !== 'string' || paymentCardId === '' || paymentCardId.length > 40)
    return invalidOrderInput('paymentCardId must be the id of a saved card.');
  return { ok: true, value: { paymentCardId } };
}

/** PUT v2 orders/{id}/payment-cards: one of the customer's saved cards goes on the order. */
export function setOrderSavedCard(
  ctx: OrderContext,
  owner: CustomerOwner,
  customerOrderId: string | undefined,
  paymentCardId: string,
): Promise<OrderResult<Order>> {
  return putCard(ctx, owner, customerOrderId, async (tx) => {
    const saved = await findSavedCard(tx, owner.customerId, paymentCardId);
    if (!saved) return PAYMENT_CARD_NOT_FOUND;
    return savedCardFields(saved);
  });
}

/** A saved card's fields as they go on an order. */
export function savedCardFields(saved: {
  id: number;
  cardToken: string;
  cardType: string;
  lastFour: string;
  expiry: string;
  cardholderName: string;
}): OrderCardFields {
  return {
    cardToken: saved.cardToken,
    cardType: saved.cardType,
    cardLastFour: saved.lastFour,
    cardExpiry: saved.expiry,
    cardholderName: saved.cardholderName,
    paymentCardId: saved.id,
    saveCard: false,
  };
}

/** Reads `{ jwtId }`. */
export function readJwtId(body: unknown): OrderResult<{ jwtId: string }> {
  if (!isRecord(body)) return invalidOrderInput('The body must be a JSON object.');
  const { jwtId } = body;
  if (typeof jwtId !== 'string' || jwtId === '' || jwtId.length > MAX_REFERENCE_LENGTH)
    return invalidOrderInput('jwtId must be the id of the card authentication.');
  return { ok: true, value: { jwtId } };
}

/**
 * PATCH orders/{id}/authenticated-payment-cards: the bank approved the challenge `jwtId` for this order and the
 * card now on it, so placing may go ahead without SECURITY_NEEDED. A failed, unanswered or unknown challenge,
 * or one for another card, is 409 AUTHENTICATION_FAILED and changes nothing.
 */
export function confirmCardAuthentication(
  ctx: OrderContext,
  owner: CustomerOwner,
  customerOrderId: string | undefined,
  jwtId: string,
): Promise<OrderResult<Order>> {
  return refusing(() =>
    ctx.db.transaction(async (tx) => {
      const order = await lockCheckoutOrder(tx, owner, customerOrderId, ctx.clock.now());
      if (!order.cardToken) return refuse(refuseCheckout(409, 'NO_PAYMENT_CARD'));
      const outcome = await challengeOutcome(tx, {
        customerId: owner.customerId,
        customerOrderId: order.id,
        jwtId,
      });
      if (outcome.status !== 'APPROVED' || outcome.cardToken !== order.cardToken)
        return refuse(refuseCheckout(409, 'AUTHENTICATION_FAILED'));
      const [row] = await tx
        .update(customerOrders)
        .set({ cardAuthenticatedJwtId: jwtId, updatedAt: ctx.clock.now() })
        .where(eq(customerOrders.id, order.id))
        .returning();
      return orderViewOf(ctx, tx, row ?? order);
    }),
  );
}
