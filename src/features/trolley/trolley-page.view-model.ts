/**
 * What the trolley page shows, as pure functions of the trolley (doc 2 §2 Trolley page, §3 Trolley item and
 * Trolley totals, §5 Money display): each line's price, savings, offers (triggered and missed) and conflict,
 * the totals and the minimum spend. The views render these.
 */
import { formatMoney, type Money, toPence } from '../../domain/money.ts';
import { formatQuantity, quantityRule } from '../../domain/quantities.ts';
import {
  conflictOf,
  type MinimumSpend,
  minimumSpend,
  type Trolley,
  type TrolleyItem,
} from '../../domain/trolley.ts';

export interface LineOfferView {
  id: number;
  description: string;
  triggered: boolean;
  /** A missed offer: 'Add 1 more to get this offer'. */
  hint: string | null;
}

/** A line's offers: those it takes part in (triggered) and those it is short of (missed). */
export function lineOffers(line: TrolleyItem, trolley: Trolley | null): LineOfferView[] {
  return line.discounts.map((discount) => {
    const triggered = discount.status === 'TRIGGERED';
    const promotion = trolley?.promotions.find((candidate) => candidate.promotionId === discount.id);
    const needed = promotion?.unitsNeeded ?? 0;
    return {
      id: discount.id,
      description: discount.description,
      triggered,
      hint: !triggered && needed > 0 ? `Add ${needed} more to get this offer` : null,
    };
  });
}

export interface LinePriceView {
  /** What the line costs after offers: '£3.00'. */
  price: string;
  /** The shelf price before offers, when an offer saves something. */
  was: string | null;
  /** 'You save £1.00'. */
  saving: string | null;
  /** '£1.50 each', '£0.68/kg', '£2.50/100g'. */
  unitPrice: string;
  /** Only while the server has not priced a change: offers come with its answer. */
  estimated: boolean;
}

function unitPriceText(line: TrolleyItem): string {
  const { price, quantity } = line.product.currentSaleUnitPrice;
  if (quantity.uom === 'C62') return `${formatMoney(price)} each`;
  const per =
    quantity.amount === 1 ? quantityRule(quantity.uom).symbol : formatQuantity(quantity.amount, quantity.uom);
  return `${formatMoney(price)}/${per}`;
}

export function linePrice(line: TrolleyItem): LinePriceView {
  const saving = toPence(line.saving);
  return {
    price: formatMoney(line.totalPrice),
    was: saving > 0 ? formatMoney(line.retailPrice) : null,
    saving: saving > 0 ? `You save ${formatMoney(line.saving)}` : null,
    unitPrice: unitPriceText(line),
    estimated: line.processing,
  };
}

export interface LineConflictView {
  /** 'SOLD OUT ONLINE', 'Temporarily unavailable'. */
  short: string;
  /** 'Sorry, this item is not available', '{product} currently unavailable'. */
  long: string | null;
  canChangeQuantity: boolean;
  canViewAlternatives: boolean;
}

/** doc 2 §8 "Conflict messages per item come from the conflict's messages." */
export function lineConflict(line: TrolleyItem, trolley: Trolley | null): LineConflictView | null {
  const conflict = conflictOf(trolley, line);
  if (!conflict) return null;
  return {
    short: conflict.messages.shortItem ?? conflict.messages.title ?? 'Unavailable',
    long: conflict.messages.longItem,
    canChangeQuantity: !conflict.prohibitedActions.includes('CHANGE_QUANTITY'),
    canViewAlternatives: conflict.resolutionActions.some((action) => action.id === 'VIEW_ALTERNATIVES'),
  };
}

export interface TotalsView {
  items: string;
  savings: string | null;
  deposits: string | null;
  deliveryCharge: string | null;
  /** Promo codes' saving (savingsFromOffersAndIncentives less the offers'), when there is one. */
  promoCodes: string | null;
  /** The partner discount card's saving, when there is one. */
  partnerDiscount: string | null;
  total: string;
  /** The total in pence, for tests and the instant checkout. */
  totalPence: number;
  /** What gift cards and vouchers pay, and what the card pays then; null when none are on the order. */
  giftCards: string | null;
  giftVouchers: string | null;
  toPay: string | null;
}

