import { and, asc, count, desc, eq, inArray, isNotNull, notInArray, type SQL, sql } from 'drizzle-orm';
import type { ActualTotals, EstimatedTotals, OrderLink } from '../../contract/checkout.ts';
import type { OrderListAnswer, OrderSummary, OrderSummarySlot } from '../../contract/orders.ts';
import { moneyOfPence } from '../../domain/money.ts';
import {
  deliveryStatusOf,
  isOrderStatus,
  ORDER_LINK_TITLES,
  ORDER_LIST_PAGE_SIZE,
  ORDER_LISTS,
  type OrderList,
  type OrderStatus,
  orderLinkRels,
  PENDING_ORDER_STATUSES,
  PREVIOUS_ORDER_STATUSES,
  RECENT_ORDERS,
} from '../../domain/orders.ts';
import { fulfilmentOf, orderCutOff } from '../../domain/slots.ts';
import type { Database } from '../db/client.ts';
import { addresses, branches, customerOrders, orderLines, slotBookings, slots } from '../db/schema.ts';
import type { CustomerOrderRow } from './customer-orders.ts';
import type { CustomerOwner, OrderBooking, OrderResult } from './orders.ts';

/**
 * The order lists (docs/api/orders.md "Lists"; doc 2 §3 "Order lists are pending, previous, completed and
 * recent order ids"): a customer's placed orders as summaries, each with its slot, total, delivery status and
 * the links (init-amend, init-changeslot, cancel) it has at the time. Trolleys (PENDING) and merged anonymous
 * trolleys (MERGED) are never orders here. A page is read with one query per table, never one per order.
 */

/** How the links and summaries name the order service: `/api/order-orchestration-{env}/v1`. */
export interface OrderListOptions {
  apiEnv: string;
}

/** The order service's base path under `{env}`. */
export const orderServicePath = (apiEnv: string) => `/api/order-orchestration-${apiEnv}/v1`;

const statusOf = (order: CustomerOrderRow): OrderStatus =>
  isOrderStatus(order.state) ? order.state : 'CANCELLED';

/**
 * The links an order has at `now` (src/domain/orders.ts orderLinkRels), each with its title and the call
 * that does it. An order placed before its times were kept (amend_cut_off_at null) has none.
 */
export function orderLinksOf(order: CustomerOrderRow, now: Date, options: OrderListOptions): OrderLink[] {
  if (!isOrderStatus(order.state)) return [];
  return orderLinkRels(order.state, order.amendCutOffAt, now).map((rel) => ({
    rel,
    title: ORDER_LINK_TITLES[rel],
    href: `${orderServicePath(options.apiEnv)}/orders/${order.id}/${rel}`,
  }));
}

/** The order's slot window: its own times once placed, else its booking's. */
function slotWindowOf(
  order: CustomerOrderRow,
  booking: OrderBooking | null,
): { start: Date; end: Date } | null {
  if (order.slotStartAt && order.slotEndAt) return { start: order.slotStartAt, end: order.slotEndAt };
  return booking ? { start: booking.slot.startTime, end: booking.slot.endTime } : null;
}

/** doc 2 §3 "a delivery status per order", from its status, its kind of slot and the time. */
export function orderDeliveryStatusOf(
  order: CustomerOrderRow,
  booking: OrderBooking | null,
  now: Date,
): string {
  const fulfilment = booking ? fulfilmentOf(booking.booking.slotType) : 'DELIVERY';
  return deliveryStatusOf(statusOf(order), fulfilment, slotWindowOf(order, booking), now);
}

function summarySlotOf(
  order: CustomerOrderRow,
  { booking, slot, branch, address }: OrderBooking,
): OrderSummarySlot {
  const collection = fulfilmentOf(booking.slotType) === 'COLLECTION';
  const placeName =
    collection || !address
      ? branch.name
      : [address.line1, address.postalCode].filter((part) => part.trim() !== '').join(', ');
  return {
    type: booking.slotType,
    startDateTime: slot.startTime.toISOString(),
    endDateTime: slot.endTime.toISOString(),
    amendOrderCutoffDateTime: (order.amendCutOffAt ?? orderCutOff(slot.slotDate)).toISOString(),
    placeName,
    status: booking.status,
  };
}

