import { asc, eq } from 'drizzle-orm';
import type {
  Trolley,
  TrolleyConflict,
  TrolleyItem,
  TrolleyProduct,
  TrolleyQuantity,
} from '../../contract/trolley.ts';
import { formatMoney, moneyOfPence, toPence } from '../../domain/money.ts';
import { amountInPriceUnit } from '../../domain/quantities.ts';
import {
  isEntertaining,
  type RestrictionFacts,
  restrictionMessages,
  type SlotRestriction,
  slotRestriction,
} from '../../domain/slot-restrictions.ts';
import { orderCutOff } from '../../domain/slots.ts';
import type { Database } from '../db/client.ts';
import { trolleyItems } from '../db/schema.ts';
import type { CustomerOrderRow } from './customer-orders.ts';
import { type EvaluatedIncentive, evaluateOrderIncentives } from './incentive-rules.ts';
import { type MoneyOff, moneyOff } from './money-off.ts';
import { orderTender, type TenderOnOrder } from './order-tender.ts';
import { defaultSavedCard, type PaymentCardRow } from './payment-cards.ts';
import { type TrolleySlot, trolleySlotOf } from './slots-booking.ts';
import type { TrolleyCatalogue, TrolleyProductRow } from './trolley-catalogue.ts';
import { substitutionProhibited } from './trolley-rules.ts';
import {
  computeTrolleyTotals,
  type LineTotals,
  type PricedLine,
  type TrolleyPromotionInput,
} from './trolley-totals.ts';

/**
 * The trolley as the graph answers it (doc 2 §3 Trolley, Trolley item, Trolley totals, Conflict): the lines
 * of a customer order with their products, priced with their offers. The shapes are the contract's
 * (src/contract/trolley.ts); docs/api/trolley.md describes each field.
 */

/** A trolley product as the services build it: the graph resolves `thumbnail` (resolvers/shopping.ts). */
export type ProductSummary = Omit<TrolleyProduct, 'thumbnail'>;

export function productSummary(product: TrolleyProductRow): ProductSummary {
  return {
    id: product.id,
    lineNumber: product.lineNumber,
    name: product.name,
    brand: product.brand,
    size: product.size,
    productType: product.productType,
    availability: product.availability,
    maxPersonalisedMessageLength: product.maxPersonalisedMessageLength,
    substitutionsProhibited: substitutionProhibited(product),
    containsAlcohol: product.containsAlcohol,
    highFatSaltSugar: product.hfss,
    currentSaleUnitPrice: {
      price: moneyOfPence(product.pricePence),
      quantity: { amount: product.priceQuantity, uom: product.uom },
    },
    defaultQuantity: { amount: product.defaultQuantity, uom: product.uom },
    itemWeightKg: product.itemWeightKg,
    depositCharge: product.depositChargePence === null ? null : moneyOfPence(product.depositChargePence),
    displayPrice: formatMoney(product.pricePence),
    leadTimeDays: product.leadTimeDays,
    availableDays: product.availableDays,
    restrictionStartDate: product.restrictionStartDate,
    restrictionEndDate: product.restrictionEndDate,
    entertaining: isEntertaining(product.substitutionGroup),
  };
}

export function restrictionFacts(product: TrolleyProductRow): RestrictionFacts {
  return {
    leadTimeDays: product.leadTimeDays,
    availableDays: product.availableDays,
    restrictionStartDate: product.restrictionStartDate,
    restrictionEndDate: product.restrictionEndDate,
    entertaining: isEntertaining(product.substitutionGroup),
  };
}

/** A conflict with the graph's fields the storefront does not ask for. */
type GraphConflict = TrolleyConflict & {
  reservedQuantity: TrolleyQuantity | null;
  slotOptionDates: { type: string; date: string }[];
};

type GraphTrolleyItem = Omit<TrolleyItem, 'product'> & { product: ProductSummary; analytics: null };

/** The trolley as the services build it, before the graph resolves the products' thumbnails. */
export type GraphTrolley = Omit<Trolley, 'conflicts' | 'trolleyItems'> & {
  conflicts: GraphConflict[];
  trolleyItems: GraphTrolleyItem[];
};

