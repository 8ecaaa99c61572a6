/**
 * How a product is shown on its pod and its page (doc 3 §3 Product and Promotion, §8 availability wording,
 * §9 Display rules): availability, price, offers, rating, servings, alcohol and restrictions. Pure
 * functions of the product's fields; the shapes below are the parts of the catalogue's answers
 * (src/api/catalogue.ts) they read.
 */
import { londonDateTime } from './dates.ts';

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

const pad = (value: number) => String(value).padStart(2, '0');

/** 'Offer ends 24/12' (the London date of the last day it applies); null when the date cannot be read. */
export function offerEndsText(expiryDate: string): string | null {
  try {
    const { day, month } = londonDateTime(expiryDate);
    return `Offer ends ${pad(day)}/${pad(month)}`;
  } catch {
    return null;
  }
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

function plural(count: number, one: string, other: string): string {
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
// Servings, alcohol, deposit, lead time, days and restrictions

/** doc 3 §9: 'Serves min - max' when min is above 1 and below max, otherwise 'Serves N' (the most it serves). */
export function servesText(servings: { min: number; max: number } | null): string | null {
  if (!servings || servings.max <= 0) return null;
  const { min, max } = servings;
  return min > 1 && min < max ? `Serves ${min} - ${max}` : `Serves ${Math.max(min, max)}`;
}

/** '13.5% ABV' */
export function alcoholStrengthText(percentByVolume: number): string {
  return `${Number(percentByVolume.toFixed(1))}% ABV`;
}

/** '10.1 UK units', '1 UK unit' */
export function alcoholUnitsText(unitsInBottle: number): string {
  const units = Number(unitsInBottle.toFixed(1));
  return `${units} UK ${units === 1 ? 'unit' : 'units'}`;
}

/** 'Order at least 2 days ahead'; null when the product needs no notice. */
export function leadTimeText(leadTime: number | null): string | null {
  if (leadTime === null || leadTime <= 0) return null;
  return `Order at least ${plural(leadTime, 'day', 'days')} ahead`;
}

const WEEKDAY_ORDER = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/**
 * The weekdays ('monday' ... 'sunday', in that order) a product is limited to; null when it is not limited
 * (no days given, none recognised, or all seven).
 */
export function availableWeekdays(days: readonly string[] | null): string[] | null {
  if (!days || days.length === 0) return null;
  const known = WEEKDAY_ORDER.filter((day) => days.some((given) => given.trim().toLowerCase() === day));
  return known.length === 0 || known.length === WEEKDAY_ORDER.length ? null : known;
}

/** 'Available on Tuesday, Wednesday and Friday'; null when every day (or the days are unknown). */
export function availableDaysText(days: readonly string[] | null): string | null {
  const known = availableWeekdays(days);
  if (known === null) return null;
  const names = known.map((day) => day.charAt(0).toUpperCase() + day.slice(1));
  const last = names.pop();
  return `Available on ${names.length > 0 ? `${names.join(', ')} and ${last}` : last}`;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function dayMonth(value: string): string | null {
  try {
    const { day, month, year } = londonDateTime(value);
    return `${day} ${MONTHS[month - 1]} ${year}`;
  } catch {
    return null;
  }
}

export interface AvailableDates {
  startDate: string;
  endDate: string;
  cutOffDate: string | null;
}

/** 'Available for delivery or collection from 1 December 2025 to 24 December 2025. Order by 20 December 2025.' */
export function availableDatesText({ startDate, endDate, cutOffDate }: AvailableDates): string | null {
  const from = dayMonth(startDate);
  const to = dayMonth(endDate);
  if (!from || !to) return null;
  const cutOff = cutOffDate ? dayMonth(cutOffDate) : null;
  const window = from === to ? `on ${from}` : `from ${from} to ${to}`;
  return `Available for delivery or collection ${window}.${cutOff ? ` Order by ${cutOff}.` : ''}`;
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
