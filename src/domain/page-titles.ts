/**
 * The page title of each route (doc 1 §2.5 "Page titles", doc 2 §2 checkout, doc 3 §2 "Page titles").
 *
 * Paths as in `routing.ts`: the pathname as the browser has it (`/ecom/shop/search`); without the base it
 * is read as relative to /ecom; case-insensitive. The search is the query string (with or without '?')
 * or the router's parsed search object.
 */
import { matchesRoute } from './routing.ts';
import { SEARCH_TERM_PARAM } from './search-path.ts';

/** doc 2 §2: the checkout's title defaults to 'Checkout'. */
export const CHECKOUT_TITLE = 'Checkout';
/** doc 3 §2: multi-search reads its terms from `value`. */
export const MULTI_SEARCH_VALUE_PARAM = 'value';

export type SearchInput = string | Readonly<Record<string, unknown>>;

function searchValue(search: SearchInput, name: string): string {
  if (typeof search === 'string') return new URLSearchParams(search).get(name)?.trim() ?? '';
  const value = search[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
}

type Title = string | ((search: SearchInput) => string) | null;

/** First match wins, so the more specific routes come first. A null title means the route has none. */
const TITLE_ROUTES: ReadonlyArray<readonly [pattern: string, title: Title]> = [
  ['checkout/*', CHECKOUT_TITLE],
  ['myaccount/my-orders', 'My Orders'],
  ['myaccount/my-orders/order/shop-from-order/*', null],
  ['myaccount/my-orders/order/:customerOrderId/*', 'View Order'],
  ['favourites/*', 'Favourites'],
  ['quick-shop/*', 'Quick Shop'],
  ['for-you/*', 'For you'],
  ['shop/trolley/*', 'My Trolley'],
  ['login/*', 'Log in'],
  ['sign-in/*', 'Log in'],
  ['my-waitrose/*', 'myWaitrose'],
  ['mywaitrose/*', 'myWaitrose'],
  ['shop/browse/offers/*', 'Offers'],
  ['shop/offers/*', 'Offers'],
  ['shop/meal-deals/*', 'Offers'],
  ['shop/featured/offers/*', 'Offers'],
  ['shop/search/*', (search) => suffixed(searchValue(search, SEARCH_TERM_PARAM), 'Search')],
  [
    'shop/multi-search/*',
    (search) => suffixed(searchValue(search, MULTI_SEARCH_VALUE_PARAM), 'Multi-search'),
  ],
  ['shop/browse/*', 'Browse'],
  ['shop/*', 'Shop'],
];

/** '{term} - Search', or just 'Search' before anything is searched for. */
function suffixed(value: string, suffix: string): string {
  return value === '' ? suffix : `${value} - ${suffix}`;
}

/** The route's own title, or null when the spec gives it none (the shell then shows the shop's name). */
export function pageTitle(path: string, search: SearchInput = ''): string | null {
  const title = TITLE_ROUTES.find(([pattern]) => matchesRoute(path, pattern))?.[1] ?? null;
  return typeof title === 'function' ? title(search) : title;
}

/** What `document.title` shows: 'Favourites | Waitrose', or the shop's name alone. */
export function documentTitle(path: string, search: SearchInput, shopName: string): string {
  const title = pageTitle(path, search);
  return title === null ? shopName : `${title} | ${shopName}`;
}
