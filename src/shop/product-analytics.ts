/**
 * Product analytics (doc 1 §7.5, doc 3 §7 "Analytics events"): product_list_impression (batched by the
 * product impressions actor, product-impressions.ts), product_click when a product is opened from a list,
 * and the browse-category action of browse pages (doc 1 §2.4, doc 3 §2). Amounts are in pounds; the
 * currency is GBP (doc 1 §7.5).
 */
import { CURRENCY_CODE } from '../domain/money.ts';
import type { ProductImpression } from '../domain/product-analytics.ts';
import { type PushToDataLayer, pushToDataLayer } from './door/data-layer.ts';

export type { ProductImpression } from '../domain/product-analytics.ts';

export function productClickEvent({ list, ...product }: ProductImpression) {
  return {
    event: 'product_click',
    ecommerce: { currencyCode: CURRENCY_CODE, click: { actionField: { list }, products: [product] } },
  };
}

export interface BrowsedCategory {
  id: string | null;
  name: string;
  /** The lower-cased browse path: `groceries/bakery/bread`. */
  path: string;
}

/** The browse-category action (doc 1 §2.4 "Browse paths trigger a browse-category action"). */
export function browseCategoryEvent({ id, name, path }: BrowsedCategory) {
  return { event: 'browse_category', category: { id, name, path, level: path.split('/').length } };
}

export function trackProductClick(product: ProductImpression, push: PushToDataLayer = pushToDataLayer): void {
  push(productClickEvent(product));
}

export function trackBrowseCategory(
  category: BrowsedCategory,
  push: PushToDataLayer = pushToDataLayer,
): void {
  push(browseCategoryEvent(category));
}