export type TrolleyItemRow = typeof trolleyItems.$inferSelect;
export interface LoadedLine {
  item: TrolleyItemRow;
  product: TrolleyProductRow;
}

/** The lines of a customer order with their products, in the order they were added. */
export async function loadLines(
  db: Database,
  orderId: number,
  catalogue: TrolleyCatalogue,
): Promise<LoadedLine[]> {
  const items = await db
    .select()
    .from(trolleyItems)
    .where(eq(trolleyItems.customerOrderId, orderId))
    .orderBy(asc(trolleyItems.id));
  const found = await catalogue.productsById(
    db,
    items.map((item) => item.productId),
  );
  return items.flatMap((item) => {
    const product = found.get(item.productId);
    return product ? [{ item, product }] : [];
  });
}

const CONFLICT_MESSAGES = {
  OUT_OF_STOCK: (name: string) => ({
    aside: null,
    dismissal: null,
    longGroup: 'Unavailable items in trolley',
    longItem: 'Sorry, this item is not available',
    reason: `${name} is sold out online.`,
    shortItem: 'SOLD OUT ONLINE',
    title: 'Sold out online',
    trigger: null,
  }),
  UNAVAILABLE: (name: string) => ({
    aside: null,
    dismissal: null,
    longGroup: 'Unavailable items in trolley',
    longItem: `${name} currently unavailable`,
    reason: `${name} is temporarily unavailable.`,
    shortItem: 'Temporarily unavailable',
    title: 'Temporarily unavailable',
    trigger: null,
  }),
} as const;

function conflictOf(line: LoadedLine, totals: LineTotals): GraphConflict | null {
  if (!totals.conflict) return null;
  const { type, severity } = totals.conflict;
  return {
    type,
    severity,
    itemId: line.item.id,
    productId: line.product.id,
    lineNumber: line.product.lineNumber,
    addToTrolley: false,
    outOfStock: type === 'OUT_OF_STOCK',
    priority: severity === 'HARD' ? 1 : 2,
    nextSlotDate: null,
    reservedQuantity: null,
    messages: CONFLICT_MESSAGES[type](line.product.name),
    resolutionActions: [
      { id: 'REMOVE_ITEM', message: 'Remove' },
      { id: 'VIEW_ALTERNATIVES', message: 'View alternatives' },
    ],
    prohibitedActions: ['CHANGE_QUANTITY'],
    slotOptionDates: [],
  };
}

const RESTRICTION_ACTIONS: Record<SlotRestriction['kind'], { id: string; message: string }> = {
  ENTERTAINING_ONLY: { id: 'CHANGE_SLOT_TYPE', message: 'Change to entertaining collection' },
  LEAD_TIME: { id: 'CHANGE_SLOT_DATE', message: 'Choose another date' },
  DATE_RANGE: { id: 'CHANGE_SLOT_DATE', message: 'Choose another date' },
  DAY: { id: 'CHANGE_SLOT_DATE', message: 'Choose another date' },
};

/**
 * The conflict of a line with the booked slot (doc 2 §8 Slots "No earlier slot dates", "Entertaining-only slot
 * conflict"): type SLOT_RESTRICTION_{kind}, HARD, listed after the line's stock conflict.
 */
function restrictionConflictOf(
  line: LoadedLine,
  slot: TrolleySlot | null,
  today: string,
): GraphConflict | null {
  if (!slot?.slotDate) return null;
  const facts = restrictionFacts(line.product);
  const restriction = slotRestriction(facts, { date: slot.slotDate, slotType: slot.slotType }, today);
  if (!restriction) return null;
  const text = restrictionMessages(restriction, facts, line.product.name);
  const change = RESTRICTION_ACTIONS[restriction.kind];
  return {
    type: `SLOT_RESTRICTION_${restriction.kind}`,
    severity: 'HARD',
    itemId: line.item.id,
    productId: line.product.id,
    lineNumber: line.product.lineNumber,
    addToTrolley: false,
    outOfStock: false,
    priority: 1,
    nextSlotDate: restriction.nextSlotDate,
    reservedQuantity: null,
    messages: { aside: null, dismissal: null, trigger: null, ...text },
    resolutionActions: [
      ...(change.id === 'CHANGE_SLOT_DATE' && restriction.nextSlotDate === null ? [] : [change]),
      { id: 'REMOVE_ITEM', message: 'Remove' },
    ],
    prohibitedActions: [],
    slotOptionDates: restriction.nextSlotDate
      ? [{ type: slot.slotType, date: restriction.nextSlotDate }]
      : [],
  };
}

