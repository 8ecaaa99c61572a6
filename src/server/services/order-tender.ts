import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  giftCards,
  giftCardTransactions,
  giftVouchers,
  orderGiftCards,
  orderGiftVouchers,
} from '../db/schema.ts';
import type { TenderOffered } from './money-off.ts';

// What is on an order to pay with, read without the order service (src/server/services/orders.ts), so the
// trolley's and the order's totals can read it: tender.ts (adding, spending, giving back) imports the
// order service, and the order service reads the totals.

/**
 * The gift cards and gift vouchers on an order (docs/api/checkout.md "Money off"), in the order the shopper
 * added them (one sequence for both), with what each may pay: a card its balance plus what this order has
 * already taken from it (an order being amended spent it when it was placed, and gets it back when the
 * amendment is placed), a voucher its value while it is ACTIVE or redeemed by this order (nothing
 * otherwise). `forUpdate` locks the cards and vouchers (by id) for placing. Given `today` (the London
 * calendar date), a card or voucher past its last day may pay nothing.
 */
export interface TenderOnOrder extends TenderOffered {
  serialNumber: string;
  /** A card's balance now; a voucher's value. */
  balancePence: number;
  /** A voucher's status. */
  status: string;
  /** The last London day it may be used, or null. */
  expiresOn: string | null;
}

export async function orderTender(
  db: Database,
  customerOrderId: number,
  options: { forUpdate?: boolean; today?: string } = {},
): Promise<TenderOnOrder[]> {
  const usable = (expiresOn: string | null) =>
    options.today === undefined || !isExpired(expiresOn, options.today);
  if (options.forUpdate) {
    // Lock order: gift cards then vouchers, each by id, so concurrent placements never deadlock.
    await db
      .select({ id: giftCards.id })
      .from(giftCards)
      .innerJoin(orderGiftCards, eq(orderGiftCards.giftCardId, giftCards.id))
      .where(eq(orderGiftCards.customerOrderId, customerOrderId))
      .orderBy(asc(giftCards.id))
      .for('update', { of: giftCards });
    await db
      .select({ id: giftVouchers.id })
      .from(giftVouchers)
      .innerJoin(orderGiftVouchers, eq(orderGiftVouchers.giftVoucherId, giftVouchers.id))
      .where(eq(orderGiftVouchers.customerOrderId, customerOrderId))
      .orderBy(asc(giftVouchers.id))
      .for('update', { of: giftVouchers });
  }
  const cards = await db
    .select({
      id: giftCards.id,
      serialNumber: giftCards.serialNumber,
      balancePence: giftCards.balancePence,
      expiresOn: giftCards.expiresOn,
      addedAt: orderGiftCards.addedAt,
      takenPence:
        sql<number>`coalesce((select -sum(${giftCardTransactions.amountPence}) from ${giftCardTransactions}
        where ${giftCardTransactions.giftCardId} = ${giftCards.id}
          and ${giftCardTransactions.customerOrderId} = ${customerOrderId}), 0)`.mapWith(Number),
    })
    .from(orderGiftCards)
    .innerJoin(giftCards, eq(giftCards.id, orderGiftCards.giftCardId))
    .where(eq(orderGiftCards.customerOrderId, customerOrderId));
  const vouchers = await db
    .select({
      id: giftVouchers.id,
      serialNumber: giftVouchers.serialNumber,
      valuePence: giftVouchers.valuePence,
      status: giftVouchers.status,
      redeemedOrderId: giftVouchers.redeemedOrderId,
      expiresOn: giftVouchers.expiresOn,
      addedAt: orderGiftVouchers.addedAt,
    })
    .from(orderGiftVouchers)
    .innerJoin(giftVouchers, eq(giftVouchers.id, orderGiftVouchers.giftVoucherId))
    .where(eq(orderGiftVouchers.customerOrderId, customerOrderId));
  const tender: (TenderOnOrder & { addedAt: Date })[] = [
    ...cards.map((card) => ({
      kind: 'GIFT_CARD' as const,
      id: card.id,
      serialNumber: card.serialNumber,
      balancePence: card.balancePence,
      availablePence: usable(card.expiresOn) ? card.balancePence + Math.max(0, card.takenPence) : 0,
      status: 'ACTIVE',
      expiresOn: card.expiresOn,
      addedAt: card.addedAt,
    })),
    ...vouchers.map((voucher) => ({
      kind: 'GIFT_VOUCHER' as const,
      id: voucher.id,
      serialNumber: voucher.serialNumber,
      balancePence: voucher.valuePence,
      availablePence:
        usable(voucher.expiresOn) &&
        (voucher.status === 'ACTIVE' || voucher.redeemedOrderId === customerOrderId)
          ? voucher.valuePence
          : 0,
      status: voucher.status,
      expiresOn: voucher.expiresOn,
      addedAt: voucher.addedAt,
    })),
  ];
  return tender
    .sort((a, b) => a.addedAt.getTime() - b.addedAt.getTime() || a.id - b.id)
    .map(({ addedAt: _addedAt, ...rest }) => rest);
}

/** A card or voucher is past its last London day. */
export const isExpired = (expiresOn: string | null, today: string): boolean =>
  expiresOn !== null && expiresOn < today;
