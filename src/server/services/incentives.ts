import { and, asc, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { AddIncentiveAnswer, IncentivesAnswer } from '../../contract/incentives.ts';
import {
  INCENTIVE_FIELD_MESSAGES,
  INCENTIVE_REFUSALS,
  type IncentiveRefusalType,
  MAX_INCENTIVES,
  normaliseIncentiveCode,
} from '../../domain/incentives.ts';
import type { Database } from '../db/client.ts';
import { customerOrders, incentiveRedemptions, incentives, orderIncentives } from '../db/schema.ts';
import type { CustomerOrderRow } from './customer-orders.ts';
import { type EvaluatedIncentive, incentiveView, isUnavailable } from './incentive-rules.ts';
import {
  type CustomerOwner,
  checkoutTrolley,
  invalidOrderInput,
  isRecord,
  lockCheckoutOrder,
  type OrderContext,
  type OrderRefusal,
  type OrderResult,
  refuse,
  refusing,
} from './orders.ts';
import type { OrderMoney } from './trolley-view.ts';

/**
 * Promo codes on the shopper's current order (docs/api/checkout.md "Money off"; doc 2 §3 Promo code, §4 Promo
 * codes, §8 Promo codes): list, add and remove them on a PENDING order or an AMENDING one before its amend
 * cut-off; redeem the applied ones when the order is placed (a conditional update: a code is never used more
 * often than it may be), and release them when it is cancelled. The rules of a code are incentive-rules.ts;
 * the money is money-off.ts, worked out with the trolley's totals.
 */

const incentiveRefusal = (
  status: OrderRefusal['status'],
  type: IncentiveRefusalType,
  details?: OrderRefusal['details'],
): { ok: false; refusal: OrderRefusal } => ({
  ok: false,
  refusal: { status, type, message: INCENTIVE_REFUSALS[type], ...(details && { details }) },
});

/** The codes as the answers show them, each with what moneyOff let it take off. */
function incentivesOf(money: OrderMoney, except?: number): IncentivesAnswer['incentives'] {
  const saved = new Map(money.moneyOff.codes.map((code) => [code.incentiveId, code.savingPence]));
  return money.codes
    .filter((code) => code.incentive.id !== except)
    .map((code) => incentiveView(code, saved.get(code.incentive.id) ?? 0));
}

// ---------------------------------------------------------------------------------------------------------
// The calls

/** Reads `{ code }`: a code as typed (400 INVALID_INPUT with fieldErrors otherwise). Answers it as looked up. */
export function readIncentiveCode(body: unknown): OrderResult<{ code: string }> {
  if (!isRecord(body)) return invalidOrderInput('The body must be a JSON object.');
  const unknown = Object.keys(body).filter((key) => key !== 'code');
  if (unknown.length > 0) return invalidOrderInput(`Unknown field: ${unknown.join(', ')}.`);
  const { code } = body;
  const blank = typeof code !== 'string' || code.trim() === '';
  const normalised = typeof code === 'string' ? normaliseIncentiveCode(code) : null;
  if (normalised === null) {
    const message = blank ? INCENTIVE_FIELD_MESSAGES.codeRequired : INCENTIVE_FIELD_MESSAGES.codeInvalid;
    return invalidOrderInput(`code: ${message}`, [{ field: 'code', message }]);
  }
  return { ok: true, value: { code: normalised } };
}

/** GET orders/{id}/incentives: the codes on the order, each APPLIED or NOT_APPLIED as the order stands now. */
export function listOrderIncentives(
  ctx: OrderContext,
  owner: CustomerOwner,
  customerOrderId: string | undefined,
): Promise<OrderResult<IncentivesAnswer>> {
  return refusing(async () => {
    const order = await lockCheckoutOrder(ctx.db, owner, customerOrderId, ctx.clock.now(), false);
    const { money } = await checkoutTrolley(ctx, ctx.db, order);
    return { incentives: incentivesOf(money) };
  });
}

/** The time a code is added at: now, and after the last one added (the order added is kept with a fixed clock). */
async function nextAddedAt(tx: Database, orderId: number, now: Date): Promise<Date> {
  const [last] = await tx
    .select({ at: sql<Date | string | null>`max(${orderIncentives.addedAt})` })
    .from(orderIncentives)
    .where(eq(orderIncentives.customerOrderId, orderId));
  const lastMs = last?.at ? new Date(last.at).getTime() : 0;
  return new Date(Math.max(now.getTime(), lastMs + 1));
}

/**
 * POST orders/{id}/incentives `{ code }`: a code that can be used is kept (APPLIED, or NOT_APPLIED with why
 * when it is not met yet); one that cannot (unknown, expired, not started, used up, already used by this
 * customer, first order only when it is not) is answered as a rejection and not kept. 409 when it is on the
 * order already, or MAX_INCENTIVES codes are.
 */
export function addOrderIncentive(
  ctx: OrderContext,
  owner: CustomerOwner,
  customerOrderId: string | undefined,
  code: string,
): Promise<OrderResult<AddIncentiveAnswer>> {
  return refusing(() =>
    ctx.db.transaction(async (tx) => {
      const now = ctx.clock.now();
      const order = await lockCheckoutOrder(tx, owner, customerOrderId, now);
      const [incentive] = await tx.select().from(incentives).where(eq(incentives.code, code));
      const rejected = (type: IncentiveRefusalType, money: OrderMoney, except?: number) => ({
        incentive: null,
        rejection: { code, type, message: INCENTIVE_REFUSALS[type] },
        incentives: incentivesOf(money, except),
      });
      if (!incentive) {
        const { money } = await checkoutTrolley(ctx, tx, order);
        return rejected('INCENTIVE_NOT_FOUND', money);
      }
      const linked = await tx
        .select({ incentiveId: orderIncentives.incentiveId })
        .from(orderIncentives)
        .where(eq(orderIncentives.customerOrderId, order.id));
      if (linked.some((link) => link.incentiveId === incentive.id))
        return refuse(incentiveRefusal(409, 'INCENTIVE_ALREADY_ADDED'));
      if (linked.length >= MAX_INCENTIVES) return refuse(incentiveRefusal(409, 'INCENTIVE_LIMIT_REACHED'));

      await tx.insert(orderIncentives).values({
        customerOrderId: order.id,
        incentiveId: incentive.id,
        addedAt: await nextAddedAt(tx, order.id, now),
      });
      const { money } = await checkoutTrolley(ctx, tx, order);
      const added = money.codes.find((evaluated) => evaluated.incentive.id === incentive.id);
      if (!added) throw new Error(`Code ${incentive.id} vanished from order ${order.id}`);
      if (isUnavailable(added.reason)) {
        // Not kept. It was never applied, so the others' savings are as worked out.
        await tx
          .delete(orderIncentives)
          .where(
            and(eq(orderIncentives.customerOrderId, order.id), eq(orderIncentives.incentiveId, incentive.id)),
          );
        return rejected(added.reason, money, incentive.id);
      }
      const incentivesNow = incentivesOf(money);
      ctx.logger.info('promo code added', {
        customerOrderId: order.id,
        incentiveId: incentive.id,
        status: added.status,
      });
      return {
        incentive: incentivesNow.find((view) => view.code === incentive.code) ?? null,
        rejection: null,
        incentives: incentivesNow,
      };
    }),
  );
}

/** DELETE orders/{id}/incentives/{code}: the code comes off the order (404 INCENTIVE_NOT_ON_ORDER when it is not on it). */
export function removeOrderIncentive(
  ctx: OrderContext,
  owner: CustomerOwner,
  customerOrderId: string | undefined,
  typed: string | undefined,
): Promise<OrderResult<IncentivesAnswer>> {
  return refusing(() =>
    ctx.db.transaction(async (tx) => {
      const order = await lockCheckoutOrder(tx, owner, customerOrderId, ctx.clock.now());
      const code = typed === undefined ? null : normaliseIncentiveCode(typed);
      const removed =
        code === null
          ? []
          : await tx
              .delete(orderIncentives)
              .where(
                and(
                  eq(orderIncentives.customerOrderId, order.id),
                  inArray(
                    orderIncentives.incentiveId,
                    tx.select({ id: incentives.id }).from(incentives).where(eq(incentives.code, code)),
                  ),
                ),
              )
              .returning({ incentiveId: orderIncentives.incentiveId });
      if (removed.length === 0) return refuse(incentiveRefusal(404, 'INCENTIVE_NOT_ON_ORDER'));
      const { money } = await checkoutTrolley(ctx, tx, order);
      return { incentives: incentivesOf(money) };
    }),
  );
}

// ---------------------------------------------------------------------------------------------------------
// Placing, cancelling, amending

/**
 * In the placing transaction, after the customer's and the order's row locks and the trolley's checks, before
 * the card is authorised: each APPLIED code is redeemed (the order's redemption kept when it already holds one,
 * an amended order placed again), a code that can no longer be used refuses the placement (409 with its type,
 * details naming it), and a redemption this order holds of a code that no longer applies (removed while
 * amending, or its spend no longer met) is released. The overall limit is a conditional update, so however
 * many placements race for the last use, one gets it; the per-customer rule is read under the customer's row
 * lock, which every placement of theirs takes first.
 */
export async function redeemOrderIncentives(
  tx: Database,
  args: { order: CustomerOrderRow; customerId: number; money: OrderMoney; now: Date },
): Promise<void> {
  const { order, customerId, money, now } = args;
  const unavailable = money.codes.find((code) => isUnavailable(code.reason));
  if (unavailable && isUnavailable(unavailable.reason)) refuseCode(unavailable.reason, unavailable);
  const saved = new Map(money.moneyOff.codes.map((code) => [code.incentiveId, code.savingPence]));
  const applied = money.codes
    .filter((code) => code.status === 'APPLIED')
    // The incentives' rows are updated in id order, so placements with the same codes never deadlock.
    .sort((a, b) => a.incentive.id - b.incentive.id);
  const held = await tx
    .select({ incentiveId: incentiveRedemptions.incentiveId })
    .from(incentiveRedemptions)
    .where(eq(incentiveRedemptions.customerOrderId, order.id));
  const heldIds = new Set(held.map((row) => row.incentiveId));
  const stale = [...heldIds].filter((id) => !applied.some((code) => code.incentive.id === id));
  await releaseRedemptions(tx, order.id, stale);

  for (const code of applied) {
    const { incentive } = code;
    const savingPence = saved.get(incentive.id) ?? 0;
    if (heldIds.has(incentive.id)) {
      await tx
        .update(incentiveRedemptions)
        .set({ savingPence })
        .where(
          and(
            eq(incentiveRedemptions.incentiveId, incentive.id),
            eq(incentiveRedemptions.customerOrderId, order.id),
          ),
        );
      continue;
    }
    if (incentive.singleUsePerCustomer && (await usedElsewhere(tx, customerId, incentive.id, order.id)))
      refuseCode('INCENTIVE_ALREADY_USED', code);
    const [taken] = await tx
      .update(incentives)
      .set({ redemptionCount: sql`${incentives.redemptionCount} + 1` })
      .where(
        and(
          eq(incentives.id, incentive.id),
          or(isNull(incentives.maxRedemptions), lt(incentives.redemptionCount, incentives.maxRedemptions)),
        ),
      )
      .returning({ id: incentives.id });
    if (!taken) refuseCode('INCENTIVE_USED_UP', code);
    await tx.insert(incentiveRedemptions).values({
      incentiveId: incentive.id,
      customerOrderId: order.id,
      customerId,
      savingPence,
      redeemedAt: now,
    });
  }
}

function refuseCode(
  type: Extract<IncentiveRefusalType, `INCENTIVE_${string}`>,
  code: EvaluatedIncentive,
): never {
  return refuse(
    incentiveRefusal(409, type, [{ name: code.incentive.code, value: INCENTIVE_REFUSALS[type] }]),
  );
}

/** The customer redeemed the code on another order that is not cancelled. */
async function usedElsewhere(
  tx: Database,
  customerId: number,
  incentiveId: number,
  orderId: number,
): Promise<boolean> {
  const [row] = await tx
    .select({ orderId: incentiveRedemptions.customerOrderId })
    .from(incentiveRedemptions)
    .innerJoin(customerOrders, eq(customerOrders.id, incentiveRedemptions.customerOrderId))
    .where(
      and(
        eq(incentiveRedemptions.customerId, customerId),
        eq(incentiveRedemptions.incentiveId, incentiveId),
        ne(incentiveRedemptions.customerOrderId, orderId),
        sql`${customerOrders.state} NOT IN ('CANCELLED', 'REFUND_PENDING')`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Gives back the uses these redemptions of the order took (in id order) and deletes them. */
async function releaseRedemptions(tx: Database, orderId: number, incentiveIds: number[]): Promise<number> {
  if (incentiveIds.length === 0) return 0;
  const released = await tx
    .delete(incentiveRedemptions)
    .where(
      and(
        eq(incentiveRedemptions.customerOrderId, orderId),
        inArray(incentiveRedemptions.incentiveId, incentiveIds),
      ),
    )
    .returning({ incentiveId: incentiveRedemptions.incentiveId });
  for (const id of released.map((row) => row.incentiveId).sort((a, b) => a - b)) {
    await tx
      .update(incentives)
      .set({ redemptionCount: sql`${incentives.redemptionCount} - 1` })
      .where(and(eq(incentives.id, id), gt(incentives.redemptionCount, 0)));
  }
  return released.length;
}

/**
 * An order is cancelled (by the shopper, customer care or its life), in the cancelling transaction: the uses
 * its codes took are given back, and its codes come off it. Answers how many redemptions were released.
 */
export async function releaseOrderIncentives(tx: Database, orderId: number): Promise<number> {
  const held = await tx
    .select({ incentiveId: incentiveRedemptions.incentiveId })
    .from(incentiveRedemptions)
    .where(eq(incentiveRedemptions.customerOrderId, orderId));
  const released = await releaseRedemptions(
    tx,
    orderId,
    held.map((row) => row.incentiveId),
  );
  await tx.delete(orderIncentives).where(eq(orderIncentives.customerOrderId, orderId));
  return released;
}

/** The codes of an order as its amend snapshot keeps them. */
interface SnapshotIncentive {
  incentiveId: number;
  addedAt: string;
}

/**
 * An order is opened for amending: its codes are kept in its amend snapshot (`incentives`), so that cancelling
 * the changes puts them back (restoreOrderIncentives).
 */
export async function snapshotOrderIncentives(tx: Database, orderId: number): Promise<void> {
  const rows = await tx
    .select({ incentiveId: orderIncentives.incentiveId, addedAt: orderIncentives.addedAt })
    .from(orderIncentives)
    .where(eq(orderIncentives.customerOrderId, orderId))
    .orderBy(asc(orderIncentives.addedAt));
  const kept: SnapshotIncentive[] = rows.map((row) => ({
    incentiveId: row.incentiveId,
    addedAt: row.addedAt.toISOString(),
  }));
  await tx
    .update(customerOrders)
    .set({
      amendSnapshot: sql`coalesce(${customerOrders.amendSnapshot}, '{}'::jsonb) || jsonb_build_object('incentives', ${JSON.stringify(kept)}::jsonb)`,
    })
    .where(eq(customerOrders.id, orderId));
}

/**
 * The changes to an amended order are dropped: its codes are those it was placed with again (its amend
 * snapshot's; an order whose snapshot has none keeps what it has). Its redemptions were never touched.
 */
export async function restoreOrderIncentives(
  tx: Database,
  orderId: number,
  snapshot: unknown,
): Promise<void> {
  if (typeof snapshot !== 'object' || snapshot === null || !('incentives' in snapshot)) return;
  const kept = (snapshot as { incentives: unknown }).incentives;
  if (!Array.isArray(kept)) return;
  const rows = kept.flatMap((item: Partial<SnapshotIncentive>) =>
    typeof item?.incentiveId === 'number' && typeof item.addedAt === 'string'
      ? [{ customerOrderId: orderId, incentiveId: item.incentiveId, addedAt: new Date(item.addedAt) }]
      : [],
  );
  await tx.delete(orderIncentives).where(eq(orderIncentives.customerOrderId, orderId));
  if (rows.length > 0) await tx.insert(orderIncentives).values(rows);
}
