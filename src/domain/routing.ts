/**
 * Where the shopper may go and what the shell does on the way (doc 1 §2.1, §2.4; doc 2 §2; doc 3 §2):
 * the shell's redirects, the checkout full-page-load boundary, the sign-in guard and the login round trip.
 * The last non-authentication and last non-slot paths, and the pages whose scroll position is kept, are
 * src/domain/remembered-paths.ts (issue 5: only the navigation memory, loaded after the first paint,
 * needs them).
 *
 * Paths: every function takes a pathname as the browser has it, under the app's base
 * (`/ecom/shop/trolley`), optionally followed by its search and hash. A pathname without the base
 * (`/shop/trolley`, as TanStack Router reports locations inside its basepath) is read as relative to /ecom.
 * Matching is case-insensitive, like the router's, and ignores doubled and trailing slashes.
 * Every path a function returns is a full browser path starting with /ecom.
 */

export const ECOM_BASE = '/ecom';
/** "the groceries home" of doc 1 §2.1 and §2.4. */
export const GROCERIES_HOME = '/ecom/shop/browse/groceries';
export const LOGIN_PATH = '/ecom/login';
export const CHECKOUT_PATH = '/ecom/checkout';
/** The query parameter that carries the page a signed-out shopper wanted (doc 1 §2.4). */
export const REDIRECT_QUERY_PARAM = 'redirect';

export interface PathParts {
  pathname: string;
  /** '' or starting with '?'. */
  search: string;
  /** '' or starting with '#'. */
  hash: string;
}

export function splitPath(pathWithSearch: string): PathParts {
  const hashStart = pathWithSearch.indexOf('#');
  const beforeHash = hashStart === -1 ? pathWithSearch : pathWithSearch.slice(0, hashStart);
  const hash = hashStart === -1 ? '' : pathWithSearch.slice(hashStart);
  const searchStart = beforeHash.indexOf('?');
  return searchStart === -1
    ? { pathname: beforeHash, search: '', hash }
    : { pathname: beforeHash.slice(0, searchStart), search: beforeHash.slice(searchStart), hash };
}

function segmentsBelowBase(pathname: string): string[] {
  const segments = pathname.split('/').filter(Boolean);
  return segments[0]?.toLowerCase() === ECOM_BASE.slice(1) ? segments.slice(1) : segments;
}

/** The path's segments below /ecom, lower-cased: `/ecom/Shop/browse/` → ['shop', 'browse']. */
export function routeSegments(path: string): string[] {
  return segmentsBelowBase(splitPath(path).pathname).map((segment) => segment.toLowerCase());
}

/** The same location as a full browser path under /ecom, slashes tidied, search and hash kept. */
export function toBrowserPath(pathWithSearch: string): string {
  const { pathname, search, hash } = splitPath(pathWithSearch);
  return `${ECOM_BASE}/${segmentsBelowBase(pathname).join('/')}${search}${hash}`;
}

/**
 * Whether a path matches a route pattern written relative to /ecom, in the spec's shape:
 * `:name` is any one segment and a final `*` is any number of further segments (including none),
 * so `shop/browse/*` matches shop/browse itself. The empty pattern is the home page.
 */
export function matchesRoute(path: string, pattern: string): boolean {
  const segments = routeSegments(path);
  const parts = pattern.toLowerCase().split('/').filter(Boolean);
  const open = parts.at(-1) === '*';
  const fixed = open ? parts.slice(0, -1) : parts;
  if (open ? segments.length < fixed.length : segments.length !== fixed.length) return false;
  return fixed.every((part, index) => part.startsWith(':') || part === segments[index]);
}

export function matchesAnyRoute(path: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) => matchesRoute(path, pattern));
}

// doc 1 §2.4 "Doubled ampersands in a query string are repaired."
export function repairDoubledAmpersands(search: string): string {
  return search.replace(/&{2,}/g, '&');
}

/**
 * Where the shell sends a location before showing anything (doc 1 §2.1, §2.4), or null to stay:
 * shop and shop/ go to the groceries home (the query is kept), and a query with doubled ampersands
 * is repaired.
 */
export function shellRedirect(pathWithSearch: string): string | null {
  const { pathname, search, hash } = splitPath(pathWithSearch);
  const repairedSearch = repairDoubledAmpersands(search);
  if (matchesRoute(pathname, 'shop')) return `${GROCERIES_HOME}${repairedSearch}${hash}`;
  if (repairedSearch !== search) return toBrowserPath(`${pathname}${repairedSearch}${hash}`);
  return null;
}

// doc 1 §2.4, doc 2 §2: the checkout has its own layout and is entered and left by a full page load.
export function isCheckoutPath(path: string): boolean {
  return matchesRoute(path, 'checkout/*');
}

