import { asc, eq } from 'drizzle-orm';
import { CURRENCY_CODE, formatMoney } from '../../domain/money.ts';
import { amountInPriceUnit } from '../../domain/quantities.ts';
import {
  isEntertaining,
  type RestrictionFacts,
  restrictionMessages,
  type SlotRestriction,
  slotRestriction,
} from '../../domain/slot-restrictions.ts';
import type { Database } from '../db/client.ts';
import { trolleyItems } from '../db/schema.ts';
import type { CustomerOrderRow } from './customer-orders.ts';
import { type TrolleySlot, trolleySlotOf } from './slots-booking.ts';
import type { TrolleyCatalogue, TrolleyProductRow } from './trolley-catalogue.ts';
import { substitutionProhibited } from './trolley-rules.ts';
import {
  computeTrolleyTotals,
  type LineTotals,
  type PricedLine,
  type PromotionOutcome,
  type TrolleyPromotionInput,
} from './trolley-totals.ts';

/**
 * The trolley as the graph answers it (doc 2 §3 Trolley, Trolley item, Trolley totals, Conflict): the lines
 * of a customer order with their products, priced with their offers. docs/api/trolley.md describes each field.
 */

export interface MoneyView {
  amount: number;
  currencyCode: string;
}

export const money = (pence: number): MoneyView => ({ amount: pence / 100, currencyCode: CURRENCY_CODE });

export interface QuantityView {
  amount: number;
  uom: string;
}

/** A product as the trolley shows it (the catalogue's product call has the rest). */
export interface ProductSummaryView {
  id: string;
  lineNumber: string;
  name: string;
  brand: string;
  size: string;
  productType: string;
  availability: string;
  maxPersonalisedMessageLength: number | null;
  substitutionsProhibited: boolean;
  containsAlcohol: boolean;
  currentSaleUnitPrice: { price: MoneyView; quantity: QuantityView };
  defaultQuantity: QuantityView;
  /** Loose produce that may be bought by the item too: one item's average weight (kg). */
  itemWeightKg: number | null;
  depositCharge: MoneyView | null;
  displayPrice: string;
  /** When it may be delivered or collected (src/domain/slot-restrictions.ts; docs/api/trolley.md). */
  leadTimeDays: number | null;
  availableDays: string[] | null;
  restrictionStartDate: string | null;
  restrictionEndDate: string | null;
  entertaining: boolean;
}

