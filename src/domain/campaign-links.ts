/**
 * Links to the provider's other shops carry campaign tracking parameters (doc 3 §2 "Header and
 * navigation": the top bar's cellar, garden and meal-kit shops; doc 3 §9: the footer's cellar, gifts and
 * garden links). Pure: the server's seed tags the footer content with it; the header's fixed links come
 * from src/domain/sibling-shops.ts, which shares its campaign parameters.
 */

import { type CampaignPlacement, campaignQuery, SIBLING_SHOPS } from './sibling-shops.ts';

export {
  CAMPAIGN_MEDIUM,
  CAMPAIGN_SOURCE,
  type CampaignPlacement,
  SIBLING_SHOPS,
  type SiblingShop,
  siblingShopHref,
} from './sibling-shops.ts';

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
  return `${base}?${[...kept, campaignQuery(placement)].join('&')}${hash}`;
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
