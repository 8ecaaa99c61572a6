import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../../../../app/RouteError.tsx';
import { MealDealRoute } from '../../../../features/meal-deals/MealDealPage.tsx';
import { mealDealPageHead } from '../../../../features/meal-deals/meal-deal-head.ts';
import { NotFoundPage } from '../../../../features/not-found/NotFoundPage.tsx';

/** A meal deal's page (doc 3 §2 the meal-deal promo path with {mealDealId}); no such deal today is not found. */
export const Route = createFileRoute('/_main/shop/meal-deals/$mealDealId')({
  loader: async ({ context: { queryClient }, params }) =>
    (await import('../../../../features/meal-deals/route-loaders.ts')).loadMealDealPage(
      queryClient,
      params.mealDealId,
    ),
  head: ({ loaderData }) => mealDealPageHead(loaderData),
  errorComponent: RouteError,
  notFoundComponent: NotFoundPage,
  component: MealDealPageRoute,
});

function MealDealPageRoute() {
  const { mealDealId } = Route.useParams();
  return <MealDealRoute mealDealId={mealDealId} />;
}
