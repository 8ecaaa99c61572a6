import { eq } from 'drizzle-orm';
import type { Order } from '../../../src/contract/checkout.ts';
import {
  customerOrders,
  orderLines,
  paymentAuthorisations,
  slotBookings,
  trolleyItems,
} from '../../../src/server/db/schema.ts';
import type { Browser, Harness } from './auth-harness.ts';
import { newShopper, type Shopper, slotCall } from './slot-fixtures.ts';
import { ADD_ITEM, GET_TROLLEY, P, trolleyCall } from './trolley-fixtures.ts';

/**
 * Checkout tests' helpers (docs/api/checkout.md): the order service's calls, a shopper's trolley, a booked
 * collection slot and a card tokenised by the payment service, all through the app as the storefront makes
 * them. The clock reads Monday 2 June 2025, 10:00 in London: tomorrow's slots are open until 22:00 tonight.
 */

export const ORDERS = '/api/order-orchestration-prod/v1';
export const ORDERS_V2 = '/api/order-orchestration-prod/v2';
export const PAYMENTS = '/api/payment-service-prod/v1';
export const INTERSTITIALS = '/api/interstitials-prod/v1';

/** The published test cards (docs/api/checkout.md). */
export const CARDS = {
  visa: '4444333322221111',
  mastercard: '5555555555554444',
  declined: '4000000000000002',
  authentication: '4000002760003184',
} as const;

export interface CallResult<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

