import { asc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Order, orderAnswerSchema } from '../../src/contract/checkout.ts';
import { ORDER_LINK_TITLES } from '../../src/domain/orders.ts';
import { customerOrders, orderLines } from '../../src/server/db/schema.ts';
import { ORDER_ALERTS } from '../../src/server/services/orders.ts';
import type { Harness } from './support/auth-harness.ts';
import { getOrder, newKey, ORDERS, place, readyToPlace } from './support/checkout-fixtures.ts';
import { createSlotHarness, type Shopper } from './support/slot-fixtures.ts';
import { P } from './support/trolley-fixtures.ts';

// The order once placed (docs/api/orders.md "The order"): its links while they are allowed, its delivery
// status, and what picking made of it (line statuses, substitutes, actual prices, totals.actual) and the
// alerts of its state. Picking is simulated by writing what the lifecycle job writes, straight into the
// database. The clock reads Monday 2 June 2025, 10:00 in London; the slot is tomorrow at 10:00 (cut-off 22:00
// tonight).

let h: Harness;
let shopper: Shopper;
let orderId: string;

beforeAll(async () => {
  h = await createSlotHarness();
  const ready = await readyToPlace(h);
  shopper = ready.shopper;
  orderId = ready.orderId;
  const placed = await place(h, shopper, orderId, newKey());
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
});
afterAll(async () => {
  await h?.close();
});

