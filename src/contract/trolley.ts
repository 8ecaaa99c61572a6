import * as v from 'valibot';
import { failureSchema } from './failures.ts';
import { moneySchema } from './money.ts';

/**
 * The trolley answers on the graph endpoint (doc 2 §3 Trolley, Trolley item, Trolley totals, Conflict; §7;
 * docs/api/trolley.md "Answer types"): every trolley operation, recommendations and substitutes, the shopping
 * context and the minimum order values. The trolley machine and its views read these shapes.
 */

export const trolleyQuantitySchema = v.object({ amount: v.number(), uom: v.string() });
export type TrolleyQuantity = v.InferOutput<typeof trolleyQuantitySchema>;
export type TrolleyFailure = v.InferOutput<typeof failureSchema>;

const quantitySchema = trolleyQuantitySchema;
const nullableString = v.nullable(v.string());

/** A product as the trolley shows it (the catalogue's product call has the rest). */
export const trolleyProductSchema = v.object({
  id: v.string(),
  lineNumber: v.string(),
  name: v.string(),
  brand: v.string(),
  size: v.string(),
  productType: v.string(),
  availability: v.string(),
  thumbnail: v.string(),
  maxPersonalisedMessageLength: v.nullable(v.number()),
  substitutionsProhibited: v.boolean(),
  containsAlcohol: v.boolean(),
  /** High in fat, salt or sugar: left out of missed offers (doc 3 §5). Unknown on an optimistic line. */
  highFatSaltSugar: v.optional(v.boolean()),
  currentSaleUnitPrice: v.object({ price: moneySchema, quantity: quantitySchema }),
  defaultQuantity: quantitySchema,
  /** Loose produce that may be bought by the item too: one item's average weight (kg). */
  itemWeightKg: v.optional(v.nullable(v.number())),
  depositCharge: v.nullable(moneySchema),
  displayPrice: v.string(),
  /** When it may be delivered or collected (src/domain/slot-restrictions.ts); unknown on an optimistic line. */
  leadTimeDays: v.optional(v.nullable(v.number())),
  availableDays: v.optional(v.nullable(v.array(v.string()))),
  restrictionStartDate: v.optional(nullableString),
  restrictionEndDate: v.optional(nullableString),
  entertaining: v.optional(v.boolean()),
});
export type TrolleyProduct = v.InferOutput<typeof trolleyProductSchema>;

export const trolleyDiscountSchema = v.object({
  /** TRIGGERED or UNTRIGGERED. */
  status: v.string(),
  id: v.number(),
  description: v.string(),
  category: v.string(),
});
export type TrolleyDiscount = v.InferOutput<typeof trolleyDiscountSchema>;

export const trolleyItemSchema = v.object({
  /** Positive on the server's lines; negative (the line number's) on an optimistic one (doc 2 §3, §9). */
  trolleyItemId: v.number(),
  lineNumber: v.string(),
  productId: v.string(),
  quantity: quantitySchema,
  reservedQuantity: v.nullable(quantitySchema),
  canSubstitute: v.boolean(),
  noteToShopper: nullableString,
  personalisedMessage: nullableString,
  batchId: nullableString,
  locked: v.boolean(),
  processing: v.boolean(),
  retailPrice: moneySchema,
  price: moneySchema,
  saving: moneySchema,
  totalPrice: moneySchema,
  depositCharge: v.nullable(moneySchema),
  discounts: v.array(trolleyDiscountSchema),
  triggeredPromotions: v.array(v.number()),
  untriggeredPromotions: v.array(v.number()),
  product: trolleyProductSchema,
});
export type TrolleyItem = v.InferOutput<typeof trolleyItemSchema>;

export const conflictSchema = v.object({
  type: v.string(),
  severity: v.string(),
  itemId: v.number(),
  productId: v.string(),
  lineNumber: v.string(),
  addToTrolley: v.boolean(),
  outOfStock: v.boolean(),
  priority: v.number(),
  /** Slot restriction conflicts: the first date the item may be delivered or collected. */
  nextSlotDate: v.optional(nullableString),
  messages: v.object({
    aside: nullableString,
    dismissal: nullableString,
    longGroup: nullableString,
    longItem: nullableString,
    reason: nullableString,
    shortItem: nullableString,
    title: nullableString,
    trigger: nullableString,
  }),
  resolutionActions: v.array(v.object({ id: v.string(), message: v.string() })),
  prohibitedActions: v.array(v.string()),
});
export type TrolleyConflict = v.InferOutput<typeof conflictSchema>;

