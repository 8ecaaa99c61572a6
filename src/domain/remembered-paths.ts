/**
 * What the shell remembers of where the shopper has been (doc 1 §2.4; doc 2 §2; doc 3 §2): the last
 * non-authentication and last non-slot paths, and the pages whose scroll position is kept. Paths are read
 * as in src/domain/routing.ts. Apart from it because only the navigation memory, which loads after the
 * first paint, needs these (issue 5).
 */
import {
  AUTHENTICATION_ROUTES,
  LOG_OUT_ROUTES,
  matchesAnyRoute,
  matchesRoute,
  routeSegments,
  toBrowserPath,
} from './routing.ts';

/**
 * doc 1 §2.4: "Paths for login, registration, order confirmation, bookslot and service selection are
 * not remembered as the last non-authentication or last non-slot path", nor are the other
 * (browse-neutral) authentication pages. Log-out is left out too: returning there would sign out again.
 */
export const NOT_REMEMBERED_AS_LAST_NON_AUTHENTICATION_PATH: readonly string[] = [
  ...AUTHENTICATION_ROUTES,
  ...LOG_OUT_ROUTES,
  'order-confirmation/*',
  'bookslot/*',
  'serviceselection/*',
];

/** doc 2 §2: "... not one of bookslot, login, order confirmation, registration, service selection or
 * entertaining Christmas is remembered as the last non-slot path" (doc 1 §2.4 adds the other
 * authentication pages). */
export const NOT_REMEMBERED_AS_LAST_NON_SLOT_PATH: readonly string[] = [
  ...NOT_REMEMBERED_AS_LAST_NON_AUTHENTICATION_PATH,
];

/** Any page of the entertaining Christmas journey: `.../entertaining/christmas[/...]`. */
export function isEntertainingChristmasPath(path: string): boolean {
  const segments = routeSegments(path);
  return segments.some((segment, index) => segment === 'entertaining' && segments[index + 1] === 'christmas');
}

export function isRememberedAsLastNonAuthenticationPath(path: string): boolean {
  return !matchesAnyRoute(path, NOT_REMEMBERED_AS_LAST_NON_AUTHENTICATION_PATH);
}

export function isRememberedAsLastNonSlotPath(path: string): boolean {
  return !matchesAnyRoute(path, NOT_REMEMBERED_AS_LAST_NON_SLOT_PATH) && !isEntertainingChristmasPath(path);
}

/** The last non-authentication path after visiting `pathWithSearch` (kept with its search). */
export function nextLastNonAuthenticationPath(
  previous: string | null,
  pathWithSearch: string,
): string | null {
  return isRememberedAsLastNonAuthenticationPath(pathWithSearch) ? toBrowserPath(pathWithSearch) : previous;
}

/** The last non-slot path after visiting `pathWithSearch` (kept with its search). */
export function nextLastNonSlotPath(previous: string | null, pathWithSearch: string): string | null {
  return isRememberedAsLastNonSlotPath(pathWithSearch) ? toBrowserPath(pathWithSearch) : previous;
}

// doc 1 §2.4, doc 3 §2 "Browse paths trigger a browse-category action."
export function isBrowsePath(path: string): boolean {
  return matchesRoute(path, 'shop/browse/*');
}

export type ScrollRestorationKind = 'product' | 'browse' | 'search' | 'multi-search';

const SCROLL_RESTORATION_ROUTES: ReadonlyArray<readonly [pattern: string, kind: ScrollRestorationKind]> = [
  ['products/:productName/:productId', 'product'],
  ['shop/browse/*', 'browse'],
  ['shop/search/*', 'search'],
  ['shop/multi-search/*', 'multi-search'],
];

/**
 * doc 1 §2.4, doc 3 §2: the scroll position is saved and restored for product, browse, search and
 * multi-search pages; null for every other page.
 */
export function scrollRestorationKind(path: string): ScrollRestorationKind | null {
  return SCROLL_RESTORATION_ROUTES.find(([pattern]) => matchesRoute(path, pattern))?.[1] ?? null;
}