async function viewed(): Promise<Order> {
  const answer = await getOrder(h, shopper, orderId);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const parsed = v.safeParse(orderAnswerSchema, answer.body);
  expect(parsed.issues?.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`)).toBeUndefined();
  return v.parse(orderAnswerSchema, answer.body).order;
}

const setOrder = (values: Partial<typeof customerOrders.$inferInsert>) =>
  h.database.db
    .update(customerOrders)
    .set(values)
    .where(eq(customerOrders.id, Number(orderId)));

/** Moves the clock and signs the shopper in again (an access token lasts 15 minutes). */
async function at(time: string): Promise<void> {
  h.clock.set(time);
  const signedIn = await shopper.browser.signIn(shopper.email, 'Carrots42');
  expect(signedIn.status).toBe(200);
}

const START = '2025-06-02T09:00:00Z';

const money = (amount: number) => ({ amount, currencyCode: 'GBP' });

describe('a placed order', () => {
  it('before its amend cut-off: the three links, each with its title and call', async () => {
    const order = await viewed();
    expect(order.status).toBe('PLACED');
    expect(order.deliveryStatus).toBe('Order placed');
    expect(order.links).toEqual(
      (['init-amend', 'init-changeslot', 'cancel'] as const).map((rel) => ({
        rel,
        title: ORDER_LINK_TITLES[rel],
        href: `${ORDERS}/orders/${orderId}/${rel}`,
      })),
    );
    expect(order.orderLines.map((line) => line.orderLineStatus)).toEqual(['ORDERED', 'ORDERED', 'ORDERED']);
    expect(order.orderLines.every((line) => line.actualPrice === null && line.substitutes.length === 0)).toBe(
      true,
    );
    expect(order.totals.actual).toBeNull();
    expect(order.alerts).toEqual([]);
  });

  it('from its amend cut-off: no links', async () => {
    const [row] = await h.database.db
      .select({ cutOff: customerOrders.amendCutOffAt })
      .from(customerOrders)
      .where(eq(customerOrders.id, Number(orderId)));
    expect(row?.cutOff?.toISOString()).toBe('2025-06-02T21:00:00.000Z');
    try {
      await at('2025-06-02T20:59:59Z');
      expect((await viewed()).links).toHaveLength(3);
      h.clock.set('2025-06-02T21:00:00Z');
      expect((await viewed()).links).toEqual([]);
    } finally {
      await at(START);
    }
  });

  it('placed before the order times were kept (no cut-off): no links', async () => {
    await setOrder({ amendCutOffAt: null });
    try {
      expect((await viewed()).links).toEqual([]);
    } finally {
      await setOrder({ amendCutOffAt: new Date('2025-06-02T21:00:00Z') });
    }
  });
});

describe('a picked order', () => {
  it('lines PICKED, SUBSTITUTED (with the substitute at its price) and MISSING; actual prices and totals', async () => {
    const db = h.database.db;
    const lines = await db
      .select()
      .from(orderLines)
      .where(eq(orderLines.customerOrderId, Number(orderId)))
      .orderBy(asc(orderLines.id));
    const [picked, substituted, missing] = lines;
    if (!picked || !substituted || !missing) throw new Error('the order has three lines');
    const tea = P.tea;
    if (!tea) throw new Error('no tea');
    const substituteProduct = {
      ...(substituted.product as Record<string, unknown>),
      id: tea.id,
      lineNumber: tea.lineNumber,
      name: 'Tea',
    };
    await db
      .update(orderLines)
      .set({ status: 'PICKED', actualPricePence: picked.pricePence })
      .where(eq(orderLines.id, picked.id));
    await db
      .update(orderLines)
      .set({
        status: 'SUBSTITUTED',
        actualPricePence: 900,
        substitute: {
          productId: tea.id,
          quantity: { amount: substituted.quantityAmount, uom: substituted.quantityUom },
          pricePence: 900,
          product: substituteProduct,
        },
      })
      .where(eq(orderLines.id, substituted.id));
    await db
      .update(orderLines)
      .set({ status: 'MISSING', actualPricePence: 0 })
      .where(eq(orderLines.id, missing.id));
    const paid = (picked.pricePence + 900) / 100;
    const actual = {
      paid: money(paid),
      savings: money(0),
      partnerDiscountSavings: money(0),
      membershipSavings: money(0),
      offerSavings: money(0),
      deliveryCharge: money(0),
      carrierBagCharge: money(0),
      pickedPrice: money(paid),
      depositCharge: money(0),
    };
    await setOrder({ state: 'PICKED', actualTotals: actual, pickedAt: h.clock.now() });

    const order = await viewed();
    expect(order.status).toBe('PICKED');
    expect(order.deliveryStatus).toBe('Picked and packed');
    expect(order.links).toEqual([]);
    expect(order.orderLines.map((line) => line.orderLineStatus)).toEqual([
      'PICKED',
      'SUBSTITUTED',
      'MISSING',
    ]);
    expect(order.orderLines.map((line) => line.actualPrice)).toEqual([
      money(picked.pricePence / 100),
      money(9),
      money(0),
    ]);
    expect(order.orderLines[1]?.substitutes).toEqual([
      {
        productId: tea.id,
        quantity: { amount: substituted.quantityAmount, uom: substituted.quantityUom },
        price: money(9),
        product: substituteProduct,
      },
    ]);
    expect(order.orderLines[0]?.substitutes).toEqual([]);
    expect(order.totals.actual).toEqual(actual);
    expect(order.alerts).toEqual([]);

    // Once the slot has started it is on its way.
    try {
      await at('2025-06-03T09:30:00Z');
      expect((await viewed()).deliveryStatus).toBe('Ready to collect');
    } finally {
      await at(START);
    }
  });

  it.each([
    ['PAYMENT_FAILED', 'error', 'Payment needed'],
    ['CANCELLED', 'informative', 'Cancelled'],
    ['REFUND_PENDING', 'informative', 'Refund pending'],
  ] as const)('%s: its alert (%s) and delivery status', async (state, alertType, deliveryStatus) => {
    await setOrder({ state });
    const order = await viewed();
    expect(order.alerts).toEqual([ORDER_ALERTS[state]]);
    expect(order.alerts[0]?.alertType).toBe(alertType);
    expect(order.deliveryStatus).toBe(deliveryStatus);
    expect(order.links).toEqual([]);
  });

  it('PAYMENT_FAILED says to pay now', async () => {
    await setOrder({ state: 'PAYMENT_FAILED' });
    expect((await viewed()).alerts).toEqual([
      {
        alertType: 'error',
        message: 'We could not take payment for this order. Please pay now so we can deliver it.',
      },
    ]);
  });
});

describe('an order being amended', () => {
  it('is the live trolley with the change-slot link only, until its cut-off', async () => {
    await setOrder({ state: 'AMENDING', actualTotals: null });
    try {
      const order = await viewed();
      expect(order.status).toBe('AMENDING');
      expect(order.links.map((link) => link.rel)).toEqual(['init-changeslot']);
      expect(order.links[0]?.href).toBe(`${ORDERS}/orders/${orderId}/init-changeslot`);
    } finally {
      await setOrder({ state: 'PLACED' });
    }
  });
});
