import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FILTER_GROUPS,
  pricedProductsSchema,
  productDetailSchema,
  productsSchema,
  searchResultsSchema,
  suggestionsSchema,
} from '../../src/contract/catalogue.ts';
import { TAG_GROUPS } from '../../src/server/services/search-filters.ts';
import { type CatalogueFixture, createCatalogueFixture } from './support/catalogue-fixture.ts';

/** The server's catalogue answers parsed with the contract's schemas (src/contract/catalogue.ts). */

let shop: CatalogueFixture;
const errorSchema = v.strictObject({ message: v.string(), type: v.string() });

beforeAll(async () => {
  shop = await createCatalogueFixture();
});

afterAll(async () => {
  await shop?.close();
});

function expectFits(schema: v.GenericSchema, body: unknown) {
  const parsed = v.safeParse(schema, body);
  const issues = parsed.success
    ? []
    : parsed.issues.slice(0, 5).map((issue) => `${v.getDotPath(issue) ?? ''}: ${issue.message}`);
  expect(issues).toEqual([]);
}

describe('the server answers what the storefront parses', () => {
  it('filters by the contract’s filter groups', () => {
    for (const group of [...TAG_GROUPS, 'childCategories']) expect(FILTER_GROUPS).toContain(group);
  });

  it.each([
    ['a search', '/shop/search', { searchTerm: 'chocolate', size: 100 }],
    [
      'a search with filters and a category',
      '/shop/search',
      {
        searchTerm: 'chicken',
        filterTags: ['OFFER_TYPE:PERCENT_OFF', 'DIETARY_AND_LIFESTYLE:Gluten free'],
        category: '10051',
        sortBy: 'PRICE_HIGH_2_LOW',
        size: 10,
      },
    ],
    ['a search with no matches', '/shop/search', { searchTerm: 'chiken' }],
    ['a search for a page', '/shop/search', { searchTerm: 'offers', size: 10 }],
    ['a multi-search', '/shop/multi-search', { searchTerm: 'eggs', size: 10 }],
    ['a department', '/shop/browse/groceries/fresh_and_chilled', { size: 200, sortBy: 'CATEGORY' }],
    ['a leaf', '/shop/browse/groceries/fresh_and_chilled/milk_butter_and_eggs/milk', {}],
    ['entertaining with availability', '/shop/browse/entertaining', { filterTags: ['LEADTIME:3'], size: 48 }],
    ['the offers page', '/shop/browse/offers', { sortBy: 'MOST_RECENT' }],
    ['a page past the end', '/shop/browse/groceries/bakery', { start: 100000 }],
  ])('search and browse: %s', async (_name, contentUrl, queryParams) => {
    const answer = await shop.search(contentUrl, queryParams);
    expect(answer.status).toBe(200);
    expectFits(searchResultsSchema, answer.body);
  });

  it('products, product details and priced products', async () => {
    const rows = await shop.rows<{ line_number: string; id: string }>(`
      (select line_number, id from products where uom <> 'C62' limit 20)
      union all (select p.line_number, p.id from products p join product_promotions pp on pp.product_id = p.id limit 40)
      union all (select line_number, id from products where contains_alcohol or lead_time_days is not null limit 40)`);
    const lineNumbers = [...new Set(rows.map((row) => row.line_number))].slice(0, 100);
    const products = await shop.get(`/api/products-prod/v1/products/${lineNumbers.join('+')}`);
    expect(products.body.products.length).toBe(lineNumbers.length);
    expectFits(productsSchema, products.body);

    const detail = await shop.get(`/api/products-prod/v1/product-details/${rows[0]?.id}`);
    expectFits(productDetailSchema, detail.body);

    const priced = await shop.post('/api/products-prod/v2/priced-products', JSON.stringify({ lineNumbers }));
    expectFits(pricedProductsSchema, priced.body);
  });

  it('suggestions', async () => {
    for (const term of ['semi skim', 'mi', 'chocolate bis']) {
      const answer = await shop.get(
        `/api/search-prod/v1/suggestions?term=${encodeURIComponent(term)}&limit=20`,
      );
      expectFits(suggestionsSchema, answer.body);
    }
  });

  it('errors are { message, type }', async () => {
    const answers = [
      await shop.search('/shop/browse/nowhere'),
      await shop.put('not json'),
      await shop.get('/api/products-prod/v1/products/abc'),
      await shop.get('/api/products-prod/v1/product-details/100000-1-2'),
      await shop.post('/api/products-prod/v2/priced-products', '[]'),
      await shop.get('/api/search-prod/v1/suggestions?limit=99&term=milk'),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([404, 400, 400, 404, 400, 400]);
    for (const answer of answers) expectFits(errorSchema, answer.body);
  });
});
