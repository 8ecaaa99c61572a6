import { and, asc, eq, sql } from 'drizzle-orm';
import type { EstimatedTotals, Order } from '../../contract/checkout.ts';
import { maskedSerial } from '../../domain/incentives.ts';
import { moneyOfPence, toPence } from '../../domain/money.ts';
import type { Database } from '../db/client.ts';
import { incentiveRedemptions, incentives, orderIncentives } from '../db/schema.ts';
import type { CustomerOrderRow } from './customer-orders.ts';
import { moneyOff } from './money-off.ts';
import { orderTender, type TenderOnOrder } from './order-tender.ts';
import type { OrderMoney } from './trolley-view.ts';

/**
 * The money off as the order shows it (doc 2 §3 Order adjustments, paymentInfo, partnerDiscountCardNumber;
 * docs/api/checkout.md "Money off"): one INCENTIVE adjustment per applied code and one PARTNER_DISCOUNT, the
 * gift cards and vouchers with what each pays, and the partner card masked. A live order shows them as its
 * totals were just worked out; a placed one as it was placed (its redemptions and its snapshot's total).
 */

export type OrderMoneyView = Pick<Order, 'adjustments' | 'partnerDiscountCardNumber'> & {
  giftCards: Order['paymentInfo']['giftCards'];
  giftVouchers: Order['paymentInfo']['giftVouchers'];
};

type Adjustment = Order['adjustments'][number];

export const PARTNER_DISCOUNT_TEXT = 'Partner discount';

const partnerAdjustment = (pence: number): Adjustment[] =>
  pence > 0
    ? [
        {
          id: 'PARTNER_DISCOUNT',
          displayText: PARTNER_DISCOUNT_TEXT,
          adjustmentType: 'PARTNER_DISCOUNT',
          amount: moneyOfPence(pence),
          status: 'APPLIED',
          applicationMethod: 'ORDER',
        },
      ]
    : [];

const incentiveAdjustment = (
  incentive: { id: number; description: string; categoryId: number | null },
  pence: number,
): Adjustment => ({
  id: String(incentive.id),
  displayText: incentive.description,
  adjustmentType: 'INCENTIVE',
  amount: moneyOfPence(pence),
  status: 'APPLIED',
  applicationMethod: incentive.categoryId === null ? 'ORDER' : 'CATEGORY',
});

/** The gift cards and vouchers, in the order added, with what each pays (`amounts` by kind and id). */
function tenderViews(
  tender: readonly TenderOnOrder[],
  amounts: readonly { kind: TenderOnOrder['kind']; id: number; amountPence: number }[],
): Pick<OrderMoneyView, 'giftCards' | 'giftVouchers'> {
  const amountOf = (item: TenderOnOrder) =>
    amounts.find((paid) => paid.kind === item.kind && paid.id === item.id)?.amountPence ?? 0;
  return {
    giftCards: tender
      .filter((item) => item.kind === 'GIFT_CARD')
      .map((card) => ({
        id: String(card.id),
        serialNumber: maskedSerial(card.serialNumber),
        remainingBalance: moneyOfPence(card.balancePence),
        amountToDeduct: moneyOfPence(amountOf(card)),
      })),
    giftVouchers: tender
      .filter((item) => item.kind === 'GIFT_VOUCHER')
      .map((voucher) => ({
        id: String(voucher.id),
        serialNumber: maskedSerial(voucher.serialNumber),
        status: voucher.status === 'REDEEMED' ? ('REDEEMED' as const) : ('ACTIVE' as const),
        value: moneyOfPence(voucher.balancePence),
        amount: moneyOfPence(amountOf(voucher)),
      })),
  };
}

const partnerCardOf = (order: CustomerOrderRow) =>
  order.partnerDiscountCardNumber === null ? null : maskedSerial(order.partnerDiscountCardNumber);

/** A live (PENDING or AMENDING) order's money off, from the trolley's pricing. */
export function liveOrderMoney(order: CustomerOrderRow, money: OrderMoney): OrderMoneyView {
  const saved = new Map(money.moneyOff.codes.map((code) => [code.incentiveId, code.savingPence]));
  return {
    adjustments: [
      ...money.codes
        .filter((code) => code.status === 'APPLIED')
        .map((code) => incentiveAdjustment(code.incentive, saved.get(code.incentive.id) ?? 0)),
      ...partnerAdjustment(money.moneyOff.partnerDiscountPence),
    ],
    partnerDiscountCardNumber: partnerCardOf(order),
    ...tenderViews(money.tender, money.moneyOff.tender),
  };
}

/**
 * A placed order's money off as it was placed: the codes it redeemed (with what each saved), the partner
 * discount of its snapshot, and its gift cards and vouchers paying towards the snapshot's total in the order
 * added (each what it may pay for this order: tender.ts counts back what this order took).
 */
export async function placedOrderMoney(
  db: Database,
  order: CustomerOrderRow,
  estimated: EstimatedTotals,
): Promise<OrderMoneyView> {
  const redeemed = await db
    .select({
      id: incentives.id,
      description: incentives.description,
      categoryId: incentives.categoryId,
      savingPence: incentiveRedemptions.savingPence,
    })
    .from(incentiveRedemptions)
    .innerJoin(incentives, eq(incentives.id, incentiveRedemptions.incentiveId))
    .leftJoin(
      orderIncentives,
      and(
        eq(orderIncentives.customerOrderId, incentiveRedemptions.customerOrderId),
        eq(orderIncentives.incentiveId, incentiveRedemptions.incentiveId),
      ),
    )
    .where(eq(incentiveRedemptions.customerOrderId, order.id))
    .orderBy(sql`${orderIncentives.addedAt} NULLS LAST`, asc(incentives.id));
  const tender = await orderTender(db, order.id);
  // The tender's share of the snapshot's total, as moneyOff shares it out (nothing else to take off now).
  const paid = moneyOff({
    itemTotalPence: toPence(estimated.totalPrice),
    depositsPence: 0,
    deliveryChargePence: 0,
    codes: [],
    partnerDiscount: false,
    tender,
  });
  const partnerPence = estimated.partnerDiscountSavings ? toPence(estimated.partnerDiscountSavings) : 0;
  return {
    adjustments: [
      ...redeemed.map((row) => incentiveAdjustment(row, row.savingPence)),
      ...partnerAdjustment(partnerPence),
    ],
    partnerDiscountCardNumber: partnerCardOf(order),
    ...tenderViews(tender, paid.tender),
  };
}
