import { queryOptions } from '@tanstack/react-query';
import { getProductsByLineNumber, type Product } from '../../api/catalogue.ts';
import { ApiError } from '../../api/errors.ts';
import { getMealDeal, getMealDeals, type MealDealDetail } from '../../api/meal-deals.ts';
import { MEAL_DEAL_ID } from '../../domain/meal-deals.ts';
import { PRODUCT_LOOKUP_MAX } from '../../domain/search-limits.ts';

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

/** A meal deal's page: the deal, its groups' products and the recommended set's. */
export interface MealDealPageData {
  deal: MealDealDetail;
  groups: (MealDealDetail['groups'][number] & { products: Product[] })[];
  recommendations: Product[];
}

/** Products by line number with the catalogue's lookup, at most PRODUCT_LOOKUP_MAX a call, in the order asked. */
async function productsOf(lineNumbers: readonly string[], signal: AbortSignal): Promise<Product[]> {
  const calls: Promise<Product[]>[] = [];
  for (let start = 0; start < lineNumbers.length; start += PRODUCT_LOOKUP_MAX) {
    const chunk = lineNumbers.slice(start, start + PRODUCT_LOOKUP_MAX);
    calls.push(getProductsByLineNumber(chunk, undefined, signal).then((answer) => answer.products));
  }
  const found = new Map((await Promise.all(calls)).flat().map((product) => [product.lineNumber, product]));
  return lineNumbers.flatMap((lineNumber) => {
    const product = found.get(lineNumber);
    return product ? [product] : [];
  });
}

/** One meal deal's page; null when there is no such deal today (the page is then not found). */
export function mealDealQueryOptions(mealDealId: string) {
  return queryOptions({
    queryKey: ['meal-deals', mealDealId] as const,
    queryFn: async ({ signal }): Promise<MealDealPageData | null> => {
      if (!MEAL_DEAL_ID.test(mealDealId)) return null;
      let deal: MealDealDetail;
      try {
        deal = (await getMealDeal(mealDealId, signal)).mealDeal;
      } catch (error) {
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
        throw error;
      }
      const products = await productsOf(
        [...new Set(deal.groups.flatMap((group) => group.lineNumbers))],
        signal,
      );
      const byLineNumber = new Map(products.map((product) => [product.lineNumber, product]));
      const lookUp = (lineNumbers: readonly string[]) =>
        lineNumbers.flatMap((lineNumber) => {
          const product = byLineNumber.get(lineNumber);
          return product ? [product] : [];
        });
      return {
        deal,
        groups: deal.groups.map((group) => ({ ...group, products: lookUp(group.lineNumbers) })),
        recommendations: lookUp(deal.recommendations),
      };
    },
    staleTime: MEAL_DEALS_FRESH_MS,
  });
}
