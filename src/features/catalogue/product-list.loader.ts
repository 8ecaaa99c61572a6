import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { isRedirect, notFound, redirect } from '@tanstack/react-router';
import { selectCustomerId } from '../../../machines/session.selectors.ts';
import type { SearchResults } from '../../api/catalogue.ts';
import { ApiError } from '../../api/errors.ts';
import { followableRedirect } from '../../domain/search-results.ts';
import { ANONYMOUS_CUSTOMER_ID } from '../../domain/session-fields.ts';
import type { ShopDoor } from '../../shop/door/door.tsx';
import { type ProductListQuery, productListQueryKey, productListQueryOptions } from './catalogue.queries.ts';

export interface ProductListLoad {
  queryClient: QueryClient;
  shop: ShopDoor;
  /** null when there is nothing to search for. */
  query: ProductListQuery | null;
  /** The address being loaded (the router's location.href). */
  href: string;
  /** `redirect=false`: a result's redirectUrl is not followed. */
  redirectSuppressed?: boolean;
}

/**
 * The shopper's customerId, sent with the results' call, once the shop has arrived; the anonymous shopper's
 * on the server, which renders pages as an anonymous shopper sees them.
 */
export async function customerIdOf(door: ShopDoor): Promise<string> {
  if (door.closed) return String(ANONYMOUS_CUSTOMER_ID);
  const { session } = await door.ready();
  return String(selectCustomerId(session.actor.getSnapshot()));
}

/**
 * The loader of the results pages: the first page in the cache before the page shows (or every page loaded
 * before, coming back), the redirect a result asks for (doc 3 §4), and the not-found page for a category
 * that does not exist. Any other failure is left to the page, which says so and offers to try again,
 * keeping the shop's header, filters and sort in place.
 */
export async function loadProductList({
  queryClient,
  shop,
  query,
  href,
  redirectSuppressed = false,
}: ProductListLoad): Promise<void> {
  if (query === null) return;
  try {
    // Results in the cache already (the server rendered the page from them, or the shopper has been here)
    // need not wait for the shop.
    const results =
      queryClient.getQueryData<InfiniteData<SearchResults>>(productListQueryKey(query)) ??
      (await queryClient.ensureInfiniteQueryData(productListQueryOptions(query, await customerIdOf(shop))));
    const target = followableRedirect(results.pages[0]?.redirectUrl, href, redirectSuppressed);
    if (target !== null) throw redirect({ href: target, replace: true });
  } catch (error) {
    if (isRedirect(error)) throw error;
    if (error instanceof ApiError && error.status === 404) throw notFound();
  }
}
