import { and, asc, eq, gt, gte, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { EstimatedTotals } from '../../contract/checkout.ts';
import { londonCalendarDate } from '../../domain/dates.ts';
import { INCENTIVE_REFUSALS, type IncentiveRefusalType, maskedSerial } from '../../domain/incentives.ts';
import { moneyOfPence, toPence } from '../../domain/money.ts';
import type { Database } from '../db/client.ts';
import {
  customers,
  giftCardAttempts,
  giftCards,
  giftCardTransactions,
  giftVouchers,
  orderGiftCards,
  orderGiftVouchers,
} from '../db/schema.ts';
import { type CustomerOrderRow, isTrolleyState } from './customer-orders.ts';
import { moneyOff } from './money-off.ts';
import { isExpired, orderTender } from './order-tender.ts';
import {
  type CustomerOwner,
  invalidOrderInput,
  isPastAmendCutOff,
  isRecord,
  ORDER_NOT_FOUND,
  type OrderRefusal,
  type OrderResult,
  ownOrder,
  parseOrderId,
  refuse,
  refuseCheckout,
} from './orders.ts';

// ---------------------------------------------------------------------------------------------------------
// Spending at placement, giving back on cancel (docs/api/checkout.md "Placing, cancelling and amending")

/** A voucher or card that refuses a placement: its masked serial and why (the refusal's `details`). */
export interface TenderFailure {
  name: string;
  value: string;
}

/** What placing took: the sums and the card's share, in pence. */
export interface TenderSpent {
  giftCardsPence: number;
  giftVouchersPence: number;
  toPayPence: number;
}

export type SpendOutcome =
  | { ok: true; spent: TenderSpent }
  | { ok: false; type: 'ORDER_ORCHESTRATION_037' | 'GIFT_CARD_NO_BALANCE'; details: TenderFailure[] };

/** What this order has taken from each gift card and not been given back (REDEEM and REFUND rows), by card. */
async function takenByOrder(db: Database, customerOrderId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({
      giftCardId: giftCardTransactions.giftCardId,
      net: sql<number>`sum(${giftCardTransactions.amountPence})`.mapWith(Number),
    })
    .from(giftCardTransactions)
    .where(eq(giftCardTransactions.customerOrderId, customerOrderId))
    .groupBy(giftCardTransactions.giftCardId)
    .orderBy(asc(giftCardTransactions.giftCardId));
  return new Map(rows.filter((row) => row.net < 0).map((row) => [row.giftCardId, -row.net]));
}

/** Gives every gift card back what this order took from it (REFUND rows); the cards are locked by id first. */
async function refundCards(db: Database, customerOrderId: number, now: Date): Promise<number> {
  const taken = await takenByOrder(db, customerOrderId);
  if (taken.size === 0) return 0;
  const ids = [...taken.keys()].sort((a, b) => a - b);
  await db
    .select({ id: giftCards.id })
    .from(giftCards)
    .where(inArray(giftCards.id, ids))
    .orderBy(asc(giftCards.id))
    .for('update');
  let refunded = 0;
  for (const id of ids) {
    const amountPence = taken.get(id) ?? 0;
    await db
      .update(giftCards)
      .set({ balancePence: sql`${giftCards.balancePence} + ${amountPence}` })
      .where(eq(giftCards.id, id));
    await db.insert(giftCardTransactions).values({
      giftCardId: id,
      customerOrderId,
      kind: 'REFUND',
      amountPence,
      createdAt: now,
    });
    refunded += amountPence;
  }
  return refunded;
}

/**
 * Placing (in the placing transaction, after the customer's and the order's row locks, before the card is
 * authorised): the order's gift cards and vouchers are locked (cards then vouchers, each by id), what each pays
 * of `totalPence` is worked out again from the live balances (money-off.ts), every voucher on the order is
 * checked (one redeemed by another order, or past its date, refuses ORDER_ORCHESTRATION_037, naming each), and
 * every card (one with nothing left refuses GIFT_CARD_NO_BALANCE). Then what this order took before (an
 * amendment placed again) is given back and each card's share taken again (REDEEM rows; the database refuses
 * a negative balance), and each voucher that pays is redeemed with a conditional update (ACTIVE, or already
 * this order's); one that no longer pays is ACTIVE again. A refusal is answered before anything is written.
 */
export async function spendTender(
  db: Database,
  customerOrderId: number,
  totalPence: number,
  now: Date,
  today: string,
): Promise<SpendOutcome> {
  const tender = await orderTender(db, customerOrderId, { forUpdate: true, today });
  const voucherFailures = tender
    .filter((t) => t.kind === 'GIFT_VOUCHER' && t.availablePence === 0)
    .map((t) => ({
      name: maskedSerial(t.serialNumber),
      value: INCENTIVE_REFUSALS.GIFT_VOUCHER_NOT_VALID,
    }));
  if (voucherFailures.length > 0)
    return { ok: false, type: 'ORDER_ORCHESTRATION_037', details: voucherFailures };
  const emptyCards = tender
    .filter((t) => t.kind === 'GIFT_CARD' && t.availablePence === 0)
    .map((t) => ({
      name: maskedSerial(t.serialNumber),
      value: isExpired(t.expiresOn, today)
        ? INCENTIVE_REFUSALS.GIFT_CARD_EXPIRED
        : INCENTIVE_REFUSALS.GIFT_CARD_NO_BALANCE,
    }));
  if (emptyCards.length > 0) return { ok: false, type: 'GIFT_CARD_NO_BALANCE', details: emptyCards };

  const off = moneyOff({
    itemTotalPence: totalPence,
    depositsPence: 0,
    deliveryChargePence: 0,
    codes: [],
    partnerDiscount: false,
    tender,
  });
  await refundCards(db, customerOrderId, now);
  for (const { kind, id, amountPence } of off.tender) {
    if (kind === 'GIFT_CARD') {
      if (amountPence === 0) continue;
      const [taken] = await db
        .update(giftCards)
        .set({ balancePence: sql`${giftCards.balancePence} - ${amountPence}` })
        .where(and(eq(giftCards.id, id), gte(giftCards.balancePence, amountPence)))
        .returning({ id: giftCards.id });
      if (!taken) throw new Error(`Gift card ${id} changed while locked`);
      await db.insert(giftCardTransactions).values({
        giftCardId: id,
        customerOrderId,
        kind: 'REDEEM',
        amountPence: -amountPence,
        createdAt: now,
      });
    } else if (amountPence > 0) {
      const [redeemed] = await db
        .update(giftVouchers)
        .set({ status: 'REDEEMED', redeemedOrderId: customerOrderId })
        .where(
          and(
            eq(giftVouchers.id, id),
            or(eq(giftVouchers.status, 'ACTIVE'), eq(giftVouchers.redeemedOrderId, customerOrderId)),
          ),
        )
        .returning({ id: giftVouchers.id });
      if (!redeemed) throw new Error(`Gift voucher ${id} changed while locked`);
    }
  }
  // Vouchers this order redeemed before that pay nothing now (removed while amending, or not needed).
  const paying = off.tender.filter((t) => t.kind === 'GIFT_VOUCHER' && t.amountPence > 0).map((t) => t.id);
  await db
    .update(giftVouchers)
    .set({ status: 'ACTIVE', redeemedOrderId: null })
    .where(
      and(
        eq(giftVouchers.redeemedOrderId, customerOrderId),
        paying.length > 0 ? notInArray(giftVouchers.id, paying) : undefined,
      ),
    );
  return {
    ok: true,
    spent: {
      giftCardsPence: off.giftCardsPence,
      giftVouchersPence: off.giftVouchersPence,
      toPayPence: off.toPayPence,
    },
  };
}

/**
 * Cancelling an order (by the shopper, customer care or the order's life), in the cancelling transaction:
 * every gift card gets back what this order took (REFUND rows), every voucher it redeemed is ACTIVE again, and
 * its cards and vouchers are taken off it. Doing it twice gives nothing more back. Answers what was refunded.
 */
export async function giveBackTender(
  db: Database,
  customerOrderId: number,
  now: Date,
): Promise<{ giftCardsPence: number; giftVouchers: number }> {
  const giftCardsPence = await refundCards(db, customerOrderId, now);
  const released = await db
    .update(giftVouchers)
    .set({ status: 'ACTIVE', redeemedOrderId: null })
    .where(eq(giftVouchers.redeemedOrderId, customerOrderId))
    .returning({ id: giftVouchers.id });
  await db.delete(orderGiftCards).where(eq(orderGiftCards.customerOrderId, customerOrderId));
  await db.delete(orderGiftVouchers).where(eq(orderGiftVouchers.customerOrderId, customerOrderId));
  return { giftCardsPence, giftVouchers: released.length };
}

// ---------------------------------------------------------------------------------------------------------
// Amending: the cards, vouchers and partner card the order was placed with

/** The order's cards and vouchers as links (in the order added), kept in its amend snapshot. */
export interface TenderLinks {
  giftCards: { id: number; addedAt: string }[];
  giftVouchers: { id: number; addedAt: string }[];
}

export async function tenderLinksOf(db: Database, customerOrderId: number): Promise<TenderLinks> {
  const cards = await db
    .select({ id: orderGiftCards.giftCardId, addedAt: orderGiftCards.addedAt })
    .from(orderGiftCards)
    .where(eq(orderGiftCards.customerOrderId, customerOrderId));
  const vouchers = await db
    .select({ id: orderGiftVouchers.giftVoucherId, addedAt: orderGiftVouchers.addedAt })
    .from(orderGiftVouchers)
    .where(eq(orderGiftVouchers.customerOrderId, customerOrderId));
  const links = (rows: { id: number; addedAt: Date }[]) =>
    rows.map((row) => ({ id: row.id, addedAt: row.addedAt.toISOString() }));
  return { giftCards: links(cards), giftVouchers: links(vouchers) };
}

const isLinkList = (value: unknown): value is { id: number; addedAt: string }[] =>
  Array.isArray(value) &&
  value.every(
    (link) =>
      typeof link === 'object' &&
      link !== null &&
      Number.isSafeInteger((link as { id?: unknown }).id) &&
      typeof (link as { addedAt?: unknown }).addedAt === 'string',
  );

/**
 * Cancelling the changes: the order's cards and vouchers are those it was placed with again (what it spent
 * was never given back while AMENDING, so nothing moves). A snapshot without links (taken before they
 * existed) leaves the links as they are.
 */
export async function restoreTenderLinks(
  db: Database,
  customerOrderId: number,
  links: unknown,
): Promise<void> {
  if (typeof links !== 'object' || links === null) return;
  const { giftCards: cards, giftVouchers: vouchers } = links as Partial<TenderLinks>;
  if (!isLinkList(cards) || !isLinkList(vouchers)) return;
  await db.delete(orderGiftCards).where(eq(orderGiftCards.customerOrderId, customerOrderId));
  await db.delete(orderGiftVouchers).where(eq(orderGiftVouchers.customerOrderId, customerOrderId));
  if (cards.length > 0)
    await db
      .insert(orderGiftCards)
      .values(
        cards.map((link) => ({ customerOrderId, giftCardId: link.id, addedAt: new Date(link.addedAt) })),
      );
  if (vouchers.length > 0)
    await db.insert(orderGiftVouchers).values(
      vouchers.map((link) => ({
        customerOrderId,
        giftVoucherId: link.id,
        addedAt: new Date(link.addedAt),
      })),
    );
}

// ---------------------------------------------------------------------------------------------------------
// Adding and removing: the shopper's current order, refusals, wrong numbers counted

/** A refusal of src/domain/incentives.ts, in its words. */
export const refuseTender = (
  status: OrderRefusal['status'],
  type: IncentiveRefusalType,
  extra: Partial<Pick<OrderRefusal, 'details' | 'fieldErrors'>> = {},
): { ok: false; refusal: OrderRefusal } => ({
  ok: false,
  refusal: { status, type, message: INCENTIVE_REFUSALS[type], ...extra },
});

/**
 * In the caller's transaction: the customer's row locked (the lock order of place-order.ts: customer, then
 * order, then cards), then their current order that checkout may still change (PENDING, or AMENDING before
 * its amend cut-off), locked; refused 404 ORDER_NOT_FOUND when it is not theirs, 409 ORDER_NOT_CHECKOUTABLE
 * or AMEND_CUT_OFF_PASSED otherwise.
 */
export async function lockTenderOrder(
  tx: Database,
  owner: CustomerOwner,
  customerOrderId: string | undefined,
  now: Date,
): Promise<CustomerOrderRow> {
  if (parseOrderId(customerOrderId) === null) return refuse(ORDER_NOT_FOUND);
  await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, owner.customerId))
    .for('update');
  const found = await ownOrder(tx, owner, customerOrderId, true);
  if (!found.ok) return refuse(found);
  if (!isTrolleyState(found.value.state)) return refuse(refuseCheckout(409, 'ORDER_NOT_CHECKOUTABLE'));
  if (isPastAmendCutOff(found.value, now)) return refuse(refuseCheckout(409, 'AMEND_CUT_OFF_PASSED'));
  return found.value;
}

