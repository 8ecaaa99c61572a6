import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../../../../app/RouteError.tsx';
import { MealDealsPage } from '../../../../features/meal-deals/MealDealsPage.tsx';

/** shop/featured/meal-deals (doc 3 §2): the meal deals that apply today. */
export const Route = createFileRoute('/_main/shop/featured/meal-deals')({
  loader: async ({ context: { queryClient } }) =>
    (await import('../../../../features/meal-deals/route-loaders.ts')).loadFeaturedMealDeals(queryClient),
  errorComponent: RouteError,
  component: MealDealsPage,
});
