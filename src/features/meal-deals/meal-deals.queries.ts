import { queryOptions } from '@tanstack/react-query';
import { ApiError } from '../../api/errors.ts';
import { getMealDeal, getMealDeals, type MealDealDetail } from '../../api/meal-deals.ts';
import { MEAL_DEAL_ID } from '../../domain/meal-deals.ts';

/** Meal deals change with the day at most: kept a minute, as the server's answers are. */
const MEAL_DEALS_FRESH_MS = 60_000;

/** The meal deals that apply today (the featured page, the trolley's meal deals). */
export function mealDealsQueryOptions() {
  return queryOptions({
    queryKey: ['meal-deals'] as const,
    queryFn: async ({ signal }) => (await getMealDeals(signal)).mealDeals,
    staleTime: MEAL_DEALS_FRESH_MS,
  });
}

/** One meal deal's page; null when there is no such deal today (the page is then not found). */
export function mealDealQueryOptions(mealDealId: string) {
  return queryOptions({
    queryKey: ['meal-deals', mealDealId] as const,
    queryFn: async ({ signal }): Promise<MealDealDetail | null> => {
      if (!MEAL_DEAL_ID.test(mealDealId)) return null;
      try {
        return (await getMealDeal(mealDealId, signal)).mealDeal;
      } catch (error) {
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
        throw error;
      }
    },
    staleTime: MEAL_DEALS_FRESH_MS,
  });
}
