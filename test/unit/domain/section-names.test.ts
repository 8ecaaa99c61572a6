import { describe, expect, it } from 'vitest';
import { SECTION_NAMES, sectionName } from '../../../src/domain/section-names.ts';

// doc 1 §2.5, doc 3 §2 "Section names derived from a path": home, bookslot, collection, delivery,
// beforeyougo, lists, recipes, favourites, quick-shop, for-you, my-account, marketingpreferences,
// my-orders, view-order, shop-from-order, order-confirmation, products, shopping-lists, shop, browse,
// offers, search, multi-search, trolley, featured, checkout, resolve-payment, payment-confirmation;
// "Anything else is unknown."
const SPEC_ROWS = [
  ['/ecom/', 'home'],
  ['/ecom/bookslot', 'bookslot'],
  ['/ecom/bookslot/collection/groceries', 'collection'],
  ['/ecom/bookslot/delivery', 'delivery'],
  ['/ecom/beforeYouGo/1', 'beforeyougo'],
  ['/ecom/lists', 'lists'],
  ['/ecom/recipes/all-categories', 'recipes'],
  ['/ecom/favourites', 'favourites'],
  ['/ecom/quick-shop', 'quick-shop'],
  ['/ecom/for-you', 'for-you'],
  ['/ecom/myaccount', 'my-account'],
  ['/ecom/myaccount/marketingpreferences', 'marketingpreferences'],
  ['/ecom/myaccount/my-orders', 'my-orders'],
  ['/ecom/myaccount/my-orders/order/1234', 'view-order'],
  ['/ecom/myaccount/my-orders/order/shop-from-order/1234', 'shop-from-order'],
  ['/ecom/order-confirmation/1234/summary', 'order-confirmation'],
  ['/ecom/products/semi-skimmed-milk/123-456', 'products'],
  ['/ecom/shopping-lists/weekly/42', 'shopping-lists'],
  ['/ecom/shop/buylist/1,2', 'shop'],
  ['/ecom/shop/browse/groceries', 'browse'],
  ['/ecom/shop/browse/offers', 'offers'],
  ['/ecom/shop/search?searchTerm=milk', 'search'],
  ['/ecom/shop/multi-search?value=milk', 'multi-search'],
  ['/ecom/shop/trolley', 'trolley'],
  ['/ecom/shop/featured/entertaining', 'featured'],
  ['/ecom/checkout', 'checkout'],
  ['/ecom/resolve-order-payment/1234', 'resolve-payment'],
  ['/ecom/payment-confirmation/1234', 'payment-confirmation'],
] as const;

describe('sectionName: one row per name in the spec', () => {
  it.each(SPEC_ROWS)('%s → %s', (path, expected) => {
    expect(sectionName(path)).toBe(expected);
  });

  it('has a row for every name the spec lists, and no other', () => {
    expect(SPEC_ROWS.map(([, name]) => name)).toEqual([...SECTION_NAMES]);
  });
});

describe('sectionName: the other pages of each section', () => {
  it.each([
    ['/ecom', 'home'],
    ['/', 'home'],
    ['/ecom/bookslot/collection', 'collection'],
    ['/ecom/bookslot/collection/entertaining/christmas', 'collection'],
    ['/ecom/interstitials/2', 'beforeyougo'],
    ['/ecom/beforeyougo', 'beforeyougo'],
    ['/ecom/recipe/987', 'recipes'],
    ['/ecom/recipes', 'recipes'],
    ['/ecom/recipes/meal-plans/serves', 'recipes'],
    ['/ecom/myaccount/paymentcards', 'my-account'],
    ['/ecom/myaccount/delivery-pass', 'my-account'],
    ['/ecom/my-details/addresses/delete', 'my-account'],
    ['/ecom/myaccount/my-orders/order/shop-from-order', 'shop-from-order'],
    ['/ecom/shop/browse/offers/highlights/mpo/fresh', 'offers'],
    ['/ecom/shop/offers/12345', 'offers'],
    ['/ecom/shop/meal-deals/700320', 'offers'],
    ['/ecom/shop/featured/offers', 'offers'],
    ['/ecom/shop/featured/meal-deals', 'featured'],
    ['/ecom/shop/browse/groceries/christmas', 'browse'],
    ['/ecom/checkout/payment', 'checkout'],
    ['/shop/trolley', 'trolley'],
    ['/ecom/Shop/Trolley/', 'trolley'],
  ])('%s → %s', (path, expected) => {
    expect(sectionName(path)).toBe(expected);
  });
});

describe('sectionName: anything else is unknown', () => {
  it.each([
    ['/ecom/serviceselection'],
    ['/ecom/login'],
    ['/ecom/registration'],
    ['/ecom/my-waitrose'],
    ['/ecom/help-information/contact-us'],
    ['/ecom/find-a-store'],
    ['/ecom/no-such-page'],
    ['/ecom/productsx/1/2'],
    ['/elsewhere/page'],
  ])('%s → unknown', (path) => {
    expect(sectionName(path)).toBe('unknown');
  });
});