export function pricedLine({ item, product }: LoadedLine): PricedLine {
  return {
    itemId: item.id,
    productId: product.id,
    // Items of loose produce are priced at their estimated weight (doc 3 §5 item or weight).
    amount: amountInPriceUnit({ amount: item.quantityAmount, uom: item.quantityUom }, product),
    uom: product.uom,
    pricePence: product.pricePence,
    priceQuantity: product.priceQuantity,
    depositChargePence: product.depositChargePence,
    availability: product.availability,
  };
}

/** The trolley of a customer order, priced on `today` (London date) with its booking live at `now`. */
export async function loadTrolleyView(
  db: Database,
  order: CustomerOrderRow,
  today: string,
  catalogue: TrolleyCatalogue,
  now: Date,
): Promise<GraphTrolley> {
  return pricedTrolleyView(db, order, await loadLines(db, order.id, catalogue), today, catalogue, now);
}

/** The trolley of these lines (as they now are), with the offers of their products on `today`. */
export async function pricedTrolleyView(
  db: Database,
  order: CustomerOrderRow,
  lines: LoadedLine[],
  today: string,
  catalogue: TrolleyCatalogue,
  now: Date,
): Promise<GraphTrolley> {
  return (await pricedTrolley(db, order, lines, today, catalogue, now)).trolley;
}

/**
 * The money off an order as its totals were worked out (docs/api/checkout.md "Money off"): its codes judged
 * now, what moneyOff made of them, the partner discount, and the gift cards and vouchers in the order added.
 */
export interface OrderMoney {
  codes: EvaluatedIncentive[];
  tender: TenderOnOrder[];
  moneyOff: MoneyOff;
}

/** The trolley of these lines priced with its offers, then its money off (codes, partner discount, tender). */
export async function pricedTrolley(
  db: Database,
  order: CustomerOrderRow,
  lines: LoadedLine[],
  today: string,
  catalogue: TrolleyCatalogue,
  now: Date,
): Promise<{ trolley: GraphTrolley; money: OrderMoney }> {
  const promotionInputs = await catalogue.promotionsOf(
    db,
    lines.map((line) => line.product.id),
  );
  const slot = await trolleySlotOf(db, order.id, now);
  const view = buildTrolleyView(order, lines, promotionInputs, today, slot);
  const money = await orderMoneyOf(db, order, lines, view, today);
  const priced = withMoneyOff(view, money.moneyOff);
  const trolley = (await instantCheckoutCard(db, order, priced, slot, now))
    ? { ...priced, instantCheckout: 'ALLOWED' }
    : priced;
  return { trolley, money };
}

/**
 * The codes, partner discount and tender of the order over the trolley's items after offers (moneyOff, the
 * one computation). An anonymous session's trolley has none of them (codes and cards need a customer).
 */
async function orderMoneyOf(
  db: Database,
  order: CustomerOrderRow,
  lines: LoadedLine[],
  view: GraphTrolley,
  today: string,
): Promise<OrderMoney> {
  const signedIn = order.customerId !== null;
  const codes = signedIn
    ? await evaluateOrderIncentives(
        db,
        order,
        lines.map((line, index) => ({
          categoryId: line.product.categoryId,
          totalPence: toPence(view.trolleyItems[index]?.totalPrice ?? 0),
        })),
        today,
      )
    : [];
  const tender = signedIn ? await orderTender(db, order.id, { today }) : [];
  const t = view.trolleyTotals;
  return {
    codes,
    tender,
    moneyOff: moneyOff({
      itemTotalPence: toPence(t.itemTotalEstimatedCost),
      depositsPence: toPence(t.totalDepositCharge),
      deliveryChargePence: t.deliveryCharge === null ? 0 : toPence(t.deliveryCharge),
      codes: codes
        .filter((code) => code.status === 'APPLIED')
        .map((code) => ({ incentiveId: code.incentive.id, savingPence: code.savingPence })),
      partnerDiscount: signedIn && order.partnerDiscountCardNumber !== null,
      tender,
    }),
  };
}

