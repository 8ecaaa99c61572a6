import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { getProductsByLineNumber } from '../../api/catalogue.ts';
import { ApiError } from '../../api/errors.ts';
import { type Bundle, getBundle, getBundles, getOfferPage, type OfferPage } from '../../api/offers.ts';

/** Offers and bundles stay fresh for five minutes, like the catalogue's results. */
const FRESH_MS = 5 * 60_000;

const nullWhenNotFound = async <T>(answer: Promise<T>): Promise<T | null> => {
  try {
    return await answer;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
};

/** Whether an address's {offerId} can name an offer at all (the server's rule: 1 to 9 digits). */
export function isOfferId(offerId: string): boolean {
  return /^\d{1,9}$/.test(offerId);
}

/** An offer's pages of products, loaded one after another by 'Load more'; the first page is null when there is no such offer. */
export function offerPageQueryOptions(offerId: string) {
  return infiniteQueryOptions({
    queryKey: ['offers', 'offer', offerId] as const,
    queryFn: ({ pageParam, signal }): Promise<OfferPage | null> =>
      isOfferId(offerId) ? nullWhenNotFound(getOfferPage(offerId, pageParam, signal)) : Promise.resolve(null),
    initialPageParam: 0,
    getNextPageParam: (page: OfferPage | null) =>
      page?.hasMore ? page.start + page.products.length : undefined,
    staleTime: FRESH_MS,
  });
}

export function bundlesQueryOptions() {
  return queryOptions({
    queryKey: ['offers', 'bundles'] as const,
    queryFn: async ({ signal }) => (await getBundles(signal)).bundles,
    staleTime: FRESH_MS,
  });
}

/** A bundle; null when there is no such bundle. */
export function bundleQueryOptions(bundleName: string) {
  return queryOptions({
    queryKey: ['offers', 'bundle', bundleName] as const,
    queryFn: async ({ signal }): Promise<Bundle | null> =>
      (await nullWhenNotFound(getBundle(bundleName, signal)))?.bundle ?? null,
    staleTime: FRESH_MS,
  });
}

/** The buylist's products by line number (doc 3 §7 Product lookup), in the order the address names them. */
export function buylistQueryOptions(lineNumbers: readonly string[]) {
  return queryOptions({
    queryKey: ['offers', 'buylist', lineNumbers] as const,
    queryFn: async ({ signal }) =>
      lineNumbers.length === 0
        ? []
        : (await getProductsByLineNumber(lineNumbers, undefined, signal)).products,
    staleTime: FRESH_MS,
  });
}
