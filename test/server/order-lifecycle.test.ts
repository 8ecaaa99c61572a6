import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActualTotals, EstimatedTotals } from '../../src/contract/checkout.ts';
import { toPence } from '../../src/domain/money.ts';
import { PICKING_LEAD_MINUTES, pickOutcome } from '../../src/domain/orders.ts';
import { createApp } from '../../src/server/app.ts';
import { createMovableClock, createSettableClock } from '../../src/server/clock.ts';
import {
  customerOrders,
  orderLines,
  paymentAuthorisations,
  products,
  trolleyItems,
} from '../../src/server/db/schema.ts';
import { createMemoryLogger } from '../../src/server/logger.ts';
import { createOrderLifecycleJob, type LifecycleContext } from '../../src/server/services/order-lifecycle.ts';
import type { Harness } from './support/auth-harness.ts';
import {
  bookCollection,
  call,
  currentOrderId,
  fillTrolley,
  newKey,
  ORDERS,
  place,
  putCard,
  tokenise,
} from './support/checkout-fixtures.ts';
import { createSlotHarness, newShopper } from './support/slot-fixtures.ts';
import { FIXTURE_CATEGORY, P } from './support/trolley-fixtures.ts';

// An order's life on the shop's clock (docs/api/orders.md "The order's life"): placed at Monday 2 June 2025,
// 10:00 in London for a collection on Tuesday 3 June at 10:00, the clock is moved with the development
// testing routes and the order-lifecycle job takes each step once. The races between API processes are
// order-lifecycle-concurrency.test.ts (PostgreSQL).

const TESTING = '/api/testing-prod/v1';
const DECLINE_AT_PICKING = '4000000000000119';

let h: Harness;

beforeAll(async () => {
  h = await createSlotHarness();
});
afterAll(async () => {
  await h?.close();
});

type Counts = Record<'REVERT_AMEND' | 'FULFIL' | 'PICK' | 'CHARGE' | 'COMPLETE' | 'REFUND', number>;
const NONE: Counts = { REVERT_AMEND: 0, FULFIL: 0, PICK: 0, CHARGE: 0, COMPLETE: 0, REFUND: 0 };
const counts = (moved: Partial<Counts>): Counts => ({ ...NONE, ...moved });

const moveClock = (json: unknown) =>
  call<{ now: string; moved: Counts; type?: string }>(h, null, `${TESTING}/clock`, { method: 'PUT', json });
const runJob = () =>
  call<{ now: string; moved: Counts }>(h, null, `${TESTING}/order-lifecycle/run`, { json: {} });

/** Products of the fixture aisle an order may take (in stock, by the item, no restriction on the slot). */
const EXTRA_KEYS = [
  'cheese',
  'granola',
  'yogurtA',
  'yogurtB',
  'yogurtC',
  'sandwich',
  'wrap',
  'crisps',
  'juice',
  'cookie',
  'ketchup',
  'tea',
  'bread',
];

/**
 * A placed order (£30.00 of coffee, olive oil and milk, and two more lines) whose picking will have a
 * SUBSTITUTED and a MISSING line: pickOutcome is known from the order and line numbers, so new trolleys are
 * made until one can be given such lines.
 */
async function placedOrder(
  card?: string,
): Promise<{ orderId: string; shopper: Awaited<ReturnType<typeof newShopper>> }> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const shopper = await newShopper(h, 'lifecycle');
    await fillTrolley(shopper, [
      ['coffee', 3],
      ['oliveOil', 3],
      ['milk', 2],
    ]);
    const orderId = await currentOrderId(shopper);
    const outcome = (key: string) => pickOutcome(orderId, P[key]?.lineNumber as string, true);
    const substituted = EXTRA_KEYS.find((key) => outcome(key) === 'SUBSTITUTED');
    const missing = EXTRA_KEYS.find((key) => outcome(key) === 'MISSING');
    if (!substituted || !missing) continue;
    await fillTrolley(shopper, [
      [substituted, 2],
      [missing, 1],
    ]);
    await bookCollection(h, shopper);
    const cardToken = await tokenise(h, shopper, card);
    expect((await putCard(h, shopper, orderId, { cardToken })).status).toBe(200);
    const placed = await place(h, shopper, orderId, newKey());
    expect(placed.status).toBe(200);
    return { orderId, shopper };
  }
  throw new Error('no trolley could be given a substituted and a missing line');
}

