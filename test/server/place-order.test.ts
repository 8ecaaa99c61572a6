import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOPPING_CONTEXT } from '../../src/api/trolley.ts';
import { placedOrderAnswerSchema } from '../../src/contract/checkout.ts';
import { CHECKOUT_REFUSALS, type CheckoutRefusalType } from '../../src/domain/checkout.ts';
import {
  customerOrders,
  customers,
  orderLines,
  outboxMessages,
  paymentAuthorisations,
  paymentCards,
  products,
  slotBookings,
} from '../../src/server/db/schema.ts';
import { claimsOf, type Harness } from './support/auth-harness.ts';
import {
  answerChallenge,
  bookCollection,
  CARDS,
  call,
  collectionSlot,
  confirmAuthentication,
  currentOrderId,
  fillTrolley,
  getOrder,
  newKey,
  ORDERS,
  orderState,
  place,
  putCard,
  readyToPlace,
  tokenise,
} from './support/checkout-fixtures.ts';
import { addAddressFor, createSlotHarness, newShopper, slotCall } from './support/slot-fixtures.ts';
import { GET_TROLLEY, graph, type MoneyAnswer, P, pence, trolleyCall } from './support/trolley-fixtures.ts';

// Placing an order (docs/api/checkout.md "Placing an order") through app.request on PGlite: the placed order,
// every refusal with nothing changed, card authentication, a declined card, the same key twice and instant
// checkout. The races are place-order-concurrency.test.ts (PostgreSQL). The clock reads Monday 2 June 2025,
// 10:00 in London: tomorrow's slots may be ordered until 22:00 tonight.

let h: Harness;

beforeAll(async () => {
  h = await createSlotHarness();
});
afterAll(async () => {
  await h?.close();
});

const START = '2025-06-02T09:00:00Z';

const refusal = (type: CheckoutRefusalType, extra: Record<string, unknown> = {}) => ({
  message: CHECKOUT_REFUSALS[type],
  type,
  code: type,
  ...extra,
});

const penceOf = (money: { amount: number }) => Math.round(money.amount * 100);

async function authorisationsOf(orderId: string) {
  return h.database.db
    .select({ status: paymentAuthorisations.status, amountPence: paymentAuthorisations.amountPence })
    .from(paymentAuthorisations)
    .where(eq(paymentAuthorisations.customerOrderId, Number(orderId)));
}

/** Places and expects the refusal, with the order, its lines, booking and authorisations as they were. */
async function expectRefused(
  ready: { shopper: Parameters<typeof place>[1]; orderId: string },
  status: number,
  body: Record<string, unknown>,
  json: unknown = {},
  key = newKey(),
) {
  const before = await orderState(h, ready.orderId);
  const answer = await place(h, ready.shopper, ready.orderId, key, json);
  expect({ status: answer.status, body: answer.body }).toEqual({ status, body });
  expect(await orderState(h, ready.orderId)).toEqual(before);
  return before;
}

