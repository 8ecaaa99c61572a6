import * as v from 'valibot';
import { moneySchema } from './money.ts';

/**
 * The meal-deal answers (doc 3 §3 Meal deal; docs/api/meal-deals.md): the current meal deals with their groups'
 * line numbers (the featured page lists them, the trolley page builds the shopper's deals from them), and one
 * deal with its groups' products and a recommended set (the meal-deal page).
 */

export const mealDealGroupSchema = v.object({
  groupId: v.number(),
  /** 'Main', 'Drink'. */
  name: v.string(),
  /** Items needed from the group; groups with threshold 0 are ignored (doc 3 §5). */
  threshold: v.number(),
  lineNumbers: v.array(v.string()),
});
export type MealDealGroup = v.InferOutput<typeof mealDealGroupSchema>;

export const mealDealSummarySchema = v.object({
  id: v.number(),
  name: v.string(),
  /** The first and last London days it applies, yyyy-MM-dd. */
  startDate: v.pipe(v.string(), v.isoDate()),
  endDate: v.pipe(v.string(), v.isoDate()),
  /** 'All for just {discount.value}'. */
  discount: v.object({
    type: v.literal('TOTAL_PRICE'),
    value: v.object({ ...moneySchema.entries, currencyCode: v.literal('GBP') }),
  }),
  /** 'Offer applies to myWaitrose members only.' */
  myWaitrosePromotion: v.boolean(),
  groups: v.array(mealDealGroupSchema),
});
export type MealDealSummary = v.InferOutput<typeof mealDealSummarySchema>;

export const mealDealsAnswerSchema = v.object({ mealDeals: v.array(mealDealSummarySchema) });
export type MealDealsAnswer = v.InferOutput<typeof mealDealsAnswerSchema>;

export const mealDealDetailSchema = v.object({
  ...mealDealSummarySchema.entries,
  /**
   * The line numbers of one set that completes the deal and saves the most: the dearest products in stock of
   * each group. The page looks the products up with the catalogue's product lookup, as the groups' own.
   */
  recommendations: v.array(v.string()),
});
export type MealDealDetail = v.InferOutput<typeof mealDealDetailSchema>;

export const mealDealAnswerSchema = v.object({ mealDeal: mealDealDetailSchema });
export type MealDealAnswer = v.InferOutput<typeof mealDealAnswerSchema>;
