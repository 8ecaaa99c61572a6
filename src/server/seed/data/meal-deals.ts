import * as v from 'valibot';
import mealDeals from './meal-deals.json' with { type: 'json' };

/**
 * Meal deals (doc 3 §3): 'All for just £X' once every group has its threshold of items. Groups draw their
 * products from the named leaf categories (./meal-deals.json), up to a price that keeps the deal a saving.
 */
const MealDealSchema = v.strictObject({
  name: v.string(),
  amountPence: v.number(),
  loyaltyOnly: v.optional(v.boolean()),
  groups: v.array(
    v.strictObject({
      name: v.string(),
      threshold: v.number(),
      maxPricePence: v.number(),
      paths: v.array(v.string()),
    }),
  ),
});

export type MealDealSpec = v.InferOutput<typeof MealDealSchema>;

// Checked in place, not copied, so every deal keeps the key order it has in the file.
const deals: unknown = mealDeals;
v.assert(v.array(MealDealSchema), deals);

export const MEAL_DEALS: MealDealSpec[] = deals;