describe('placing an order', () => {
  it('places it: PLACED, the lines and totals as the trolley priced them, the booking CONFIRMED, an email', async () => {
    const ready = await readyToPlace(h);
    const { shopper, orderId } = ready;
    await call(h, shopper, `${ORDERS}/orders/${orderId}`, {
      method: 'PATCH',
      json: { contactNumber: '07700 900123', deliveryNote: 'Side door', bagless: true },
    });
    const trolley = (await trolleyCall(shopper.browser, GET_TROLLEY, 'getTrolley')).trolley;
    const checkout = (await getOrder(h, shopper, orderId)).body.order;
    const key = newKey();

    const placed = await place(h, shopper, orderId, key);
    expect(placed.status).toBe(200);
    expect(placed.headers.get('cache-control')).toBe('no-store');
    expect(v.safeParse(placedOrderAnswerSchema, placed.body).issues).toBeUndefined();
    const order = placed.body.order;
    expect(order).toMatchObject({
      customerOrderId: orderId,
      status: 'PLACED',
      placed: '2025-06-02T09:00:00.000Z',
      shopNumber: 651,
      contactNumber: '07700 900123',
      deliveryNote: 'Side door',
      bagless: true,
      instantCheckout: 'NOT_ALLOWED',
      minimumSpendThresholdMet: true,
      orderWarnings: [],
    });
    // The totals are the trolley's, to the penny: £30.00 of items, £3.00 saved, collection free.
    const totals = trolley?.trolleyTotals as unknown as Record<string, MoneyAnswer>;
    expect(order.totals.estimated).toEqual(checkout.totals.estimated);
    expect(penceOf(order.totals.estimated.toPay)).toBe(pence(totals.totalEstimatedCost));
    expect(penceOf(order.totals.estimated.itemTotal)).toBe(3000);
    expect(penceOf(order.totals.estimated.totalSavings)).toBe(300);
    expect(order.totals.estimated.orderLines).toBe(3);
    // The lines as the trolley showed them, now ORDERED.
    expect(order.orderLines).toEqual(
      checkout.orderLines.map((line) => ({ ...line, orderLineStatus: 'ORDERED' })),
    );
    expect(
      order.orderLines.map((line) => [line.productId, line.quantity.amount, penceOf(line.price)]),
    ).toEqual([
      [P.coffee?.id, 3, 900],
      [P.oliveOil?.id, 3, 1800],
      [P.milk?.id, 2, 300],
    ]);
    expect(order.slots[0]).toMatchObject({ status: 'CONFIRMED', expiryDateTime: null });
    expect(order.paymentInfo.cardPayment).toMatchObject({
      cardType: 'VISA',
      maskedCardNumber: '•••• •••• •••• 1111',
    });

    const db = h.database.db;
    const [row] = await db
      .select()
      .from(customerOrders)
      .where(eq(customerOrders.id, Number(orderId)));
    expect(row).toMatchObject({ state: 'PLACED', placementKey: key, shopNumber: 651 });
    expect(
      await db
        .select({ status: slotBookings.status })
        .from(slotBookings)
        .where(eq(slotBookings.customerOrderId, Number(orderId))),
    ).toEqual([{ status: 'CONFIRMED' }]);
    expect(await authorisationsOf(orderId)).toEqual([{ status: 'AUTHORISED', amountPence: 3000 }]);
    const [customer] = await db.select().from(customers).where(eq(customers.id, shopper.customerId));
    expect(customer?.totalOrderCount).toBe(1);
    const emails = await db.select().from(outboxMessages).where(eq(outboxMessages.recipient, shopper.email));
    const confirmation = emails.find((email) => email.kind === 'order-confirmation');
    expect(confirmation?.subject).toBe(`Your order ${orderId} is confirmed`);
    expect(confirmation?.body).toContain(`Order number: ${orderId}`);
    expect(confirmation?.body).toContain('Collection: Tuesday 3 June 2025, 10:00 to 11:00');
    expect(confirmation?.body).toContain('Total: £30.00');

    // GET answers the placed order as placing did; a later price change does not touch it.
    await db
      .update(products)
      .set({ pricePence: 999 })
      .where(eq(products.id, P.milk?.id ?? ''));
    try {
      expect((await getOrder(h, shopper, orderId)).body).toEqual(placed.body);
    } finally {
      await db
        .update(products)
        .set({ pricePence: 150 })
        .where(eq(products.id, P.milk?.id ?? ''));
    }
    expect(
      await db
        .select()
        .from(orderLines)
        .where(eq(orderLines.customerOrderId, Number(orderId))),
    ).toHaveLength(3);
  });

  it('the shopper then has a new empty trolley, which the trolley, the shopping context and a new token name', async () => {
    const { shopper, orderId } = await readyToPlace(h);
    expect((await place(h, shopper, orderId, newKey())).status).toBe(200);
    const next = await trolleyCall(shopper.browser, GET_TROLLEY, 'getTrolley');
    expect(next.trolley?.orderId).not.toBe(orderId);
    expect(next.trolley).toMatchObject({ customerOrderState: 'PENDING', trolleyItems: [] });
    const context = await graph<{ shoppingContext: { customerOrderId: string; customerOrderState: string } }>(
      shopper.browser,
      SHOPPING_CONTEXT,
      {},
      'shoppingContext',
    );
    expect(context.data?.shoppingContext).toMatchObject({
      customerOrderId: next.trolley?.orderId,
      customerOrderState: 'PENDING',
    });
    expect((await shopper.browser.exchange()).status).toBe(200);
    expect(claimsOf(shopper.browser.accessToken ?? '')).toMatchObject({
      customerOrderId: next.trolley?.orderId,
      customerOrderState: 'PENDING',
    });
    // The placed order is no trolley any more: naming it to the trolley is refused, not changed.
    const named = await trolleyCall(shopper.browser, GET_TROLLEY, 'getTrolley', { orderId });
    expect(named.failures.map((failure) => failure.type)).toEqual(['ORDER_NOT_EDITABLE']);
    // And no longer bookable or payable through checkout.
    expect(
      (await call(h, shopper, `${ORDERS}/orders/${orderId}`, { method: 'PATCH', json: { bagless: true } }))
        .status,
    ).toBe(409);
    const slot = await slotCall<{ customerSlot: unknown }>(h, shopper, 'customerslot');
    expect(slot.body.customerSlot).toBeNull();
  });

  it('the same key again answers the same order, with one authorisation; another key is ORDER_ALREADY_PLACED', async () => {
    const { shopper, orderId } = await readyToPlace(h);
    const key = newKey();
    const first = await place(h, shopper, orderId, key);
    const again = await place(h, shopper, orderId, key);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await authorisationsOf(orderId)).toHaveLength(1);
    const other = await place(h, shopper, orderId, newKey());
    expect({ status: other.status, body: other.body }).toEqual({
      status: 409,
      body: refusal('ORDER_ALREADY_PLACED'),
    });
    // The key names the order it placed, whichever order id comes with it.
    const trolleyId = await currentOrderId(shopper);
    const elsewhere = await place(h, shopper, trolleyId, key);
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.body.order.customerOrderId).toBe(orderId);
    expect(await authorisationsOf(orderId)).toHaveLength(1);
    // Keys are the customer's own: another customer's same key places nothing of theirs.
    const stranger = await readyToPlace(h);
    const theirs = await place(h, stranger.shopper, stranger.orderId, key);
    expect(theirs.body.order.customerOrderId).toBe(stranger.orderId);
  });

  it('needs an Idempotency-Key of 8 to 100 characters and a well-formed body (400)', async () => {
    const { shopper, orderId } = await readyToPlace(h);
    const url = `${ORDERS}/orders/${orderId}/place`;
    for (const headers of [
      {} as Record<string, string>,
      { 'Idempotency-Key': 'short' },
      { 'Idempotency-Key': 'k'.repeat(101) },
      { 'Idempotency-Key': 'has space in it' },
    ]) {
      const answer = await call(h, shopper, url, { json: {}, headers });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ type: 'INVALID_INPUT', code: 'INVALID_INPUT' });
    }
    for (const json of [{ instantCheckout: 'yes' }, { extra: 1 }, [1]])
      expect((await place(h, shopper, orderId, newKey(), json)).status).toBe(400);
    expect(
      (await call(h, shopper, url, { body: '{', headers: { 'Idempotency-Key': newKey() } })).status,
    ).toBe(400);
    // No body at all is no instant checkout.
    const bare = await call(h, shopper, url, { method: 'POST', headers: { 'Idempotency-Key': newKey() } });
    expect(bare.status).toBe(200);
  });
});

