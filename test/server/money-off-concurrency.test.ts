import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INCENTIVE_REFUSALS } from '../../src/domain/incentives.ts';
import { addDays } from '../../src/domain/slots.ts';
import { createSettableClock } from '../../src/server/clock.ts';
import type { DatabaseHandle } from '../../src/server/db/client.ts';
import {
  cardTokens,
  giftCards,
  giftCardTransactions,
  orderGiftCards,
  orderGiftVouchers,
} from '../../src/server/db/schema.ts';
import { bookSlot, setSlotCapacity } from '../../src/server/services/slots-booking.ts';
import { addItemToTrolley } from '../../src/server/services/trolley.ts';
import { ORDERS } from './support/checkout-fixtures.ts';
import { type RaceShoppers, raceShoppers } from './support/race-harness.ts';
import { insertBranches } from './support/slot-fixtures.ts';
import { makeGiftCard, makeGiftVoucher, voucherOf } from './support/tender-fixtures.ts';
import { createTestDatabase } from './support/test-database.ts';
import { insertTrolleyFixtures, P } from './support/trolley-fixtures.ts';

// Nothing spent twice (docs/api/checkout.md "Placing, cancelling and amending"; issue 19 "No double spend"):
// PGlite runs one query at a time, so the races are shown on a PostgreSQL server (DATABASE_URL); without it
// these are not run, as the other *-concurrency tests. Each race is run ROUNDS times: ORDERS_AT_ONCE orders of
// different customers, all holding one gift card (or voucher), placed at once. The race for a single-use
// promo code is test/server/incentives-concurrency.test.ts.

const ROUNDS = 20;
const ORDERS_AT_ONCE = 20;