/** doc 2 §5: more than this many wrong gift card or voucher numbers (or PINs) in the window are refused. */
export const GIFT_CARD_ATTEMPT_LIMIT = 10;
export const GIFT_CARD_ATTEMPT_WINDOW_MS = 60 * 60 * 1000;

/** 429 once the customer has had GIFT_CARD_ATTEMPT_LIMIT wrong numbers in the last hour (under their row lock). */
export async function checkAttempts(tx: Database, customerId: number, now: Date): Promise<void> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(giftCardAttempts)
    .where(
      and(
        eq(giftCardAttempts.customerId, customerId),
        gt(giftCardAttempts.attemptedAt, new Date(now.getTime() - GIFT_CARD_ATTEMPT_WINDOW_MS)),
      ),
    );
  if ((row?.n ?? 0) >= GIFT_CARD_ATTEMPT_LIMIT) refuse(refuseTender(429, 'GIFT_CARD_ATTEMPTS_EXCEEDED'));
}

/** A wrong number or PIN: counted (the caller's transaction commits it with the 404). */
export async function recordAttempt(tx: Database, customerId: number, now: Date): Promise<void> {
  await tx.insert(giftCardAttempts).values({ customerId, attemptedAt: now });
}

/**
 * When a card or voucher added now goes in the order's one sequence: now, or just after the last one added
 * (so two added at the same instant keep the order they were added in).
 */
