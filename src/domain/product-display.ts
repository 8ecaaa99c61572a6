/**
 * How a product is shown on its pod and its page (doc 3 §3 Product and Promotion, §8 availability wording,
 * §9 Display rules): availability, price, offers and rating. Pure functions of the product's fields; the
 * shapes below are the parts of the catalogue's answers (src/api/catalogue.ts) they read. What only the
 * product page says (offer end, servings, alcohol, lead time and restrictions) is in product-facts.ts, so
 * that a results page does not carry it (issue 5).
 */

// ---------------------------------------------------------------------------------------------------------
// Availability (doc 3 §8)

export type Availability = 'IN_STOCK' | 'OUT_OF_STOCK' | 'UNAVAILABLE';

/** doc 3 §8 "Product availability wording", word for word. */
export const AVAILABILITY_MESSAGES = {
  OUT_OF_STOCK: 'Sold out online',
  UNAVAILABLE: 'Temporarily unavailable',
} as const;

/** What a pod or page says about stock; null when the product can be bought. */
export function availabilityMessage(availability: string): string | null {
  if (availability === 'OUT_OF_STOCK') return AVAILABILITY_MESSAGES.OUT_OF_STOCK;
  if (availability === 'UNAVAILABLE') return AVAILABILITY_MESSAGES.UNAVAILABLE;
  return null;
}

export function canBeBought(availability: string): boolean {
  return availability === 'IN_STOCK';
}

// ---------------------------------------------------------------------------------------------------------
// Price

export interface PricedFields {
  displayPrice: string;
  displayUOMPrice: string;
  displayPriceQualifier: string;
  displayPriceEstimated: boolean;
  promotions: readonly { wasDisplayPrice: string | null; hidden: boolean }[];
}

export interface PriceDisplay {
  /** '£1.50' */
  price: string;
  /** '£3.00/kg', or null when there is none or it would only repeat the price. */
  unitPrice: string | null;
  /** Weighed items: the price is an estimate for the default amount. */
  estimated: boolean;
  /** '£2.50': what it cost before the offer, or null. */
  wasPrice: string | null;
}

export function priceDisplay(product: PricedFields): PriceDisplay {
  const qualifier = product.displayPriceQualifier.trim().replace(/^\((.*)\)$/, '$1');
  const unitPrice = product.displayUOMPrice.trim() || (qualifier.startsWith('£') ? qualifier : '');
  const wasPrice =
    product.promotions.find((promotion) => !promotion.hidden && promotion.wasDisplayPrice)?.wasDisplayPrice ??
    null;
  return {
    price: product.displayPrice,
    unitPrice: unitPrice === '' || unitPrice === product.displayPrice ? null : unitPrice,
    estimated: product.displayPriceEstimated || /^est\.?$/i.test(qualifier),
    wasPrice: wasPrice === product.displayPrice ? null : wasPrice,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Offers (doc 3 §3 Promotion, §5 "Offers apply to members only where marked")

/** doc 3 §5, word for word. */
export const MEMBERS_ONLY_OFFER = 'Offer applies to myWaitrose members only.';

export interface PromotionFields {
  promotionId: number;
  promotionDescription: string;
  promotionExpiryDate: string;
  hidden: boolean;
  myWaitrosePromotion: boolean;
  promoPath: string;
}

/** The offers a shopper sees: hidden ones are left out. */
export function visiblePromotions<T extends PromotionFields>(promotions: readonly T[]): T[] {
  return promotions.filter((promotion) => !promotion.hidden && promotion.promotionDescription.trim() !== '');
}

// ---------------------------------------------------------------------------------------------------------
// Rating (doc 3 §3 reviews; §5 "Ratings are rounded to half steps")

export const MAX_RATING = 5;
export type StarFill = 'full' | 'half' | 'empty';

export function roundToHalf(rating: number): number {
  return Math.min(MAX_RATING, Math.max(0, Math.round(rating * 2) / 2));
}

/** Five stars filled to the rating, rounded to half steps. */
export function ratingStars(averageRating: number): StarFill[] {
  const rounded = roundToHalf(averageRating);
  return Array.from({ length: MAX_RATING }, (_, index) =>
    rounded >= index + 1 ? 'full' : rounded >= index + 0.5 ? 'half' : 'empty',
  );
}

/** '23 reviews', '1 day': the count (as en-GB writes it) and its noun. */
export function plural(count: number, one: string, other: string): string {
  return `${count.toLocaleString('en-GB')} ${count === 1 ? one : other}`;
}

/** 'Rated 4.5 out of 5 stars from 23 reviews', for the stars' accessible name; null without a rating. */
export function ratingText(averageRating: number | null, reviewCount: number): string | null {
  if (averageRating === null || reviewCount <= 0) return null;
  return `Rated ${roundToHalf(averageRating)} out of ${MAX_RATING} stars from ${plural(reviewCount, 'review', 'reviews')}`;
}

/** '23 reviews', '1 review', 'No reviews yet'. */
export function reviewCountText(reviewCount: number): string {
  return reviewCount > 0 ? plural(reviewCount, 'review', 'reviews') : 'No reviews yet';
}

// ---------------------------------------------------------------------------------------------------------
// Where a product leads

export interface ProductPathParams {
  productName: string;
  productId: string;
}

/** The route params of a product page address (`/ecom/products/{productName}/{productId}`), or null. */
export function productPathParams(url: string): ProductPathParams | null {
  const match = /^\/ecom\/products\/([^/?#]+)\/([^/?#]+)\/?$/.exec(url);
  if (!match?.[1] || !match[2]) return null;
  try {
    return { productName: decodeURIComponent(match[1]), productId: decodeURIComponent(match[2]) };
  } catch {
    return null;
  }
}

/** The category a product is filed under (the last of its categories, top to leaf), if any. */
export function productCategory<T extends { path: string }>(categories: readonly T[]): T | null {
  return categories.at(-1) ?? null;
}
