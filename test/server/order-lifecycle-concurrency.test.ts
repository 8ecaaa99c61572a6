import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSettableClock } from '../../src/server/clock.ts';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/client.ts';
import { cardTokens, customerOrders, paymentAuthorisations } from '../../src/server/db/schema.ts';
import { createMemoryLogger } from '../../src/server/logger.ts';
import {
  createOrderLifecycleJob,
  type LifecycleCounts,
  type OrderLifecycleJob,
} from '../../src/server/services/order-lifecycle.ts';
import { TEST_PASSWORD_COST } from '../../src/server/services/passwords.ts';
import { rowsOf } from '../../src/server/services/products.ts';
import { bookSlot, setSlotCapacity } from '../../src/server/services/slots-booking.ts';
import { createKeyStore } from '../../src/server/services/tokens.ts';
import { addItemToTrolley } from '../../src/server/services/trolley.ts';
import { TEST_JWT_SECRET } from './support/auth-harness.ts';
import { ORDERS } from './support/checkout-fixtures.ts';
import { type RaceShoppers, raceShoppers } from './support/race-harness.ts';
import { insertBranches } from './support/slot-fixtures.ts';
import { createTestDatabase } from './support/test-database.ts';
import { insertTrolleyFixtures, P } from './support/trolley-fixtures.ts';

// The order-lifecycle job in two API processes on one PostgreSQL (docs/api/orders.md "The order's life"):
// each has its own database pool, logger and job, and both run the job at the same time, twice each, over
// the same orders. Each order must take each step exactly once. PGlite runs one query at a time, so this
// runs only with DATABASE_URL (`npm run test:pg`).

const ORDER_COUNT = 20;
/** Every fourth order's card declines at picking. */
const declines = (index: number) => index % 4 === 3;
const SLOT = '651-GROCERY_COLLECTION-2025-06-03-1000';

