import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderActionSchema } from '../../src/contract/orders.ts';
import { CHECKOUT_REFUSALS } from '../../src/domain/checkout.ts';
import { ORDER_MESSAGES } from '../../src/domain/orders.ts';
import {
  customerOrders,
  customers,
  orderLines,
  outboxMessages,
  paymentAuthorisations,
  slotBookings,
} from '../../src/server/db/schema.ts';
import { Browser, type Harness, Q, TOKEN } from './support/auth-harness.ts';
import {
  bookCollection,
  CARDS,
  call,
  collectionSlot,
  currentOrderId,
  fillTrolley,
  newKey,
  ORDERS,
  patchOrder,
  place,
  putCard,
  readyToPlace,
  tokenise,
} from './support/checkout-fixtures.ts';
import { createSlotHarness, newShopper, type Shopper, slotCall, slotRow } from './support/slot-fixtures.ts';
import { ADD_ITEM, GET_TROLLEY, graph, P, trolleyCall, UPDATE_ITEM } from './support/trolley-fixtures.ts';

// The actions on a placed order (docs/api/orders.md "Actions") through app.request on PGlite: amend, cancel
// the changes, change the slot, cancel; every refusal, with nothing changed. The clock reads Monday 2 June
// 2025, 10:00 in London: tomorrow's slots (and so the orders placed for them) may be changed until 22:00
// tonight. A cut-off that has passed is set on the order itself (moving the clock 12 hours would outlive the
// shoppers' tokens); the order-lifecycle job has its own tests.

let h: Harness;

beforeAll(async () => {
  h = await createSlotHarness();
});
afterAll(async () => {
  await h?.close();
});

type ActionBody = v.InferOutput<typeof orderActionSchema>;

const action = (who: Shopper | Browser, id: string, rel: string) =>
  call<ActionBody>(
    h,
    'browser' in who ? who : { browser: who, customerId: 0, email: '' },
    `${ORDERS}/orders/${id}/${rel}`,
    {
      method: 'POST',
    },
  );

const AMEND_ORDER = /* GraphQL */ `
  mutation amendOrder($customerOrderId: ID!) {
    amendOrder(customerOrderId: $customerOrderId) {
      failures { message type }
      order { customerOrderId status links { rel title href } slot { status } numberOfItems total { amount } }
    }
  }
`;
const CANCEL_AMEND_ORDER = /* GraphQL */ `
  mutation cancelAmendOrder($customerOrderId: ID!) {
    cancelAmendOrder(customerOrderId: $customerOrderId) {
      failures { message type }
      order { customerOrderId status links { rel } }
    }
  }
`;

/**
 * A placed order: £30.00 of coffee, olive oil and milk for tomorrow's 10:00 collection; `items` its trolley
 * lines as they were placed.
 */
async function placedOrder(options: Parameters<typeof readyToPlace>[1] = {}) {
  const ready = await readyToPlace(h, options);
  const items = await itemsOf(ready.shopper);
  const placed = await place(h, ready.shopper, ready.orderId, newKey());
  if (placed.status !== 200)
    throw new Error(`place answered ${placed.status}: ${JSON.stringify(placed.body)}`);
  return { ...ready, items };
}

async function orderRow(id: string) {
  const [row] = await h.database.db
    .select()
    .from(customerOrders)
    .where(eq(customerOrders.id, Number(id)));
  if (!row) throw new Error(`no order ${id}`);
  return row;
}

const setOrder = (id: string, fields: Partial<typeof customerOrders.$inferInsert>) =>
  h.database.db
    .update(customerOrders)
    .set(fields)
    .where(eq(customerOrders.id, Number(id)));

const bookingsOf = async (id: string) =>
  (
    await h.database.db
      .select({ slotId: slotBookings.slotId, status: slotBookings.status })
      .from(slotBookings)
      .where(eq(slotBookings.customerOrderId, Number(id)))
      .orderBy(slotBookings.id)
  ).map((row) => `${row.slotId} ${row.status}`);