/** What a summary is made of: the order, the booking it shows and how many items it has. */
export interface OrderSummarySource {
  order: CustomerOrderRow;
  booking: OrderBooking | null;
  numberOfItems: number;
}

/** An order in a list (orderSummarySchema). */
export function orderSummaryOf(
  { order, booking, numberOfItems }: OrderSummarySource,
  now: Date,
  options: OrderListOptions,
): OrderSummary {
  const actual = order.actualTotals as ActualTotals | null;
  const estimated = order.estimatedTotals as EstimatedTotals | null;
  return {
    customerOrderId: String(order.id),
    status: statusOf(order),
    deliveryStatus: orderDeliveryStatusOf(order, booking, now),
    placed: order.placedAt?.toISOString() ?? null,
    lastUpdated: order.updatedAt.toISOString(),
    slot: booking ? summarySlotOf(order, booking) : null,
    numberOfItems,
    total: actual ? actual.paid : (estimated?.toPay ?? moneyOfPence(0)),
    totalIsActual: actual !== null,
    links: orderLinksOf(order, now, options),
  };
}

/**
 * The booking an order shows, from all of its bookings, as orderBookingOf chooses (doc 2 §3 "When an order has
 * several slots, the unconfirmed one is used"): an unexpired UNCONFIRMED one, else the CONFIRMED one, else the
 * newest; while a trolley only a live one counts.
 */
export function chooseOrderBooking(
  order: CustomerOrderRow,
  bookings: readonly OrderBooking[],
  now: Date,
): OrderBooking | null {
  const trolley = order.state === 'PENDING' || order.state === 'AMENDING';
  const rank = ({ booking }: OrderBooking) =>
    booking.status === 'UNCONFIRMED' && booking.expiresAt.getTime() > now.getTime()
      ? 0
      : booking.status === 'CONFIRMED'
        ? 1
        : 2;
  const chosen = bookings
    .filter(({ booking }) => !trolley || booking.status === 'UNCONFIRMED' || booking.status === 'CONFIRMED')
    .sort((a, b) => rank(a) - rank(b) || b.booking.id - a.booking.id)[0];
  if (!chosen) return null;
  if (
    trolley &&
    chosen.booking.status === 'UNCONFIRMED' &&
    chosen.booking.expiresAt.getTime() <= now.getTime()
  )
    return null;
  return chosen;
}

/** Items as the trolley counts them: each unit of a counted line, one per weighed line. */
const ITEM_COUNT = sql<number>`coalesce(sum(CASE WHEN ${orderLines.quantityUom} = 'C62' THEN greatest(0, round(${orderLines.quantityAmount})) ELSE 1 END), 0)::int`;

/** Every booking of these orders, with its slot, branch and address, by order id: one query. */
export async function loadOrderBookings(
  db: Database,
  ids: readonly number[],
): Promise<Map<number, OrderBooking[]>> {
  const bookingsOf = new Map<number, OrderBooking[]>();
  if (ids.length === 0) return bookingsOf;
  const rows = await db
    .select({ booking: slotBookings, slot: slots, branch: branches, address: addresses })
    .from(slotBookings)
    .innerJoin(slots, eq(slots.id, slotBookings.slotId))
    .innerJoin(branches, eq(branches.id, slotBookings.branchId))
    .leftJoin(addresses, eq(addresses.id, slotBookings.addressId))
    .where(inArray(slotBookings.customerOrderId, [...ids]));
  for (const row of rows) {
    const list = bookingsOf.get(row.booking.customerOrderId) ?? [];
    list.push(row);
    bookingsOf.set(row.booking.customerOrderId, list);
  }
  return bookingsOf;
}

/** The summaries of these orders, in their order: two queries whatever their number. */
export async function loadOrderSummaries(
  db: Database,
  orders: readonly CustomerOrderRow[],
  now: Date,
  options: OrderListOptions,
): Promise<OrderSummary[]> {
  if (orders.length === 0) return [];
  const ids = orders.map((order) => order.id);
  const [bookingsOf, itemRows] = await Promise.all([
    loadOrderBookings(db, ids),
    db
      .select({ customerOrderId: orderLines.customerOrderId, items: ITEM_COUNT })
      .from(orderLines)
      .where(inArray(orderLines.customerOrderId, ids))
      .groupBy(orderLines.customerOrderId),
  ]);
  const itemsOf = new Map(itemRows.map((row) => [row.customerOrderId, Number(row.items)]));
  return orders.map((order) =>
    orderSummaryOf(
      {
        order,
        booking: chooseOrderBooking(order, bookingsOf.get(order.id) ?? [], now),
        numberOfItems: itemsOf.get(order.id) ?? 0,
      },
      now,
      options,
    ),
  );
}

