/**
 * The provider's other shops and the campaign parameters their links carry (doc 3 §2 "Header and
 * navigation": the top bar's cellar, garden and meal-kit shops; doc 3 §9: the footer's). Apart from the
 * rest of src/domain/campaign-links.ts (which re-exports these and tags any link with them) because the
 * header, on every page from the first paint, needs only its three fixed links (issue 5).
 */

/** The provider's other shops. The meal-kit shop's name and address are ours: the spec does not give them. */
export const SIBLING_SHOPS = {
  cellar: { name: 'Waitrose Cellar', url: 'https://www.waitrosecellar.com' },
  garden: { name: 'Waitrose Garden', url: 'https://www.waitrosegarden.com' },
  gifts: { name: 'Waitrose Gifts', url: 'https://www.waitrosegifts.com' },
  mealKits: { name: 'Waitrose Meal Kits', url: 'https://www.waitrosemealkits.com' },
} as const;
export type SiblingShop = keyof typeof SIBLING_SHOPS;

export const CAMPAIGN_SOURCE = 'waitrose.com';
export const CAMPAIGN_MEDIUM = 'referral';
/** Where on the page the link sits: the analytics campaign name. */
export type CampaignPlacement = 'header' | 'footer';

/** `utm_source=waitrose.com&utm_medium=referral&utm_campaign={placement}`. */
export function campaignQuery(placement: CampaignPlacement): string {
  return new URLSearchParams({
    utm_source: CAMPAIGN_SOURCE,
    utm_medium: CAMPAIGN_MEDIUM,
    utm_campaign: placement,
  }).toString();
}

/** A shop's home page with the campaign parameters (its address has no query of its own). */
export function siblingShopHref(shop: SiblingShop, placement: CampaignPlacement): string {
  return `${SIBLING_SHOPS[shop].url}?${campaignQuery(placement)}`;
}
