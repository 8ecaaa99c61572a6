import { describe, expect, it } from 'vitest';
import {
  isBrowsePath,
  isRememberedAsLastNonAuthenticationPath,
  isRememberedAsLastNonSlotPath,
  nextLastNonAuthenticationPath,
  nextLastNonSlotPath,
  scrollRestorationKind,
} from '../../../src/domain/remembered-paths.ts';
import {
  GROCERIES_HOME,
  isAuthenticationPath,
  isCheckoutPath,
  LOGIN_PATH,
  loginRedirect,
  matchesRoute,
  needsFullPageLoad,
  postSignInDestination,
  repairDoubledAmpersands,
  requiresSignIn,
  routeSegments,
  shellRedirect,
  toBrowserPath,
} from '../../../src/domain/routing.ts';

describe('paths: under /ecom as the browser has them, or relative to /ecom as the router reports them', () => {
  it.each([
    ['/ecom/shop/trolley', ['shop', 'trolley']],
    ['/shop/trolley', ['shop', 'trolley']],
    ['/ecom/Shop//Browse/', ['shop', 'browse']],
    ['/ecom', []],
    ['/ecom/', []],
    ['/', []],
    ['/ecom/shop/search?searchTerm=milk#top', ['shop', 'search']],
    ['/ecommerce/x', ['ecommerce', 'x']],
  ])('%s → %o', (path, segments) => {
    expect(routeSegments(path)).toEqual(segments);
  });

  it.each([
    ['/shop/trolley', '/ecom/shop/trolley'],
    ['/ecom/shop/trolley', '/ecom/shop/trolley'],
    ['/ecom/shop/search?searchTerm=milk#top', '/ecom/shop/search?searchTerm=milk#top'],
    ['/', '/ecom/'],
    ['/ecom', '/ecom/'],
  ])('%s is %s in the browser', (path, browserPath) => {
    expect(toBrowserPath(path)).toBe(browserPath);
  });

  it.each([
    ['/ecom/shop/browse', 'shop/browse/*', true],
    ['/ecom/shop/browse/groceries/bakery', 'shop/browse/*', true],
    ['/ecom/shop/browsed', 'shop/browse/*', false],
    ['/ecom/products/milk/123', 'products/:name/:id', true],
    ['/ecom/products/milk', 'products/:name/:id', false],
    ['/ecom/products/milk/123/x', 'products/:name/:id', false],
    ['/ecom/BeforeYouGo/1', 'beforeYouGo/*', true],
    ['/ecom/', '', true],
    ['/ecom/shop', '', false],
  ])('%s matches %s: %s', (path, pattern, expected) => {
    expect(matchesRoute(path, pattern)).toBe(expected);
  });
});

// doc 1 §2.1 "shop and shop/ both redirect to the groceries home"; §2.4 "Doubled ampersands in a query
// string are repaired."
describe('shellRedirect', () => {
  it.each([
    ['/ecom/shop', GROCERIES_HOME],
    ['/ecom/shop/', GROCERIES_HOME],
    ['/shop', GROCERIES_HOME],
    ['/ecom/SHOP/', GROCERIES_HOME],
    ['/ecom/shop?utm_source=mail', `${GROCERIES_HOME}?utm_source=mail`],
    ['/ecom/shop/?a=1&&b=2', `${GROCERIES_HOME}?a=1&b=2`],
    ['/ecom/shop/search?&&searchTerm=milk', '/ecom/shop/search?&searchTerm=milk'],
    [
      '/ecom/shop/multi-search?value=milk&&flt=x&&&sortBy=y',
      '/ecom/shop/multi-search?value=milk&flt=x&sortBy=y',
    ],
    ['/shop/search?a=1&&b=2#results', '/ecom/shop/search?a=1&b=2#results'],
    ['/ecom/shop/search?a=1&b=2', null],
    ['/ecom/shop/search?q=%26%26', null],
    ['/ecom/shop/browse/groceries', null],
    ['/ecom/', null],
    ['/ecom/shopping-lists', null],
  ])('%s → %s', (path, expected) => {
    expect(shellRedirect(path)).toBe(expected);
  });

  it.each([
    ['?a=1&&b=2', '?a=1&b=2'],
    ['?&&a=1', '?&a=1'],
    ['?a=1&&&&b=2&&', '?a=1&b=2&'],
    ['?a=1&b=2', '?a=1&b=2'],
    ['', ''],
  ])('repairDoubledAmpersands(%s) → %s', (search, expected) => {
    expect(repairDoubledAmpersands(search)).toBe(expected);
  });
});