describe.runIf(process.env.DATABASE_URL !== undefined)(
  'no gift card or voucher spent twice (PostgreSQL)',
  () => {
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
        label: 'spender',
        count: 4 * ORDERS_AT_ONCE,
      }));
      for (let day = 0; day < 5; day++)
        expect((await setSlotCapacity(services, slotOf(day), 20 * ROUNDS)).ok).toBe(true);
    }, 120_000);

    afterAll(async () => {
      await database?.close();
    });

    const slotOf = (index: number) => `651-GROCERY_COLLECTION-${addDays('2025-06-03', index % 5)}-1000`;

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

    let keys = 0;
    const placeOver = (customerId: number, orderId: string) =>
      request(
        customerId,
        `${ORDERS}/orders/${orderId}/place`,
        'POST',
        {},
        `money-off-${++keys}-${Date.now()}`,
      );

    /** A customer's trolley ready to place: £30.00 of olive oil, a collection slot, a card of theirs on it. */
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
      const token = `money-off-card-${customerId}`;
      await database.db
        .insert(cardTokens)
        .values({
          token,
          customerId,
          behaviour: 'SUCCEED',
          cardType: 'VISA',
          lastFour: '1111',
          expiryMonth: 12,
          expiryYear: 2030,
          cardholderName: 'Spend Shopper',
          createdAt: clock.now(),
        })
        .onConflictDoNothing();
      const put = await request(customerId, `${ORDERS}/orders/${orderId}/payment-cards`, 'PUT', {
        cardToken: token,
      });
      expect(put.status).toBe(200);
      return orderId;
    }

    /** Only this card (or voucher) on these orders. */
    async function holdCard(orderIds: string[], giftCardId: number) {
      const ids = orderIds.map(Number);
      await database.db.delete(orderGiftCards).where(inArray(orderGiftCards.customerOrderId, ids));
      await database.db
        .insert(orderGiftCards)
        .values(ids.map((customerOrderId) => ({ customerOrderId, giftCardId, addedAt: clock.now() })));
    }
    async function holdVoucher(orderIds: string[], giftVoucherId: number) {
      const ids = orderIds.map(Number);
      await database.db.delete(orderGiftVouchers).where(inArray(orderGiftVouchers.customerOrderId, ids));
      await database.db
        .insert(orderGiftVouchers)
        .values(ids.map((customerOrderId) => ({ customerOrderId, giftVoucherId, addedAt: clock.now() })));
    }

    /** The card's balance, and what its ledger says it should be (initial + the sum of its rows). */
    async function cardBooks(giftCardId: number) {
      const [card] = await database.db.select().from(giftCards).where(eq(giftCards.id, giftCardId));
      const [ledger] = await database.db
        .select({ sum: sql<number>`coalesce(sum(${giftCardTransactions.amountPence}), 0)`.mapWith(Number) })
        .from(giftCardTransactions)
        .where(eq(giftCardTransactions.giftCardId, giftCardId));
      return {
        balance: card?.balancePence,
        fromLedger: (card?.initialBalancePence ?? 0) + (ledger?.sum ?? 0),
      };
    }

    it(`${ORDERS_AT_ONCE} orders holding one £20 gift card placed at once: £20 taken in all, never below zero, ${ROUNDS} times`, async () => {
      const group = customerIds.slice(0, ORDERS_AT_ONCE);
      const orders = await Promise.all(group.map((customerId, i) => readyOrder(customerId, i)));
      for (let round = 0; round < ROUNDS; round++) {
        const card = await makeGiftCard(database.db, 2000);
        await holdCard(orders, card.id);
        const answers = await Promise.all(
          group.map((customerId, i) => placeOver(customerId, orders[i] as string)),
        );
        const winners = answers.flatMap((answer, i) => (answer.status === 200 ? [i] : []));
        expect(winners).toHaveLength(1);
        for (const answer of answers.filter((a) => a.status !== 200)) {
          expect(answer.status).toBe(409);
          expect(answer.body).toMatchObject({
            type: 'GIFT_CARD_NO_BALANCE',
            message: INCENTIVE_REFUSALS.GIFT_CARD_NO_BALANCE,
          });
        }
        const winner = answers[winners[0] as number]?.body as {
          order: { totals: { estimated: { toPay: { amount: number } } } };
        };
        expect(winner.order.totals.estimated.toPay.amount).toBe(10);
        expect(await cardBooks(card.id)).toEqual({ balance: 0, fromLedger: 0 });
        // The winner's next trolley takes its place.
        const w = winners[0] as number;
        orders[w] = await readyOrder(group[w] as number, round);
      }
    }, 600_000);

    it(`${ORDERS_AT_ONCE} amendments holding one £20 gift card placed again at once: never spent twice, ${ROUNDS} times`, async () => {
      const group = customerIds.slice(ORDERS_AT_ONCE, 2 * ORDERS_AT_ONCE);
      const orders = await Promise.all(group.map((customerId, i) => readyOrder(customerId, i)));
      const amend = async (i: number) => {
        const answer = await request(group[i] as number, `${ORDERS}/orders/${orders[i]}/init-amend`, 'POST');
        expect(answer.status).toBe(200);
      };
      for (let i = 0; i < ORDERS_AT_ONCE; i++) {
        expect((await placeOver(group[i] as number, orders[i] as string)).status).toBe(200);
        await amend(i);
      }
      for (let round = 0; round < ROUNDS; round++) {
        // One of them was placed with the card (it took all £20) and is being amended again.
        const first = round % ORDERS_AT_ONCE;
        const card = await makeGiftCard(database.db, 2000);
        await holdCard([orders[first] as string], card.id);
        expect((await placeOver(group[first] as number, orders[first] as string)).status).toBe(200);
        await amend(first);
        expect(await cardBooks(card.id)).toEqual({ balance: 0, fromLedger: 0 });
        await holdCard(orders, card.id);
        const answers = await Promise.all(
          group.map((customerId, i) => placeOver(customerId, orders[i] as string)),
        );
        const winners = answers.flatMap((answer, i) => (answer.status === 200 ? [i] : []));
        // Only the order that holds the £20 can pay with it again; every other finds nothing left.
        expect(winners).toEqual([first]);
        for (const answer of answers.filter((a) => a.status !== 200))
          expect(answer.body).toMatchObject({ type: 'GIFT_CARD_NO_BALANCE' });
        expect(await cardBooks(card.id)).toEqual({ balance: 0, fromLedger: 0 });
        const [taken] = await database.db
          .select({ sum: sql<number>`sum(${giftCardTransactions.amountPence})`.mapWith(Number) })
          .from(giftCardTransactions)
          .where(eq(giftCardTransactions.giftCardId, card.id));
        expect(taken?.sum).toBe(-2000);
        await amend(first);
      }
    }, 600_000);

    it(`${ORDERS_AT_ONCE} orders holding one gift voucher placed at once: exactly one redeems it, ${ROUNDS} times`, async () => {
      const group = customerIds.slice(2 * ORDERS_AT_ONCE, 3 * ORDERS_AT_ONCE);
      const orders = await Promise.all(group.map((customerId, i) => readyOrder(customerId, i)));
      for (let round = 0; round < ROUNDS; round++) {
        const voucher = await makeGiftVoucher(database.db, 1000);
        await holdVoucher(orders, voucher.id);
        const answers = await Promise.all(
          group.map((customerId, i) => placeOver(customerId, orders[i] as string)),
        );
        const winners = answers.flatMap((answer, i) => (answer.status === 200 ? [i] : []));
        expect(winners).toHaveLength(1);
        for (const answer of answers.filter((a) => a.status !== 200)) {
          expect(answer.status).toBe(409);
          expect(answer.body).toMatchObject({
            type: 'ORDER_ORCHESTRATION_037',
            details: [
              {
                name: `•••• ${voucher.serialNumber.slice(-4)}`,
                value: INCENTIVE_REFUSALS.GIFT_VOUCHER_NOT_VALID,
              },
            ],
          });
        }
        const w = winners[0] as number;
        expect(await voucherOf(database.db, voucher.id)).toEqual({
          status: 'REDEEMED',
          redeemedOrderId: Number(orders[w]),
        });
        orders[w] = await readyOrder(group[w] as number, round);
      }
    }, 600_000);
  },
);