/** Moving into or out of /ecom/checkout is a full page load; moving within either side is not. */
export function needsFullPageLoad(from: string | null | undefined, to: string): boolean {
  if (from === null || from === undefined) return false;
  return isCheckoutPath(from) !== isCheckoutPath(to);
}

/**
 * doc 1 §2.4 "Paths for bookslot, favourites, for-you, interstitials, lists, my account, my details,
 * order replacement card, quick shop and trolley require sign-in" (doc 3 §2 agrees for its four).
 * Shopping lists are lists too. The replacement card is ordered from the loyalty hub or at the top level.
 * reschedulingprohibited is a booking page about the shopper's own order (doc 2 §2), and doc 2 §6 keeps
 * the booking areas behind sign-in.
 *
 * The one list the router guards by (src/routes/__root.tsx); the pages on it sit under the _signedIn
 * layout (test/unit/account/sign-in-list.test.ts holds the two together).
 */
export const SIGN_IN_REQUIRED_ROUTES: readonly string[] = [
  'bookslot/*',
  // doc 2 §6: checkout, and what follows it, need a signed-in shopper.
  'beforeYouGo/*',
  'checkout/*',
  'order-confirmation/*',
  'payment-confirmation/*',
  'resolve-order-payment/*',
  'reschedulingprohibited/*',
  'favourites/*',
  'for-you/*',
  'interstitials/*',
  'lists/*',
  'shopping-lists/*',
  'myaccount/*',
  'my-details/*',
  'order-replacement-card/*',
  'my-waitrose/order-replacement-card/*',
  'quick-shop/*',
  'shop/trolley/*',
];

export function requiresSignIn(path: string): boolean {
  return matchesAnyRoute(path, SIGN_IN_REQUIRED_ROUTES);
}

/** doc 1 §2.4: "The authentication pages are browse-neutral: login, sign-in, reset password and
 * forgotten password, registration." */
export const AUTHENTICATION_ROUTES: readonly string[] = [
  'login/*',
  'sign-in/*',
  'reset-password/*',
  'forgot-password/*',
  'registration/*',
];

export function isAuthenticationPath(path: string): boolean {
  return matchesAnyRoute(path, AUTHENTICATION_ROUTES);
}

export const LOG_OUT_ROUTES: readonly string[] = ['log-out/*'];

/**
 * The login page for a signed-out shopper who asked for `pathWithSearch`: `redirect` carries its path
 * and search (doc 1 §2.4). The hash is not sent to the server, so it is not carried. A guard that fires
 * on an authentication page sends to the plain login page rather than nesting redirects.
 */
export function loginRedirect(pathWithSearch: string): string {
  const { pathname, search } = splitPath(pathWithSearch);
  if (isAuthenticationPath(pathname)) return LOGIN_PATH;
  const target = toBrowserPath(`${pathname}${search}`);
  return `${LOGIN_PATH}?${REDIRECT_QUERY_PARAM}=${encodeURIComponent(target)}`;
}

// Only used to resolve a path; never visited.
const RESOLVING_ORIGIN = 'https://storefront.invalid';

function hasControlCharacterOrBackslash(value: string): boolean {
  for (const character of value) {
    const code = character.charCodeAt(0);
    // Browsers drop tabs and newlines from URLs and read '\' as '/': '/\t/evil' and '/\evil' mean '//evil'.
    if (code < 0x20 || code === 0x7f || character === '\\') return true;
  }
  return false;
}

/**
 * Where a shopper goes after signing in (doc 1 §2.4): the redirect target when it is a same-site path
 * under /ecom, otherwise the groceries home. Anything that could leave the site (absolute URLs,
 * `//host`, `javascript:`, backslash and control-character tricks, `..` climbing out of /ecom) falls
 * back, and so do the authentication and log-out pages, which would undo the sign-in.
 */
export function postSignInDestination(redirect: unknown): string {
  if (typeof redirect !== 'string') return GROCERIES_HOME;
  if (!redirect.startsWith('/') || redirect.startsWith('//')) return GROCERIES_HOME;
  if (hasControlCharacterOrBackslash(redirect)) return GROCERIES_HOME;
  let url: URL;
  try {
    url = new URL(redirect, RESOLVING_ORIGIN);
  } catch {
    return GROCERIES_HOME;
  }
  if (url.origin !== RESOLVING_ORIGIN) return GROCERIES_HOME;
  const underBase = url.pathname === ECOM_BASE || url.pathname.startsWith(`${ECOM_BASE}/`);
  if (!underBase) return GROCERIES_HOME;
  if (isAuthenticationPath(url.pathname) || matchesAnyRoute(url.pathname, LOG_OUT_ROUTES)) {
    return GROCERIES_HOME;
  }
  return `${url.pathname}${url.search}${url.hash}`;
}
