import { mealDealSets, setSavingPence, wholeUnits } from '../../domain/meal-deals.ts';
import { MINIMUM_ORDER_VALUE_PENCE } from '../../domain/trolley-limits.ts';
import type { PromotionDiscount, PromotionGroup } from '../seed/discounts.ts';

/**
 * The trolley's money (doc 2 §3 Trolley item pricing and offers, Trolley totals), computed to the penny in
 * integer pence from the lines and the promotions of their products. Pure: the trolley service loads the
 * inputs, tests give fixed ones. The rules are in docs/api/trolley.md ("How totals and offers are computed");
 * the promotion shapes and what each saves are src/server/seed/discounts.ts.
 */

/** A trolley line with what its product costs. */
export interface PricedLine {
  itemId: number;
  productId: string;
  amount: number;
  uom: string;
  /** The price of `priceQuantity` of the unit (e.g. 250 for £2.50 per 1 KGM, or per 100 GRM). */
  pricePence: number;
  priceQuantity: number;
  /** Per unit (bottle, can); null when none. */
  depositChargePence: number | null;
  availability: string;
}

export interface TrolleyPromotionInput {
  id: number;
  description: string;
  promotionType: string;
  promotionTypeCode: string;
  /** yyyy-MM-dd, first and last London day it applies. */
  startDate: string;
  expiryDate: string;
  hidden: boolean;
  loyaltyOnly: boolean;
  discount: PromotionDiscount;
  groups: PromotionGroup[];
  /** The trolley's products in the promotion, with the group each belongs to. */
  members: ReadonlyMap<string, number>;
}

export interface TotalsOptions {
  /** London date `yyyy-MM-dd`: promotions apply from their start date to their expiry date. */
  today: string;
  /** Loyalty members get loyalty-only offers. There is no loyalty scheme yet, so never. */
  loyaltyMember?: boolean;
  /** The booked slot's kind; with none booked the delivery minimum applies (the higher). */
  fulfilment?: 'DELIVERY' | 'COLLECTION' | null;
  /** The booked slot's charge; null while there is no slot. */
  deliveryChargePence?: number | null;
}

export type DiscountStatus = 'TRIGGERED' | 'UNTRIGGERED';

export interface LineDiscount {
  status: DiscountStatus;
  id: number;
  description: string;
  category: 'OFFER';
}

export type ConflictSeverity = 'HARD' | 'SOFT';

export interface LineTotals {
  itemId: number;
  retailPence: number;
  savingPence: number;
  totalPence: number;
  depositPence: number | null;
  discounts: LineDiscount[];
  triggeredPromotions: number[];
  untriggeredPromotions: number[];
  /** Derived from the product's availability while there are no slots: OUT_OF_STOCK and UNAVAILABLE. */
  conflict: { type: 'OUT_OF_STOCK' | 'UNAVAILABLE'; severity: ConflictSeverity } | null;
}

export interface PromotionOutcome {
  promotionId: number;
  description: string;
  promotionType: string;
  promotionTypeCode: string;
  status: DiscountStatus;
  /** yyyy-MM-dd, the last London day it applies. */
  expiryDate: string;
  savingPence: number;
  /** The lines in the promotion (those whose units took part when triggered). */
  itemIds: number[];
  /** Units still needed to trigger it; 0 once triggered. */
  unitsNeeded: number;
}

export interface TrolleyTotalsResult {
  lines: LineTotals[];
  promotions: PromotionOutcome[];
  totals: {
    collectionMinimumOrderValuePence: number;
    deliveryMinimumOrderValuePence: number;
    deliveryChargePence: number | null;
    retailTotalPence: number;
    itemTotalEstimatedCostPence: number;
    totalDepositChargePence: number;
    totalEstimatedCostPence: number;
    minimumSpendThresholdMet: boolean;
    savingsFromOffersPence: number;
    savingsFromOffersAndIncentivesPence: number;
    savingsFromMyWaitrosePence: number;
    totalSavingsPence: number;
    /** The partner discount card's saving; 0 here (docs/api/checkout.md "Money off" adds it). */
    partnerDiscountSavingsPence: number;
    orderLines: number;
    giftCardsPence: number;
    giftVouchersPence: number;
    paymentCardPence: number;
    hardConflicts: number;
    softConflicts: number;
    noConflicts: number;
  };
}

/** a / b rounded to the nearest whole number, halves away from zero; both whole, b positive. */
function divideRounded(numerator: number, denominator: number): number {
  const quotient = Math.floor(Math.abs(numerator) / denominator);
  const remainder = Math.abs(numerator) - quotient * denominator;
  const rounded = remainder * 2 >= denominator ? quotient + 1 : quotient;
  return numerator < 0 ? -rounded : rounded;
}

/** Hundredths of an amount (quantities keep at most two decimals). */
const hundredths = (amount: number) => Math.round(amount * 100);

/** The price of `amount` of a line's unit: price × amount ÷ priceQuantity, to the nearest penny. */
function priceOf(pricePence: number, priceQuantity: number, amount: number): number {
  return divideRounded(pricePence * hundredths(amount), hundredths(priceQuantity));
}

