import { and, asc, desc, eq, lte, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import type { ActualTotals, EstimatedTotals } from '../../contract/checkout.ts';
import { PARTNER_DISCOUNT_PERCENT } from '../../domain/incentives.ts';
import { moneyOfPence, toPence } from '../../domain/money.ts';
import { type LifecycleStep, nextLifecycleStep, pickOutcome } from '../../domain/orders.ts';
import { amountInPriceUnit } from '../../domain/quantities.ts';
import type { Database } from '../db/client.ts';
import { type CustomerOrderState, customerOrders, orderLines, products } from '../db/schema.ts';
import type { CustomerOrderRow } from './customer-orders.ts';
import { releaseOrderIncentives } from './incentives.ts';
import { percentOf } from './money-off.ts';
import { restoreAmendedOrder } from './order-actions.ts';
import { type OrderContext, productWithThumbnail } from './orders.ts';
import { chargeAuthorisation, refundCharges } from './payment-processor.ts';
import { giveBackTender, tenderPaidPence } from './tender.ts';
import { productColumns, type TrolleyProductRow } from './trolley-catalogue.ts';
import { productSummary } from './trolley-view.ts';

/**
 * The order-lifecycle job (docs/api/orders.md "The order's life"; doc 2 §3 Order status): every step of
 * `nextLifecycleStep` (src/domain/orders.ts) that is due at the shop's one clock, for every order. It runs in
 * every API process (src/server/start.ts, every 30 seconds) and after the development clock moves.
 *
 * Each order takes each step in a transaction of its own: the next candidate is read with `FOR UPDATE SKIP
 * LOCKED LIMIT 1` (an order another process is moving is skipped, not waited for), checked against the
 * domain's rule, and moved by an update conditional on the state it was read in. So with any number of
 * processes on one PostgreSQL, each order takes each step exactly once.
 */

export type LifecycleCounts = Record<LifecycleStep, number>;

export const LIFECYCLE_STEPS: readonly LifecycleStep[] = [
  'REVERT_AMEND',
  'FULFIL',
  'PICK',
  'CHARGE',
  'COMPLETE',
  'REFUND',
];

/** At most this many orders take one step in one run; the rest wait for the next run. */
export const MAX_ORDERS_PER_STEP = 500;

export type LifecycleContext = OrderContext;

const zeroCounts = (): LifecycleCounts => ({
  REVERT_AMEND: 0,
  FULFIL: 0,
  PICK: 0,
  CHARGE: 0,
  COMPLETE: 0,
  REFUND: 0,
});

/** The state an order is in when a step is due, and the SQL that says the step is due at `now`. */
function candidatesOf(step: LifecycleStep, now: Date): { from: CustomerOrderState; due: SQL | undefined } {
  switch (step) {
    case 'REVERT_AMEND':
      return { from: 'AMENDING', due: lte(customerOrders.amendCutOffAt, now) };
    case 'FULFIL':
      return { from: 'PLACED', due: lte(customerOrders.amendCutOffAt, now) };
    case 'PICK':
      return { from: 'FULFIL', due: lte(customerOrders.pickingAt, now) };
    case 'CHARGE':
      return { from: 'PICKED', due: undefined };
    case 'COMPLETE':
      return { from: 'PAID', due: lte(customerOrders.slotEndAt, now) };
    case 'REFUND':
      return { from: 'REFUND_PENDING', due: undefined };
  }
}

/** A time that never comes: an order without one of its times never takes the steps that wait for it. */
const NEVER = new Date(8.64e15);

/** The domain's rule on the locked row: the step is still the one due (the SQL said so; this is the rule). */
function isDue(order: CustomerOrderRow, step: LifecycleStep, now: Date): boolean {
  if (order.state === 'MERGED') return false;
  const times = {
    amendCutOff: order.amendCutOffAt ?? NEVER,
    picking: order.pickingAt ?? NEVER,
    slotStart: order.slotStartAt ?? NEVER,
    slotEnd: order.slotEndAt ?? NEVER,
  };
  return nextLifecycleStep(order.state, times, now) === step;
}

/**
 * Takes every due step for every order, step after step (so an order long overdue may go from PLACED to
 * COMPLETED in one run), and answers how many orders took each step. An order whose step fails is logged,
 * left as it was (its transaction rolled back) and not tried again in this run.
 */
export async function runOrderLifecycle(ctx: LifecycleContext): Promise<LifecycleCounts> {
  const counts = zeroCounts();
  for (const step of LIFECYCLE_STEPS) {
    const failed: number[] = [];
    while (counts[step] < MAX_ORDERS_PER_STEP) {
      const now = ctx.clock.now();
      let tried: number | undefined;
      try {
        const moved = await ctx.db.transaction(async (tx) => {
          const { from, due } = candidatesOf(step, now);
          const [order] = await tx
            .select()
            .from(customerOrders)
            .where(
              and(
                eq(customerOrders.state, from),
                due,
                failed.length > 0 ? notInArray(customerOrders.id, failed) : undefined,
              ),
            )
            .orderBy(asc(customerOrders.id))
            .limit(1)
            .for('update', { skipLocked: true });
          if (!order) return 'NONE' as const;
          tried = order.id;
          if (!isDue(order, step, now)) {
            failed.push(order.id);
            return 'SKIPPED' as const;
          }
          await takeStep(ctx, tx, step, order, now);
          return 'MOVED' as const;
        });
        if (moved === 'NONE') break;
        if (moved === 'MOVED') counts[step] += 1;
      } catch (error) {
        if (tried === undefined) throw error;
        failed.push(tried);
        ctx.logger.error('order lifecycle step failed', { customerOrderId: tried, step, error });
      }
    }
  }
  return counts;
}

/** Moves the locked order from the state it was read in; a lost race (another state now) is an error. */
async function moveOrder(
  tx: Database,
  order: CustomerOrderRow,
  set: Partial<typeof customerOrders.$inferInsert>,
  now: Date,
): Promise<void> {
  const [moved] = await tx
    .update(customerOrders)
    .set({ ...set, updatedAt: now })
    .where(and(eq(customerOrders.id, order.id), eq(customerOrders.state, order.state)))
    .returning({ id: customerOrders.id });
  if (!moved) throw new Error(`Order ${order.id} was no longer ${order.state}`);
}

async function takeStep(
  ctx: LifecycleContext,
  tx: Database,
  step: LifecycleStep,
  order: CustomerOrderRow,
  now: Date,
): Promise<void> {
  const moved = (to: CustomerOrderState, fields: Record<string, unknown> = {}) =>
    ctx.logger.info('order moved', { customerOrderId: order.id, step, from: order.state, to, ...fields });
  switch (step) {
    case 'REVERT_AMEND': {
      // As cancelAmendOrder drops the changes; PLACED past its cut-off, it is FULFIL in this same run.
      const restored = await restoreAmendedOrder(ctx, tx, order, now);
      if (!restored) throw new Error(`Order ${order.id} was no longer AMENDING`);
      moved('PLACED');
      return;
    }
    case 'FULFIL':
      await moveOrder(tx, order, { state: 'FULFIL' }, now);
      moved('FULFIL');
      return;
    case 'PICK': {
      const picked = await pickOrder(ctx, tx, order);
      await moveOrder(tx, order, { state: 'PICKED', actualTotals: picked.totals, pickedAt: now }, now);
      moved('PICKED', { ...picked.lines, paidPence: toPence(picked.totals.paid) });
      return;
    }
    case 'CHARGE': {
      const totals = order.actualTotals as ActualTotals | null;
      if (!totals) throw new Error(`Order ${order.id} is PICKED without actual totals`);
      // The gift cards and vouchers paid their part when it was placed: the card is charged the rest.
      const amountPence = Math.max(
        0,
        toPence(totals.paid) - tenderPaidPence(order.estimatedTotals as EstimatedTotals | null),
      );
      const charge = await chargeAuthorisation(tx, ctx.clock, { customerOrderId: order.id, amountPence });
      const to = charge.outcome === 'CHARGED' ? 'PAID' : 'PAYMENT_FAILED';
      if (charge.outcome === 'NO_AUTHORISATION')
        ctx.logger.warn('order has no authorisation to charge', { customerOrderId: order.id });
      await moveOrder(tx, order, { state: to }, now);
      moved(to, { outcome: charge.outcome, amountPence });
      return;
    }
    case 'COMPLETE':
      await moveOrder(tx, order, { state: 'COMPLETED', completedAt: now }, now);
      moved('COMPLETED');
      return;
    case 'REFUND': {
      const refunded = await refundCharges(tx, order.id);
      // Released when it was cancelled (order-actions.ts); again here for any order that reached REFUND_PENDING otherwise.
      await releaseOrderIncentives(tx, order.id);
      // Given back when it was cancelled; again here gives nothing more (an order cancelled another way).
      await giveBackTender(tx, order.id, now);
      await moveOrder(tx, order, { state: 'CANCELLED', cancelledAt: order.cancelledAt ?? now }, now);
      moved('CANCELLED', { refunded });
      return;
    }
  }
}

// ---------------------------------------------------------------------------------------------------------
// Picking

type OrderLineRow = typeof orderLines.$inferSelect;

/** The price of `amount` of a product's unit: price × amount ÷ priceQuantity, to the nearest penny. */
const priceOf = (product: TrolleyProductRow, quantity: { amount: number; uom: string }): number =>
  Math.round(
    (product.pricePence * Math.round(amountInPriceUnit(quantity, product) * 100)) /
      Math.round(product.priceQuantity * 100),
  );

/**
 * The product picked in place of a line's: another product in stock from the same category, sold in the
 * same unit and not already in the order, the nearest in price (then the best reviewed, then by line
 * number), as src/server/services/trolley-substitutes.ts chooses them for a trolley. Undefined when there is
 * none (the line is then MISSING).
 */
async function substituteFor(
  tx: Database,
  line: OrderLineRow,
  inOrder: readonly string[],
): Promise<TrolleyProductRow | undefined> {
  const [original] = await tx
    .select({ categoryId: products.categoryId, uom: products.uom, pricePence: products.pricePence })
    .from(products)
    .where(eq(products.id, line.productId));
  if (!original) return undefined;
  const [row] = (await tx
    .select(productColumns)
    .from(products)
    .where(
      and(
        eq(products.availability, 'IN_STOCK'),
        eq(products.categoryId, original.categoryId),
        eq(products.uom, original.uom),
        ne(products.id, line.productId),
        inOrder.length > 0 ? notInArray(products.id, [...inOrder]) : undefined,
      ),
    )
    .orderBy(
      sql`abs(${products.pricePence} - ${original.pricePence})`,
      desc(products.reviewCount),
      asc(products.lineNumber),
    )
    .limit(1)) as TrolleyProductRow[];
  return row;
}

interface PickedOrder {
  totals: ActualTotals;
  lines: { picked: number; substituted: number; missing: number };
}

/**
 * Picks every line of the order (pickOutcome decides each from the order and line numbers): PICKED costs its
 * estimated price; SUBSTITUTED (only where the line allowed it, and a substitute is found) gets a product of
 * the same category in the same quantity, charged at the lower of the two prices; MISSING costs nothing. The
 * line's offer saving counts in proportion to what the line cost as picked (all of it when PICKED, none when
 * MISSING). Writes each line's status, substitute and actual price, and answers totals.actual.
 */
async function pickOrder(ctx: LifecycleContext, tx: Database, order: CustomerOrderRow): Promise<PickedOrder> {
  const lines = await tx
    .select()
    .from(orderLines)
    .where(eq(orderLines.customerOrderId, order.id))
    .orderBy(asc(orderLines.id));
  const inOrder = lines.map((line) => line.productId);
  const tally = { picked: 0, substituted: 0, missing: 0 };
  let pickedPence = 0;
  let savingsPence = 0;
  for (const line of lines) {
    let outcome = pickOutcome(String(order.id), line.lineNumber, line.canSubstitute);
    let actualPence = outcome === 'PICKED' ? line.pricePence : 0;
    let substitute: Record<string, unknown> | null = null;
    if (outcome === 'SUBSTITUTED') {
      const product = await substituteFor(tx, line, inOrder);
      if (product) {
        const quantity = { amount: line.quantityAmount, uom: line.quantityUom };
        actualPence = Math.min(line.pricePence, priceOf(product, quantity));
        substitute = {
          productId: product.id,
          quantity,
          pricePence: actualPence,
          product: productWithThumbnail(ctx.apiEnv, productSummary(product)),
        };
      } else {
        outcome = 'MISSING';
      }
    }
    const savingPence =
      line.pricePence > 0 ? Math.round((line.savingPence * actualPence) / line.pricePence) : 0;
    pickedPence += actualPence;
    savingsPence += outcome === 'PICKED' ? line.savingPence : savingPence;
    tally[outcome === 'PICKED' ? 'picked' : outcome === 'SUBSTITUTED' ? 'substituted' : 'missing'] += 1;
    await tx
      .update(orderLines)
      .set({ status: outcome, substitute, actualPricePence: actualPence })
      .where(eq(orderLines.id, line.id));
  }
  const estimated = order.estimatedTotals as EstimatedTotals | null;
  const fromEstimate = (money: EstimatedTotals[keyof EstimatedTotals] | undefined) =>
    typeof money === 'object' && money !== null ? toPence(money) : 0;
  const deliveryPence = fromEstimate(estimated?.deliveryCharge);
  const carrierBagPence = fromEstimate(estimated?.carrierBagCharge);
  const depositPence = fromEstimate(estimated?.depositCharge);
  // Money off as placed (docs/api/checkout.md "Money off"): the codes keep the saving they had when the order
  // was placed (never more than the picked items), the partner discount is its share of what was picked.
  const codesPence = Math.min(pickedPence, fromEstimate(estimated?.incentiveSavings));
  const partnerPence =
    fromEstimate(estimated?.partnerDiscountSavings) > 0
      ? percentOf(pickedPence - codesPence, PARTNER_DISCOUNT_PERCENT)
      : 0;
  const zero = moneyOfPence(0);
  return {
    totals: {
      paid: moneyOfPence(
        pickedPence - codesPence - partnerPence + deliveryPence + carrierBagPence + depositPence,
      ),
      savings: moneyOfPence(savingsPence + codesPence + partnerPence),
      partnerDiscountSavings: moneyOfPence(partnerPence),
      membershipSavings: zero,
      offerSavings: moneyOfPence(savingsPence),
      deliveryCharge: moneyOfPence(deliveryPence),
      carrierBagCharge: moneyOfPence(carrierBagPence),
      pickedPrice: moneyOfPence(pickedPence),
      depositCharge: moneyOfPence(depositPence),
    },
    lines: tally,
  };
}

// ---------------------------------------------------------------------------------------------------------
// The job in a process

export const LIFECYCLE_INTERVAL_MS = 30_000;

export interface OrderLifecycleJob {
  /**
   * Runs the job now and answers its counts. Runs of one process never overlap: a run asked for while one is
   * under way starts when it has finished (so it sees the clock as it is when asked).
   */
  run(): Promise<LifecycleCounts>;
  /** Runs it every `intervalMs` (an unref'd timer: it never keeps the process alive). */
  start(): void;
  /** Stops the timer and waits for a run under way. */
  stop(): Promise<void>;
}

export function createOrderLifecycleJob(
  ctx: LifecycleContext,
  options: { intervalMs?: number } = {},
): OrderLifecycleJob {
  let last: Promise<unknown> = Promise.resolve();
  let timer: ReturnType<typeof setInterval> | undefined;
  let timedRun: Promise<unknown> | undefined;
  const run = () => {
    const next = last.then(() => runOrderLifecycle(ctx));
    last = next.catch(() => undefined);
    return next;
  };
  return {
    run,
    start() {
      if (timer) return;
      timer = setInterval(() => {
        // A run still under way when the timer fires again: this tick is skipped, not queued.
        if (timedRun) return;
        timedRun = run()
          .catch((error: unknown) => ctx.logger.error('order lifecycle run failed', { error }))
          .finally(() => {
            timedRun = undefined;
          });
      }, options.intervalMs ?? LIFECYCLE_INTERVAL_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await last;
    },
  };
}