export async function nextAddedAt(tx: Database, customerOrderId: number, now: Date): Promise<Date> {
  const lastOf = async (table: typeof orderGiftCards | typeof orderGiftVouchers) => {
    const [row] = await tx
      .select({ last: sql<string | null>`max(${table.addedAt})` })
      .from(table)
      .where(eq(table.customerOrderId, customerOrderId));
    return row?.last ? new Date(row.last).getTime() : Number.NEGATIVE_INFINITY;
  };
  const last = Math.max(await lastOf(orderGiftCards), await lastOf(orderGiftVouchers));
  return new Date(Math.max(now.getTime(), last + 1));
}

const TENDER_ID = /^[1-9]\d{0,9}$/;

/** A card's or voucher's id from a path, or null when it cannot be one. */
export const parseTenderId = (id: string | undefined): number | null =>
  id !== undefined && TENDER_ID.test(id) && Number(id) <= 2_147_483_647 ? Number(id) : null;

/** A body that is a JSON object with exactly these (string) fields; 400 INVALID_INPUT otherwise. */
export function readStringFields<K extends string>(
  body: unknown,
  fields: readonly K[],
): OrderResult<Record<K, string>> {
  if (!isRecord(body)) return invalidOrderInput('The body must be a JSON object.');
  const unknown = Object.keys(body).filter((key) => !(fields as readonly string[]).includes(key));
  if (unknown.length > 0) return invalidOrderInput(`Unknown field: ${unknown.join(', ')}.`);
  const values = {} as Record<K, string>;
  for (const field of fields) {
    const value = body[field];
    values[field] = typeof value === 'string' ? value : '';
  }
  return { ok: true, value: values };
}