describe('refusals change nothing (and the same key may be tried again)', () => {
  it('NO_SLOT', async () => {
    const shopper = await newShopper(h);
    await fillTrolley(shopper, [['oliveOil', 5]]);
    const orderId = await currentOrderId(shopper);
    await putCard(h, shopper, orderId, { cardToken: await tokenise(h, shopper) });
    const before = await expectRefused({ shopper, orderId }, 409, refusal('NO_SLOT'));
    expect(before.state).toBe('PENDING');
    expect(before.authorisations).toEqual([]);
  });

  it('SLOT_EXPIRED: "Sorry, your slot has now expired."', async () => {
    const ready = await readyToPlace(h);
    h.clock.set('2025-06-02T11:00:01Z');
    try {
      await ready.shopper.browser.exchange();
      const before = await expectRefused(ready, 409, refusal('SLOT_EXPIRED'));
      expect(CHECKOUT_REFUSALS.SLOT_EXPIRED).toBe('Sorry, your slot has now expired.');
      expect(before.bookings).toEqual(['UNCONFIRMED']);
    } finally {
      h.clock.set(START);
    }
  });

  it('ORDER_CUT_OFF_PASSED: booked before 22:00 the day before, placed after', async () => {
    h.clock.set('2025-06-02T20:30:00Z');
    try {
      const ready = await readyToPlace(h, { slotId: collectionSlot('2025-06-03', '1400') });
      h.clock.set('2025-06-02T21:00:00Z');
      await ready.shopper.browser.exchange();
      await expectRefused(ready, 409, refusal('ORDER_CUT_OFF_PASSED'));
    } finally {
      h.clock.set(START);
    }
  });

  it('EMPTY_TROLLEY', async () => {
    const shopper = await newShopper(h);
    await bookCollection(h, shopper);
    const orderId = await currentOrderId(shopper);
    await putCard(h, shopper, orderId, { cardToken: await tokenise(h, shopper) });
    await expectRefused({ shopper, orderId }, 409, refusal('EMPTY_TROLLEY'));
  });

  it('TROLLEY_CONFLICTS: a HARD conflict (sold out online)', async () => {
    const ready = await readyToPlace(h, {
      items: [
        ['oliveOil', 5],
        ['soldOut', 1],
      ],
    });
    const before = await expectRefused(ready, 409, refusal('TROLLEY_CONFLICTS'));
    expect(before.items).toHaveLength(2);
  });

  it('MINIMUM_SPEND_NOT_MET names the amount: £40.00 for delivery, £25.00 for collection', async () => {
    const collection = await readyToPlace(h, { items: [['oliveOil', 4]] });
    await expectRefused(collection, 409, {
      message: 'You need to spend at least £25.00 to check out.',
      type: 'MINIMUM_SPEND_NOT_MET',
      code: 'MINIMUM_SPEND_NOT_MET',
      details: [{ name: 'minimumOrderValue', value: '25.00' }],
    });

    const shopper = await newShopper(h);
    await fillTrolley(shopper, [['oliveOil', 6]]);
    const addressId = await addAddressFor(h.database.db, shopper.customerId, 'RG12 7QQ');
    const slotId = '651-DELIVERY-2025-06-08-1900';
    await slotCall(h, null, `testing/slots/${slotId}/capacity`, { method: 'PUT', json: { capacity: 5 } });
    const booked = await slotCall(h, shopper, 'bookslot', {
      json: { slotId, slotType: 'DELIVERY', branchId: 651, addressId, slotGridType: 'DEFAULT_GRID' },
    });
    expect(booked.status).toBe(200);
    const orderId = await currentOrderId(shopper);
    await putCard(h, shopper, orderId, { cardToken: await tokenise(h, shopper) });
    await expectRefused({ shopper, orderId }, 409, {
      message: 'You need to spend at least £40.00 to check out.',
      type: 'MINIMUM_SPEND_NOT_MET',
      code: 'MINIMUM_SPEND_NOT_MET',
      details: [{ name: 'minimumOrderValue', value: '40.00' }],
    });
  });

  it('NO_PAYMENT_CARD: none on the order, or an expired one', async () => {
    const shopper = await newShopper(h);
    await fillTrolley(shopper, [['oliveOil', 5]]);
    await bookCollection(h, shopper);
    const orderId = await currentOrderId(shopper);
    await expectRefused({ shopper, orderId }, 409, refusal('NO_PAYMENT_CARD'));
    await putCard(h, shopper, orderId, { cardToken: await tokenise(h, shopper) });
    await h.database.db
      .update(customerOrders)
      .set({ cardExpiry: '05/25' })
      .where(eq(customerOrders.id, Number(orderId)));
    await expectRefused({ shopper, orderId }, 409, refusal('NO_PAYMENT_CARD'));
  });

  it('PAYMENT_DECLINED (402): nothing charged, the trolley as it was; another card with the same key places it', async () => {
    const ready = await readyToPlace(h, { card: CARDS.declined });
    const key = newKey();
    const before = await expectRefused(ready, 402, refusal('PAYMENT_DECLINED'), {}, key);
    expect(before.items).toHaveLength(3);
    expect(before.bookings).toEqual(['UNCONFIRMED']);
    expect(before.authorisations).toEqual([]);
    await putCard(h, ready.shopper, ready.orderId, {
      cardToken: await tokenise(h, ready.shopper, CARDS.mastercard),
    });
    const placed = await place(h, ready.shopper, ready.orderId, key);
    expect(placed.status).toBe(200);
    expect(placed.body.order.paymentInfo.cardPayment?.cardType).toBe('MASTERCARD');
    expect(await authorisationsOf(ready.orderId)).toEqual([{ status: 'AUTHORISED', amountPence: 3000 }]);
  });
});

