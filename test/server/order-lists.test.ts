import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type OrderListAnswer, orderListSchema } from '../../src/contract/orders.ts';
import { ORDER_LINK_TITLES } from '../../src/domain/orders.ts';
import { customerOrders } from '../../src/server/db/schema.ts';
import type { Harness } from './support/auth-harness.ts';
import {
  bookCollection,
  CARDS,
  type CallResult,
  call,
  collectionSlot,
  currentOrderId,
  fillTrolley,
  newKey,
  ORDERS,
  place,
  putCard,
  tokenise,
} from './support/checkout-fixtures.ts';
import { createSlotHarness, newShopper, type Shopper } from './support/slot-fixtures.ts';
import { anonymousShopper } from './support/trolley-fixtures.ts';

// The order lists (docs/api/orders.md "Lists") through app.request on PGlite: which orders each list holds by
// status, in which order, in pages; only the caller's placed orders; who may ask and what is refused. The
// clock reads Monday 2 June 2025, 10:00 in London; tomorrow's slots may be changed until 22:00 tonight.

let h: Harness;
const START = '2025-06-02T09:00:00Z';

beforeAll(async () => {
  h = await createSlotHarness();
});
afterAll(async () => {
  await h?.close();
});
afterEach(() => {
  h.clock.set(START);
});

/** Places the shopper's trolley (coffee x3, olive oil x3, milk x2: 8 items) for the collection slot. */
async function placeFor(shopper: Shopper, slotId: string): Promise<string> {
  await fillTrolley(shopper, [
    ['coffee', 3],
    ['oliveOil', 3],
    ['milk', 2],
  ]);
  await bookCollection(h, shopper, slotId);
  const orderId = await currentOrderId(shopper);
  const cardToken = await tokenise(h, shopper, CARDS.visa);
  expect((await putCard(h, shopper, orderId, { cardToken })).status).toBe(200);
  const placed = await place(h, shopper, orderId, newKey());
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  return orderId;
}

const list = (who: Shopper | null, query: string): Promise<CallResult<OrderListAnswer>> =>
  call<OrderListAnswer>(h, who, `${ORDERS}/orders?${query}`);

async function listed(who: Shopper, query: string): Promise<OrderListAnswer> {
  const answer = await list(who, query);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.headers.get('cache-control')).toBe('no-store');
  return v.parse(orderListSchema, answer.body);
}

const ids = (answer: OrderListAnswer) => answer.orders.map((order) => order.customerOrderId);

const setState = (id: string, state: typeof customerOrders.$inferSelect.state, extra = {}) =>
  h.database.db
    .update(customerOrders)
    .set({ state, ...extra })
    .where(eq(customerOrders.id, Number(id)));