export function productSummary(product: TrolleyProductRow): ProductSummaryView {
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
    currentSaleUnitPrice: {
      price: money(product.pricePence),
      quantity: { amount: product.priceQuantity, uom: product.uom },
    },
    defaultQuantity: { amount: product.defaultQuantity, uom: product.uom },
    itemWeightKg: product.itemWeightKg,
    depositCharge: product.depositChargePence === null ? null : money(product.depositChargePence),
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

export interface ConflictView {
  type: string;
  severity: 'HARD' | 'SOFT';
  itemId: number;
  productId: string;
  lineNumber: string;
  addToTrolley: boolean;
  outOfStock: boolean;
  priority: number;
  nextSlotDate: string | null;
  reservedQuantity: QuantityView | null;
  messages: Record<
    'aside' | 'dismissal' | 'longGroup' | 'longItem' | 'reason' | 'shortItem' | 'title' | 'trigger',
    string | null
  >;
  resolutionActions: { id: string; message: string }[];
  prohibitedActions: string[];
  slotOptionDates: { type: string; date: string }[];
}

export interface TrolleyItemView {
  trolleyItemId: number;
  lineNumber: string;
  productId: string;
  quantity: QuantityView;
  reservedQuantity: QuantityView | null;
  canSubstitute: boolean;
  noteToShopper: string | null;
  personalisedMessage: string | null;
  batchId: string | null;
  locked: boolean;
  processing: boolean;
  retailPrice: MoneyView;
  price: MoneyView;
  saving: MoneyView;
  totalPrice: MoneyView;
  depositCharge: MoneyView | null;
  discounts: LineTotals['discounts'];
  triggeredPromotions: number[];
  untriggeredPromotions: number[];
  analytics: null;
  product: ProductSummaryView;
}

export interface TrolleyPromotionView {
  promotionId: number;
  description: string;
  promotionType: string;
  promotionTypeCode: string;
  status: PromotionOutcome['status'];
  promotionExpiryDate: string;
  saving: MoneyView;
  trolleyItemIds: number[];
  unitsNeeded: number;
}

export interface TrolleyView {
  orderId: string;
  customerOrderState: string;
  amendingOrder: boolean;
  instantCheckout: string;
  slotChangeable: boolean;
  substitutionsAllowed: boolean;
  conflicts: ConflictView[];
  trolleyItems: TrolleyItemView[];
  promotions: TrolleyPromotionView[];
  trolleyTotals: {
    collectionMinimumOrderValue: MoneyView;
    deliveryMinimumOrderValue: MoneyView;
    deliveryCharge: MoneyView | null;
    itemTotalEstimatedCost: MoneyView;
    totalEstimatedCost: MoneyView;
    totalDepositCharge: MoneyView;
    minimumSpendThresholdMet: boolean;
    savingsFromOffers: MoneyView;
    savingsFromOffersAndIncentives: MoneyView;
    savingsFromMyWaitrose: MoneyView;
    totalSavings: MoneyView;
    orderLines: number;
    giftCards: MoneyView;
    giftVouchers: MoneyView;
    paymentCard: MoneyView;
    trolleyItemCounts: { hardConflicts: number; softConflicts: number; noConflicts: number };
  };
}

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

function conflictOf(line: LoadedLine, totals: LineTotals): ConflictView | null {
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
): ConflictView | null {
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
): Promise<TrolleyView> {
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
): Promise<TrolleyView> {
  const promotionInputs = await catalogue.promotionsOf(
    db,
    lines.map((line) => line.product.id),
  );
  return buildTrolleyView(order, lines, promotionInputs, today, await trolleySlotOf(db, order.id, now));
}

/** `slot`: the order's live booking, whose charge and kind the totals use (docs/api/slots.md "The trolley"). */
export function buildTrolleyView(
  order: CustomerOrderRow,
  lines: LoadedLine[],
  promotionInputs: TrolleyPromotionInput[],
  today: string,
  slot: TrolleySlot | null = null,
): TrolleyView {
  const result = computeTrolleyTotals(lines.map(pricedLine), promotionInputs, {
    today,
    loyaltyMember: false,
    fulfilment: slot?.fulfilment ?? null,
    deliveryChargePence: slot?.chargePence ?? null,
  });
  const items: TrolleyItemView[] = [];
  const conflicts: ConflictView[] = [];
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
      retailPrice: money(totals.retailPence),
      price: money(line.product.pricePence),
      saving: money(totals.savingPence),
      totalPrice: money(totals.totalPence),
      depositCharge: totals.depositPence === null ? null : money(totals.depositPence),
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
    // Instant checkout needs a booked slot and a saved payment card; cards come with checkout (a later issue),
    // so no trolley qualifies yet.
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
      saving: money(p.savingPence),
      trolleyItemIds: p.itemIds,
      unitsNeeded: p.unitsNeeded,
    })),
    trolleyTotals: {
      collectionMinimumOrderValue: money(t.collectionMinimumOrderValuePence),
      deliveryMinimumOrderValue: money(t.deliveryMinimumOrderValuePence),
      deliveryCharge: t.deliveryChargePence === null ? null : money(t.deliveryChargePence),
      itemTotalEstimatedCost: money(t.itemTotalEstimatedCostPence),
      totalEstimatedCost: money(t.totalEstimatedCostPence),
      totalDepositCharge: money(t.totalDepositChargePence),
      minimumSpendThresholdMet: t.minimumSpendThresholdMet,
      savingsFromOffers: money(t.savingsFromOffersPence),
      savingsFromOffersAndIncentives: money(t.savingsFromOffersAndIncentivesPence),
      savingsFromMyWaitrose: money(t.savingsFromMyWaitrosePence),
      totalSavings: money(t.totalSavingsPence),
      orderLines: t.orderLines,
      giftCards: money(t.giftCardsPence),
      giftVouchers: money(t.giftVouchersPence),
      paymentCard: money(t.paymentCardPence),
      trolleyItemCounts: {
        hardConflicts: t.hardConflicts + restrictedLines + restrictedSoftLines,
        softConflicts: t.softConflicts - restrictedSoftLines,
        noConflicts: t.noConflicts - restrictedLines,
      },
    },
  };
}