describe('card authentication (SECURITY_NEEDED)', () => {
  it('409 SECURITY_NEEDED, the challenge approved, PATCH authenticated-payment-cards, then placing succeeds', async () => {
    const ready = await readyToPlace(h, { card: CARDS.authentication });
    const key = newKey();
    await expectRefused(ready, 409, refusal('SECURITY_NEEDED'), {}, key);
    const jwtId = await answerChallenge(h, ready.shopper, ready.orderId, 'APPROVED');
    const confirmed = await confirmAuthentication(h, ready.shopper, ready.orderId, jwtId);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.order.paymentInfo.cardPayment?.authenticated).toBe(true);
    const placed = await place(h, ready.shopper, ready.orderId, key);
    expect(placed.status).toBe(200);
    expect(placed.body.order.status).toBe('PLACED');
    expect(await authorisationsOf(ready.orderId)).toEqual([{ status: 'AUTHORISED', amountPence: 3000 }]);
  });

  it('a failed or unanswered challenge is 409 AUTHENTICATION_FAILED, and the order is not placed', async () => {
    const ready = await readyToPlace(h, { card: CARDS.authentication });
    await expectRefused(ready, 409, refusal('SECURITY_NEEDED'));
    for (const outcome of ['FAILED', null] as const) {
      const jwtId = await answerChallenge(h, ready.shopper, ready.orderId, outcome);
      const before = await orderState(h, ready.orderId);
      const answer = await confirmAuthentication(h, ready.shopper, ready.orderId, jwtId);
      expect({ status: answer.status, body: answer.body }).toEqual({
        status: 409,
        body: refusal('AUTHENTICATION_FAILED'),
      });
      expect(await orderState(h, ready.orderId)).toEqual(before);
      await expectRefused(ready, 409, refusal('SECURITY_NEEDED'));
    }
    expect((await orderState(h, ready.orderId)).state).toBe('PENDING');
  });

  it("an approval is for the card it was given for, on this customer's order only", async () => {
    const ready = await readyToPlace(h, { card: CARDS.authentication });
    const jwtId = await answerChallenge(h, ready.shopper, ready.orderId, 'APPROVED');
    // Another card goes on: the approval of the first says nothing about it.
    await putCard(h, ready.shopper, ready.orderId, {
      cardToken: await tokenise(h, ready.shopper, CARDS.authentication),
    });
    const answer = await confirmAuthentication(h, ready.shopper, ready.orderId, jwtId);
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual(refusal('AUTHENTICATION_FAILED'));
    // Another customer cannot use it on their order, nor on this one.
    const stranger = await readyToPlace(h, { card: CARDS.authentication });
    expect((await confirmAuthentication(h, stranger.shopper, stranger.orderId, jwtId)).status).toBe(409);
    expect((await confirmAuthentication(h, stranger.shopper, ready.orderId, jwtId)).status).toBe(404);
  });
});

