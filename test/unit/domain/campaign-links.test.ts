import { describe, expect, it } from 'vitest';
import {
  isSiblingShopLink,
  SIBLING_SHOPS,
  type SiblingShop,
  siblingShopHref,
  tagSiblingShopLink,
  withCampaignParameters,
} from '../../../src/domain/campaign-links.ts';

const HEADER = 'utm_source=waitrose.com&utm_medium=referral&utm_campaign=header';
const FOOTER = 'utm_source=waitrose.com&utm_medium=referral&utm_campaign=footer';

// doc 3 §2 (header top bar) and §9 (footer cellar, gifts and garden links): campaign tracking parameters.
describe('withCampaignParameters', () => {
  it.each([
    ['https://www.waitrosecellar.com', 'header', `https://www.waitrosecellar.com?${HEADER}`],
    ['https://www.waitrosegarden.com/', 'header', `https://www.waitrosegarden.com/?${HEADER}`],
    ['https://www.waitrosecellar.com/wine', 'footer', `https://www.waitrosecellar.com/wine?${FOOTER}`],
    ['https://www.waitrosegifts.com/?a=1', 'footer', `https://www.waitrosegifts.com/?a=1&${FOOTER}`],
    [
      'https://www.waitrosegifts.com/?a=b%20c&d',
      'footer',
      `https://www.waitrosegifts.com/?a=b%20c&d&${FOOTER}`,
    ],
    ['https://www.waitrosegarden.com/#plants', 'footer', `https://www.waitrosegarden.com/?${FOOTER}#plants`],
    [
      'https://www.waitrosegarden.com/?x=1#top',
      'header',
      `https://www.waitrosegarden.com/?x=1&${HEADER}#top`,
    ],
    ['https://www.waitrosegarden.com/?', 'footer', `https://www.waitrosegarden.com/?${FOOTER}`],
    ['/ecom/shop/browse/gifts', 'footer', `/ecom/shop/browse/gifts?${FOOTER}`],
    ['//www.waitrosecellar.com/x', 'header', `//www.waitrosecellar.com/x?${HEADER}`],
    ['HTTPS://WWW.WAITROSECELLAR.COM', 'header', `HTTPS://WWW.WAITROSECELLAR.COM?${HEADER}`],
  ] as const)('%s (%s) → %s', (href, placement, expected) => {
    expect(withCampaignParameters(href, placement)).toBe(expected);
  });

  it('tags for the footer unless told otherwise', () => {
    expect(withCampaignParameters('https://www.waitrosegifts.com')).toBe(
      `https://www.waitrosegifts.com?${FOOTER}`,
    );
  });

  it.each([
    ['existing campaign parameters', `https://www.waitrosecellar.com/?utm_source=x&k=v&utm_campaign=old`],
    ['encoded keys', 'https://www.waitrosecellar.com/?utm%5Fmedium=email&k=v'],
  ])('replaces %s, keeping the others', (_, href) => {
    expect(withCampaignParameters(href, 'header')).toBe(`https://www.waitrosecellar.com/?k=v&${HEADER}`);
  });

  it('changes nothing when tagging twice', () => {
    const once = withCampaignParameters('https://www.waitrosecellar.com/?k=v#x', 'header');
    expect(withCampaignParameters(once, 'header')).toBe(once);
  });

  it.each(['mailto:help@waitrose.co.uk', 'tel:0800188884', 'javascript:alert(1)', '', '   '])(
    'leaves %j alone: not a web address',
    (href) => {
      expect(withCampaignParameters(href, 'footer')).toBe(href);
    },
  );
});

describe('the sibling shops', () => {
  it('are the cellar, garden, gifts and meal-kit shops, on https', () => {
    expect(Object.keys(SIBLING_SHOPS)).toEqual(['cellar', 'garden', 'gifts', 'mealKits']);
    for (const shop of Object.values(SIBLING_SHOPS)) expect(new URL(shop.url).protocol).toBe('https:');
  });

  it.each([
    ['https://www.waitrosecellar.com/wine', true],
    ['https://waitrosegarden.com', true],
    ['http://www.WaitroseGifts.com/', true],
    ['https://www.waitrosemealkits.com/kits?x=1', true],
    ['https://www.waitrose.com/ecom/shop', false],
    ['https://www.waitrosecellar.com.evil.example/', false],
    ['/ecom/shop/browse/gifts', false],
    ['mailto:cellar@waitrosecellar.com', false],
    ['not a url', false],
  ])('%s is a sibling shop: %s', (href, expected) => {
    expect(isSiblingShopLink(href)).toBe(expected);
  });

  it('tags only the links to them', () => {
    expect(tagSiblingShopLink('https://www.waitrosegarden.com')).toBe(
      `https://www.waitrosegarden.com?${FOOTER}`,
    );
    expect(tagSiblingShopLink('/ecom/help-information', 'footer')).toBe('/ecom/help-information');
  });
});

// The header's fixed links are written without the general tagger; they must read the same.
describe('siblingShopHref', () => {
  it.each(
    (Object.keys(SIBLING_SHOPS) as SiblingShop[]).flatMap((shop) =>
      (['header', 'footer'] as const).map((placement) => [shop, placement] as const),
    ),
  )('%s in the %s is the shop tagged with the campaign parameters', (shop, placement) => {
    expect(siblingShopHref(shop, placement)).toBe(withCampaignParameters(SIBLING_SHOPS[shop].url, placement));
  });

  it("is the cellar's address with the header's parameters", () => {
    expect(siblingShopHref('cellar', 'header')).toBe(`https://www.waitrosecellar.com?${HEADER}`);
  });
});
