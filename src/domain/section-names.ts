/**
 * The analytics section name of a page, derived from its path (doc 1 §2.5, doc 3 §2 "Section names
 * derived from a path"): one of the spec's names, otherwise 'unknown'.
 *
 * Paths as in `routing.ts`: the pathname as the browser has it (`/ecom/shop/trolley`), search and hash
 * ignored; without the base it is read as relative to /ecom; case-insensitive.
 */
import { matchesRoute } from './routing.ts';

export const SECTION_NAMES = [
  'home',
  'bookslot',
  'collection',
  'delivery',
  'beforeyougo',
  'lists',
  'recipes',
  'favourites',
  'quick-shop',
  'for-you',
  'my-account',
  'marketingpreferences',
  'my-orders',
  'view-order',
  'shop-from-order',
  'order-confirmation',
  'products',
  'shopping-lists',
  'shop',
  'browse',
  'offers',
  'search',
  'multi-search',
  'trolley',
  'featured',
  'checkout',
  'resolve-payment',
  'payment-confirmation',
] as const;

export type SectionName = (typeof SECTION_NAMES)[number] | 'unknown';

/** First match wins, so the more specific routes come first. */
const SECTION_ROUTES: ReadonlyArray<readonly [pattern: string, section: SectionName]> = [
  ['', 'home'],
  ['bookslot/collection/*', 'collection'],
  ['bookslot/delivery/*', 'delivery'],
  ['bookslot/*', 'bookslot'],
  // doc 2 §2: both paths hold the before-you-go steps.
  ['beforeyougo/*', 'beforeyougo'],
  ['interstitials/*', 'beforeyougo'],
  ['lists/*', 'lists'],
  ['recipes/*', 'recipes'],
  ['recipe/*', 'recipes'],
  ['favourites/*', 'favourites'],
  ['quick-shop/*', 'quick-shop'],
  ['for-you/*', 'for-you'],
  ['myaccount/marketingpreferences/*', 'marketingpreferences'],
  ['myaccount/my-orders/order/shop-from-order/*', 'shop-from-order'],
  ['myaccount/my-orders/order/:customerOrderId/*', 'view-order'],
  ['myaccount/my-orders/*', 'my-orders'],
  ['myaccount/*', 'my-account'],
  // doc 1 §2.1 lists my-details in the Account area.
  ['my-details/*', 'my-account'],
  ['order-confirmation/*', 'order-confirmation'],
  ['products/*', 'products'],
  ['shopping-lists/*', 'shopping-lists'],
  ['shop/trolley/*', 'trolley'],
  ['shop/multi-search/*', 'multi-search'],
  ['shop/search/*', 'search'],
  ['shop/browse/offers/*', 'offers'],
  ['shop/offers/*', 'offers'],
  ['shop/meal-deals/*', 'offers'],
  ['shop/featured/offers/*', 'offers'],
  ['shop/featured/*', 'featured'],
  ['shop/browse/*', 'browse'],
  ['shop/*', 'shop'],
  ['checkout/*', 'checkout'],
  ['resolve-order-payment/*', 'resolve-payment'],
  ['payment-confirmation/*', 'payment-confirmation'],
];

export function sectionName(path: string): SectionName {
  return SECTION_ROUTES.find(([pattern]) => matchesRoute(path, pattern))?.[1] ?? 'unknown';
}
