/**
 * Links to the provider's other shops carry campaign tracking parameters (doc 3 §2 "Header and
 * navigation": the top bar's cellar, garden and meal-kit shops; doc 3 §9: the footer's cellar, gifts and
 * garden links). Pure: the header builds its links with it, and the server's seed tags the footer content.
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

const CAMPAIGN_KEYS = ['utm_source', 'utm_medium', 'utm_campaign'] as const;
const URL_SCHEME = /^([a-z][a-z\d+.-]*):/i;

function decodedKey(pair: string): string {
  const key = pair.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(key.replace(/\+/g, ' '));
  } catch {
    return key;
  }
}

/**
 * The link with `utm_source=waitrose.com&utm_medium=referral&utm_campaign={placement}` appended to its
 * query, before any fragment. Campaign parameters it already had are replaced, so tagging twice changes
 * nothing; its other parameters are kept exactly as written. Relative links stay relative. Links that are
 * not web addresses (mailto:, tel:, javascript:) and empty links are returned as they are.
 */
export function withCampaignParameters(href: string, placement: CampaignPlacement = 'footer'): string {
  if (href.trim() === '') return href;
  const scheme = URL_SCHEME.exec(href)?.[1]?.toLowerCase();
  if (scheme !== undefined && scheme !== 'http' && scheme !== 'https') return href;

  const hashStart = href.indexOf('#');
  const beforeHash = hashStart === -1 ? href : href.slice(0, hashStart);
  const hash = hashStart === -1 ? '' : href.slice(hashStart);
  const queryStart = beforeHash.indexOf('?');
  const base = queryStart === -1 ? beforeHash : beforeHash.slice(0, queryStart);
  const query = queryStart === -1 ? '' : beforeHash.slice(queryStart + 1);

  const kept = query
    .split('&')
    .filter((pair) => pair !== '' && !(CAMPAIGN_KEYS as readonly string[]).includes(decodedKey(pair)));
  const campaign = new URLSearchParams({
    utm_source: CAMPAIGN_SOURCE,
    utm_medium: CAMPAIGN_MEDIUM,
    utm_campaign: placement,
  });
  return `${base}?${[...kept, campaign.toString()].join('&')}${hash}`;
}

const SIBLING_SHOP_HOSTS: ReadonlySet<string> = new Set(
  Object.values(SIBLING_SHOPS).map((shop) => new URL(shop.url).hostname),
);

/** Whether a link leads to one of the provider's other shops (with or without the www.). */
export function isSiblingShopLink(href: string): boolean {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  const host = url.hostname.toLowerCase();
  return SIBLING_SHOP_HOSTS.has(host) || SIBLING_SHOP_HOSTS.has(`www.${host}`);
}

/** Tags a link with the campaign parameters when it leads to another of the provider's shops, else keeps it. */
export function tagSiblingShopLink(href: string, placement: CampaignPlacement = 'footer'): string {
  return isSiblingShopLink(href) ? withCampaignParameters(href, placement) : href;
}
