/**
 * The offers path (doc 3 §2 "The offers path"): shop/browse/offers plus one '{name}_offers' segment for each
 * level of a category's path, e.g. `groceries/bakery` → `/ecom/shop/browse/offers/groceries_offers/bakery_offers`.
 * The server answers these pages; the mega menu and the burger menu link to them ('{name} Offers').
 */
export const OFFERS_BROWSE_PATH = '/ecom/shop/browse/offers';
export const OFFERS_SEGMENT_SUFFIX = '_offers';

/** The offers page of a category given by its lower-cased path below the shop root, or of all offers with null. */
export function offersPathOf(categoryPath: string | null): string {
  if (categoryPath === null || categoryPath === '') return OFFERS_BROWSE_PATH;
  const segments = categoryPath.split('/').map((segment) => `${segment}${OFFERS_SEGMENT_SUFFIX}`);
  return `${OFFERS_BROWSE_PATH}/${segments.join('/')}`;
}
