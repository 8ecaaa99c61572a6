import { Hono } from 'hono';
import { MEAL_DEAL_ID } from '../../domain/meal-deals.ts';
import type { MealDealService } from '../services/meal-deals.ts';
import { apiError } from './errors.ts';

/**
 * The meal-deal service over HTTP (docs/api/meal-deals.md; doc 3 §3 Meal deal): GET meal-deals lists the deals
 * that apply today, GET meal-deals/{id} one of them with its groups' products (404 NOT_FOUND when there is no
 * such deal today, 400 BAD_REQUEST for an id that is not a number). Public answers: proxies may keep them a
 * minute, as the catalogue's.
 */

const PUBLIC_CACHE = 'public, max-age=60';

export function mealDealRoutes(mealDeals: MealDealService) {
  const app = new Hono();

  app.get('/meal-deals', async (c) => {
    c.header('Cache-Control', PUBLIC_CACHE);
    return c.json({ mealDeals: await mealDeals.list() });
  });

  app.get('/meal-deals/:mealDealId', async (c) => {
    const id = c.req.param('mealDealId');
    if (!MEAL_DEAL_ID.test(id))
      return apiError(c, 400, 'BAD_REQUEST', 'mealDealId must be a number of 1 to 9 digits');
    const mealDeal = await mealDeals.get(Number(id));
    if (!mealDeal) return apiError(c, 404, 'NOT_FOUND', 'There is no such meal deal today.');
    c.header('Cache-Control', PUBLIC_CACHE);
    return c.json({ mealDeal });
  });

  return app;
}
