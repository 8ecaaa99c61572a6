/**
 * The featured pages (doc 3 §2 "shop/featured/offers ... shop/featured/entertaining, shop/featured/groceries
 * and shop/featured/*"): what each lists and its heading. The header's 'New' link goes to shop/featured/new.
 * shop/featured/meal-deals and shop/featured/bundles are pages of their own.
 */
export const FEATURED_PAGE_NAMES = ['offers', 'groceries', 'entertaining', 'new'] as const;
export type FeaturedPage = (typeof FEATURED_PAGE_NAMES)[number];

export interface FeaturedPageSpec {
  /** The page's heading (doc 3 §2 "Page titles": Offers for the offers). */
  title: string;
  subTitle: string;
  /** The shop it lists the best of (its lower-cased path), or null for the whole catalogue. */
  shop: string | null;
}

export const FEATURED_PAGES: Readonly<Record<FeaturedPage, FeaturedPageSpec>> = {
  offers: { title: 'Offers', subTitle: 'Every offer in the shop today', shop: null },
  groceries: { title: 'Groceries', subTitle: 'Our best rated groceries', shop: 'groceries' },
  entertaining: { title: 'Entertaining', subTitle: 'Our best rated for entertaining', shop: 'entertaining' },
  new: { title: 'New', subTitle: 'Added to the shop lately', shop: null },
};

/** shop/featured/bundles: the list of bundles (doc 3 §2), a page of its own. */
export const BUNDLES_PAGE = 'bundles';
export const FEATURED_BUNDLES_PATH = `/ecom/shop/featured/${BUNDLES_PAGE}`;

/** The page listing the current meal deals (doc 3 §2 shop/featured/meal-deals), a page of its own. */
export const FEATURED_MEAL_DEALS_PATH = '/ecom/shop/featured/meal-deals';

/** Products added within this many days of the newest count as new. */
export const NEW_PRODUCTS_DAYS = 30;

/** The featured page a path segment names (any case), or null. */
export function featuredPageOf(segment: string): FeaturedPage | null {
  const name = segment.trim().toLowerCase();
  return (FEATURED_PAGE_NAMES as readonly string[]).includes(name) ? (name as FeaturedPage) : null;
}

/** `/ecom/shop/featured/{page}` */
export function featuredPathOf(page: FeaturedPage | 'bundles'): string {
  return `/ecom/shop/featured/${page}`;
}