const authorisationsOf = async (id: string) =>
  (
    await h.database.db
      .select({ status: paymentAuthorisations.status })
      .from(paymentAuthorisations)
      .where(eq(paymentAuthorisations.customerOrderId, Number(id)))
      .orderBy(paymentAuthorisations.id)
  ).map((row) => row.status);

const bookedOf = async (slotId: string) => (await slotRow(h.database.db, slotId))?.booked;

const itemsOf = async (shopper: Shopper) =>
  (await trolleyCall(shopper.browser, GET_TROLLEY, 'getTrolley')).trolley?.trolleyItems.map(
    (item) =>
      `${item.productId} ${item.quantity.amount}${item.personalisedMessage ? ` "${item.personalisedMessage}"` : ''}`,
  );

const failure = (type: string, message: string) => [{ type, message }];

describe('amending an order', () => {
  it('amends, adds an item and places the amendment: PLACED with the new line, the old authorisation voided', async () => {
    const { shopper, orderId, items: before } = await placedOrder();
    const [{ totalOrderCount: countBefore } = { totalOrderCount: -1 }] = await h.database.db
      .select({ totalOrderCount: customers.totalOrderCount })
      .from(customers)
      .where(eq(customers.id, shopper.customerId));

    const amended = await action(shopper, orderId, 'init-amend');
    expect(amended.status).toBe(200);
    expect(v.safeParse(orderActionSchema, amended.body).issues).toBeUndefined();
    expect(amended.body.failures).toEqual([]);
    expect(amended.body.order).toMatchObject({ customerOrderId: orderId, status: 'AMENDING' });
    expect(amended.body.order?.links.map((link) => link.rel)).toEqual(['init-changeslot']);

    // The trolley now edits the placed order, with its lines as placed.
    const trolley = (await trolleyCall(shopper.browser, GET_TROLLEY, 'getTrolley')).trolley;
    expect(trolley).toMatchObject({ orderId, customerOrderState: 'AMENDING' });
    expect((trolley as unknown as { amendingOrder: boolean }).amendingOrder).toBe(true);
    expect(await itemsOf(shopper)).toEqual(before);
    expect(await currentOrderId(shopper)).toBe(orderId);

    await fillTrolley(shopper, [['apples', 2]]);
    const placed = await place(h, shopper, orderId, newKey());
    expect(placed.status).toBe(200);
    expect(placed.body.order.status).toBe('PLACED');
    expect(placed.body.order.orderLines.map((line) => line.productId)).toContain(P.apples?.id);
    expect(placed.body.order.orderLines).toHaveLength(4);
    expect(await authorisationsOf(orderId)).toEqual(['VOIDED', 'AUTHORISED']);
    const row = await orderRow(orderId);
    expect(row.amendSnapshot).toBeNull();
    const [{ totalOrderCount } = { totalOrderCount: -2 }] = await h.database.db
      .select({ totalOrderCount: customers.totalOrderCount })
      .from(customers)
      .where(eq(customers.id, shopper.customerId));
    expect(totalOrderCount).toBe(countBefore);
    expect(await bookingsOf(orderId)).toEqual([`${collectionSlot()} CONFIRMED`]);
  });

  it('amends through the graph; a second amend of the same order changes nothing', async () => {
    const { shopper, orderId } = await placedOrder();
    const first = await graph<{ amendOrder: ActionBody }>(shopper.browser, AMEND_ORDER, {
      customerOrderId: orderId,
    });
    expect(first.status).toBe(200);
    expect(first.data?.amendOrder).toMatchObject({
      failures: [],
      order: {
        customerOrderId: orderId,
        status: 'AMENDING',
        slot: { status: 'CONFIRMED' },
        numberOfItems: 8,
      },
    });
    const again = await graph<{ amendOrder: ActionBody }>(shopper.browser, AMEND_ORDER, {
      customerOrderId: orderId,
    });
    expect(again.data?.amendOrder).toMatchObject({ failures: [], order: { status: 'AMENDING' } });
  });

  it('cancelling the changes restores the lines, the card and the details as placed', async () => {
    const { shopper, orderId } = await readyToPlace(h);
    expect((await patchOrder(h, shopper, orderId, { contactNumber: '07700 900123' })).status).toBe(200);
    const before = await itemsOf(shopper);
    expect((await place(h, shopper, orderId, newKey())).status).toBe(200);
    const placedRow = await orderRow(orderId);
    expect((await action(shopper, orderId, 'init-amend')).status).toBe(200);

    await fillTrolley(shopper, [['apples', 2]]);
    await trolleyCall(shopper.browser, ADD_ITEM, 'addItemToTrolley', {
      trolleyItem: { productId: P.coffee?.id, quantity: { amount: 1, uom: 'C62' } },
    });
    const otherCard = await tokenise(h, shopper, CARDS.mastercard);
    expect((await putCard(h, shopper, orderId, { cardToken: otherCard })).status).toBe(200);
    expect(
      (
        await patchOrder(h, shopper, orderId, {
          deliveryNote: 'Ring twice',
          bagless: true,
          paperStatement: true,
        })
      ).status,
    ).toBe(200);

    const cancelled = await graph<{ cancelAmendOrder: ActionBody }>(shopper.browser, CANCEL_AMEND_ORDER, {
      customerOrderId: orderId,
    });
    expect(cancelled.data?.cancelAmendOrder).toMatchObject({
      failures: [],
      order: {
        status: 'PLACED',
        links: [{ rel: 'init-amend' }, { rel: 'init-changeslot' }, { rel: 'cancel' }],
      },
    });
    const row = await orderRow(orderId);
    const fields = (r: typeof row) => ({
      cardToken: r.cardToken,
      cardLastFour: r.cardLastFour,
      cardType: r.cardType,
      cardExpiry: r.cardExpiry,
      cardholderName: r.cardholderName,
      paymentCardId: r.paymentCardId,
      contactNumber: r.contactNumber,
      deliveryNote: r.deliveryNote,
      bagless: r.bagless,
      paperStatement: r.paperStatement,
      substitutionsAllowed: r.substitutionsAllowed,
      amendSnapshot: r.amendSnapshot,
      state: r.state,
    });
    expect(fields(row)).toEqual(fields(placedRow));
    expect(await authorisationsOf(orderId)).toEqual(['AUTHORISED']);
    // The trolley is a new PENDING one again; the placed order's lines are as they were.
    expect(await currentOrderId(shopper)).not.toBe(orderId);
    expect((await action(shopper, orderId, 'init-amend')).status).toBe(200);
    expect(await itemsOf(shopper)).toEqual(before);

    // Nothing to cancel once restored.
    expect((await action(shopper, orderId, 'cancel-amend')).status).toBe(200);
    const notAmending = await action(shopper, orderId, 'cancel-amend');
    expect(notAmending.status).toBe(409);
    expect(notAmending.body.failures).toEqual(failure('NOT_AMENDING', ORDER_MESSAGES.notAmending));
    expect(notAmending.body.order?.status).toBe('PLACED');
  });

  it('refuses after the cut-off with the wording, and a second order while one is being amended', async () => {
    const first = await placedOrder();
    const { shopper } = first;
    // A second order of the same shopper, for another day.
    await fillTrolley(shopper, [['oliveOil', 5]]);
    await bookCollection(h, shopper, collectionSlot('2025-06-04', '1000'));
    const secondId = await currentOrderId(shopper);
    const card = await tokenise(h, shopper);
    await putCard(h, shopper, secondId, { cardToken: card });
    const second = await place(h, shopper, secondId, newKey());
    expect(second.status, JSON.stringify(second.body)).toBe(200);

    expect((await action(shopper, first.orderId, 'init-amend')).status).toBe(200);
    const busy = await action(shopper, secondId, 'init-amend');
    expect(busy.status).toBe(409);
    expect(busy.body.failures).toEqual(
      failure('ALREADY_AMENDING', ORDER_MESSAGES.alreadyAmending(first.orderId)),
    );
    expect((await orderRow(secondId)).state).toBe('PLACED');
    expect((await action(shopper, first.orderId, 'cancel-amend')).status).toBe(200);

    await setOrder(secondId, { amendCutOffAt: new Date('2025-06-02T08:00:00Z') });
    const late = await action(shopper, secondId, 'init-amend');
    expect(late.status).toBe(409);
    expect(late.body.failures).toEqual(
      failure('AMEND_CUT_OFF_PASSED', 'Changes cannot be made to your order'),
    );
    expect(late.body.order).toMatchObject({ customerOrderId: secondId, status: 'PLACED', links: [] });
    const lateGraph = await graph<{ amendOrder: ActionBody }>(shopper.browser, AMEND_ORDER, {
      customerOrderId: secondId,
    });
    expect(lateGraph.data?.amendOrder.failures).toEqual(
      failure('AMEND_CUT_OFF_PASSED', ORDER_MESSAGES.changesRefused),
    );
    expect((await orderRow(secondId)).state).toBe('PLACED');
  });

  it('refuses every trolley change once the amended order is past its cut-off, and placing it', async () => {
    const { shopper, orderId } = await placedOrder();
    expect((await action(shopper, orderId, 'init-amend')).status).toBe(200);
    const before = await itemsOf(shopper);
    await setOrder(orderId, { amendCutOffAt: new Date('2025-06-02T08:00:00Z') });
    const answer = await trolleyCall(shopper.browser, ADD_ITEM, 'addItemToTrolley', {
      trolleyItem: { productId: P.apples?.id, quantity: { amount: 2, uom: 'C62' } },
    });
    expect(answer.failures).toEqual(failure('AMEND_CUT_OFF_PASSED', 'Changes cannot be made to your order'));
    expect(await itemsOf(shopper)).toEqual(before);
    const placed = await place(h, shopper, orderId, newKey());
    expect(placed.status).toBe(409);
    expect(placed.body).toMatchObject({
      type: 'AMEND_CUT_OFF_PASSED',
      message: 'Changes cannot be made to your order',
    });
    // Nor do its checkout details change.
    const details = await call(h, shopper, `${ORDERS}/orders/${orderId}`, {
      method: 'PATCH',
      json: { deliveryNote: 'Leave in the porch' },
    });
    expect(details.status).toBe(409);
    expect(details.body).toMatchObject({
      type: 'AMEND_CUT_OFF_PASSED',
      message: CHECKOUT_REFUSALS.AMEND_CUT_OFF_PASSED,
    });
  });

  it('locks a greeting message the order was placed with', async () => {
    const { shopper, orderId } = await placedOrder();
    // A cake with a greeting among the placed lines (entertaining items need a slot of their own to be
    // placed, which is not what this is about).
    const [coffee] = await h.database.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.customerOrderId, Number(orderId)));
    if (!coffee || !P.cake) throw new Error('no line to copy');
    const { id: _id, ...line } = coffee;
    await h.database.db.insert(orderLines).values({
      ...line,
      productId: P.cake.id,
      lineNumber: P.cake.lineNumber,
      quantityAmount: 1,
      quantityUom: 'C62',
      personalisedMessage: 'Happy 40th',
    });
    expect((await action(shopper, orderId, 'init-amend')).status).toBe(200);
    const cake = (await trolleyCall(shopper.browser, GET_TROLLEY, 'getTrolley')).trolley?.trolleyItems.find(
      (item) => item.productId === P.cake?.id,
    );
    expect(cake?.personalisedMessage).toBe('Happy 40th');
    for (const personalisedMessage of ['Happy 50th', '', null]) {
      const answer = await trolleyCall(shopper.browser, UPDATE_ITEM, 'updateTrolleyItem', {
        trolleyItem: { trolleyItemId: cake?.trolleyItemId, personalisedMessage },
      });
      expect(answer.failures).toEqual(failure('GREETING_MESSAGE_LOCKED', 'Unable to edit greeting message'));
    }
    // The rest of the line may change.
    const more = await trolleyCall(shopper.browser, UPDATE_ITEM, 'updateTrolleyItem', {
      trolleyItem: { trolleyItemId: cake?.trolleyItemId, quantity: { amount: 2, uom: 'C62' } },
    });
    expect(more.failures).toEqual([]);
    expect(await itemsOf(shopper)).toContain(`${P.cake?.id} 2 "Happy 40th"`);
  });
});