const shown = (money: Money | number | null) =>
  money !== null && toPence(money) > 0 ? formatMoney(money) : null;

/**
 * The totals (doc 2 §3 Trolley totals): the server's, with the items' total as the shopper sees it (changes
 * waiting are at their shelf price); equal to the server's once nothing waits.
 */
export function trolleyTotals(trolley: Trolley | null, itemTotalPence: number): TotalsView {
  const totals = trolley?.trolleyTotals;
  const extras = totals ? toPence(totals.totalEstimatedCost) - toPence(totals.itemTotalEstimatedCost) : 0;
  const totalPence = itemTotalPence + extras;
  // Gift cards and vouchers pay part of the total: the card pays the rest (docs/api/checkout.md "Money off").
  const tender = totals ? toPence(totals.giftCards) + toPence(totals.giftVouchers) > 0 : false;
  return {
    items: formatMoney(itemTotalPence),
    savings: totals ? shown(totals.savingsFromOffers) : null,
    deposits: totals ? shown(totals.totalDepositCharge) : null,
    deliveryCharge: totals?.deliveryCharge ? formatMoney(totals.deliveryCharge) : null,
    promoCodes: totals
      ? shown(toPence(totals.savingsFromOffersAndIncentives) - toPence(totals.savingsFromOffers))
      : null,
    partnerDiscount: totals ? shown(totals.partnerDiscountSavings) : null,
    total: formatMoney(totalPence),
    totalPence,
    giftCards: tender ? shown(totals?.giftCards ?? null) : null,
    giftVouchers: tender ? shown(totals?.giftVouchers ?? null) : null,
    toPay: tender && totals ? formatMoney(totals.paymentCard) : null,
  };
}

export interface MinimumSpendView extends MinimumSpend {
  text: string;
}

/** Minimum spend (doc 2 §5): against delivery's £40 until a slot of another kind is booked. */
export function minimumSpendView(trolley: Trolley | null, itemTotalPence: number): MinimumSpendView {
  const threshold = trolley ? toPence(trolley.trolleyTotals.deliveryMinimumOrderValue) : undefined;
  const spend = minimumSpend(itemTotalPence, threshold);
  const minimum = formatMoney(spend.thresholdPence);
  return {
    ...spend,
    text: spend.met
      ? `You have reached the ${minimum} minimum spend for delivery`
      : `Spend ${formatMoney(spend.remainingPence)} more to reach the ${minimum} minimum spend for delivery`,
  };
}

export interface ConflictCounts {
  /** Lines sold out or temporarily unavailable ('Unavailable items in trolley'). */
  unavailable: number;
  /** Lines available, but not in the booked slot ('Choose another date or remove item'). */
  restricted: number;
}

const isSlotRestriction = (type: string) => type.startsWith('SLOT_RESTRICTION_');

/**
 * doc 2 §4 "A hard or soft conflict is counted per trolley line": the server's hard count, split into the
 * lines that cannot be had at all and those only the booked slot cannot take (docs/api/trolley.md).
 */
export function conflictCounts(trolley: Trolley | null): ConflictCounts {
  if (!trolley) return { unavailable: 0, restricted: 0 };
  const lines = new Map<number, boolean>();
  for (const conflict of trolley.conflicts) {
    if (conflict.severity !== 'HARD') continue;
    const onlyRestricted = isSlotRestriction(conflict.type);
    lines.set(conflict.itemId, (lines.get(conflict.itemId) ?? true) && onlyRestricted);
  }
  const restricted = [...lines.values()].filter(Boolean).length;
  const hard = trolley.trolleyTotals.trolleyItemCounts.hardConflicts;
  return { unavailable: Math.max(0, hard - restricted), restricted };
}
