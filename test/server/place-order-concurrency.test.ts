import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_REFUSALS } from '../../src/domain/checkout.ts';
import { addDays } from '../../src/domain/slots.ts';
import { createSettableClock } from '../../src/server/clock.ts';
import type { DatabaseHandle } from '../../src/server/db/client.ts';
import {
  cardTokens,
  customerOrders,
  customers,
  orderLines,
  outboxMessages,
  paymentAuthorisations,
  slotBookings,
} from '../../src/server/db/schema.ts';
import { bookSlot, setSlotCapacity } from '../../src/server/services/slots-booking.ts';
import { addItemToTrolley } from '../../src/server/services/trolley.ts';
import { ORDERS } from './support/checkout-fixtures.ts';
import { type RaceShoppers, raceShoppers } from './support/race-harness.ts';
import { insertBranches } from './support/slot-fixtures.ts';
import { createTestDatabase } from './support/test-database.ts';
import { insertTrolleyFixtures, P } from './support/trolley-fixtures.ts';

// Placing an order exactly once (docs/api/checkout.md "Exactly once"; DESIGN §4): PGlite runs one query at a
// time, so the races can only be shown on a PostgreSQL server. `npm run test:pg` (DATABASE_URL) runs these;
// without it they are not run, as the slots' and the trolley's concurrency tests.

const ROUNDS = 20;
const SAME_KEY_REQUESTS = 10;

describe.runIf(process.env.DATABASE_URL !== undefined)('placing an order exactly once (PostgreSQL)', () => {
  let database: DatabaseHandle;
  const clock = createSettableClock('2025-06-02T09:00:00Z');
  let app: RaceShoppers['app'];
  let services: RaceShoppers['services'];
  let customerIds: number[] = [];
  let tokens: RaceShoppers['tokens'];

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    await insertTrolleyFixtures(database.db);
    await insertBranches(database.db);
    ({ app, services, customerIds, tokens } = await raceShoppers(database, clock, {
      label: 'placer',
      count: 2 * ROUNDS,
    }));
    for (let day = 0; day < 5; day++)
      expect((await setSlotCapacity(services, slotOf(day), 3 * ROUNDS)).ok).toBe(true);
  }, 120_000);

  afterAll(async () => {
    await database?.close();
  });

  const slotOf = (index: number) => `651-GROCERY_COLLECTION-${addDays('2025-06-03', index % 5)}-1000`;

  /**
   * A customer's trolley ready to place: £30.00 of olive oil, a collection slot booked and a card of theirs on
   * the order (its token written as the payment service would have, to keep the rounds quick).
   */
  async function readyOrder(customerId: number, index: number): Promise<string> {
    const sessionOwner = { customerId, sessionId: `unused-${customerId}` };
    const added = await addItemToTrolley(services, sessionOwner, null, {
      productId: P.oliveOil?.id,
      quantity: { amount: 5, uom: 'C62' },
    });
    expect(added.failures).toEqual([]);
    const orderId = added.trolley?.orderId as string;
    const booked = await bookSlot(services, sessionOwner, {
      slotId: slotOf(index),
      slotType: 'GROCERY_COLLECTION',
      branchId: 651,
      addressId: null,
      slotGridType: 'DEFAULT_GRID',
      expectedChargePence: undefined,
    });
    expect(booked.ok).toBe(true);
    const token = `race-card-${customerId}`;
    await database.db.insert(cardTokens).values({
      token,
      customerId,
      behaviour: 'SUCCEED',
      cardType: 'VISA',
      lastFour: '1111',
      expiryMonth: 12,
      expiryYear: 2030,
      cardholderName: 'Place Shopper',
      createdAt: clock.now(),
    });
    const put = await request(customerId, `${ORDERS}/orders/${orderId}/payment-cards`, 'PUT', {
      cardToken: token,
    });
    expect(put.status).toBe(200);
    return orderId;
  }

  async function request(customerId: number, url: string, method: string, json: unknown, key?: string) {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      authorization: `Bearer ${tokens.get(customerId)}`,
    };
    if (key) headers['Idempotency-Key'] = key;
    const response = await app.request(url, { method, headers, body: JSON.stringify(json) });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  const placeOver = (customerId: number, orderId: string, key: string) =>
    request(customerId, `${ORDERS}/orders/${orderId}/place`, 'POST', {}, key);

  /** What exactly once means in the database: one placed order, one authorisation, one booking, one email. */
  async function expectPlacedOnce(customerId: number, orderId: string) {
    const db = database.db;
    const placed = await db
      .select({ id: customerOrders.id, state: customerOrders.state })
      .from(customerOrders)
      .where(and(eq(customerOrders.customerId, customerId), isNotNull(customerOrders.placedAt)));
    expect(placed).toEqual([{ id: Number(orderId), state: 'PLACED' }]);
    const authorisations = await db
      .select({ status: paymentAuthorisations.status, amountPence: paymentAuthorisations.amountPence })
      .from(paymentAuthorisations)
      .where(eq(paymentAuthorisations.customerOrderId, Number(orderId)));
    expect(authorisations).toEqual([{ status: 'AUTHORISED', amountPence: 3000 }]);
    const lines = await db
      .select()
      .from(orderLines)
      .where(eq(orderLines.customerOrderId, Number(orderId)));
    expect(lines).toHaveLength(1);
    const bookings = await db
      .select({ status: slotBookings.status })
      .from(slotBookings)
      .where(eq(slotBookings.customerOrderId, Number(orderId)));
    expect(bookings).toEqual([{ status: 'CONFIRMED' }]);
    const emails = await db
      .select({ kind: outboxMessages.kind })
      .from(outboxMessages)
      .where(eq(outboxMessages.recipientKey, `placer-${customerIds.indexOf(customerId)}@example.com`));
    expect(emails).toEqual([{ kind: 'order-confirmation' }]);
    const [customer] = await db
      .select({ count: customers.totalOrderCount })
      .from(customers)
      .where(eq(customers.id, customerId));
    expect(customer?.count).toBe(1);
  }

  it(`the same key sent ${SAME_KEY_REQUESTS} times at once: one order, one authorisation, the same answer to all, ${ROUNDS} times`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const customerId = customerIds[round] as number;
      const orderId = await readyOrder(customerId, round);
      const key = `same-key-${round}-${Date.now()}`;
      const answers = await Promise.all(
        Array.from({ length: SAME_KEY_REQUESTS }, () => placeOver(customerId, orderId, key)),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(SAME_KEY_REQUESTS).fill(200));
      const first = answers[0]?.body as { order: { customerOrderId: string; status: string } };
      expect(first.order).toMatchObject({ customerOrderId: orderId, status: 'PLACED' });
      for (const answer of answers) expect(answer.body).toEqual(first);
      await expectPlacedOnce(customerId, orderId);
    }
  }, 240_000);

  it(`two different keys racing on one trolley: one order and one ORDER_ALREADY_PLACED, ${ROUNDS} times`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const customerId = customerIds[ROUNDS + round] as number;
      const orderId = await readyOrder(customerId, round);
      const answers = await Promise.all([
        placeOver(customerId, orderId, `first-key-${round}-${Date.now()}`),
        placeOver(customerId, orderId, `second-key-${round}-${Date.now()}`),
      ]);
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([200, 409]);
      const refused = answers.find((answer) => answer.status === 409);
      expect(refused?.body).toEqual({
        message: CHECKOUT_REFUSALS.ORDER_ALREADY_PLACED,
        type: 'ORDER_ALREADY_PLACED',
        code: 'ORDER_ALREADY_PLACED',
      });
      await expectPlacedOnce(customerId, orderId);
    }
  }, 240_000);
});