/**
 * Placing's one call (place-order.ts, before the card is authorised): the order's gift vouchers and cards
 * spent against the trolley's total (`totalEstimatedCost`: items after offers and codes, less the partner
 * discount, plus deposits and the slot's charge), or the placement refused (ORDER_ORCHESTRATION_037 or
 * GIFT_CARD_NO_BALANCE, with details; thrown, so the whole placement rolls back). Answers the snapshot's
 * totals with what the vouchers and cards pay now and what the payment card is authorised for.
 */
export async function spendTenderAtPlacing(
  tx: Database,
  customerOrderId: number,
  estimated: EstimatedTotals,
  totalPence: number,
  now: Date,
): Promise<EstimatedTotals> {
  const outcome = await spendTender(tx, customerOrderId, totalPence, now, londonCalendarDate(now));
  if (!outcome.ok) {
    const message =
      outcome.type === 'ORDER_ORCHESTRATION_037'
        ? INCENTIVE_REFUSALS.ORDER_ORCHESTRATION_037
        : INCENTIVE_REFUSALS.GIFT_CARD_NO_BALANCE;
    return refuse({
      ok: false,
      refusal: { status: 409, type: outcome.type, message, details: outcome.details },
    });
  }
  const { spent } = outcome;
  return {
    ...estimated,
    giftCards: moneyOfPence(spent.giftCardsPence),
    giftVouchers: moneyOfPence(spent.giftVouchersPence),
    paymentCard: moneyOfPence(spent.toPayPence),
    toPay: moneyOfPence(spent.toPayPence),
  };
}

/** What an order's gift cards and vouchers paid when it was placed (its snapshot), in pence. */
export const tenderPaidPence = (estimated: EstimatedTotals | null): number =>
  estimated ? toPence(estimated.giftCards) + toPence(estimated.giftVouchers) : 0;
