import { mealDealAnswerSchema, mealDealsAnswerSchema } from '../contract/meal-deals.ts';
import { call } from './client.ts';

export type { MealDealDetail, MealDealSummary } from '../contract/meal-deals.ts';

/**
 * The meal-deal calls (doc 3 §3 Meal deal; docs/api/meal-deals.md is the contract), parsed with
 * src/contract/meal-deals.ts. Both are public: they need no session.
 */

/** GET meal-deals-{env}/v1/meal-deals: the deals that apply today. */
export function getMealDeals(signal?: AbortSignal) {
  return call({
    service: 'meal-deals',
    version: 1,
    endpoint: 'meal-deals',
    schema: mealDealsAnswerSchema,
    needsSession: false,
    signal,
  });
}

/** GET meal-deals-{env}/v1/meal-deals/{id}: one deal with its groups' products. No such deal today is a 404. */
export function getMealDeal(mealDealId: string, signal?: AbortSignal) {
  return call({
    service: 'meal-deals',
    version: 1,
    endpoint: `meal-deals/${encodeURIComponent(mealDealId)}`,
    schema: mealDealAnswerSchema,
    handleStatuses: [404, 400],
    needsSession: false,
    signal,
  });
}