/**
 * The trolley's totals with its money off (doc 2 §3 Trolley totals): the savings of offers and codes, the
 * partner discount, the total after them, and what gift vouchers, gift cards and the payment card pay.
 * `minimumSpendThresholdMet` stays on the items after offers, before codes.
 */
function withMoneyOff(view: GraphTrolley, money: MoneyOff): GraphTrolley {
  const t = view.trolleyTotals;
  const offersPence = toPence(t.savingsFromOffers);
  return {
    ...view,
    trolleyTotals: {
      ...t,
      savingsFromOffersAndIncentives: moneyOfPence(offersPence + money.incentiveSavingsPence),
      totalSavings: moneyOfPence(
        toPence(t.totalSavings) + money.incentiveSavingsPence + money.partnerDiscountPence,
      ),
      partnerDiscountSavings: moneyOfPence(money.partnerDiscountPence),
      totalEstimatedCost: moneyOfPence(money.totalPence),
      giftCards: moneyOfPence(money.giftCardsPence),
      giftVouchers: moneyOfPence(money.giftVouchersPence),
      paymentCard: moneyOfPence(money.toPayPence),
    },
  };
}

/**
 * The trolley's part of instant checkout (doc 2 §4; docs/api/checkout.md): a booked slot whose reservation
 * holds (`slot` is only ever the live booking, trolleySlotOf) and whose order cut-off has not passed, lines
 * and none of them with a HARD conflict, and the minimum spend met.
 */
function trolleyAllowsInstantCheckout(view: GraphTrolley, slot: TrolleySlot | null, now: Date): boolean {
  return (
    slot?.slotDate != null &&
    now.getTime() < orderCutOff(slot.slotDate).getTime() &&
    view.trolleyItems.length > 0 &&
    view.trolleyTotals.trolleyItemCounts.hardConflicts === 0 &&
    view.trolleyTotals.minimumSpendThresholdMet
  );
}

/**
 * The one rule of instant checkout (doc 2 §4): when the trolley allows it, the customer's default saved card
 * that has not expired; otherwise (or without one) null. The trolley's `instantCheckout` flag is ALLOWED
 * exactly when this is a card, and placing with `instantCheckout: true` (place-order.ts) puts this card on
 * the order. The saved cards are read only when the trolley itself qualifies.
 */
export async function instantCheckoutCard(
  db: Database,
  order: CustomerOrderRow,
  view: GraphTrolley,
  slot: TrolleySlot | null,
  now: Date,
): Promise<PaymentCardRow | null> {
  if (order.customerId === null || !trolleyAllowsInstantCheckout(view, slot, now)) return null;
  return (await defaultSavedCard(db, { now: () => now }, order.customerId)) ?? null;
}

