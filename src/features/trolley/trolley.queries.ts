import { queryOptions } from '@tanstack/react-query';
import type { TrolleyActor } from '../../../machines/trolley.machine.ts';
import { selectAnsweredBatches } from '../../../machines/trolley.selectors.ts';
import { searchProducts } from '../../api/catalogue.ts';
import { type TrolleyApi, trolleyApi } from '../../api/trolley.ts';
import { canBeBought } from '../../domain/product-display.ts';
import type { TrolleyProduct } from '../../domain/trolley.ts';
import { DEFAULT_RECOMMENDATIONS_SIZE } from '../../domain/trolley-limits.ts';

export const TROLLEY_QUERY_KEY = ['trolley'] as const;

/**
 * The trolley page's call (doc 2 §7 getTrolleyWithRecommendations: 8 recommended products, the experience
 * header trolley-page). Its trolley goes to the trolley actor, which takes it unless the shopper changed
 * something meanwhile; its recommendations are what this query keeps.
 */
export function trolleyRecommendationsQueryOptions(
  customerId: number,
  trolley: TrolleyActor | null,
  api: TrolleyApi = trolleyApi,
) {
  return queryOptions({
    queryKey: [...TROLLEY_QUERY_KEY, 'recommendations', customerId] as const,
    queryFn: async ({ signal }) => {
      const since = trolley ? selectAnsweredBatches(trolley.getSnapshot()) : 0;
      const answer = await api.getTrolleyWithRecommendations({
        size: DEFAULT_RECOMMENDATIONS_SIZE,
        signal,
      });
      trolley?.send({ type: 'TROLLEY_RECEIVED', answer, since });
      return answer.recommendedProducts.products;
    },
    staleTime: 0,
    retry: false,
  });
}

/** How many alternatives a swap offers. */
export const SWAP_ALTERNATIVES = 3;

/** The words of a product's name that say what it is: 'Waitrose Organic Whole Milk' looks for 'Whole Milk'. */
export function alternativesTerm(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  return words.slice(-2).join(' ');
}

/**
 * Products to swap an unavailable line for (doc 2 §2 swap-unavailable; §4 Trolley conflicts "view
 * alternatives"): in stock, not the product itself, found by what it is called.
 */
export function swapAlternativesQueryOptions(product: Pick<TrolleyProduct, 'lineNumber' | 'name'>) {
  return queryOptions({
    queryKey: [...TROLLEY_QUERY_KEY, 'alternatives', product.lineNumber] as const,
    queryFn: async ({ signal }) => {
      const results = await searchProducts(
        {
          contentUrl: '/shop/search',
          customerId: '-1',
          queryParams: { searchTerm: alternativesTerm(product.name), size: 10, start: 0 },
        },
        signal,
      );
      return results.products
        .filter(
          (candidate) => candidate.lineNumber !== product.lineNumber && canBeBought(candidate.availability),
        )
        .slice(0, SWAP_ALTERNATIVES);
    },
    staleTime: 5 * 60_000,
  });
}