interface UnitSlot {
  line: number;
  pricePence: number;
}

/** Shares `total` across `weights` in proportion, by largest remainder, so the shares add up exactly. */
function shareOut(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0 || total === 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (total * weight) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left--;
  }
  return shares;
}

/** Runs before meal deals, lowest id first; see docs/api/trolley.md. */
function promotionOrder(a: TrolleyPromotionInput, b: TrolleyPromotionInput): number {
  const rank = (p: TrolleyPromotionInput) => (p.discount.type === 'TOTAL_PRICE' ? 1 : 0);
  return rank(a) - rank(b) || a.id - b.id;
}

export function computeTrolleyTotals(
  lines: readonly PricedLine[],
  promotions: readonly TrolleyPromotionInput[],
  options: TotalsOptions,
): TrolleyTotalsResult {
  const retail = lines.map((line) => priceOf(line.pricePence, line.priceQuantity, line.amount));
  const saving = lines.map(() => 0);
  /** Units of each line not yet used by a triggered offer: a unit takes part in one offer at most. */
  const remaining = lines.map((line) => line.amount);
  const discounts: LineDiscount[][] = lines.map(() => []);
  const indexOfProduct = new Map(lines.map((line, index) => [line.productId, index]));
  const outcomes: PromotionOutcome[] = [];

  const applicable = promotions
    .filter(
      (p) =>
        p.startDate <= options.today &&
        options.today <= p.expiryDate &&
        (!p.loyaltyOnly || options.loyaltyMember === true),
    )
    .sort(promotionOrder);

  for (const promotion of applicable) {
    const isMealDeal = promotion.discount.type === 'TOTAL_PRICE';
    if (promotion.discount.type === 'MULTI_BUY' && !(promotion.discount.buy > 0)) continue;
    const thresholds = new Map(promotion.groups.map((group) => [group.id, group.threshold]));
    // Lines in the promotion, in trolley order, with their group; meal-deal groups with threshold 0 are
    // ignored (doc 3 §5).
    const members: { line: number; group: number }[] = [];
    for (const [productId, group] of promotion.members) {
      const line = indexOfProduct.get(productId);
      if (line !== undefined && (!isMealDeal || (thresholds.get(group) ?? 0) > 0))
        members.push({ line, group });
    }
    if (members.length === 0) continue;
    members.sort((a, b) => a.line - b.line);

    const used = new Set<number>();
    let savingPence = 0;
    let unitsNeeded = 0;
    const addSaving = (line: number, pence: number) => {
      saving[line] = (saving[line] ?? 0) + pence;
      savingPence += pence;
    };
    /** Retail price of a line's units still free (all of it when none were used before). */
    const retailOfRemaining = (line: number) => {
      const l = lines[line] as PricedLine;
      const free = remaining[line] ?? 0;
      return free === l.amount ? (retail[line] ?? 0) : priceOf(l.pricePence, l.priceQuantity, free);
    };
    const unitPrice = (line: number) => {
      const l = lines[line] as PricedLine;
      return divideRounded(l.pricePence * 100, hundredths(l.priceQuantity));
    };

    const discount = promotion.discount;
    switch (discount.type) {
      case 'DISPLAY_ONLY':
        // The price already is the offer: listed as in effect, nothing saved.
        for (const { line } of members) used.add(line);
        break;
      case 'PERCENT_OFF': {
        const free = members.reduce((sum, { line }) => sum + (remaining[line] ?? 0), 0);
        if (free <= 0 || (discount.minQuantity !== undefined && free < discount.minQuantity)) {
          unitsNeeded = Math.max(1, Math.ceil((discount.minQuantity ?? 1) - free));
          break;
        }
        for (const { line } of members) {
          if ((remaining[line] ?? 0) <= 0) continue;
          addSaving(line, divideRounded(retailOfRemaining(line) * discount.percent, 100));
          remaining[line] = 0;
          used.add(line);
        }
        break;
      }
      case 'AMOUNT_OFF':
      case 'FIXED_PRICE':
        for (const { line } of members) {
          const free = remaining[line] ?? 0;
          if (free <= 0) continue;
          const l = lines[line] as PricedLine;
          const full = retailOfRemaining(line);
          const off =
            discount.type === 'AMOUNT_OFF'
              ? Math.min(full, divideRounded(discount.amountPence * hundredths(free), 100))
              : Math.max(0, full - priceOf(discount.pricePence, l.priceQuantity, free));
          addSaving(line, off);
          remaining[line] = 0;
          used.add(line);
        }
        if (used.size === 0) unitsNeeded = 1;
        break;
      case 'MULTI_BUY':
      case 'TOTAL_PRICE': {
        // The dearest units make the sets, so the shopper saves the most.
        const byGroup = new Map<number, UnitSlot[]>();
        for (const { line, group } of members) {
          const units = byGroup.get(group) ?? [];
          for (let i = 0; i < wholeUnits(remaining[line] ?? 0); i++)
            units.push({ line, pricePence: unitPrice(line) });
          byGroup.set(group, units);
        }
        const groups =
          discount.type === 'MULTI_BUY'
            ? [{ units: [...byGroup.values()].flat(), threshold: discount.buy }]
            : promotion.groups
                .filter((group) => group.threshold > 0)
                .map((group) => ({ units: byGroup.get(group.id) ?? [], threshold: group.threshold }));
        // The rule the meal-deal builder shows the shopper (src/domain/meal-deals.ts): dearest units first,
        // chunked by threshold; only complete sets are charged at the set's price.
        const sets = mealDealSets(groups).filter((set) => set.completed);
        if (sets.length === 0) {
          unitsNeeded = groups.reduce(
            (sum, group) => sum + Math.max(0, group.threshold - group.units.length),
            0,
          );
          break;
        }
        const setPrice = discount.type === 'MULTI_BUY' ? discount.forPence : discount.amountPence;
        for (const set of sets) {
          const slots = set.groups.flat();
          const shares = shareOut(
            setSavingPence(slots, setPrice),
            slots.map((slot) => slot.pricePence),
          );
          slots.forEach((slot, index) => {
            addSaving(slot.line, shares[index] ?? 0);
            remaining[slot.line] = (remaining[slot.line] ?? 0) - 1;
            used.add(slot.line);
          });
        }
        break;
      }
    }

    const triggered = used.size > 0;
    const visible = triggered || !promotion.hidden;
    for (const { line } of members) {
      if (!visible) continue;
      discounts[line]?.push({
        status: used.has(line) ? 'TRIGGERED' : 'UNTRIGGERED',
        id: promotion.id,
        description: promotion.description,
        category: 'OFFER',
      });
    }
    if (visible) {
      outcomes.push({
        promotionId: promotion.id,
        description: promotion.description,
        promotionType: promotion.promotionType,
        promotionTypeCode: promotion.promotionTypeCode,
        status: triggered ? 'TRIGGERED' : 'UNTRIGGERED',
        expiryDate: promotion.expiryDate,
        savingPence,
        itemIds: (triggered ? members.filter(({ line }) => used.has(line)) : members).map(
          ({ line }) => (lines[line] as PricedLine).itemId,
        ),
        unitsNeeded: triggered ? 0 : unitsNeeded,
      });
    }
  }

  const lineTotals: LineTotals[] = lines.map((line, index) => {
    const retailPence = retail[index] ?? 0;
    const savingPence = Math.min(retailPence, saving[index] ?? 0);
    const lineDiscounts = discounts[index] ?? [];
    return {
      itemId: line.itemId,
      retailPence,
      savingPence,
      totalPence: retailPence - savingPence,
      depositPence:
        line.depositChargePence === null ? null : line.depositChargePence * wholeUnits(line.amount),
      discounts: lineDiscounts,
      triggeredPromotions: lineDiscounts.filter((d) => d.status === 'TRIGGERED').map((d) => d.id),
      untriggeredPromotions: lineDiscounts.filter((d) => d.status === 'UNTRIGGERED').map((d) => d.id),
      conflict:
        line.availability === 'OUT_OF_STOCK' || line.availability === 'UNAVAILABLE'
          ? { type: line.availability, severity: 'HARD' }
          : null,
    };
  });

  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const itemTotal = sum(lineTotals.map((line) => line.totalPence));
  const deposits = sum(lineTotals.map((line) => line.depositPence ?? 0));
  const savings = sum(lineTotals.map((line) => line.savingPence));
  const deliveryCharge = options.deliveryChargePence ?? null;
  const totalEstimated = itemTotal + deposits + (deliveryCharge ?? 0);
  const minimum =
    options.fulfilment === 'COLLECTION'
      ? MINIMUM_ORDER_VALUE_PENCE.COLLECTION
      : MINIMUM_ORDER_VALUE_PENCE.DELIVERY;
  const hard = lineTotals.filter((line) => line.conflict?.severity === 'HARD').length;
  const soft = lineTotals.filter((line) => line.conflict?.severity === 'SOFT').length;
  return {
    lines: lineTotals,
    promotions: outcomes,
    totals: {
      collectionMinimumOrderValuePence: MINIMUM_ORDER_VALUE_PENCE.COLLECTION,
      deliveryMinimumOrderValuePence: MINIMUM_ORDER_VALUE_PENCE.DELIVERY,
      deliveryChargePence: deliveryCharge,
      retailTotalPence: sum(retail),
      itemTotalEstimatedCostPence: itemTotal,
      totalDepositChargePence: deposits,
      totalEstimatedCostPence: totalEstimated,
      minimumSpendThresholdMet: itemTotal >= minimum,
      savingsFromOffersPence: savings,
      savingsFromOffersAndIncentivesPence: savings,
      savingsFromMyWaitrosePence: 0,
      totalSavingsPence: savings,
      partnerDiscountSavingsPence: 0,
      orderLines: lines.length,
      giftCardsPence: 0,
      giftVouchersPence: 0,
      paymentCardPence: totalEstimated,
      hardConflicts: hard,
      softConflicts: soft,
      noConflicts: lines.length - hard - soft,
    },
  };
}
