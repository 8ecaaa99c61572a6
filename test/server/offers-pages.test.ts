import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, SearchResults } from '../../src/contract/catalogue.ts';
import {
  CATALOGUE_TEST_DATE,
  type CatalogueFixture,
  createCatalogueFixture,
} from './support/catalogue-fixture.ts';

// The offers pages the content service answers (doc 3 §2): offer highlights by type
// (shop/browse/offers/highlights/{offerType}/*) and the featured pages (shop/featured/*).

let shop: CatalogueFixture;

beforeAll(async () => {
  shop = await createCatalogueFixture();
});

afterAll(async () => {
  await shop?.close();
});

const typesOf = (product: Product) =>
  product.promotions.filter((offer) => !offer.hidden).map((offer) => offer.promotionType);

async function page(contentUrl: string, queryParams: Record<string, unknown> = { size: 100 }) {
  const answer = await shop.search(contentUrl, queryParams);
  expect(answer.status, contentUrl).toBe(200);
  return answer.body as SearchResults;
}

describe('offer highlights', () => {
  it.each([
    ['/shop/browse/offers/highlights/multi_buy', 'MULTI_BUY'],
    ['/shop/browse/offers/highlights/INTRODUCTORY', 'INTRODUCTORY'],
    ['/shop/browse/offers/highlights/nlp', 'NEW_LOWER_PRICE'],
    ['/shop/browse/offers/highlights/pma/anything/below', 'PRICE_MATCH'],
    ['/shop/browse/offers/highlights/mpo', 'PERCENT_OFF'],
  ])('%s lists only %s offers, titled Offers', async (contentUrl, type) => {
    const results = await page(contentUrl);
    expect(results.pageTitle).toBe('Offers');
    expect(results.totalMatches).toBeGreaterThan(0);
    for (const product of results.products) expect(typesOf(product)).toContain(type);
    expect(results.breadcrumbs[0]).toEqual({ name: 'Offers', url: '/ecom/shop/browse/offers' });
  });

  it("highlights/{offerIdentifier} lists that one offer's products", async () => {
    const [promotion] = await shop.rows<{ id: number; description: string; members: number }>(
      `select p.id, p.description, count(*)::int as members from promotions p
       join product_promotions pp on pp.promotion_id = p.id
       where not p.hidden and p.start_date <= $1 and p.expiry_date >= $1
       group by p.id order by count(*) desc, p.id limit 1`,
      [CATALOGUE_TEST_DATE],
    );
    if (!promotion) throw new Error('no running promotion');
    const results = await page(`/shop/browse/offers/highlights/${promotion.id}`);
    expect(results.pageTitle).toBe('Offers');
    expect(results.pageSubTitle).toBe(promotion.description);
    expect(results.totalMatches).toBe(promotion.members);
    for (const product of results.products) {
      expect(product.promotions.map((offer) => offer.promotionId)).toContain(promotion.id);
    }
    expect((await shop.search('/shop/browse/offers/highlights/999999999')).status).toBe(404);
  });

  it('counts fewer products than all offers', async () => {
    const all = await page('/shop/browse/offers');
    const some = await page('/shop/browse/offers/highlights/multi_buy');
    expect(some.totalMatches).toBeLessThan(all.totalMatches);
  });

  it.each([
    '/shop/browse/offers/highlights',
    '/shop/browse/offers/highlights/nonsense',
    '/shop/browse/offers/highlights/md',
  ])('%s is no page', async (contentUrl) => {
    expect((await shop.search(contentUrl)).status).toBe(404);
  });
});

describe('featured pages', () => {
  it('featured/offers lists every offer, titled Offers', async () => {
    const featured = await page('/shop/featured/offers');
    const all = await page('/shop/browse/offers');
    expect(featured.pageTitle).toBe('Offers');
    expect(featured.totalMatches).toBe(all.totalMatches);
  });

  it.each([
    ['groceries', 'Groceries'],
    ['entertaining', 'Entertaining'],
  ])('featured/%s lists that shop, titled %s', async (name, title) => {
    const results = await page(`/shop/featured/${name}`);
    expect(results.pageTitle).toBe(title);
    expect(results.products.length).toBeGreaterThan(0);
    for (const product of results.products) expect(product.categories[0]?.path).toBe(name);
  });

  it('featured/new lists the newest products first', async () => {
    const results = await page('/shop/featured/new', { size: 48 });
    const all = await page('/shop/browse/groceries', { size: 10 });
    expect(results.pageTitle).toBe('New');
    expect(results.totalMatches).toBeGreaterThan(0);
    expect(results.totalMatches).toBeLessThan(all.totalMatches);
    const [newest] = await shop.rows<{ line_number: string }>(
      'select line_number from products order by created_at desc, line_number limit 1',
    );
    expect(results.products[0]?.lineNumber).toBe(newest?.line_number);
  });

  it('an unknown featured page is not found', async () => {
    expect((await shop.search('/shop/featured/nothing-here')).status).toBe(404);
    expect((await shop.search('/shop/featured')).status).toBe(404);
  });
});
