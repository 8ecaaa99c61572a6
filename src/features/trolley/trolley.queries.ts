import { queryOptions } from '@tanstack/react-query';
import type { TrolleyActor } from '../../../machines/trolley.machine.ts';
import { selectAnsweredBatches } from '../../../machines/trolley.selectors.ts';
import { type TrolleyApi, trolleyApi } from '../../api/trolley.ts';
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

/**
 * Products to swap an unavailable line for (doc 2 §2 swap-unavailable; §4 Trolley conflicts "view
 * alternatives"; §7 substitution products): the server's choice, in stock, from the line's own shelf.
 */
export function swapAlternativesQueryOptions(
  product: Pick<TrolleyProduct, 'lineNumber'>,
  api: TrolleyApi = trolleyApi,
) {
  return queryOptions({
    queryKey: [...TROLLEY_QUERY_KEY, 'alternatives', product.lineNumber] as const,
    queryFn: async ({ signal }) => {
      const answer = await api.substitutionProducts(product.lineNumber, { size: SWAP_ALTERNATIVES, signal });
      const [refused] = answer.failures;
      if (refused) throw new Error(refused.message);
      return answer.products;
    },
    staleTime: 60_000,
  });
}
