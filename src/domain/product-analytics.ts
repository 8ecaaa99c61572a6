/**
 * doc 1 §7.5 "Product impression analytics flush every 20 impressions or after 5 minutes (300000 ms)".
 * doc 3 §9 "Visibility threshold 0.5": a pod counts as seen when half of it is in view
 * (src/features/catalogue/use-product-impressions.ts watches that).
 */
export const PRODUCT_IMPRESSION_BATCH_SIZE = 20;
export const PRODUCT_IMPRESSION_FLUSH_MS = 300_000;
export const PRODUCT_VISIBILITY_THRESHOLD = 0.5;

/** One product seen in a list, as the product_list_impression event carries it. */
export interface ProductImpression {
  /** The line number. */
  id: string;
  name: string;
  brand: string;
  /** The category it is filed under (its leaf), or ''. */
  category: string;
  /** Pounds. */
  price: number;
  /** Which list it was seen in: 'search', 'browse: groceries/bakery', 'multi-search'. */
  list: string;
  /** 1-based position in the list. */
  position: number;
}
