import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { mealDealQueryOptions, mealDealsQueryOptions } from './meal-deals.queries.ts';

/**
 * The meal-deal routes' loaders, imported when those routes load (not with the app's first script). A deal
 * that does not apply today is not found; a server error reaches the route's error view.
 */
export async function loadMealDealPage(queryClient: QueryClient, mealDealId: string) {
  const data = await queryClient.ensureQueryData(mealDealQueryOptions(mealDealId));
  if (!data) throw notFound();
  return { name: data.deal.name };
}

export async function loadFeaturedMealDeals(queryClient: QueryClient) {
  await queryClient.ensureQueryData(mealDealsQueryOptions());
}