// doc 1 §2.4 "Moving into or out of the /ecom/checkout area forces a full page reload"; doc 2 §2 Checkout.
describe('the checkout boundary', () => {
  it.each([
    ['/ecom/checkout', true],
    ['/ecom/checkout/', true],
    ['/ecom/checkout/payment', true],
    ['/checkout', true],
    ['/ecom/checkoutx', false],
    ['/ecom/shop/trolley', false],
    ['/ecom/resolve-order-payment/123', false],
  ])('isCheckoutPath(%s) → %s', (path, expected) => {
    expect(isCheckoutPath(path)).toBe(expected);
  });

  it.each([
    ['/ecom/shop/trolley', '/ecom/checkout', true],
    ['/ecom/checkout', '/ecom/shop/trolley', true],
    ['/ecom/checkout', '/ecom/order-confirmation/123', true],
    ['/ecom/checkout', '/ecom/checkout/payment', false],
    ['/ecom/shop/trolley', '/ecom/shop/browse/groceries', false],
    ['/shop/trolley', '/checkout?step=1', true],
    [null, '/ecom/checkout', false],
    [undefined, '/ecom/shop/trolley', false],
  ])('%s → %s: full page load %s', (from, to, expected) => {
    expect(needsFullPageLoad(from, to)).toBe(expected);
  });
});

// doc 1 §2.4 "Paths for bookslot, favourites, for-you, interstitials, lists, my account, my details,
// order replacement card, quick shop and trolley require sign-in"; doc 2 §6 adds the checkout areas.
describe('requiresSignIn', () => {
  it.each([
    ['/ecom/bookslot', true],
    ['/ecom/bookslot/delivery', true],
    ['/ecom/bookslot/collection/entertaining/christmas', true],
    ['/ecom/favourites', true],
    ['/ecom/for-you', true],
    ['/ecom/interstitials/1', true],
    ['/ecom/lists', true],
    ['/ecom/shopping-lists/weekly/42', true],
    ['/ecom/myaccount', true],
    ['/ecom/myaccount/my-orders/order/123', true],
    ['/ecom/my-details', true],
    ['/ecom/my-details/addresses/delete', true],
    ['/ecom/order-replacement-card/address', true],
    ['/ecom/my-waitrose/order-replacement-card/success', true],
    ['/ecom/quick-shop', true],
    ['/ecom/shop/trolley', true],
    ['/shop/trolley', true],
    ['/ecom/reschedulingprohibited', true],
    ['/ecom/checkout', true],
    ['/ecom/beforeYouGo/forgotten-favourites', true],
    ['/ecom/order-confirmation/10000001', true],
    ['/ecom/payment-confirmation/10000001', true],
    ['/ecom/Favourites/', true],
    ['/ecom/', false],
    ['/ecom/shop/browse/groceries', false],
    ['/ecom/shop/search', false],
    ['/ecom/products/milk/123', false],
    ['/ecom/serviceselection', false],
    ['/ecom/login', false],
    ['/ecom/my-waitrose', false],
    ['/ecom/recipes', false],
    ['/ecom/checkout-help', false],
    ['/ecom/favourites-of-the-week', false],
  ])('%s → %s', (path, expected) => {
    expect(requiresSignIn(path)).toBe(expected);
  });
});

// doc 1 §2.4 "The authentication pages are browse-neutral: login, sign-in, reset password and forgotten
// password, registration."
describe('isAuthenticationPath', () => {
  it.each([
    ['/ecom/login', true],
    ['/ecom/sign-in', true],
    ['/ecom/reset-password/abc', true],
    ['/ecom/reset-password/success', true],
    ['/ecom/forgot-password', true],
    ['/ecom/forgot-password/expired', true],
    ['/ecom/forgot-password/locked', true],
    ['/ecom/registration/account-details', true],
    ['/ecom/log-out', false],
    ['/ecom/reviewlogin', false],
    ['/ecom/shop/trolley', false],
  ])('%s → %s', (path, expected) => {
    expect(isAuthenticationPath(path)).toBe(expected);
  });
});