describe.runIf(process.env.DATABASE_URL !== undefined)(
  'the order lifecycle in two API processes (PostgreSQL)',
  () => {
    let database: DatabaseHandle;
    let second: DatabaseHandle;
    const clock = createSettableClock('2025-06-02T09:00:00Z');
    let race: RaceShoppers;
    const processes: { job: OrderLifecycleJob; logger: ReturnType<typeof createMemoryLogger> }[] = [];
    const orderIds: number[] = [];

    beforeAll(async () => {
      database = await createTestDatabase('postgres');
      await insertTrolleyFixtures(database.db);
      await insertBranches(database.db);
      race = await raceShoppers(database, clock, { label: 'lifecycle', count: ORDER_COUNT });
      expect((await setSlotCapacity(race.services, SLOT, 2 * ORDER_COUNT)).ok).toBe(true);

      // The second process: its own pool on the same database.
      const [{ name } = { name: '' }] = rowsOf<{ name: string }>(
        await database.db.execute(sql`select current_database() as name`),
      );
      const url = new URL(process.env.DATABASE_URL as string);
      url.pathname = `/${name}`;
      second = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 5 });
      for (const handle of [database, second]) {
        const logger = createMemoryLogger();
        const job = createOrderLifecycleJob({
          db: handle.db,
          clock,
          logger,
          keys: createKeyStore(handle.db, TEST_JWT_SECRET),
          passwordCost: TEST_PASSWORD_COST,
          production: false,
          development: false,
          apiEnv: 'prod',
        });
        processes.push({ job, logger });
      }

      for (const [index, customerId] of race.customerIds.entries())
        orderIds.push(await placedOrder(customerId, declines(index)));
    }, 180_000);

    afterAll(async () => {
      await second?.close();
      await database?.close();
    });

    /** A customer's order placed through the app: £30.00 of olive oil for collection tomorrow. */
    async function placedOrder(customerId: number, declining: boolean): Promise<number> {
      const owner = { customerId, sessionId: `unused-${customerId}` };
      const added = await addItemToTrolley(race.services, owner, null, {
        productId: P.oliveOil?.id,
        quantity: { amount: 5, uom: 'C62' },
      });
      expect(added.failures).toEqual([]);
      const orderId = added.trolley?.orderId as string;
      const booked = await bookSlot(race.services, owner, {
        slotId: SLOT,
        slotType: 'GROCERY_COLLECTION',
        branchId: 651,
        addressId: null,
        slotGridType: 'DEFAULT_GRID',
        expectedChargePence: undefined,
      });
      expect(booked.ok).toBe(true);
      const token = `lifecycle-card-${customerId}`;
      await database.db.insert(cardTokens).values({
        token,
        customerId,
        behaviour: declining ? 'DECLINE_AT_PICKING' : 'SUCCEED',
        cardType: 'VISA',
        lastFour: '1111',
        expiryMonth: 12,
        expiryYear: 2030,
        cardholderName: 'Lifecycle Shopper',
        createdAt: clock.now(),
      });
      const request = async (url: string, method: string, json: unknown, key?: string) => {
        const headers: Record<string, string> = {
          'content-type': 'application/json',
          authorization: `Bearer ${race.tokens.get(customerId)}`,
        };
        if (key) headers['Idempotency-Key'] = key;
        return (await race.app.request(url, { method, headers, body: JSON.stringify(json) })).status;
      };
      expect(await request(`${ORDERS}/orders/${orderId}/payment-cards`, 'PUT', { cardToken: token })).toBe(
        200,
      );
      expect(await request(`${ORDERS}/orders/${orderId}/place`, 'POST', {}, `lifecycle-${orderId}`)).toBe(
        200,
      );
      return Number(orderId);
    }

    /** Both processes run the job twice at the same time; answers the counts added up. */
    async function runEverywhere(): Promise<LifecycleCounts> {
      const runs = await Promise.all(processes.flatMap(({ job }) => [job.run(), job.run()]));
      const total: LifecycleCounts = {
        REVERT_AMEND: 0,
        FULFIL: 0,
        PICK: 0,
        CHARGE: 0,
        COMPLETE: 0,
        REFUND: 0,
      };
      for (const counts of runs)
        for (const step of Object.keys(total) as (keyof LifecycleCounts)[]) total[step] += counts[step];
      return total;
    }

    const states = async () =>
      (
        await database.db
          .select({ state: customerOrders.state })
          .from(customerOrders)
          .where(inArray(customerOrders.id, orderIds))
          .orderBy(asc(customerOrders.id))
      ).map((row) => row.state);

    /** Each order's moves as both processes logged them: one line per order per step, whichever process. */
    const moves = () =>
      processes
        .flatMap(({ logger }) => logger.lines)
        .filter((line) => line.msg === 'order moved')
        .map((line) => `${line.customerOrderId} ${line.step}`)
        .sort();

    const expectedMoves = (steps: (index: number) => string[]) =>
      orderIds.flatMap((id, index) => steps(index).map((step) => `${id} ${step}`)).sort();

    const NONE: LifecycleCounts = { REVERT_AMEND: 0, FULFIL: 0, PICK: 0, CHARGE: 0, COMPLETE: 0, REFUND: 0 };
    const paidCount = () => orderIds.filter((_, index) => !declines(index)).length;

    it('past the cut-off: every order FULFIL once', async () => {
      clock.set('2025-06-02T21:00:00Z');
      expect(await runEverywhere()).toEqual({ ...NONE, FULFIL: ORDER_COUNT });
      expect(await states()).toEqual(Array(ORDER_COUNT).fill('FULFIL'));
      expect(moves()).toEqual(expectedMoves(() => ['FULFIL']));
    }, 60_000);

    it('at picking: every order picked once and its authorisation charged once (or declined)', async () => {
      clock.set('2025-06-03T06:00:00Z');
      expect(await runEverywhere()).toEqual({ ...NONE, PICK: ORDER_COUNT, CHARGE: ORDER_COUNT });
      expect(await states()).toEqual(
        orderIds.map((_, index) => (declines(index) ? 'PAYMENT_FAILED' : 'PAID')),
      );
      for (const [index, id] of orderIds.entries()) {
        const authorisations = await database.db
          .select({ status: paymentAuthorisations.status })
          .from(paymentAuthorisations)
          .where(eq(paymentAuthorisations.customerOrderId, id));
        expect(authorisations).toEqual([{ status: declines(index) ? 'CHARGE_DECLINED' : 'CHARGED' }]);
      }
      expect(moves()).toEqual(expectedMoves(() => ['FULFIL', 'PICK', 'CHARGE']));
    }, 60_000);

    it('after the slot: every paid order COMPLETED once; then nothing moves', async () => {
      const [order] = await database.db
        .select({ end: customerOrders.slotEndAt })
        .from(customerOrders)
        .where(eq(customerOrders.id, orderIds[0] as number));
      clock.set(order?.end as Date);
      expect(await runEverywhere()).toEqual({ ...NONE, COMPLETE: paidCount() });
      expect(await states()).toEqual(
        orderIds.map((_, index) => (declines(index) ? 'PAYMENT_FAILED' : 'COMPLETED')),
      );
      expect(moves()).toEqual(
        expectedMoves((index) =>
          declines(index) ? ['FULFIL', 'PICK', 'CHARGE'] : ['FULFIL', 'PICK', 'CHARGE', 'COMPLETE'],
        ),
      );
      clock.advance(7 * 24 * 60 * 60_000);
      expect(await runEverywhere()).toEqual(NONE);
      const errors = processes.flatMap(({ logger }) => logger.lines).filter((line) => line.level === 'error');
      expect(errors).toEqual([]);
    }, 60_000);
  },
);
