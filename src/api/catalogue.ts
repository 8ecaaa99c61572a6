import * as v from 'valibot';
import {
  PAGE_SIZES,
  pricedProductsSchema,
  productDetailSchema,
  productsSchema,
  SORT_OPTIONS,
  type SortBy,
  searchResultsSchema,
  suggestionsSchema,
} from '../contract/catalogue.ts';
import { call } from './client.ts';

/**
 * The catalogue calls (doc 3 §7; docs/api/catalogue.md). Their answers' shapes are the contract's
 * (src/contract/catalogue.ts), re-exported here for the views that read them.
 */

export {
  DEFAULT_PAGE_SIZE,
  type Filter,
  type FilterGroup,
  type Product,
  type Promotion,
  type SearchResults,
  SORT_OPTIONS,
  type SortBy,
} from '../contract/catalogue.ts';

/** The labels a shopper sees for each sort (doc 3 §3). */
export const SORT_LABELS: Readonly<Record<SortBy, string>> = {
  RELEVANCE: 'Relevance',
  MOST_RECENT: 'Recently added',
  CATEGORY: 'Categories',
  A_2_Z: 'Alphabetical',
  PRICE_LOW_2_HIGH: 'Price low to high',
  PRICE_HIGH_2_LOW: 'Price high to low',
};

export const searchQueryParamsSchema = v.object({
  searchTerm: v.optional(v.string()),
  /** A category id: the browsed category, or a child category chosen as a filter. */
  category: v.optional(v.string()),
  filterTags: v.optional(v.array(v.string())),
  searchTags: v.optional(v.array(v.string())),
  size: v.optional(v.picklist(PAGE_SIZES)),
  sortBy: v.optional(v.picklist(SORT_OPTIONS)),
  start: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
});
export type SearchQueryParams = v.InferOutput<typeof searchQueryParamsSchema>;

export interface ContentRequest {
  /** The storefront path without /ecom: `/shop/search`, `/shop/browse/groceries/bakery`. */
  contentUrl: string;
  customerId: string;
  queryParams: SearchQueryParams;
}

/** PUT content-{env}/v2/en?clientType=WEB_APP with {contentUrl, customerId, customerSearchRequest}. */
export function searchProducts(
  { contentUrl, customerId, queryParams }: ContentRequest,
  signal?: AbortSignal,
) {
  return call({
    service: 'content',
    version: 2,
    endpoint: 'en',
    method: 'PUT',
    searchParams: { clientType: 'WEB_APP' },
    json: { contentUrl, customerId, customerSearchRequest: { queryParams } },
    schema: searchResultsSchema,
    needsSession: false,
    signal,
  });
}

// ---------------------------------------------------------------------------------------------------------
// Products

/** GET products-{env}/v1/products/{lineNumbers joined with +}?view=SUMMARY&trolleyId= */
export function getProductsByLineNumber(
  lineNumbers: readonly string[],
  trolleyId?: string,
  signal?: AbortSignal,
) {
  return call({
    service: 'products',
    version: 1,
    endpoint: `products/${lineNumbers.map(encodeURIComponent).join('+')}`,
    searchParams: { view: 'SUMMARY', trolleyId },
    schema: productsSchema,
    signal,
  });
}

/** GET products-{env}/v1/product-details/{productId}: the product page. A missing product is a 404. */
export function getProductDetail(productId: string, signal?: AbortSignal) {
  return call({
    service: 'products',
    version: 1,
    endpoint: `product-details/${encodeURIComponent(productId)}`,
    schema: productDetailSchema,
    handleStatuses: [404],
    needsSession: false,
    signal,
  });
}

/** POST products-{env}/v2/priced-products with {lineNumbers, branchId?}. */
export function getPricedProducts(lineNumbers: readonly string[], branchId?: number, signal?: AbortSignal) {
  return call({
    service: 'products',
    version: 2,
    endpoint: 'priced-products',
    method: 'POST',
    json: { lineNumbers, branchId },
    schema: pricedProductsSchema,
    signal,
  });
}

// ---------------------------------------------------------------------------------------------------------
// Autocomplete

/** GET search-{env}/v1/suggestions?term=&limit= (from 3 characters; doc 3 §5). */
export function getSuggestions(term: string, limit = 8, signal?: AbortSignal) {
  return call({
    service: 'search',
    version: 1,
    endpoint: 'suggestions',
    searchParams: { term, limit },
    schema: suggestionsSchema,
    needsSession: false,
    signal,
  });
}