// ---------------------------------------------------------------------------------------------------------
// GET orders?list=&start=&size=

export const MAX_ORDER_LIST_SIZE = 50;

export interface OrderListQuery {
  list: OrderList;
  start: number;
  size: number;
}

const WHOLE = /^\d{1,9}$/;

const invalid = (message: string): OrderResult<never> => ({
  ok: false,
  refusal: { status: 400, type: 'INVALID_INPUT', message },
});

/** Reads `list` (required), `start` (from 0, default 0) and `size` (1 to 50, default 20). */
export function readOrderListQuery(query: {
  list?: string;
  start?: string;
  size?: string;
}): OrderResult<OrderListQuery> {
  const list = ORDER_LISTS.find((name) => name === query.list);
  if (!list) return invalid(`list must be one of ${ORDER_LISTS.join(', ')}.`);
  if (query.start !== undefined && !WHOLE.test(query.start))
    return invalid('start must be a whole number from 0.');
  const size =
    query.size === undefined ? ORDER_LIST_PAGE_SIZE : WHOLE.test(query.size) ? Number(query.size) : 0;
  if (size < 1 || size > MAX_ORDER_LIST_SIZE)
    return invalid(`size must be a whole number from 1 to ${MAX_ORDER_LIST_SIZE}.`);
  return { ok: true, value: { list, start: query.start === undefined ? 0 : Number(query.start), size } };
}

/** Never orders: a trolley and an anonymous trolley merged into a customer's. */
const NOT_ORDERS = ['PENDING', 'MERGED'] as const;

function listWhere(owner: CustomerOwner, list: OrderList): SQL | undefined {
  const mine = and(
    eq(customerOrders.customerId, owner.customerId),
    isNotNull(customerOrders.placedAt),
    notInArray(customerOrders.state, [...NOT_ORDERS]),
  );
  switch (list) {
    case 'pending':
      return and(mine, inArray(customerOrders.state, [...PENDING_ORDER_STATUSES]));
    case 'previous':
      return and(mine, inArray(customerOrders.state, [...PREVIOUS_ORDER_STATUSES]));
    case 'completed':
      return and(mine, eq(customerOrders.state, 'COMPLETED'));
    case 'recent':
      return mine;
  }
}

const slotStart = sql`coalesce(${customerOrders.slotStartAt}, ${customerOrders.placedAt})`;

/** pending: soonest slot first; previous and completed: newest slot first; recent: newest placed first. */
function listOrder(list: OrderList): SQL[] {
  switch (list) {
    case 'pending':
      return [asc(slotStart), asc(customerOrders.id)];
    case 'previous':
    case 'completed':
      return [desc(slotStart), desc(customerOrders.id)];
    case 'recent':
      return [desc(customerOrders.placedAt), desc(customerOrders.id)];
  }
}

/** GET orders?list=: a page of the caller's orders of a list and how many the list holds. */
export async function listOrders(
  ctx: { db: Database; clock: { now(): Date } },
  owner: CustomerOwner,
  query: OrderListQuery,
  options: OrderListOptions,
): Promise<OrderListAnswer> {
  const { db } = ctx;
  const now = ctx.clock.now();
  const where = listWhere(owner, query.list);
  const [total] = await db.select({ n: count() }).from(customerOrders).where(where);
  const listed = total?.n ?? 0;
  // recent holds only the last RECENT_ORDERS, however many there are.
  const totalResults = query.list === 'recent' ? Math.min(listed, RECENT_ORDERS) : listed;
  const size = Math.max(0, Math.min(query.size, totalResults - query.start));
  const orders =
    size === 0
      ? []
      : await db
          .select()
          .from(customerOrders)
          .where(where)
          .orderBy(...listOrder(query.list))
          .limit(size)
          .offset(query.start);
  return { orders: await loadOrderSummaries(db, orders, now, options), totalResults };
}
