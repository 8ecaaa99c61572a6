import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSettableClock } from '../../src/server/clock.ts';
import type { DatabaseHandle } from '../../src/server/db/client.ts';
import { cardTokens, customerOrders, slotBookings, slots } from '../../src/server/db/schema.ts';
import { bookSlot, setSlotCapacity } from '../../src/server/services/slots-booking.ts';
import { addItemToTrolley } from '../../src/server/services/trolley.ts';
import { ORDERS } from './support/checkout-fixtures.ts';
import { type RaceShoppers, raceShoppers } from './support/race-harness.ts';
import { insertBranches } from './support/slot-fixtures.ts';
import { createTestDatabase } from './support/test-database.ts';
import { insertTrolleyFixtures, P } from './support/trolley-fixtures.ts';

// A cancel racing an amend of the same order (docs/api/orders.md "Actions"; issue 17 "a cancel racing an
// amend ends in one consistent state"): both take the customer's row lock, then the order's, so one runs
// after the other and sees what it did. Either the order is CANCELLED (its place freed, its authorisation
// voided, never AMENDING) or it is AMENDING (not cancelled, its booking and place kept), never both; the
// slot's booked count always equals its live bookings. PostgreSQL only (PGlite runs one query at a time):
// DATABASE_URL runs it.

const ROUNDS = 16;
const SLOT = '651-GROCERY_COLLECTION-2025-06-03-1000';

describe.runIf(process.env.DATABASE_URL !== undefined)('a cancel racing an amend (PostgreSQL)', () => {
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
      label: 'amend-cancel',
      count: ROUNDS,
    }));
    expect((await setSlotCapacity(services, SLOT, 2 * ROUNDS)).ok).toBe(true);
  }, 120_000);

  afterAll(async () => {
    await database?.close();
  });

  async function request(customerId: number, url: string, method: string, json?: unknown, key?: string) {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      authorization: `Bearer ${tokens.get(customerId)}`,
    };
    if (key) headers['Idempotency-Key'] = key;
    const response = await app.request(url, {
      method,
      headers,
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  /** A placed order of the customer: £30.00 of olive oil for tomorrow's 10:00 collection. */
  async function placedOrder(customerId: number): Promise<string> {
    const owner = { customerId, sessionId: `unused-${customerId}` };
    const added = await addItemToTrolley(services, owner, null, {
      productId: P.oliveOil?.id,
      quantity: { amount: 5, uom: 'C62' },
    });
    expect(added.failures).toEqual([]);
    const orderId = added.trolley?.orderId as string;
    const booked = await bookSlot(services, owner, {
      slotId: SLOT,
      slotType: 'GROCERY_COLLECTION',
      branchId: 651,
      addressId: null,
      slotGridType: 'DEFAULT_GRID',
      expectedChargePence: undefined,
    });
    expect(booked.ok).toBe(true);
    const token = `amend-cancel-card-${customerId}`;
    await database.db.insert(cardTokens).values({
      token,
      customerId,
      behaviour: 'SUCCEED',
      cardType: 'VISA',
      lastFour: '1111',
      expiryMonth: 12,
      expiryYear: 2030,
      cardholderName: 'Race Shopper',
      createdAt: clock.now(),
    });
    expect(
      (await request(customerId, `${ORDERS}/orders/${orderId}/payment-cards`, 'PUT', { cardToken: token }))
        .status,
    ).toBe(200);
    const placed = await request(
      customerId,
      `${ORDERS}/orders/${orderId}/place`,
      'POST',
      {},
      `key-${orderId}-x`,
    );
    expect(placed.status).toBe(200);
    return orderId;
  }

  const liveBookings = async () => {
    const [row] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(slotBookings)
      .where(and(eq(slotBookings.slotId, SLOT), inArray(slotBookings.status, ['UNCONFIRMED', 'CONFIRMED'])));
    return Number(row?.n ?? 0);
  };
  const bookedCount = async () =>
    (await database.db.select({ booked: slots.booked }).from(slots).where(eq(slots.id, SLOT)))[0]?.booked;

  it('ends each round in one state: CANCELLED with its place freed, or AMENDING and not cancelled', async () => {
    const orders = await Promise.all(customerIds.map((customerId) => placedOrder(customerId)));
    expect(await bookedCount()).toBe(ROUNDS);
    const outcomes = { cancelled: 0, amending: 0 };
    for (const [index, customerId] of customerIds.entries()) {
      const orderId = orders[index] as string;
      // Half the rounds send the cancel first, half the amend.
      const calls = [
        request(customerId, `${ORDERS}/orders/${orderId}/init-amend`, 'POST'),
        request(customerId, `${ORDERS}/orders/${orderId}/cancel`, 'POST'),
      ];
      const [amend, cancel] =
        index % 2 === 0 ? await Promise.all(calls) : (await Promise.all(calls.reverse())).reverse();
      const [order] = await database.db
        .select()
        .from(customerOrders)
        .where(eq(customerOrders.id, Number(orderId)));
      const bookings = (
        await database.db
          .select({ status: slotBookings.status })
          .from(slotBookings)
          .where(eq(slotBookings.customerOrderId, Number(orderId)))
      ).map((row) => row.status);
      if (order?.state === 'CANCELLED') {
        outcomes.cancelled += 1;
        expect(cancel?.status).toBe(200);
        expect(amend?.status).toBe(409);
        expect(order.amendSnapshot).toBeNull();
        expect(bookings).toEqual(['CANCELLED']);
      } else {
        outcomes.amending += 1;
        expect(order?.state).toBe('AMENDING');
        expect(amend?.status).toBe(200);
        expect(cancel?.status).toBe(409);
        expect(cancel?.body.failures).toMatchObject([{ type: 'ORDER_BEING_AMENDED' }]);
        expect(order?.cancelledAt).toBeNull();
        expect(bookings).toEqual(['CONFIRMED']);
      }
    }
    expect(outcomes.cancelled + outcomes.amending).toBe(ROUNDS);
    expect(await bookedCount()).toBe(await liveBookings());
    expect(await bookedCount()).toBe(outcomes.amending);
  }, 120_000);
});