describe('changing the slot of an order', () => {
  it('holds the new booking UNCONFIRMED beside the CONFIRMED one; placing swaps them and frees the old place', async () => {
    const { shopper, orderId } = await placedOrder();
    const oldSlot = collectionSlot();
    const newSlot = collectionSlot('2025-06-03', '1400');
    const changed = await action(shopper, orderId, 'init-changeslot');
    expect(changed.status).toBe(200);
    expect(changed.body.order?.status).toBe('AMENDING');
    // Already AMENDING is fine.
    expect((await action(shopper, orderId, 'init-changeslot')).status).toBe(200);

    await bookCollection(h, shopper, newSlot);
    expect(await bookingsOf(orderId)).toEqual([`${oldSlot} CONFIRMED`, `${newSlot} UNCONFIRMED`]);
    const slot = await slotCall<{ customerSlot: unknown }>(h, shopper, 'customerslot');
    expect(slot.body.customerSlot).toMatchObject({ slotId: newSlot, bookingStatus: 'UNCONFIRMED' });
    // Booking again replaces only the unconfirmed one.
    const otherSlot = collectionSlot('2025-06-03', '1100');
    await bookCollection(h, shopper, otherSlot);
    expect(await bookingsOf(orderId)).toEqual([
      `${oldSlot} CONFIRMED`,
      `${newSlot} CANCELLED`,
      `${otherSlot} UNCONFIRMED`,
    ]);
    const oldBooked = await bookedOf(oldSlot);
    const newBooked = await bookedOf(otherSlot);

    const placed = await place(h, shopper, orderId, newKey());
    expect(placed.status).toBe(200);
    expect(placed.body.order.slots[0]).toMatchObject({ status: 'CONFIRMED' });
    expect(await bookingsOf(orderId)).toEqual([
      `${oldSlot} CANCELLED`,
      `${newSlot} CANCELLED`,
      `${otherSlot} CONFIRMED`,
    ]);
    expect(await bookedOf(oldSlot)).toBe((oldBooked ?? 0) - 1);
    expect(await bookedOf(otherSlot)).toBe(newBooked);
    expect((await orderRow(orderId)).slotStartAt?.toISOString()).toBe(
      placed.body.order.slots[0]?.startDateTime,
    );
  });

  it('cancelling the changes frees the new place and keeps the confirmed booking', async () => {
    const { shopper, orderId } = await placedOrder();
    const newSlot = collectionSlot('2025-06-03', '1400');
    expect((await action(shopper, orderId, 'init-changeslot')).status).toBe(200);
    await bookCollection(h, shopper, newSlot);
    const booked = await bookedOf(newSlot);
    expect((await action(shopper, orderId, 'cancel-amend')).status).toBe(200);
    expect(await bookedOf(newSlot)).toBe((booked ?? 0) - 1);
    expect(await bookingsOf(orderId)).toEqual([`${collectionSlot()} CONFIRMED`, `${newSlot} CANCELLED`]);
  });

  it('refuses once the order is being prepared, and booking a slot after the cut-off', async () => {
    const { shopper, orderId } = await placedOrder();
    await setOrder(orderId, { state: 'FULFIL' });
    const refusedAnswer = await action(shopper, orderId, 'init-changeslot');
    expect(refusedAnswer.status).toBe(409);
    expect(refusedAnswer.body.failures).toEqual(
      failure(
        'RESCHEDULING_PROHIBITED',
        'Your order contains items currently being prepared. We are unable to change the delivery/collection time.',
      ),
    );
    expect((await orderRow(orderId)).state).toBe('FULFIL');

    const other = await placedOrder();
    expect((await action(other.shopper, other.orderId, 'init-changeslot')).status).toBe(200);
    await setOrder(other.orderId, { amendCutOffAt: new Date('2025-06-02T08:00:00Z') });
    const booked = await slotCall<{ type: string }>(h, other.shopper, 'bookslot', {
      json: {
        slotId: collectionSlot('2025-06-03', '1400'),
        slotType: 'GROCERY_COLLECTION',
        branchId: 651,
        slotGridType: 'DEFAULT_GRID',
      },
    });
    expect(booked.status).toBe(409);
    expect(booked.body.type).toBe('RESCHEDULING_PROHIBITED');
    expect(await bookingsOf(other.orderId)).toEqual([`${collectionSlot()} CONFIRMED`]);
  });
});

