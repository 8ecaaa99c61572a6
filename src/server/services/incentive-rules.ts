import { and, asc, eq, inArray, isNotNull, ne, notInArray } from 'drizzle-orm';
import type { Incentive } from '../../contract/incentives.ts';
import { INCENTIVE_REFUSALS, incentiveTypeOf } from '../../domain/incentives.ts';
import { formatMoney, moneyOfPence } from '../../domain/money.ts';
import type { Database } from '../db/client.ts';
import {
  categories,
  customerOrders,
  incentiveRedemptions,
  incentives,
  orderIncentives,
} from '../db/schema.ts';
import type { CustomerOrderRow } from './customer-orders.ts';
import { percentOf } from './money-off.ts';

/**
 * The rules of promo codes (doc 2 §3 Promo code, §4 Promo codes; docs/api/checkout.md "Money off"): whether
 * each code on an order applies as the order stands now, why not, and what it saves on its base. Read by the
 * trolley's totals (trolley-view.ts, through money-off.ts), by the codes' calls and by placing
 * (incentives.ts). Kept apart from incentives.ts so the trolley's pricing does not import the order service.
 */

export type IncentiveRow = typeof incentives.$inferSelect;

/** Why a code cannot be used at all: it is rejected when added, and refuses a placement. */
export const UNAVAILABLE_REASONS = [
  'INCENTIVE_EXPIRED',
  'INCENTIVE_NOT_STARTED',
  'INCENTIVE_FIRST_ORDER_ONLY',
  'INCENTIVE_ALREADY_USED',
  'INCENTIVE_USED_UP',
] as const;
export type UnavailableReason = (typeof UNAVAILABLE_REASONS)[number];

/** Why a usable code does not apply yet: it is kept on the order, NOT_APPLIED with its alert. */
export type NotMetReason = 'INCENTIVE_MINIMUM_SPEND' | 'INCENTIVE_NO_QUALIFYING_ITEMS';

export const isUnavailable = (reason: UnavailableReason | NotMetReason | null): reason is UnavailableReason =>
  reason !== null && (UNAVAILABLE_REASONS as readonly string[]).includes(reason);

/** A code on the order, judged against the order as it is now. */
export interface EvaluatedIncentive {
  incentive: IncentiveRow;
  /** The name of a CATEGORY code's category (for its alert). */
  categoryName: string | null;
  status: 'APPLIED' | 'NOT_APPLIED';
  reason: UnavailableReason | NotMetReason | null;
  /** The alert of a NOT_APPLIED code; null when APPLIED. */
  message: string | null;
  /** What it takes off its base (the items, or its category's items), before the cap of moneyOff; 0 unless APPLIED. */
  savingPence: number;
  /** This order holds a redemption of it (it was placed with it, and is being amended). */
  redeemed: boolean;
}

/** A trolley line as the codes see it: its product's category and its price after offers. */
export interface IncentiveLine {
  categoryId: number;
  totalPence: number;
}

/** The order states that no longer count as an order placed (first order, single use per customer). */
const CANCELLED_STATES = ['CANCELLED', 'REFUND_PENDING', 'MERGED'] as const;

/** What the rules need to know about the customer and the order's lines, beyond the code itself. */
export interface IncentiveFacts {
  /** London calendar date, yyyy-MM-dd. */
  today: string;
  /** The customer has another order placed and not cancelled. */
  placedAnotherOrder: boolean;
  /** Codes the customer redeemed on another order that is not cancelled. */
  usedElsewhere: ReadonlySet<number>;
  /** Codes this order holds a redemption of. */
  redeemedHere: ReadonlySet<number>;
  /** Items after offers. */
  itemTotalPence: number;
  /** The items after offers of each CATEGORY code's category (and its descendants). */
  categoryTotalPence: ReadonlyMap<number, { pence: number; lines: number }>;
}

const withAmount = (message: string, pence: number) => message.replace('{amount}', formatMoney(pence));