async function orderRow(orderId: string) {
  const [row] = await h.database.db
    .select()
    .from(customerOrders)
    .where(eq(customerOrders.id, Number(orderId)));
  if (!row) throw new Error(`no order ${orderId}`);
  return row;
}

const authorisationsOf = (orderId: string) =>
  h.database.db
    .select({ status: paymentAuthorisations.status, amountPence: paymentAuthorisations.amountPence })
    .from(paymentAuthorisations)
    .where(eq(paymentAuthorisations.customerOrderId, Number(orderId)))
    .orderBy(asc(paymentAuthorisations.id));

const linesOf = (orderId: string) =>
  h.database.db
    .select()
    .from(orderLines)
    .where(eq(orderLines.customerOrderId, Number(orderId)))
    .orderBy(asc(orderLines.id));

const statesOf = async (ids: string[]) =>
  Object.fromEntries(
    (
      await h.database.db
        .select({ id: customerOrders.id, state: customerOrders.state })
        .from(customerOrders)
        .where(inArray(customerOrders.id, ids.map(Number)))
    ).map((row) => [String(row.id), row.state]),
  );

/** Runs the job again: nothing moves, nothing changes. */
async function expectSecondRunMovesNothing(ids: string[]) {
  const states = await statesOf(ids);
  const authorisations = await Promise.all(ids.map(authorisationsOf));
  const again = await runJob();
  expect(again.status).toBe(200);
  expect(again.body.moved).toEqual(NONE);
  expect(await statesOf(ids)).toEqual(states);
  expect(await Promise.all(ids.map(authorisationsOf))).toEqual(authorisations);
}

const trolleyProductsOf = async (orderId: string) =>
  (
    await h.database.db
      .select({ productId: trolleyItems.productId })
      .from(trolleyItems)
      .where(eq(trolleyItems.customerOrderId, Number(orderId)))
  ).map((row) => row.productId);

const movedLines = () => h.logger.lines.filter((line) => line.msg === 'order moved');