// doc 1 §2.4: "A logged-out visitor is redirected to the login path with a redirect query carrying the
// current path and search."
describe('loginRedirect', () => {
  it.each([
    ['/ecom/shop/trolley', '/ecom/login?redirect=%2Fecom%2Fshop%2Ftrolley'],
    ['/shop/trolley', '/ecom/login?redirect=%2Fecom%2Fshop%2Ftrolley'],
    [
      '/ecom/bookslot/delivery?fromDate=2024-06-01&x=a b',
      '/ecom/login?redirect=%2Fecom%2Fbookslot%2Fdelivery%3FfromDate%3D2024-06-01%26x%3Da%20b',
    ],
    ['/ecom/favourites#top', '/ecom/login?redirect=%2Fecom%2Ffavourites'],
    ['/ecom/login?redirect=%2Fecom%2Ffavourites', LOGIN_PATH],
    ['/ecom/sign-in', LOGIN_PATH],
  ])('%s → %s', (path, expected) => {
    expect(loginRedirect(path)).toBe(expected);
  });

  it('round-trips: the redirect read back from the login URL is where the shopper lands', () => {
    const login = new URL(loginRedirect('/ecom/myaccount/my-orders?page=2&&x=1'), 'https://shop.example');
    expect(postSignInDestination(login.searchParams.get('redirect'))).toBe(
      '/ecom/myaccount/my-orders?page=2&&x=1',
    );
  });
});

// doc 1 §2.4: "After sign-in the user goes to the redirect target, or to the groceries home when there is
// none." Anything that is not a same-site path under /ecom counts as none.
describe('postSignInDestination', () => {
  it.each([
    ['/ecom/shop/trolley', '/ecom/shop/trolley'],
    ['/ecom/bookslot/delivery?fromDate=2024-06-01', '/ecom/bookslot/delivery?fromDate=2024-06-01'],
    ['/ecom/favourites#list', '/ecom/favourites#list'],
    ['/ecom', '/ecom'],
    ['/ecom/', '/ecom/'],
    ['/ecom/shop/search?searchTerm=a b', '/ecom/shop/search?searchTerm=a%20b'],
    ['/ecom//evil.example', '/ecom//evil.example'],
    ['/ecom/%2F%2Fevil.example', '/ecom/%2F%2Fevil.example'],
    [null, GROCERIES_HOME],
    [undefined, GROCERIES_HOME],
    ['', GROCERIES_HOME],
    [42, GROCERIES_HOME],
    [['/ecom/shop/trolley'], GROCERIES_HOME],
    ['https://evil.example/ecom/shop', GROCERIES_HOME],
    ['http://localhost:3000/ecom/shop/trolley', GROCERIES_HOME],
    ['//evil.example/ecom/shop', GROCERIES_HOME],
    ['///evil.example', GROCERIES_HOME],
    ['/\\evil.example', GROCERIES_HOME],
    ['\\\\evil.example', GROCERIES_HOME],
    ['/\t/evil.example', GROCERIES_HOME],
    ['/ecom/\nx', GROCERIES_HOME],
    [' /ecom/shop/trolley', GROCERIES_HOME],
    ['javascript:alert(1)', GROCERIES_HOME],
    ['JavaScript:alert(1)//ecom', GROCERIES_HOME],
    ['data:text/html,hi', GROCERIES_HOME],
    ['ecom/shop/trolley', GROCERIES_HOME],
    ['/shop/trolley', GROCERIES_HOME],
    ['/', GROCERIES_HOME],
    ['/ecommerce', GROCERIES_HOME],
    ['/ecom/../evil', GROCERIES_HOME],
    ['/ecom/%2e%2e/evil', GROCERIES_HOME],
    ['/ecom/login', GROCERIES_HOME],
    ['/ecom/login?redirect=%2Fecom%2Ffavourites', GROCERIES_HOME],
    ['/ecom/sign-in', GROCERIES_HOME],
    ['/ecom/registration/success', GROCERIES_HOME],
    ['/ecom/log-out', GROCERIES_HOME],
  ])('%o → %s', (redirect, expected) => {
    expect(postSignInDestination(redirect)).toBe(expected);
  });
});

