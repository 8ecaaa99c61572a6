import { MEAL_DEAL_PROMOTION_TYPE } from './meal-deals.ts';

/**
 * Missed offers (doc 3 §5 Filters and offers): the offers on the trolley's products that the trolley does
 * not yet get. An offer is missed unless it is already triggered or is of type WMX; offers on products high
 * in fat, salt or sugar are left out. Meal deals are shown by the meal-deal builder instead
 * (src/domain/meal-deals.ts), so they are not repeated here. The trolley page lists them from the trolley
 * answer's promotions (src/contract/trolley.ts).
 */

/** A promotion code the shop never presents as missed (doc 3 §5). */
export const NEVER_MISSED_CODE = 'WMX';

/** doc 3 §9 "Offer cache: missed-offers cache size 2": the last two trolleys' missed offers are kept. */
export const MISSED_OFFERS_CACHE_SIZE = 2;

export interface TrolleyOffer {
  promotionId: number;
  description: string;
  promotionType: string;
  promotionTypeCode: string;
  status: string;
  trolleyItemIds: readonly number[];
  unitsNeeded: number;
}

export interface OfferTrolleyItem {
  trolleyItemId: number;
  product: { name: string; highFatSaltSugar?: boolean | undefined };
}

export interface MissedOffer {
  promotionId: number;
  description: string;
  /** 'Buy 1 more to get this offer'. */
  hint: string;
  /** The names of the trolley's products in the offer. */
  productNames: string[];
  /** The offer's page. */
  path: string;
}

/** The storefront path of an offer's page (doc 3 §2 shop/offers/{offerId}). */
export function offerPagePath(promotionId: number): string {
  return `/ecom/shop/offers/${promotionId}`;
}

export function isMissed(offer: TrolleyOffer, items: readonly OfferTrolleyItem[]): boolean {
  if (offer.status === 'TRIGGERED' || offer.promotionTypeCode === NEVER_MISSED_CODE) return false;
  if (offer.promotionType === MEAL_DEAL_PROMOTION_TYPE) return false;
  const inOffer = items.filter((item) => offer.trolleyItemIds.includes(item.trolleyItemId));
  return inOffer.length > 0 && !inOffer.some((item) => item.product.highFatSaltSugar === true);
}

/** The trolley's missed offers, in the trolley's order of promotions. */
export function missedOffers(
  offers: readonly TrolleyOffer[],
  items: readonly OfferTrolleyItem[],
): MissedOffer[] {
  return offers
    .filter((offer) => isMissed(offer, items))
    .map((offer) => ({
      promotionId: offer.promotionId,
      description: offer.description,
      hint:
        offer.unitsNeeded > 0
          ? `Buy ${offer.unitsNeeded} more to get this offer`
          : 'Buy more to get this offer',
      productNames: items
        .filter((item) => offer.trolleyItemIds.includes(item.trolleyItemId))
        .map((item) => item.product.name),
      path: offerPagePath(offer.promotionId),
    }));
}

/**
 * `missedOffers` remembering its last MISSED_OFFERS_CACHE_SIZE answers by the (immutable) lists it was given,
 * so a trolley page rendering the same trolley again does not work them out again.
 */
export function createMissedOffersCache(size = MISSED_OFFERS_CACHE_SIZE) {
  const entries: {
    offers: readonly TrolleyOffer[];
    items: readonly OfferTrolleyItem[];
    value: MissedOffer[];
  }[] = [];
  return (offers: readonly TrolleyOffer[], items: readonly OfferTrolleyItem[]): MissedOffer[] => {
    const found = entries.find((entry) => entry.offers === offers && entry.items === items);
    if (found) return found.value;
    const value = missedOffers(offers, items);
    entries.unshift({ offers, items, value });
    entries.length = Math.min(entries.length, size);
    return value;
  };
}