describe('the order lifecycle on the development clock', () => {
  let good: string;
  let declining: string;
  let refunded: string;
  let amended: string;
  let ids: string[];

  it('places four orders for tomorrow, one being amended; before the cut-off nothing moves', async () => {
    good = (await placedOrder()).orderId;
    declining = (await placedOrder(DECLINE_AT_PICKING)).orderId;
    refunded = (await placedOrder()).orderId;
    const amending = await placedOrder();
    amended = amending.orderId;
    ids = [good, declining, refunded, amended];
    // Being amended: the trolley edits it (a new line) until the changes are placed or dropped.
    const amend = await call(h, amending.shopper, `${ORDERS}/orders/${amended}/init-amend`, { json: {} });
    expect(amend.status).toBe(200);
    await fillTrolley(amending.shopper, [['bread', 1]]);
    expect(await trolleyProductsOf(amended)).toContain(P.bread?.id);

    const order = await orderRow(good);
    // 22:00 in London the day before (BST), picking three hours before the slot's 10:00 start.
    expect(order.amendCutOffAt?.toISOString()).toBe('2025-06-02T21:00:00.000Z');
    expect(order.slotStartAt?.toISOString()).toBe('2025-06-03T09:00:00.000Z');
    expect(order.pickingAt?.getTime()).toBe(
      (order.slotStartAt as Date).getTime() - PICKING_LEAD_MINUTES * 60_000,
    );

    expect((await runJob()).body.moved).toEqual(NONE);
    const justBefore = await moveClock({ time: '2025-06-02T20:59:00Z' });
    expect(justBefore.status).toBe(200);
    expect(justBefore.body).toEqual({ now: '2025-06-02T20:59:00.000Z', moved: NONE });
    expect(await statesOf(ids)).toEqual({
      [good]: 'PLACED',
      [declining]: 'PLACED',
      [refunded]: 'PLACED',
      [amended]: 'AMENDING',
    });
  });

  it('past the cut-off the amendment is dropped, and each order is FULFIL, once', async () => {
    const placedLines = await linesOf(amended);
    const logged = movedLines().length;
    const moved = await moveClock({ advanceMinutes: 1 });
    expect(moved.body).toEqual({
      now: '2025-06-02T21:00:00.000Z',
      moved: counts({ REVERT_AMEND: 1, FULFIL: 4 }),
    });
    expect(await statesOf(ids)).toEqual({
      [good]: 'FULFIL',
      [declining]: 'FULFIL',
      [refunded]: 'FULFIL',
      [amended]: 'FULFIL',
    });
    // As placed: its lines, and its trolley lines are its order lines again (the new line is gone).
    expect(await linesOf(amended)).toEqual(placedLines);
    expect(await trolleyProductsOf(amended)).not.toContain(P.bread?.id);
    expect((await orderRow(amended)).amendSnapshot).toBeNull();
    expect((await orderRow(good)).updatedAt.toISOString()).toBe('2025-06-02T21:00:00.000Z');
    expect(movedLines().slice(logged)).toHaveLength(5);
    expect(movedLines().slice(logged)[0]).toMatchObject({
      customerOrderId: Number(amended),
      step: 'REVERT_AMEND',
      from: 'AMENDING',
      to: 'PLACED',
    });
    expect(movedLines().at(-1)).toMatchObject({
      level: 'info',
      step: 'FULFIL',
      from: 'PLACED',
      to: 'FULFIL',
    });
    await expectSecondRunMovesNothing(ids);
    // Not yet picking time.
    expect((await moveClock({ time: '2025-06-03T05:59:00Z' })).body.moved).toEqual(NONE);
  });

  it('at picking time each line is picked as pickOutcome says, totals.actual adds up, and the card is charged', async () => {
    const moved = await moveClock({ time: '2025-06-03T06:00:00Z' });
    expect(moved.body.moved).toEqual(counts({ PICK: 4, CHARGE: 4 }));
    expect(await statesOf(ids)).toEqual({
      [good]: 'PAID',
      [declining]: 'PAYMENT_FAILED',
      [refunded]: 'PAID',
      [amended]: 'PAID',
    });

    for (const orderId of ids) {
      const order = await orderRow(orderId);
      expect(order.pickedAt?.toISOString()).toBe('2025-06-03T06:00:00.000Z');
      const lines = await linesOf(orderId);
      const inOrder = lines.map((line) => line.productId);
      let pickedPence = 0;
      let savingsPence = 0;
      const outcomes = new Set<string>();
      for (const line of lines) {
        const expected = pickOutcome(orderId, line.lineNumber, line.canSubstitute);
        expect(line.status, `line ${line.lineNumber}`).toBe(expected);
        outcomes.add(line.status);
        pickedPence += line.actualPricePence ?? Number.NaN;
        if (expected === 'PICKED') {
          expect(line.actualPricePence).toBe(line.pricePence);
          expect(line.substitute).toBeNull();
          savingsPence += line.savingPence;
        } else if (expected === 'MISSING') {
          expect(line.actualPricePence).toBe(0);
          expect(line.substitute).toBeNull();
        } else {
          // Another product of the same aisle, not already in the order, at the lower of the two prices.
          const substitute = line.substitute as {
            productId: string;
            quantity: { amount: number; uom: string };
            pricePence: number;
            product: { id: string; name: string; thumbnail: string };
          };
          expect(inOrder).not.toContain(substitute.productId);
          const [product] = await h.database.db
            .select()
            .from(products)
            .where(eq(products.id, substitute.productId));
          expect(product?.categoryId).toBe(FIXTURE_CATEGORY.id);
          expect(product?.availability).toBe('IN_STOCK');
          expect(substitute.quantity).toEqual({ amount: line.quantityAmount, uom: line.quantityUom });
          const retail = (product?.pricePence as number) * line.quantityAmount;
          expect(substitute.pricePence).toBe(Math.min(line.pricePence, retail));
          expect(line.actualPricePence).toBe(substitute.pricePence);
          expect(substitute.product).toMatchObject({ id: substitute.productId, name: product?.name });
          expect(substitute.product.thumbnail).toContain(product?.lineNumber);
          savingsPence += Math.round((line.savingPence * substitute.pricePence) / line.pricePence);
        }
      }
      expect([...outcomes].sort()).toEqual(['MISSING', 'PICKED', 'SUBSTITUTED']);

      const estimated = order.estimatedTotals as EstimatedTotals;
      const actual = order.actualTotals as ActualTotals;
      const p = toPence;
      expect(p(actual.pickedPrice)).toBe(pickedPence);
      expect(p(actual.savings)).toBe(savingsPence);
      expect(p(actual.offerSavings)).toBe(savingsPence);
      expect(p(actual.deliveryCharge)).toBe(p(estimated.deliveryCharge));
      expect(p(actual.carrierBagCharge)).toBe(p(estimated.carrierBagCharge));
      expect(p(actual.depositCharge)).toBe(p(estimated.depositCharge));
      expect(p(actual.paid)).toBe(
        pickedPence + p(actual.deliveryCharge) + p(actual.carrierBagCharge) + p(actual.depositCharge),
      );
      expect(p(actual.paid)).toBeLessThan(p(estimated.toPay));
      for (const money of Object.values(actual)) expect(money.currencyCode).toBe('GBP');

      // The authorisation made at placing is charged what was picked (or declined at picking).
      expect(await authorisationsOf(orderId)).toEqual([
        {
          status: orderId === declining ? 'CHARGE_DECLINED' : 'CHARGED',
          amountPence: p(actual.paid),
        },
      ]);
    }
    expect(movedLines().at(-1)).toMatchObject({ step: 'CHARGE' });
    // Card data is never logged.
    expect(JSON.stringify(h.logger.lines)).not.toContain(DECLINE_AT_PICKING);
    await expectSecondRunMovesNothing(ids);
  });

  it('REFUND_PENDING has its charge refunded and becomes CANCELLED', async () => {
    await h.database.db
      .update(customerOrders)
      .set({ state: 'REFUND_PENDING' })
      .where(eq(customerOrders.id, Number(refunded)));
    const charged = await authorisationsOf(refunded);
    const run = await runJob();
    expect(run.body.moved).toEqual(counts({ REFUND: 1 }));
    expect((await orderRow(refunded)).state).toBe('CANCELLED');
    expect((await orderRow(refunded)).cancelledAt?.toISOString()).toBe('2025-06-03T06:00:00.000Z');
    expect(await authorisationsOf(refunded)).toEqual([
      { status: 'REFUNDED', amountPence: charged[0]?.amountPence },
    ]);
    await expectSecondRunMovesNothing(ids);
  });

  it('after the slot has ended a PAID order is COMPLETED; PAYMENT_FAILED waits for the shopper', async () => {
    const slotEnd = (await orderRow(good)).slotEndAt as Date;
    expect(
      (await moveClock({ time: new Date(slotEnd.getTime() - 60_000).toISOString() })).body.moved,
    ).toEqual(NONE);
    const moved = await moveClock({ time: slotEnd.toISOString() });
    expect(moved.body.moved).toEqual(counts({ COMPLETE: 2 }));
    expect(await statesOf(ids)).toEqual({
      [good]: 'COMPLETED',
      [declining]: 'PAYMENT_FAILED',
      [refunded]: 'CANCELLED',
      [amended]: 'COMPLETED',
    });
    expect((await orderRow(good)).completedAt?.toISOString()).toBe(slotEnd.toISOString());
    await expectSecondRunMovesNothing(ids);
    expect((await moveClock({ advanceMinutes: 60 * 24 * 7 })).body.moved).toEqual(NONE);
  });

  it('the clock never moves back, and the body must say how far', async () => {
    const { now } = (await call<{ now: string }>(h, null, `${TESTING}/clock`)).body;
    expect(now).toBe(h.clock.now().toISOString());
    const back = await moveClock({ time: '2025-06-02T09:00:00Z' });
    expect(back.status).toBe(400);
    expect(back.body).toMatchObject({ type: 'CLOCK_BACKWARDS' });
    expect((await moveClock({ advanceMinutes: -5 })).status).toBe(400);
    for (const body of [{}, { advanceMinutes: '5' }, { time: 'tomorrow' }, { advanceMinutes: 1, time: now }])
      expect((await moveClock(body)).body).toMatchObject({ type: 'INVALID_INPUT' });
    expect(h.clock.now().toISOString()).toBe(now);
  });
});