/**
 * One code against the facts (pure). A code the order already holds a redemption of (an amended order) is
 * not judged again on its dates or its uses: only on its spend.
 */
export function judgeIncentive(
  incentive: IncentiveRow,
  categoryName: string | null,
  facts: IncentiveFacts,
): EvaluatedIncentive {
  const redeemed = facts.redeemedHere.has(incentive.id);
  const verdict = (
    reason: EvaluatedIncentive['reason'],
    message: string | null,
    savingPence = 0,
  ): EvaluatedIncentive => ({
    incentive,
    categoryName,
    status: reason === null ? 'APPLIED' : 'NOT_APPLIED',
    reason,
    message,
    savingPence,
    redeemed,
  });
  const unavailable = redeemed ? null : unavailableReason(incentive, facts);
  if (unavailable) return verdict(unavailable, INCENTIVE_REFUSALS[unavailable]);

  let basePence = facts.itemTotalPence;
  if (incentive.categoryId !== null) {
    const category = facts.categoryTotalPence.get(incentive.categoryId);
    if (!category || category.lines === 0)
      return verdict(
        'INCENTIVE_NO_QUALIFYING_ITEMS',
        INCENTIVE_REFUSALS.INCENTIVE_NO_QUALIFYING_ITEMS.replace(
          '{category}',
          categoryName ?? 'its category',
        ),
      );
    basePence = category.pence;
  }
  if (basePence < incentive.minimumSpendPence)
    return verdict(
      'INCENTIVE_MINIMUM_SPEND',
      withAmount(INCENTIVE_REFUSALS.INCENTIVE_MINIMUM_SPEND, incentive.minimumSpendPence),
    );
  const savingPence =
    incentive.discountKind === 'PERCENT'
      ? percentOf(basePence, incentive.percentOff ?? 0)
      : Math.min(basePence, incentive.amountOffPence ?? 0);
  return verdict(null, null, savingPence);
}

function unavailableReason(incentive: IncentiveRow, facts: IncentiveFacts): UnavailableReason | null {
  if (incentive.startsOn !== null && facts.today < incentive.startsOn) return 'INCENTIVE_NOT_STARTED';
  if (incentive.endsOn !== null && facts.today > incentive.endsOn) return 'INCENTIVE_EXPIRED';
  if (incentive.firstOrderOnly && facts.placedAnotherOrder) return 'INCENTIVE_FIRST_ORDER_ONLY';
  if (incentive.singleUsePerCustomer && facts.usedElsewhere.has(incentive.id))
    return 'INCENTIVE_ALREADY_USED';
  if (incentive.maxRedemptions !== null && incentive.redemptionCount >= incentive.maxRedemptions)
    return 'INCENTIVE_USED_UP';
  return null;
}

/** The codes on an order, in the order added, with their category's name. */
export async function orderIncentiveRows(
  db: Database,
  customerOrderId: number,
): Promise<{ incentive: IncentiveRow; categoryName: string | null; addedAt: Date }[]> {
  return db
    .select({ incentive: incentives, categoryName: categories.name, addedAt: orderIncentives.addedAt })
    .from(orderIncentives)
    .innerJoin(incentives, eq(incentives.id, orderIncentives.incentiveId))
    .leftJoin(categories, eq(categories.id, incentives.categoryId))
    .where(eq(orderIncentives.customerOrderId, customerOrderId))
    .orderBy(asc(orderIncentives.addedAt), asc(orderIncentives.incentiveId));
}

