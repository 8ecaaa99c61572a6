import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INCENTIVE_REFUSALS } from '../../src/domain/incentives.ts';
import { createSettableClock } from '../../src/server/clock.ts';
import type { DatabaseHandle } from '../../src/server/db/client.ts';
import { cardTokens, incentiveRedemptions, incentives, orderIncentives } from '../../src/server/db/schema.ts';
import { bookSlot, setSlotCapacity } from '../../src/server/services/slots-booking.ts';
import { addItemToTrolley } from '../../src/server/services/trolley.ts';
import { ORDERS } from './support/checkout-fixtures.ts';
import { type RaceShoppers, raceShoppers } from './support/race-harness.ts';
import { insertBranches } from './support/slot-fixtures.ts';
import { createTestDatabase } from './support/test-database.ts';
import { insertTrolleyFixtures, P } from './support/trolley-fixtures.ts';

// A single-use code is used once (docs/api/checkout.md "Placing, cancelling and amending: nothing spent
// twice"; DESIGN §4): 20 customers place orders with the same single-use-overall code at once, and exactly
// one order is placed with it; the others are refused INCENTIVE_USED_UP and its count is 1. PGlite runs one
// query at a time, so the race can only be shown on a PostgreSQL server: with DATABASE_URL set these run,
// without it they are not (as the other *-concurrency tests).

const ROUNDS = 20;
const RACERS = 20;

describe.runIf(process.env.DATABASE_URL !== undefined)('a single-use code used once (PostgreSQL)', () => {
  let database: DatabaseHandle;
  const clock = createSettableClock('2025-06-02T09:00:00Z');
  let app: RaceShoppers['app'];
  let services: RaceShoppers['services'];
  let customerIds: number[] = [];
  let tokens: RaceShoppers['tokens'];
  /**
   * Each racer has a slot of their own, so nothing but the code is shared between the placements (a shared
   * slot's row lock would put them one after another).
   */
  const slotOf = (index: number) =>
    `651-GROCERY_COLLECTION-2025-06-0${3 + (index % 2)}-${String(8 + Math.floor(index / 2)).padStart(2, '0')}00`;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    await insertTrolleyFixtures(database.db);
    await insertBranches(database.db);
    ({ app, services, customerIds, tokens } = await raceShoppers(database, clock, {
      label: 'coder',
      count: RACERS,
    }));
    for (let index = 0; index < RACERS; index++)
      expect((await setSlotCapacity(services, slotOf(index), 2 * ROUNDS)).ok).toBe(true);
  }, 120_000);

  afterAll(async () => {
    await database?.close();
  });

  async function request(customerId: number, url: string, method: string, json: unknown, key?: string) {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      authorization: `Bearer ${tokens.get(customerId)}`,
    };
    if (key) headers['Idempotency-Key'] = key;
    const response = await app.request(url, { method, headers, body: JSON.stringify(json) });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  /** A customer's new trolley ready to place: £30.00 of olive oil, a collection slot and a card on it. */
  async function readyOrder(customerId: number): Promise<string> {
    const slotId = slotOf(customerIds.indexOf(customerId));
    const owner = { customerId, sessionId: `unused-${customerId}` };
    const added = await addItemToTrolley(services, owner, null, {
      productId: P.oliveOil?.id,
      quantity: { amount: 5, uom: 'C62' },
    });
    expect(added.failures).toEqual([]);
    const orderId = added.trolley?.orderId as string;
    const booked = await bookSlot(services, owner, {
      slotId,
      slotType: 'GROCERY_COLLECTION',
      branchId: 651,
      addressId: null,
      slotGridType: 'DEFAULT_GRID',
      expectedChargePence: undefined,
    });
    expect(booked.ok).toBe(true);
    const token = `code-race-card-${orderId}`;
    await database.db.insert(cardTokens).values({
      token,
      customerId,
      behaviour: 'SUCCEED',
      cardType: 'VISA',
      lastFour: '1111',
      expiryMonth: 12,
      expiryYear: 2030,
      cardholderName: 'Code Shopper',
      createdAt: clock.now(),
    });
    const put = await request(customerId, `${ORDERS}/orders/${orderId}/payment-cards`, 'PUT', {
      cardToken: token,
    });
    expect(put.status).toBe(200);
    return orderId;
  }

  it(`${RACERS} customers place with one single-use code at once: exactly one gets it, ${ROUNDS} times`, async () => {
    const orders = new Map<number, string>();
    for (const customerId of customerIds) orders.set(customerId, await readyOrder(customerId));

    for (let round = 0; round < ROUNDS; round++) {
      const code = `RACE${round}ONCE`;
      const [incentive] = await database.db
        .insert(incentives)
        .values({
          code,
          type: 'COUPON',
          description: '£1 off, single use overall',
          discountKind: 'AMOUNT',
          amountOffPence: 100,
          maxRedemptions: 1,
        })
        .returning();
      if (!incentive) throw new Error('no code');
      // Last round's code (used up) comes off the orders that were refused with it.
      await database.db
        .delete(orderIncentives)
        .where(inArray(orderIncentives.customerOrderId, [...orders.values()].map(Number)));
      for (const [customerId, orderId] of orders) {
        const added = await request(customerId, `${ORDERS}/orders/${orderId}/incentives`, 'POST', { code });
        expect(added.status).toBe(200);
        expect(added.body.incentive).toMatchObject({ code, status: 'APPLIED' });
      }

      const answers = await Promise.all(
        [...orders].map(([customerId, orderId]) =>
          request(
            customerId,
            `${ORDERS}/orders/${orderId}/place`,
            'POST',
            {},
            `code-race-${round}-${orderId}`,
          ),
        ),
      );
      const placed = answers.filter((answer) => answer.status === 200);
      expect(placed).toHaveLength(1);
      for (const answer of answers.filter((a) => a.status !== 200)) {
        expect(answer.status).toBe(409);
        expect(answer.body).toEqual({
          message: INCENTIVE_REFUSALS.INCENTIVE_USED_UP,
          type: 'INCENTIVE_USED_UP',
          code: 'INCENTIVE_USED_UP',
          details: [{ name: code, value: INCENTIVE_REFUSALS.INCENTIVE_USED_UP }],
        });
      }
      const winning = placed[0];
      if (!winning) throw new Error('nothing placed');
      const { order } = winning.body as {
        order: { customerOrderId: string; totals: { estimated: unknown } };
      };
      expect(order.totals.estimated).toMatchObject({
        incentiveSavings: { amount: 1 },
        toPay: { amount: 29 },
      });
      const [after] = await database.db.select().from(incentives).where(eq(incentives.id, incentive.id));
      expect(after?.redemptionCount).toBe(1);
      const redemptions = await database.db
        .select({ orderId: incentiveRedemptions.customerOrderId })
        .from(incentiveRedemptions)
        .where(eq(incentiveRedemptions.incentiveId, incentive.id));
      expect(redemptions).toEqual([{ orderId: Number(order.customerOrderId) }]);

      // The winner shops again; the others' trolleys are as they were, ready for the next round.
      const winner = [...orders].find(([, orderId]) => orderId === order.customerOrderId);
      if (!winner) throw new Error('the placed order is none of the racers');
      orders.set(winner[0], await readyOrder(winner[0]));
    }
  }, 600_000);
});