describe('cancelling an order', () => {
  it('cancels: CANCELLED, the slot place freed, the authorisation voided, moved to previous orders', async () => {
    const { shopper, orderId } = await placedOrder();
    const booked = await bookedOf(collectionSlot());
    const cancelled = await action(shopper, orderId, 'cancel');
    expect(cancelled.status).toBe(200);
    expect(v.safeParse(orderActionSchema, cancelled.body).issues).toBeUndefined();
    expect(cancelled.body).toMatchObject({ failures: [], order: { status: 'CANCELLED', links: [] } });
    expect(await bookedOf(collectionSlot())).toBe((booked ?? 0) - 1);
    expect(await bookingsOf(orderId)).toEqual([`${collectionSlot()} CANCELLED`]);
    expect(await authorisationsOf(orderId)).toEqual(['VOIDED']);
    expect((await orderRow(orderId)).cancelledAt?.toISOString()).toBe('2025-06-02T09:00:00.000Z');
    const [email] = await h.database.db
      .select({ subject: outboxMessages.subject, body: outboxMessages.body, link: outboxMessages.link })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, shopper.email), eq(outboxMessages.kind, 'order-cancelled')));
    expect(email).toMatchObject({
      subject: `Your order ${orderId} is cancelled`,
      link: `/ecom/myaccount/my-orders/order/${orderId}`,
    });
    expect(email?.body).toContain('Your card has not been charged.');
    const previous = await call<{ orders: { customerOrderId: string }[] }>(
      h,
      shopper,
      `${ORDERS}/orders?list=previous`,
    );
    if (previous.status === 200) {
      expect(previous.body.orders.map((order) => order.customerOrderId)).toContain(orderId);
      const pending = await call<{ orders: { customerOrderId: string }[] }>(
        h,
        shopper,
        `${ORDERS}/orders?list=pending`,
      );
      expect(pending.body.orders.map((order) => order.customerOrderId)).not.toContain(orderId);
    }
    // Cancelled is final.
    const again = await action(shopper, orderId, 'cancel');
    expect(again.status).toBe(409);
    expect(again.body.failures).toEqual(failure('NOT_CANCELLABLE', ORDER_MESSAGES.notCancellable));
  });

  it('refuses while the order is being amended, and without the cancel link', async () => {
    const { shopper, orderId } = await placedOrder();
    expect((await action(shopper, orderId, 'init-amend')).status).toBe(200);
    const amending = await action(shopper, orderId, 'cancel');
    expect(amending.status).toBe(409);
    expect(amending.body.failures).toEqual(
      failure('ORDER_BEING_AMENDED', ORDER_MESSAGES.cancelWhileAmending),
    );
    expect((await orderRow(orderId)).state).toBe('AMENDING');
    expect((await action(shopper, orderId, 'cancel-amend')).status).toBe(200);

    await setOrder(orderId, { amendCutOffAt: new Date('2025-06-02T08:00:00Z') });
    const late = await action(shopper, orderId, 'cancel');
    expect(late.status).toBe(409);
    expect(late.body.failures).toEqual(failure('NOT_CANCELLABLE', ORDER_MESSAGES.notCancellable));
    expect(await bookingsOf(orderId)).toEqual([`${collectionSlot()} CONFIRMED`]);
  });

  it('customer care (staff signed on as the customer) cancels a prepared order; a paid one is refunded', async () => {
    const first = await placedOrder();
    await setOrder(first.orderId, { state: 'FULFIL', amendCutOffAt: new Date('2025-06-02T08:00:00Z') });
    const second = await placedOrder();
    await setOrder(second.orderId, { state: 'PAID', amendCutOffAt: new Date('2025-06-02T08:00:00Z') });
    await h.database.db
      .update(paymentAuthorisations)
      .set({ status: 'CHARGED' })
      .where(eq(paymentAuthorisations.customerOrderId, Number(second.orderId)));
    // The shopper alone may not.
    expect((await action(first.shopper, first.orderId, 'cancel')).status).toBe(409);

    for (const { shopper, orderId } of [first, second]) {
      const staff = new Browser(h.app);
      expect((await staff.signIn('staff@example.com', 'Groceries1')).status).toBe(200);
      const signOn = await staff.request(`${TOKEN}/sign-on-as-customer${Q}`, {
        json: { customerId: shopper.customerId },
        bearer: staff.accessToken ?? '',
      });
      expect(signOn.status).toBe(200);
      staff.accessToken = ((await signOn.json()) as { accessToken: string }).accessToken;
      const cancelled = await action(staff, orderId, 'cancel');
      expect(cancelled.status).toBe(200);
    }
    expect((await orderRow(first.orderId)).state).toBe('CANCELLED');
    expect(await authorisationsOf(first.orderId)).toEqual(['VOIDED']);
    expect((await orderRow(second.orderId)).state).toBe('REFUND_PENDING');
    expect(await authorisationsOf(second.orderId)).toEqual(['CHARGED']);
  });
});

