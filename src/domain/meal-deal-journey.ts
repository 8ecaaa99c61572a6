import { MEAL_DEAL_ID, mealDealPath } from './meal-deals.ts';
import { matchesAnyRoute, routeSegments } from './routing.ts';

/**
 * The meal-deal journey (doc 3 §4 "The journey is detected from navigation history, ignoring slot-booking and
 * service-selection pages after it"): the shopper is on a meal-deal journey when the last page they saw before
 * this one, passing over any slot-booking and service-selection pages (where adding to the trolley may have
 * sent them), is a meal deal's page. The trolley page then offers the way back to that deal.
 */

/** Pages a meal-deal journey passes through without ending (doc 1 §2 slot booking, doc 2 §2 service selection). */
const PASSED_OVER = ['bookslot/*', 'serviceselection/*', 'reschedulingprohibited/*'];

export interface MealDealJourney {
  mealDealId: string;
  /** The deal's page, to go back to. */
  path: string;
}

/** The meal deal of a path `shop/meal-deals/{id}`, else null. */
export function mealDealIdOf(path: string): string | null {
  const segments = routeSegments(path);
  const [shop, mealDeals, id, ...rest] = segments;
  return shop === 'shop' &&
    mealDeals === 'meal-deals' &&
    id !== undefined &&
    rest.length === 0 &&
    MEAL_DEAL_ID.test(id)
    ? id
    : null;
}

/**
 * The journey from the pages seen before the current one, oldest first (paths, with or without /ecom); null
 * when the shopper is not on one.
 */
export function mealDealJourney(previousPages: readonly string[]): MealDealJourney | null {
  for (let index = previousPages.length - 1; index >= 0; index--) {
    const path = previousPages[index] ?? '';
    if (matchesAnyRoute(path, PASSED_OVER)) continue;
    const mealDealId = mealDealIdOf(path);
    return mealDealId === null ? null : { mealDealId, path: mealDealPath(mealDealId) };
  }
  return null;
}