export const trolleyTotalsSchema = v.object({
  collectionMinimumOrderValue: moneySchema,
  deliveryMinimumOrderValue: moneySchema,
  deliveryCharge: v.nullable(moneySchema),
  itemTotalEstimatedCost: moneySchema,
  totalEstimatedCost: moneySchema,
  totalDepositCharge: moneySchema,
  minimumSpendThresholdMet: v.boolean(),
  savingsFromOffers: moneySchema,
  savingsFromOffersAndIncentives: moneySchema,
  savingsFromMyWaitrose: moneySchema,
  totalSavings: moneySchema,
  /** The partner discount card's saving (docs/api/checkout.md "Money off"). */
  partnerDiscountSavings: moneySchema,
  orderLines: v.number(),
  giftCards: moneySchema,
  giftVouchers: moneySchema,
  paymentCard: moneySchema,
  trolleyItemCounts: v.object({
    hardConflicts: v.number(),
    softConflicts: v.number(),
    noConflicts: v.number(),
  }),
});
export type TrolleyTotals = v.InferOutput<typeof trolleyTotalsSchema>;

export const trolleyPromotionSchema = v.object({
  promotionId: v.number(),
  description: v.string(),
  promotionType: v.string(),
  promotionTypeCode: v.string(),
  status: v.string(),
  /** The offer's last London day, yyyy-MM-dd. */
  promotionExpiryDate: v.pipe(v.string(), v.isoDate()),
  saving: moneySchema,
  trolleyItemIds: v.array(v.number()),
  unitsNeeded: v.number(),
});
export type TrolleyPromotion = v.InferOutput<typeof trolleyPromotionSchema>;

export const trolleySchema = v.object({
  orderId: v.string(),
  customerOrderState: v.string(),
  amendingOrder: v.boolean(),
  /** ALLOWED when the shopper may check out in one step (doc 2 §2 instant checkout modal). */
  instantCheckout: v.string(),
  slotChangeable: v.boolean(),
  substitutionsAllowed: v.boolean(),
  conflicts: v.array(conflictSchema),
  trolleyItems: v.array(trolleyItemSchema),
  trolleyTotals: trolleyTotalsSchema,
  promotions: v.array(trolleyPromotionSchema),
});
export type Trolley = v.InferOutput<typeof trolleySchema>;

/** What every trolley operation answers: the trolley after the call, and why anything was refused. */
export const trolleyAnswerSchema = v.object({
  /** Null only when the order could not be read (not found, or no longer a trolley). */
  trolley: v.nullable(trolleySchema),
  failures: v.array(failureSchema),
});
export type TrolleyAnswer = v.InferOutput<typeof trolleyAnswerSchema>;

export const recommendedProductsSchema = v.object({
  failures: v.array(failureSchema),
  totalResults: v.number(),
  products: v.array(trolleyProductSchema),
});
export type RecommendedProducts = v.InferOutput<typeof recommendedProductsSchema>;

export const trolleyWithRecommendationsSchema = v.object({
  ...trolleyAnswerSchema.entries,
  recommendedProducts: recommendedProductsSchema,
});
export type TrolleyWithRecommendations = v.InferOutput<typeof trolleyWithRecommendationsSchema>;

export const shoppingContextSchema = v.object({
  customerId: v.number(),
  customerOrderId: v.string(),
  customerOrderState: v.string(),
  defaultBranchId: v.number(),
  failures: v.array(failureSchema),
});
export type ShoppingContext = v.InferOutput<typeof shoppingContextSchema>;

export const minimumOrderValuesSchema = v.object({
  collectionMinimumOrderValue: moneySchema,
  deliveryMinimumOrderValue: moneySchema,
  failures: v.array(failureSchema),
});
export type MinimumOrderValues = v.InferOutput<typeof minimumOrderValuesSchema>;