describe("every action is the caller's own", () => {
  it("answers 404 ORDER_NOT_FOUND for another shopper's order, a trolley and a nonsense id, changing nothing", async () => {
    const { orderId } = await placedOrder();
    const stranger = await newShopper(h, 'stranger');
    const trolleyId = await currentOrderId(stranger);
    for (const rel of ['init-amend', 'cancel-amend', 'init-changeslot', 'cancel']) {
      for (const id of [orderId, trolleyId, 'abc', '99999999']) {
        const answer = await action(stranger, id, rel);
        expect({ rel, id, status: answer.status, body: answer.body }).toEqual({
          rel,
          id,
          status: 404,
          body: { failures: failure('ORDER_NOT_FOUND', ORDER_MESSAGES.notFound), order: null },
        });
      }
    }
    const graphAnswer = await graph<{ amendOrder: ActionBody }>(stranger.browser, AMEND_ORDER, {
      customerOrderId: orderId,
    });
    expect(graphAnswer.data?.amendOrder).toEqual({
      failures: failure('ORDER_NOT_FOUND', ORDER_MESSAGES.notFound),
      order: null,
    });
    expect((await orderRow(orderId)).state).toBe('PLACED');
    const anonymous = await call(h, null, `${ORDERS}/orders/${orderId}/cancel`, { method: 'POST' });
    expect(anonymous.status).toBe(401);
  });
});