// doc 1 §2.4 "Paths for login, registration, order confirmation, bookslot and service selection are not
// remembered as the last non-authentication or last non-slot path. The authentication pages are
// browse-neutral." doc 2 §2 adds entertaining Christmas to the non-slot exclusions.
describe('the last non-authentication path and the last non-slot path', () => {
  it.each([
    // path, remembered as last non-authentication path, remembered as last non-slot path
    ['/ecom/login', false, false],
    ['/ecom/sign-in', false, false],
    ['/ecom/reset-password/abc', false, false],
    ['/ecom/forgot-password/expired', false, false],
    ['/ecom/registration/account-details', false, false],
    ['/ecom/log-out', false, false],
    ['/ecom/order-confirmation/123/summary', false, false],
    ['/ecom/bookslot', false, false],
    ['/ecom/bookslot/delivery', false, false],
    ['/ecom/bookslot/collection/entertaining/christmas', false, false],
    ['/ecom/serviceselection', false, false],
    ['/ecom/serviceselection/christmas', false, false],
    ['/ecom/shop/featured/entertaining/christmas', true, false],
    ['/ecom/shop/browse/entertaining/christmas/desserts', true, false],
    ['/ecom/shop/browse/groceries/christmas', true, true],
    ['/ecom/shop/featured/entertaining', true, true],
    ['/ecom/shop/browse/groceries', true, true],
    ['/ecom/shop/trolley', true, true],
    ['/ecom/checkout', true, true],
    ['/ecom/myaccount/my-orders', true, true],
    ['/ecom/', true, true],
  ])('%s: non-authentication %s, non-slot %s', (path, nonAuthentication, nonSlot) => {
    expect(isRememberedAsLastNonAuthenticationPath(path)).toBe(nonAuthentication);
    expect(isRememberedAsLastNonSlotPath(path)).toBe(nonSlot);
  });

  it('keeps the previous path when the new one is excluded, and takes the new one otherwise', () => {
    const visits = [
      '/shop/browse/groceries?sortBy=A_2_Z',
      '/ecom/login?redirect=x',
      '/ecom/serviceselection',
      '/ecom/bookslot/delivery',
      '/ecom/shop/featured/entertaining/christmas',
      '/ecom/order-confirmation/1',
    ];
    let lastNonAuthentication: string | null = null;
    let lastNonSlot: string | null = null;
    const seen: Array<[string | null, string | null]> = [];
    for (const visit of visits) {
      lastNonAuthentication = nextLastNonAuthenticationPath(lastNonAuthentication, visit);
      lastNonSlot = nextLastNonSlotPath(lastNonSlot, visit);
      seen.push([lastNonAuthentication, lastNonSlot]);
    }
    const groceries = '/ecom/shop/browse/groceries?sortBy=A_2_Z';
    const christmas = '/ecom/shop/featured/entertaining/christmas';
    expect(seen).toEqual([
      [groceries, groceries],
      [groceries, groceries],
      [groceries, groceries],
      [groceries, groceries],
      [christmas, groceries],
      [christmas, groceries],
    ]);
  });
});

// doc 1 §2.4, doc 3 §2 Other: "Scroll position ... is saved ... for product, browse, search and
// multi-search pages and restored on return."
describe('scrollRestorationKind', () => {
  it.each([
    ['/ecom/products/semi-skimmed-milk/123-456', 'product'],
    ['/ecom/shop/browse/groceries', 'browse'],
    ['/ecom/shop/browse/groceries/bakery/bread', 'browse'],
    ['/ecom/shop/browse/offers', 'browse'],
    ['/ecom/shop/search?searchTerm=milk', 'search'],
    ['/ecom/shop/multi-search?value=milk', 'multi-search'],
    ['/shop/browse/groceries', 'browse'],
    ['/ecom/products/semi-skimmed-milk', null],
    ['/ecom/shop/trolley', null],
    ['/ecom/shop/featured/offers', null],
    ['/ecom/recipes', null],
    ['/ecom/', null],
  ])('%s → %s', (path, expected) => {
    expect(scrollRestorationKind(path)).toBe(expected);
  });
});

// doc 1 §2.4, doc 3 §2: "Browse paths trigger a browse-category action."
describe('isBrowsePath', () => {
  it.each([
    ['/ecom/shop/browse/groceries', true],
    ['/ecom/shop/browse/groceries/christmas', true],
    ['/ecom/shop/browse', true],
    ['/ecom/shop/search', false],
    ['/ecom/shop/featured/groceries', false],
  ])('%s → %s', (path, expected) => {
    expect(isBrowsePath(path)).toBe(expected);
  });
});