describe('the testing routes', () => {
  it('exist only in development mode', async () => {
    const standard = createApp({
      database: h.database,
      logger: createMemoryLogger(),
      apiEnv: 'prod',
      clock: createSettableClock(),
    });
    const requests = [
      standard.request(`${TESTING}/clock`),
      standard.request(`${TESTING}/clock`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ advanceMinutes: 5 }),
      }),
      standard.request(`${TESTING}/order-lifecycle/run`, { method: 'POST' }),
    ];
    expect((await Promise.all(requests)).map((response) => response.status)).toEqual([404, 404, 404]);
  });

  it('answer 409 to a move when the clock cannot move', async () => {
    const fixed = createApp({
      database: h.database,
      logger: createMemoryLogger(),
      apiEnv: 'prod',
      clock: { now: () => new Date('2025-06-02T09:00:00Z') },
      development: true,
    });
    const moved = await fixed.request(`${TESTING}/clock`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceMinutes: 5 }),
    });
    expect(moved.status).toBe(409);
    expect(await moved.json()).toMatchObject({ type: 'CLOCK_NOT_MOVABLE' });
  });
});

describe('the development clock', () => {
  it('reads the system time plus an offset that only grows', () => {
    const base = createSettableClock('2025-06-02T09:00:00Z');
    const clock = createMovableClock(base);
    expect(clock.now().toISOString()).toBe('2025-06-02T09:00:00.000Z');
    clock.advance(60_000);
    base.advance(1_000);
    expect(clock.now().toISOString()).toBe('2025-06-02T09:01:01.000Z');
    clock.set('2025-06-03T00:00:00Z');
    expect(clock.now().toISOString()).toBe('2025-06-03T00:00:00.000Z');
    expect(() => clock.set('2025-06-02T23:59:59Z')).toThrow(RangeError);
    expect(() => clock.advance(-1)).toThrow(RangeError);
    expect(() => clock.set('not a time')).toThrow(RangeError);
    expect(clock.now().toISOString()).toBe('2025-06-03T00:00:00.000Z');
  });
});

