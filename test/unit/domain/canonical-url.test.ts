import { describe, expect, it } from 'vitest';
import { canonicalUrl, hasProductionCanonical } from '../../../src/domain/canonical-url.ts';

const HERE = 'http://localhost:3000';

// doc 3 §9: "The canonical URL is rewritten to the production host for paths under shop/browse/groceries,
// shop/browse/entertaining, shop/offers, products and shop/featured/meal-deals."
describe('canonicalUrl', () => {
  it.each([
    ['/ecom/shop/browse/groceries', 'https://www.waitrose.com/ecom/shop/browse/groceries'],
    [
      '/ecom/shop/browse/groceries/bakery/bread',
      'https://www.waitrose.com/ecom/shop/browse/groceries/bakery/bread',
    ],
    [
      '/ecom/shop/browse/groceries/bakery?filterTags=%5B%22DIETARY_AND_LIFESTYLE%3AVegan%22%5D&sortBy=A_2_Z',
      'https://www.waitrose.com/ecom/shop/browse/groceries/bakery',
    ],
    [
      '/ecom/shop/browse/groceries/christmas',
      'https://www.waitrose.com/ecom/shop/browse/groceries/christmas',
    ],
    [
      '/ecom/shop/browse/entertaining/party_food',
      'https://www.waitrose.com/ecom/shop/browse/entertaining/party_food',
    ],
    ['/ecom/shop/offers/123', 'https://www.waitrose.com/ecom/shop/offers/123'],
    [
      '/ecom/products/essential-milk/123-456',
      'https://www.waitrose.com/ecom/products/essential-milk/123-456',
    ],
    [
      '/ecom/products/essential-milk/123-456#reviews',
      'https://www.waitrose.com/ecom/products/essential-milk/123-456',
    ],
    ['/ecom/shop/featured/meal-deals', 'https://www.waitrose.com/ecom/shop/featured/meal-deals'],
    [
      '/ecom/shop/featured/meal-deals/dine-in',
      'https://www.waitrose.com/ecom/shop/featured/meal-deals/dine-in',
    ],
    ['/ecom//shop/browse/groceries/', 'https://www.waitrose.com/ecom/shop/browse/groceries'],
    ['/shop/browse/groceries/dairy', 'https://www.waitrose.com/ecom/shop/browse/groceries/dairy'],
    // Everything else is canonical where it is, with its query.
    ['/ecom/shop/search?searchTerm=milk', `${HERE}/ecom/shop/search?searchTerm=milk`],
    ['/ecom/shop/browse/offers', `${HERE}/ecom/shop/browse/offers`],
    ['/ecom/shop/featured/offers', `${HERE}/ecom/shop/featured/offers`],
    ['/ecom/shop/browse/groceriesx', `${HERE}/ecom/shop/browse/groceriesx`],
    ['/ecom/', `${HERE}/ecom/`],
    ['/ecom/help-information/privacy-notice', `${HERE}/ecom/help-information/privacy-notice`],
  ])('%s → %s', (path, expected) => {
    expect(canonicalUrl(path, HERE)).toBe(expected);
  });

  it('tidies the origin it is given', () => {
    expect(canonicalUrl('/ecom/find-a-store', 'https://preview.example/')).toBe(
      'https://preview.example/ecom/find-a-store',
    );
  });

  it.each([
    ['/ecom/shop/browse/groceries', true],
    ['/ecom/SHOP/Browse/Groceries/Dairy', true],
    ['/ecom/shop/browse', false],
    ['/ecom/shop/search', false],
  ])('%s has the production canonical: %s', (path, expected) => {
    expect(hasProductionCanonical(path)).toBe(expected);
  });
});
