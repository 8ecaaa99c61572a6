/**
 * The page's canonical URL (doc 3 §9 Display rules): "The canonical URL is rewritten to the production host
 * for paths under shop/browse/groceries, shop/browse/entertaining, shop/offers, products and
 * shop/featured/meal-deals". Those are the catalogue's indexable pages: whatever host serves them (a
 * preview, a test server), search engines are pointed at the production shop. Their refinements (filters,
 * sort, the search's suppression flag) are views of the same page, so the query is left out.
 * Every other page is canonical where it is, query included (a search is its term).
 */
import { matchesAnyRoute, splitPath, toBrowserPath } from './routing.ts';

export const PRODUCTION_ORIGIN = 'https://www.waitrose.com';

/** Route patterns as in `routing.ts` (relative to /ecom; a final `*` is any number of further segments). */
export const PRODUCTION_CANONICAL_ROUTES: readonly string[] = [
  'shop/browse/groceries/*',
  'shop/browse/entertaining/*',
  'shop/offers/*',
  'products/*',
  'shop/featured/meal-deals/*',
];

export function hasProductionCanonical(path: string): boolean {
  return matchesAnyRoute(path, PRODUCTION_CANONICAL_ROUTES);
}

/**
 * The canonical URL of the page at `pathWithSearch` (a browser path under /ecom, or below it), served
 * from `origin` (`https://preview.example`).
 */
export function canonicalUrl(pathWithSearch: string, origin: string): string {
  const { pathname, search } = splitPath(pathWithSearch);
  if (hasProductionCanonical(pathname)) return `${PRODUCTION_ORIGIN}${toBrowserPath(pathname)}`;
  return `${origin.replace(/\/+$/, '')}${toBrowserPath(pathname)}${search}`;
}