describe('the job in a process', () => {
  /** A context whose transactions find nothing to move, counting how many run at once. */
  function fakeContext(fail = false) {
    const seen = { transactions: 0, active: 0, most: 0 };
    const logger = createMemoryLogger();
    const db = {
      transaction: async () => {
        seen.transactions += 1;
        seen.active += 1;
        seen.most = Math.max(seen.most, seen.active);
        await new Promise((resolve) => setTimeout(resolve, 2));
        seen.active -= 1;
        if (fail) throw new Error('database gone');
        return 'NONE';
      },
    };
    const ctx = { db, clock: createSettableClock(), logger, apiEnv: 'prod' } as unknown as LifecycleContext;
    return { ctx, seen, logger };
  }

  it('never overlaps its runs, one step at a time', async () => {
    const { ctx, seen } = fakeContext();
    const job = createOrderLifecycleJob(ctx);
    const runs = await Promise.all([job.run(), job.run(), job.run()]);
    expect(runs).toEqual([NONE, NONE, NONE]);
    expect(seen).toEqual({ transactions: 18, active: 0, most: 1 });
  });

  it('runs on its timer until stopped, logging a failed run rather than throwing', async () => {
    const { ctx, seen, logger } = fakeContext(true);
    const job = createOrderLifecycleJob(ctx, { intervalMs: 5 });
    job.start();
    job.start();
    await new Promise((resolve) => setTimeout(resolve, 60));
    await job.stop();
    const after = seen.transactions;
    expect(after).toBeGreaterThan(0);
    expect(seen.most).toBe(1);
    expect(logger.lines.some((line) => line.msg === 'order lifecycle run failed')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(seen.transactions).toBe(after);
    await expect(job.run()).rejects.toThrow('database gone');
  });
});
