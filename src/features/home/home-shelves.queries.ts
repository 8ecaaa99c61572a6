import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { type Product, searchProducts } from '../../api/catalogue.ts';
import { OFFERS_BROWSE_PATH } from '../../domain/offers-path.ts';
import { ANONYMOUS_CUSTOMER_ID } from '../../domain/session-fields.ts';

/**
 * The home page's shelves (issue 18: a home page that sells): this week's offers and the newest products,
 * from the content service that answers the browse pages. The content service answers every shopper alike,
 * so the home page asks as no one in particular and does not wait for the session to show them. Loaded with
 * the home route (its loader imports this module), not with the first script.
 */

/** How many products a shelf shows: a handful, one row on a wide screen. */
export const SHELF_SIZE = 6;

/** The pages a shelf's 'See all' leads to. */
export const OFFERS_PAGE = OFFERS_BROWSE_PATH;
export const NEW_PRODUCTS_PAGE = '/ecom/shop/featured/new';

/** Shelves stay fresh for five minutes, like the browse pages' results. */
const SHELF_FRESH_MS = 5 * 60_000;

async function shelf(contentUrl: string, sortBy: 'RELEVANCE' | 'MOST_RECENT', signal: AbortSignal) {
  const answer = await searchProducts(
    { contentUrl, customerId: String(ANONYMOUS_CUSTOMER_ID), queryParams: { size: 10, sortBy } },
    signal,
  );
  return answer.products.slice(0, SHELF_SIZE);
}

/** The shelves: offers of the week and new products. */
export type ShelfKind = 'offers' | 'new';

/**
 * offers: the first of all offers (/shop/browse/offers), as the offers page orders them; new: the groceries
 * most recently added to the range.
 */
export const shelfQueryOptions = (kind: ShelfKind) =>
  queryOptions({
    queryKey: ['home', 'shelf', kind] as const,
    queryFn: ({ signal }): Promise<Product[]> =>
      kind === 'offers'
        ? shelf('/shop/browse/offers', 'RELEVANCE', signal)
        : shelf('/shop/browse/groceries', 'MOST_RECENT', signal),
    staleTime: SHELF_FRESH_MS,
  });

/**
 * Both shelves in the cache before the home page shows. A shelf that cannot be loaded does not keep the
 * page from showing: the shelf says so itself and offers to try again.
 */
export async function ensureHomeShelves(queryClient: QueryClient): Promise<void> {
  await Promise.allSettled([
    queryClient.ensureQueryData(shelfQueryOptions('offers')),
    queryClient.ensureQueryData(shelfQueryOptions('new')),
  ]);
}