/** `slot`: the order's live booking, whose charge and kind the totals use (docs/api/slots.md "The trolley"). */
export function buildTrolleyView(
  order: CustomerOrderRow,
  lines: LoadedLine[],
  promotionInputs: TrolleyPromotionInput[],
  today: string,
  slot: TrolleySlot | null = null,
): GraphTrolley {
  const result = computeTrolleyTotals(lines.map(pricedLine), promotionInputs, {
    today,
    loyaltyMember: false,
    fulfilment: slot?.fulfilment ?? null,
    deliveryChargePence: slot?.chargePence ?? null,
  });
  const items: GraphTrolleyItem[] = [];
  const conflicts: GraphConflict[] = [];
  let restrictedLines = 0;
  let restrictedSoftLines = 0;
  lines.forEach((line, index) => {
    const totals = result.lines[index] as LineTotals;
    const conflict = conflictOf(line, totals);
    if (conflict) conflicts.push(conflict);
    const restricted = restrictionConflictOf(line, slot, today);
    if (restricted) {
      conflicts.push(restricted);
      // A line is counted once, by its hardest conflict (doc 2 §4 "counted per trolley line").
      if (!conflict) restrictedLines += 1;
      else if (conflict.severity === 'SOFT') restrictedSoftLines += 1;
    }
    items.push({
      trolleyItemId: line.item.id,
      lineNumber: line.item.lineNumber,
      productId: line.item.productId,
      quantity: { amount: line.item.quantityAmount, uom: line.item.quantityUom },
      reservedQuantity: null,
      canSubstitute: line.item.canSubstitute,
      noteToShopper: line.item.noteToShopper,
      personalisedMessage: line.item.personalisedMessage,
      batchId: null,
      locked: line.item.locked,
      processing: false,
      retailPrice: moneyOfPence(totals.retailPence),
      price: moneyOfPence(line.product.pricePence),
      saving: moneyOfPence(totals.savingPence),
      totalPrice: moneyOfPence(totals.totalPence),
      depositCharge: totals.depositPence === null ? null : moneyOfPence(totals.depositPence),
      discounts: totals.discounts,
      triggeredPromotions: totals.triggeredPromotions,
      untriggeredPromotions: totals.untriggeredPromotions,
      analytics: null,
      product: productSummary(line.product),
    });
  });
  const t = result.totals;
  return {
    orderId: String(order.id),
    customerOrderState: order.state,
    amendingOrder: order.state === 'AMENDING',
    // ALLOWED is decided with the customer's saved cards (instantCheckoutCard, in pricedTrolleyView).
    instantCheckout: 'NOT_ALLOWED',
    slotChangeable: true,
    substitutionsAllowed: order.substitutionsAllowed,
    conflicts,
    trolleyItems: items,
    promotions: result.promotions.map((p) => ({
      promotionId: p.promotionId,
      description: p.description,
      promotionType: p.promotionType,
      promotionTypeCode: p.promotionTypeCode,
      status: p.status,
      promotionExpiryDate: p.expiryDate,
      saving: moneyOfPence(p.savingPence),
      trolleyItemIds: p.itemIds,
      unitsNeeded: p.unitsNeeded,
    })),
    trolleyTotals: {
      collectionMinimumOrderValue: moneyOfPence(t.collectionMinimumOrderValuePence),
      deliveryMinimumOrderValue: moneyOfPence(t.deliveryMinimumOrderValuePence),
      deliveryCharge: t.deliveryChargePence === null ? null : moneyOfPence(t.deliveryChargePence),
      itemTotalEstimatedCost: moneyOfPence(t.itemTotalEstimatedCostPence),
      totalEstimatedCost: moneyOfPence(t.totalEstimatedCostPence),
      totalDepositCharge: moneyOfPence(t.totalDepositChargePence),
      minimumSpendThresholdMet: t.minimumSpendThresholdMet,
      savingsFromOffers: moneyOfPence(t.savingsFromOffersPence),
      savingsFromOffersAndIncentives: moneyOfPence(t.savingsFromOffersAndIncentivesPence),
      savingsFromMyWaitrose: moneyOfPence(t.savingsFromMyWaitrosePence),
      totalSavings: moneyOfPence(t.totalSavingsPence),
      partnerDiscountSavings: moneyOfPence(t.partnerDiscountSavingsPence),
      orderLines: t.orderLines,
      giftCards: moneyOfPence(t.giftCardsPence),
      giftVouchers: moneyOfPence(t.giftVouchersPence),
      paymentCard: moneyOfPence(t.paymentCardPence),
      trolleyItemCounts: {
        hardConflicts: t.hardConflicts + restrictedLines + restrictedSoftLines,
        softConflicts: t.softConflicts - restrictedSoftLines,
        noConflicts: t.noConflicts - restrictedLines,
      },
    },
  };
}