describe('instant checkout (doc 2 §4)', () => {
  it('ALLOWED with a booked slot, a default saved card, no HARD conflicts and the minimum met; places with that card', async () => {
    // A first order with "save this card": the card becomes the customer's default (the savePaymentCard flag).
    const first = await readyToPlace(h);
    await putCard(h, first.shopper, first.orderId, { cardToken: first.cardToken, saveCard: true });
    expect((await place(h, first.shopper, first.orderId, newKey())).status).toBe(200);
    const [saved] = await h.database.db
      .select()
      .from(paymentCards)
      .where(eq(paymentCards.customerId, first.shopper.customerId));
    expect(saved).toMatchObject({ cardToken: first.cardToken, isDefault: true, lastFour: '1111' });
    const [placedRow] = await h.database.db
      .select()
      .from(customerOrders)
      .where(eq(customerOrders.id, Number(first.orderId)));
    expect(placedRow?.paymentCardId).toBe(saved?.id);

    const shopper = first.shopper;
    const flag = async () => (await trolleyCall(shopper.browser, GET_TROLLEY, 'getTrolley')).trolley;
    const orderId = await currentOrderId(shopper);
    const instantOf = async () => [
      ((await flag()) as { instantCheckout?: string } | null)?.instantCheckout,
      (await getOrder(h, shopper, orderId)).body.order.instantCheckout,
    ];
    expect(await instantOf()).toEqual(['NOT_ALLOWED', 'NOT_ALLOWED']);
    await fillTrolley(shopper, [['oliveOil', 3]]);
    await bookCollection(h, shopper, collectionSlot('2025-06-04', '1000'));
    // £18.00: under the £25.00 collection minimum.
    expect(await instantOf()).toEqual(['NOT_ALLOWED', 'NOT_ALLOWED']);
    await expectRefused(
      { shopper, orderId },
      409,
      refusal('MINIMUM_SPEND_NOT_MET', {
        message: 'You need to spend at least £25.00 to check out.',
        details: [{ name: 'minimumOrderValue', value: '25.00' }],
      }),
      { instantCheckout: true },
    );
    await fillTrolley(shopper, [
      ['soldOut', 1],
      ['oliveOil', 5],
    ]);
    expect(await instantOf()).toEqual(['NOT_ALLOWED', 'NOT_ALLOWED']);
    await fillTrolley(shopper, [['soldOut', 0]]);
    expect(await instantOf()).toEqual(['ALLOWED', 'ALLOWED']);

    const placed = await place(h, shopper, orderId, newKey(), { instantCheckout: true });
    expect(placed.status).toBe(200);
    expect(placed.body.order.paymentInfo.cardPayment).toMatchObject({
      paymentCardId: String(saved?.id),
      maskedCardNumber: '•••• •••• •••• 1111',
    });
    expect(await authorisationsOf(orderId)).toEqual([{ status: 'AUTHORISED', amountPence: 3000 }]);
  });

  it('INSTANT_CHECKOUT_NOT_ALLOWED without a saved card, with an expired one, or past the cut-off; nothing changes', async () => {
    const ready = await readyToPlace(h);
    await expectRefused(ready, 409, refusal('INSTANT_CHECKOUT_NOT_ALLOWED'), { instantCheckout: true });
    const [expired] = await h.database.db
      .insert(paymentCards)
      .values({
        customerId: ready.shopper.customerId,
        cardToken: ready.cardToken,
        cardType: 'VISA',
        lastFour: '1111',
        expiry: '05/25',
        cardholderName: 'Slot Shopper',
        isDefault: true,
        createdAt: new Date(START),
      })
      .returning();
    await expectRefused(ready, 409, refusal('INSTANT_CHECKOUT_NOT_ALLOWED'), { instantCheckout: true });
    await h.database.db
      .update(paymentCards)
      .set({ expiry: '12/30' })
      .where(and(eq(paymentCards.id, expired?.id ?? 0)));
    expect((await getOrder(h, ready.shopper, ready.orderId)).body.order.instantCheckout).toBe('ALLOWED');
    // The anonymous or someone else's view never says ALLOWED for this trolley.
    const stranger = await newShopper(h);
    expect((await getOrder(h, stranger, ready.orderId)).status).toBe(404);
  });
});
