import { readFileSync } from 'node:fs';
import type { Database } from '../db/client.ts';
import type { CatalogueService } from '../services/catalogue.ts';
import { findFragment } from '../services/content.ts';
import { FRAGMENT_NAME, FRAGMENT_NAME_MAX_LENGTH } from './content.ts';

/**
 * Which storefront paths are pages (issue 18: the not-found page answers HTTP 404). The storefront's route
 * table is the router's own (src/routeTree.gen.ts, generated from src/routes by `npm run routes`): a path no
 * route matches is not found. Where a route takes any path below it, what is cheap to check is checked:
 * a browse page's category (or offers page), a product page's product, a help page's fragment. Routes
 * with other parameters (an order, an interstitial, a service-selection campaign) answer 200: their pages
 * say themselves whether the thing exists, after sign-in, and the server does not look it up for them.
 */

/** A route of the table, split into its segments: `products/$productName/$productId`. */
export interface StorefrontRoute {
  /** As the table writes it, without a trailing slash: '/products/$productName/$productId', '/' for home. */
  path: string;
  segments: readonly string[];
  /** Ends in `$`: takes any path below it. */
  splat: boolean;
}

/** What the server looks up for the routes that take any path (or an id) below them. */
export interface StorefrontPageChecks {
  /** A browse or offers page (path below shop/browse, lower-cased): does the catalogue have it? */
  browsePage(path: string): Promise<boolean>;
  /** A product page: is there such a product? */
  product(productId: string): Promise<boolean>;
  /** A help page: is there a fragment of that name ('help-information/privacy-notice')? */
  contentFragment(name: string): Promise<boolean>;
}

/** The storefront's routes from the generated route tree's `fullPaths` union. */
export function routesOfRouteTree(source: string): StorefrontRoute[] {
  const union = /fullPaths:\s*((?:\|\s*'[^']*'\s*)+)/.exec(source)?.[1];
  if (!union) throw new Error('the route tree has no fullPaths');
  const paths = [...union.matchAll(/'([^']*)'/g)].map((match) => match[1] ?? '');
  return [...new Set(paths.map(withoutTrailingSlash))].map((path) => {
    const segments = path.split('/').filter(Boolean);
    return { path, segments, splat: segments.at(-1) === '$' };
  });
}

/** Reads the route table the storefront was generated with (src/routeTree.gen.ts). */
export function readStorefrontRoutes(
  file: URL | string = new URL('../../routeTree.gen.ts', import.meta.url),
): StorefrontRoute[] {
  return routesOfRouteTree(readFileSync(file, 'utf8'));
}

function withoutTrailingSlash(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

const isParam = (segment: string) => segment.startsWith('$') && segment !== '$';

/** The route's parameters when it matches the path's segments; null when it does not. */
function matchRoute(route: StorefrontRoute, segments: readonly string[]): Record<string, string> | null {
  const fixed = route.splat ? route.segments.slice(0, -1) : route.segments;
  if (route.splat ? segments.length < fixed.length : segments.length !== fixed.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of fixed.entries()) {
    const given = segments[index] ?? '';
    if (isParam(segment)) params[segment.slice(1)] = given;
    else if (segment.toLowerCase() !== given.toLowerCase()) return null;
  }
  if (route.splat) params._splat = segments.slice(fixed.length).join('/');
  return params;
}

/**
 * How specific a route is, as the router ranks them: more fixed segments first, then fewer parameters,
 * then a route without a splat.
 */
function specificity(route: StorefrontRoute): number {
  const fixed = route.segments.filter((segment) => segment !== '$' && !isParam(segment)).length;
  const params = route.segments.filter(isParam).length;
  return fixed * 100 - params * 10 - (route.splat ? 1 : 0);
}

/** The route a path below /ecom lands on, with its parameters; null when none matches (not found). */
export function routeOf(
  routes: readonly StorefrontRoute[],
  path: string,
): { route: StorefrontRoute; params: Record<string, string> } | null {
  const segments = path.split('/').filter(Boolean);
  let best: { route: StorefrontRoute; params: Record<string, string> } | null = null;
  for (const route of routes) {
    const params = matchRoute(route, segments);
    if (params && (!best || specificity(route) > specificity(best.route))) best = { route, params };
  }
  return best;
}

const BROWSE_ROUTE = '/shop/browse/$';
const PRODUCT_ROUTE = '/products/$productName/$productId';
const HELP_ROUTE = '/help-information/$';
const HELP_SECTION = 'help-information';

/** Whether a path below /ecom (without /ecom: '/shop/browse/groceries') is a page of the storefront. */
export async function isStorefrontPage(
  routes: readonly StorefrontRoute[],
  checks: StorefrontPageChecks,
  path: string,
): Promise<boolean> {
  const found = routeOf(routes, path);
  if (!found) return false;
  const { route, params } = found;
  switch (route.path) {
    case BROWSE_ROUTE: {
      const browsePath = (params._splat ?? '').toLowerCase();
      return browsePath !== '' && checks.browsePage(browsePath);
    }
    case PRODUCT_ROUTE:
      return checks.product(params.productId ?? '');
    case HELP_ROUTE: {
      const below = (params._splat ?? '').replace(/\/+$/, '');
      return checks.contentFragment(below === '' ? HELP_SECTION : `${HELP_SECTION}/${below}`);
    }
    default:
      return true;
  }
}

/** A product id as the products service takes it (src/server/http/catalogue.ts). */
const PRODUCT_ID = /^[A-Za-z0-9-]{1,64}$/;

/** The checks against the shop's catalogue and content. */
export function storefrontPageChecks({
  catalogue,
  db,
}: {
  catalogue: CatalogueService;
  db: Database;
}): StorefrontPageChecks {
  return {
    browsePage: async (path) => {
      const outcome = await catalogue.search({
        contentUrl: `/shop/browse/${path}`,
        filterTags: [],
        sortBy: 'RELEVANCE',
        size: 10,
        start: 0,
      });
      return outcome.ok;
    },
    product: async (productId) =>
      PRODUCT_ID.test(productId) && (await catalogue.product(productId)) !== undefined,
    contentFragment: async (name) =>
      name.length <= FRAGMENT_NAME_MAX_LENGTH &&
      FRAGMENT_NAME.test(name) &&
      (await findFragment(db, name)) !== null,
  };
}