/** The facts about the customer and the order that the rules of these codes need (read only as needed). */
async function factsOf(
  db: Database,
  order: CustomerOrderRow,
  codes: readonly IncentiveRow[],
  lines: readonly IncentiveLine[],
  today: string,
): Promise<IncentiveFacts> {
  const customerId = order.customerId;
  const ids = codes.map((code) => code.id);
  const placedAnotherOrder =
    customerId !== null && codes.some((code) => code.firstOrderOnly)
      ? (
          await db
            .select({ id: customerOrders.id })
            .from(customerOrders)
            .where(
              and(
                eq(customerOrders.customerId, customerId),
                ne(customerOrders.id, order.id),
                isNotNull(customerOrders.placedAt),
                notInArray(customerOrders.state, [...CANCELLED_STATES]),
              ),
            )
            .limit(1)
        ).length > 0
      : false;
  const redemptions =
    customerId === null
      ? []
      : await db
          .select({
            incentiveId: incentiveRedemptions.incentiveId,
            orderId: incentiveRedemptions.customerOrderId,
          })
          .from(incentiveRedemptions)
          .innerJoin(customerOrders, eq(customerOrders.id, incentiveRedemptions.customerOrderId))
          .where(
            and(
              eq(incentiveRedemptions.customerId, customerId),
              inArray(incentiveRedemptions.incentiveId, ids),
              notInArray(customerOrders.state, [...CANCELLED_STATES]),
            ),
          );
  const categoryTotalPence = new Map<number, { pence: number; lines: number }>();
  const categoryCodes = [
    ...new Set(codes.flatMap((code) => (code.categoryId === null ? [] : [code.categoryId]))),
  ];
  if (categoryCodes.length > 0 && lines.length > 0) {
    const lineCategories = await db
      .select({ id: categories.id, ancestorIds: categories.ancestorIds })
      .from(categories)
      .where(inArray(categories.id, [...new Set(lines.map((line) => line.categoryId))]));
    const chain = new Map(lineCategories.map((row) => [row.id, new Set([row.id, ...row.ancestorIds])]));
    for (const categoryId of categoryCodes) {
      const inCategory = lines.filter((line) => chain.get(line.categoryId)?.has(categoryId) ?? false);
      categoryTotalPence.set(categoryId, {
        pence: inCategory.reduce((sum, line) => sum + line.totalPence, 0),
        lines: inCategory.length,
      });
    }
  }
  return {
    today,
    placedAnotherOrder,
    usedElsewhere: new Set(redemptions.filter((r) => r.orderId !== order.id).map((r) => r.incentiveId)),
    redeemedHere: new Set(redemptions.filter((r) => r.orderId === order.id).map((r) => r.incentiveId)),
    itemTotalPence: lines.reduce((sum, line) => sum + line.totalPence, 0),
    categoryTotalPence,
  };
}

/** These codes judged against the order, in the order given. */
export async function evaluateIncentives(
  db: Database,
  order: CustomerOrderRow,
  codes: readonly { incentive: IncentiveRow; categoryName: string | null }[],
  lines: readonly IncentiveLine[],
  today: string,
): Promise<EvaluatedIncentive[]> {
  if (codes.length === 0) return [];
  const facts = await factsOf(
    db,
    order,
    codes.map((code) => code.incentive),
    lines,
    today,
  );
  return codes.map((code) => judgeIncentive(code.incentive, code.categoryName, facts));
}

/**
 * The codes on the order, in the order added, each APPLIED or NOT_APPLIED with why and what it saves on its
 * base, as the order stands now (`lines`: its trolley lines after offers; `today`: the London date).
 */
export async function evaluateOrderIncentives(
  db: Database,
  order: CustomerOrderRow,
  lines: readonly IncentiveLine[],
  today: string,
): Promise<EvaluatedIncentive[]> {
  if (order.customerId === null) return [];
  return evaluateIncentives(db, order, await orderIncentiveRows(db, order.id), lines, today);
}

/** A code as the answers show it; `valuePence` what it takes off the order (moneyOff's capped saving). */
export function incentiveView(evaluated: EvaluatedIncentive, valuePence: number): Incentive {
  const { incentive } = evaluated;
  return {
    code: incentive.code,
    status: evaluated.status,
    description: incentive.description,
    value: moneyOfPence(evaluated.status === 'APPLIED' ? valuePence : 0),
    type: incentiveTypeOf(incentive.code),
    applicationMethod: incentive.categoryId === null ? 'ORDER' : 'CATEGORY',
    message: evaluated.message,
  };
}
