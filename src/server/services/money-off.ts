import { PARTNER_DISCOUNT_PERCENT } from '../../domain/incentives.ts';

/**
 * The money off an order after its offers (docs/api/checkout.md "How the totals are worked out"): promo
 * codes, the partner discount, then gift vouchers and gift cards in the order added, the payment card paying
 * the rest. Pure and in integer pence: the trolley, the checkout, placing and the confirmation all read this
 * one computation, so they agree to the penny.
 */

/** A promo code that applies now, with what it would take off before the cap (src/server/services/incentives.ts). */
export interface CodeSaving {
  incentiveId: number;
  /** Its saving worked out on its own base (the items, or its category's items). */
  savingPence: number;
}

/** A gift voucher or gift card on the order, in the order the shopper added it. */
export interface TenderOffered {
  kind: 'GIFT_CARD' | 'GIFT_VOUCHER';
  id: number;
  /** What it may pay: a voucher's value, a card's balance (with what this order took from it, when amending). */
  availablePence: number;
}

export interface MoneyOffInput {
  /** Items after offers (`itemTotalEstimatedCost`). */
  itemTotalPence: number;
  depositsPence: number;
  deliveryChargePence: number;
  /** The applied codes, in the order added. */
  codes: readonly CodeSaving[];
  /** A partner discount card is on the order. */
  partnerDiscount: boolean;
  tender: readonly TenderOffered[];
}

export interface MoneyOff {
  /** Each applied code's saving, capped so that the codes never take more than the items cost. */
  codes: { incentiveId: number; savingPence: number }[];
  incentiveSavingsPence: number;
  partnerDiscountPence: number;
  /** Items − codes − partner discount + deposits + the slot's charge. */
  totalPence: number;
  /** What each voucher and card pays, in the order added. */
  tender: { kind: TenderOffered['kind']; id: number; amountPence: number }[];
  giftVouchersPence: number;
  giftCardsPence: number;
  /** What the payment card pays: the rest. */
  toPayPence: number;
}

/** `percent`% of `pence`, to the nearest penny, halves up (both whole and not negative). */
export function percentOf(pence: number, percent: number): number {
  return Math.floor((pence * percent + 50) / 100);
}

export function moneyOff(input: MoneyOffInput): MoneyOff {
  let itemsLeft = Math.max(0, input.itemTotalPence);
  const codes = input.codes.map(({ incentiveId, savingPence }) => {
    const taken = Math.min(itemsLeft, Math.max(0, savingPence));
    itemsLeft -= taken;
    return { incentiveId, savingPence: taken };
  });
  const incentiveSavingsPence = codes.reduce((sum, code) => sum + code.savingPence, 0);
  const partnerDiscountPence = input.partnerDiscount ? percentOf(itemsLeft, PARTNER_DISCOUNT_PERCENT) : 0;
  const totalPence = itemsLeft - partnerDiscountPence + input.depositsPence + input.deliveryChargePence;

  let left = totalPence;
  const tender = input.tender.map(({ kind, id, availablePence }) => {
    const amountPence = Math.min(left, Math.max(0, availablePence));
    left -= amountPence;
    return { kind, id, amountPence };
  });
  const sumOf = (kind: TenderOffered['kind']) =>
    tender.filter((t) => t.kind === kind).reduce((sum, t) => sum + t.amountPence, 0);
  return {
    codes,
    incentiveSavingsPence,
    partnerDiscountPence,
    totalPence,
    tender,
    giftVouchersPence: sumOf('GIFT_VOUCHER'),
    giftCardsPence: sumOf('GIFT_CARD'),
    toPayPence: left,
  };
}