/** A call with the shopper's bearer token (or none), a JSON body and extra headers. */
export async function call<T = Record<string, unknown>>(
  h: Harness,
  who: Shopper | Browser | null,
  url: string,
  options: { method?: string; json?: unknown; body?: string; headers?: Record<string, string> } = {},
): Promise<CallResult<T>> {
  const method =
    options.method ?? (options.json !== undefined || options.body !== undefined ? 'POST' : 'GET');
  const token = who === null ? undefined : 'browser' in who ? who.browser.accessToken : who.accessToken;
  const headers: Record<string, string> = { 'content-type': 'application/json', ...options.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await h.app.request(url, {
    method,
    headers,
    body: options.body ?? (options.json === undefined ? undefined : JSON.stringify(options.json)),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: (text === '' ? null : JSON.parse(text)) as T,
    headers: response.headers,
  };
}

export type OrderCall = CallResult<{ order: Order; message?: string; type?: string; code?: string }>;

export const getOrder = (h: Harness, who: Shopper | null, id: string): Promise<OrderCall> =>
  call(h, who, `${ORDERS}/orders/${id}`);

export const patchOrder = (h: Harness, who: Shopper, id: string, json: unknown): Promise<OrderCall> =>
  call(h, who, `${ORDERS}/orders/${id}`, { method: 'PATCH', json });

export const putCard = (h: Harness, who: Shopper, id: string, json: unknown): Promise<OrderCall> =>
  call(h, who, `${ORDERS}/orders/${id}/payment-cards`, { method: 'PUT', json });

export const putSavedCard = (
  h: Harness,
  who: Shopper,
  id: string,
  paymentCardId: string,
): Promise<OrderCall> =>
  call(h, who, `${ORDERS_V2}/orders/${id}/payment-cards`, { method: 'PUT', json: { paymentCardId } });

export const place = (
  h: Harness,
  who: Shopper,
  id: string,
  key: string,
  json: unknown = {},
): Promise<OrderCall> =>
  call(h, who, `${ORDERS}/orders/${id}/place`, { json, headers: { 'Idempotency-Key': key } });

let keys = 0;
/** A fresh idempotency key. */
export const newKey = () => `key-${Date.now()}-${++keys}-abcdef`;

/** The shopper's current order id (the trolley's). */
export async function currentOrderId(shopper: Shopper): Promise<string> {
  const answer = await trolleyCall(shopper.browser, GET_TROLLEY, 'getTrolley');
  if (!answer.trolley) throw new Error('no trolley');
  return answer.trolley.orderId;
}

/** Adds fixture products (by key) in these amounts. */
export async function fillTrolley(shopper: Shopper, items: [key: string, amount: number][]): Promise<void> {
  for (const [key, amount] of items) {
    const product = P[key];
    if (!product) throw new Error(`no fixture product ${key}`);
    const answer = await trolleyCall(shopper.browser, ADD_ITEM, 'addItemToTrolley', {
      trolleyItem: { productId: product.id, quantity: { amount, uom: product.uom } },
    });
    if (answer.failures.length > 0) throw new Error(`add ${key}: ${JSON.stringify(answer.failures)}`);
  }
}

/** A collection slot at branch 651 (open for placing until 22:00 the day before). */
export const collectionSlot = (date = '2025-06-03', hhmm = '1000') =>
  `651-GROCERY_COLLECTION-${date}-${hhmm}`;

/** Books a collection slot (with places made for it through the development route). */
export async function bookCollection(h: Harness, shopper: Shopper, slotId = collectionSlot()): Promise<void> {
  const capacity = await slotCall(h, null, `testing/slots/${slotId}/capacity`, {
    method: 'PUT',
    json: { capacity: 50 },
  });
  if (capacity.status !== 200) throw new Error(`capacity answered ${capacity.status}`);
  const booked = await slotCall(h, shopper, 'bookslot', {
    json: { slotId, slotType: 'GROCERY_COLLECTION', branchId: 651, slotGridType: 'DEFAULT_GRID' },
  });
  if (booked.status !== 200)
    throw new Error(`bookslot answered ${booked.status}: ${JSON.stringify(booked.body)}`);
}

/** A card of the shopper's tokenised by the payment service; answers the token. */
export async function tokenise(
  h: Harness,
  shopper: Shopper,
  cardNumber: string = CARDS.visa,
  expiry: { month: number; year: number } = { month: 12, year: 2030 },
): Promise<string> {
  const session = await call<{ sessionGUID: string; passcode: string }>(
    h,
    shopper,
    `${PAYMENTS}/payment-sessions`,
    {
      method: 'POST',
    },
  );
  if (session.status !== 201) throw new Error(`payment session answered ${session.status}`);
  const card = await call<{ cardToken: string }>(
    h,
    shopper,
    `${PAYMENTS}/payment-sessions/${session.body.sessionGUID}/cards`,
    {
      json: {
        passcode: session.body.passcode,
        cardNumber,
        expiryMonth: expiry.month,
        expiryYear: expiry.year,
        cvc: '123',
        cardholderName: 'Slot Shopper',
      },
    },
  );
  if (card.status !== 201)
    throw new Error(`card entry answered ${card.status}: ${JSON.stringify(card.body)}`);
  return card.body.cardToken;
}

export interface ReadyOrder {
  shopper: Shopper;
  orderId: string;
  cardToken: string;
}

/**
 * A new shopper ready to place: £30.00 of items (coffee x3 with 25% off = £9.00, olive oil x3 = £18.00, milk x2
 * = £3.00), over the £25 collection minimum, a collection slot booked for tomorrow, and a card on the order.
 */
export async function readyToPlace(
  h: Harness,
  options: { card?: string; slotId?: string; items?: [string, number][] } = {},
): Promise<ReadyOrder> {
  const shopper = await newShopper(h, 'checkout');
  await fillTrolley(
    shopper,
    options.items ?? [
      ['coffee', 3],
      ['oliveOil', 3],
      ['milk', 2],
    ],
  );
  await bookCollection(h, shopper, options.slotId);
  const orderId = await currentOrderId(shopper);
  const cardToken = await tokenise(h, shopper, options.card ?? CARDS.visa);
  const put = await putCard(h, shopper, orderId, { cardToken });
  if (put.status !== 200)
    throw new Error(`PUT payment-cards answered ${put.status}: ${JSON.stringify(put.body)}`);
  return { shopper, orderId, cardToken };
}

/** What placing may change, as it is in the database now: for "nothing changed" checks. */
export async function orderState(h: Harness, orderId: string) {
  const db = h.database.db;
  const id = Number(orderId);
  const [order] = await db.select().from(customerOrders).where(eq(customerOrders.id, id));
  const items = await db
    .select({ productId: trolleyItems.productId, amount: trolleyItems.quantityAmount })
    .from(trolleyItems)
    .where(eq(trolleyItems.customerOrderId, id))
    .orderBy(trolleyItems.id);
  const bookings = await db
    .select({ status: slotBookings.status })
    .from(slotBookings)
    .where(eq(slotBookings.customerOrderId, id));
  const lines = await db.select().from(orderLines).where(eq(orderLines.customerOrderId, id));
  const authorisations = await db
    .select({ status: paymentAuthorisations.status, amountPence: paymentAuthorisations.amountPence })
    .from(paymentAuthorisations)
    .where(eq(paymentAuthorisations.customerOrderId, id));
  return {
    state: order?.state,
    placedAt: order?.placedAt ?? null,
    placementKey: order?.placementKey ?? null,
    cardToken: order?.cardToken ?? null,
    paymentCardId: order?.paymentCardId ?? null,
    updatedAt: order?.updatedAt,
    items,
    bookings: bookings.map((booking) => booking.status),
    orderLines: lines.length,
    authorisations,
  };
}

/**
 * The bank's challenge for the card on the order, answered on its page as the shopper would: GET
 * payment-security-tokens, then the page's form posted with `outcome` (or left unanswered). Answers the jwtId.
 */
export async function answerChallenge(
  h: Harness,
  shopper: Shopper,
  orderId: string,
  outcome: 'APPROVED' | 'FAILED' | null,
): Promise<string> {
  const token = await call<{ jwt: string; jwtId: string; challengeUrl: string }>(
    h,
    shopper,
    `${PAYMENTS}/payment-security-tokens?customerOrderId=${orderId}`,
  );
  if (token.status !== 200) throw new Error(`payment-security-tokens answered ${token.status}`);
  if (outcome) {
    const page = await h.app.request(
      `${token.body.challengeUrl}?token=${encodeURIComponent(token.body.jwt)}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ outcome }).toString(),
      },
    );
    if (page.status !== 200) throw new Error(`the challenge page answered ${page.status}`);
  }
  return token.body.jwtId;
}

export const confirmAuthentication = (
  h: Harness,
  who: Shopper,
  id: string,
  jwtId: string,
): Promise<OrderCall> =>
  call(h, who, `${ORDERS}/orders/${id}/authenticated-payment-cards`, { method: 'PATCH', json: { jwtId } });
