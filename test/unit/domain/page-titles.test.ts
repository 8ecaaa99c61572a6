import { describe, expect, it } from 'vitest';
import { documentTitle, pageTitle } from '../../../src/domain/page-titles.ts';

// doc 1 §2.5 "Titles are mapped per route: Checkout, My Orders, View Order, Favourites, Quick Shop,
// For you, My Trolley, Log in, Offers, Shop, Browse; search shows "{term} - Search" and multi-search
// shows "{value} - Multi-search". Checkout defaults to "Checkout"." doc 3 §2 Page titles adds myWaitrose.
describe('pageTitle', () => {
  it.each([
    ['/ecom/checkout', '', 'Checkout'],
    ['/ecom/checkout/payment', '', 'Checkout'],
    ['/ecom/myaccount/my-orders', '', 'My Orders'],
    ['/ecom/myaccount/my-orders/order/1234', '', 'View Order'],
    ['/ecom/favourites', '', 'Favourites'],
    ['/ecom/quick-shop', '', 'Quick Shop'],
    ['/ecom/for-you', '', 'For you'],
    ['/ecom/shop/trolley', '', 'My Trolley'],
    ['/ecom/login', '?redirect=%2Fecom%2Ffavourites', 'Log in'],
    ['/ecom/sign-in', '', 'Log in'],
    ['/ecom/my-waitrose', '', 'myWaitrose'],
    ['/ecom/my-waitrose/benefits/caffe-nero', '', 'myWaitrose'],
    ['/ecom/mywaitrose/vouchers', '', 'myWaitrose'],
    ['/ecom/shop/browse/offers', '', 'Offers'],
    ['/ecom/shop/browse/offers/highlights/mpo/fresh', '', 'Offers'],
    ['/ecom/shop/offers/12345', '', 'Offers'],
    ['/ecom/shop/meal-deals/700320', '', 'Offers'],
    ['/ecom/shop/featured/offers', '', 'Offers'],
    ['/ecom/shop/featured/meal-deals', '', 'Shop'],
    ['/ecom/shop/buylist/1,2,3', '', 'Shop'],
    ['/ecom/shop/browse/groceries', '', 'Browse'],
    ['/ecom/shop/browse/groceries/bakery', '', 'Browse'],
    ['/ecom/shop/search', '?searchTerm=semi+skimmed+milk', 'semi skimmed milk - Search'],
    ['/ecom/shop/search', '?&searchTerm=eggs', 'eggs - Search'],
    ['/ecom/shop/search', '', 'Search'],
    ['/ecom/shop/multi-search', '?value=milk,bread&flt=x&sortBy=y', 'milk,bread - Multi-search'],
    ['/ecom/shop/multi-search', '?value=', 'Multi-search'],
    ['/shop/trolley', '', 'My Trolley'],
    ['/ecom/', '', null],
    ['/ecom/recipes', '', null],
    ['/ecom/bookslot/delivery', '', null],
    ['/ecom/myaccount/my-orders/order/shop-from-order/1234', '', null],
    ['/ecom/no-such-page', '', null],
  ])('%s%s → %s', (path, search, expected) => {
    expect(pageTitle(path, search)).toBe(expected);
  });

  it("reads the router's parsed search too", () => {
    expect(pageTitle('/shop/search', { searchTerm: 'tea bags' })).toBe('tea bags - Search');
    expect(pageTitle('/shop/search', { searchTerm: 123 })).toBe('123 - Search');
    expect(pageTitle('/shop/multi-search', { value: ['x'] })).toBe('Multi-search');
  });
});

describe('documentTitle', () => {
  it.each([
    ['/ecom/favourites', '', 'Favourites | Waitrose'],
    ['/ecom/shop/search', '?searchTerm=milk', 'milk - Search | Waitrose'],
    ['/ecom/', '', 'Waitrose'],
  ])('%s%s → %s', (path, search, expected) => {
    expect(documentTitle(path, search, 'Waitrose')).toBe(expected);
  });
});
