import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  DEFAULT_PAGE_SIZE,
  getProductDetail,
  type Product,
  type SearchResults,
  type SortBy,
  searchProducts,
} from '../../api/catalogue.ts';
import { ApiError } from '../../api/errors.ts';

/** What a results page asks the content service for (docs/api/catalogue.md), without the paging. */
export interface ProductListQuery {
  /** `/shop/search`, `/shop/multi-search` or `/shop/browse/{path}`. */
  contentUrl: string;
  searchTerm?: string | undefined;
  /** A child category chosen in the Categories filter. */
  category?: string | undefined;
  /** Sorted, without repeats (src/domain/search-params.ts), so the same choice is the same cache entry. */
  filterTags: readonly string[];
  sortBy?: SortBy | undefined;
}

/** doc 3 §9 "Default search page size 48". */
export const RESULTS_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/**
 * Results stay fresh for five minutes, like the taxonomy (doc 3 §9), and are kept for half an hour once no
 * page shows them, so that coming back to a list (back from a product) finds every page loaded before.
 */
const RESULTS_FRESH_MS = 5 * 60_000;
const RESULTS_KEPT_MS = 30 * 60_000;

export function productListQueryKey(query: ProductListQuery) {
  return ['catalogue', 'product-list', query] as const;
}

/**
 * The pages of one list of results, loaded one after another by 'Load more'. The content service answers
 * every shopper alike (its call does not wait for the session), so the shopper's id is sent for the
 * record but is not part of the cache key.
 */
export function productListQueryOptions(query: ProductListQuery, customerId: string) {
  return infiniteQueryOptions({
    queryKey: productListQueryKey(query),
    queryFn: ({ pageParam, signal }) =>
      searchProducts(
        {
          contentUrl: query.contentUrl,
          customerId,
          queryParams: {
            ...(query.searchTerm !== undefined && { searchTerm: query.searchTerm }),
            ...(query.category !== undefined && { category: query.category }),
            ...(query.filterTags.length > 0 && { filterTags: [...query.filterTags] }),
            ...(query.sortBy !== undefined && { sortBy: query.sortBy }),
            size: RESULTS_PAGE_SIZE,
            start: pageParam,
          },
        },
        signal,
      ),
    initialPageParam: 0,
    getNextPageParam: nextStart,
    staleTime: RESULTS_FRESH_MS,
    gcTime: RESULTS_KEPT_MS,
  });
}

/** Where the next page starts, or undefined when this was the last. */
export function nextStart(page: SearchResults): number | undefined {
  if (!page.hasMore || page.productsInResultset === 0) return undefined;
  return page.criteria.start + page.productsInResultset;
}

/** The product page's product; null when there is no such product (the page is then not found). */
export function productQueryOptions(productId: string) {
  return queryOptions({
    queryKey: ['catalogue', 'product', productId] as const,
    queryFn: async ({ signal }): Promise<Product | null> => {
      try {
        return (await getProductDetail(productId, signal)).product;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: RESULTS_FRESH_MS,
  });
}