describe('the lists', () => {
  let shopper: Shopper;
  let at10: string;
  let at12: string;
  let at14: string;

  beforeAll(async () => {
    shopper = await newShopper(h, 'lists');
    // Placed out of slot order, so that the lists' order is the slots', not the placing's.
    at14 = await placeFor(shopper, collectionSlot('2025-06-03', '1400'));
    h.clock.set('2025-06-02T09:05:00Z');
    at10 = await placeFor(shopper, collectionSlot('2025-06-03', '1000'));
    h.clock.set('2025-06-02T09:10:00Z');
    at12 = await placeFor(shopper, collectionSlot('2025-06-03', '1200'));
    h.clock.set(START);
  });

  it('pending: placed orders, soonest slot first, each with its slot, total, delivery status and links', async () => {
    const pending = await listed(shopper, 'list=pending');
    expect(ids(pending)).toEqual([at10, at12, at14]);
    expect(pending.totalResults).toBe(3);
    const [first] = pending.orders;
    expect(first).toMatchObject({
      status: 'PLACED',
      deliveryStatus: 'Order placed',
      numberOfItems: 8,
      totalIsActual: false,
      slot: {
        type: 'GROCERY_COLLECTION',
        startDateTime: '2025-06-03T09:00:00.000Z',
        amendOrderCutoffDateTime: '2025-06-02T21:00:00.000Z',
        status: 'CONFIRMED',
      },
    });
    expect(first?.total.amount).toBeGreaterThan(25);
    expect(first?.links).toEqual(
      (['init-amend', 'init-changeslot', 'cancel'] as const).map((rel) => ({
        rel,
        title: ORDER_LINK_TITLES[rel],
        href: `${ORDERS}/orders/${at10}/${rel}`,
      })),
    );
    // The trolley the shopper now has is never an order of a list.
    expect(ids(await listed(shopper, 'list=recent'))).not.toContain(await currentOrderId(shopper));
  });

  it('an order past its amend cut-off has no links (the others keep theirs)', async () => {
    // The token would lapse if the clock moved on to 22:00, so the order's cut-off comes to the clock instead.
    const cutOff = new Date(START);
    await setState(at10, 'PLACED', { amendCutOffAt: cutOff });
    try {
      const pending = await listed(shopper, 'list=pending');
      expect(pending.orders.map((order) => order.links.length)).toEqual([0, 3, 3]);
      expect(pending.orders[0]?.slot?.amendOrderCutoffDateTime).toBe(cutOff.toISOString());
    } finally {
      await setState(at10, 'PLACED', { amendCutOffAt: new Date('2025-06-02T21:00:00Z') });
    }
  });

  it('membership by status: pending, previous (newest slot first), completed, recent (newest placed first)', async () => {
    await setState(at12, 'COMPLETED');
    await setState(at14, 'CANCELLED');
    const paid = { amount: 27.5, currencyCode: 'GBP' };
    await setState(at10, 'PICKED', {
      actualTotals: {
        paid,
        savings: { amount: 3, currencyCode: 'GBP' },
        partnerDiscountSavings: { amount: 0, currencyCode: 'GBP' },
        membershipSavings: { amount: 0, currencyCode: 'GBP' },
        offerSavings: { amount: 3, currencyCode: 'GBP' },
        deliveryCharge: { amount: 0, currencyCode: 'GBP' },
        carrierBagCharge: { amount: 0, currencyCode: 'GBP' },
        pickedPrice: paid,
        depositCharge: { amount: 0, currencyCode: 'GBP' },
      },
    });
    try {
      const pending = await listed(shopper, 'list=pending');
      expect(ids(pending)).toEqual([at10]);
      expect(pending.orders[0]).toMatchObject({
        status: 'PICKED',
        total: paid,
        totalIsActual: true,
        deliveryStatus: 'Picked and packed',
        links: [],
      });
      const previous = await listed(shopper, 'list=previous');
      expect(ids(previous)).toEqual([at14, at12]);
      expect(previous.orders.map((order) => order.deliveryStatus)).toEqual(['Cancelled', 'Collected']);
      expect(ids(await listed(shopper, 'list=completed'))).toEqual([at12]);
      expect(ids(await listed(shopper, 'list=recent'))).toEqual([at12, at10, at14]);

      // Pages: start and size.
      const second = await listed(shopper, 'list=previous&start=1&size=1');
      expect(ids(second)).toEqual([at12]);
      expect(second.totalResults).toBe(2);
      expect(ids(await listed(shopper, 'list=previous&start=2&size=1'))).toEqual([]);
      expect(ids(await listed(shopper, 'list=recent&size=2'))).toEqual([at12, at10]);
    } finally {
      for (const id of [at10, at12, at14]) await setState(id, 'PLACED', { actualTotals: null });
    }
  });

  it("another customer's orders are never listed, and merged trolleys are no orders", async () => {
    const other = await newShopper(h, 'lists-other');
    for (const name of ['pending', 'previous', 'completed', 'recent']) {
      const answer = await listed(other, `list=${name}`);
      expect(answer).toEqual({ orders: [], totalResults: 0 });
    }
    await setState(at14, 'MERGED');
    try {
      expect(ids(await listed(shopper, 'list=recent'))).not.toContain(at14);
    } finally {
      await setState(at14, 'PLACED');
    }
  });
});

describe('who may ask and what is refused', () => {
  it('401 without a token and for an anonymous session', async () => {
    expect((await list(null, 'list=pending')).status).toBe(401);
    const anonymous = await anonymousShopper(h);
    const answer = await call(h, anonymous, `${ORDERS}/orders?list=pending`);
    expect(answer.status).toBe(401);
  });

  it.each([
    ['no list', ''],
    ['an unknown list', 'list=all'],
    ['size 0', 'list=pending&size=0'],
    ['size 51', 'list=pending&size=51'],
    ['a negative start', 'list=pending&start=-1'],
    ['a start that is not a number', 'list=pending&start=first'],
  ])('400 INVALID_INPUT for %s', async (_, query) => {
    const shopper = await newShopper(h, 'lists-bad');
    const answer = await list(shopper, query);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ type: 'INVALID_INPUT', code: 'INVALID_INPUT' });
  });
});
