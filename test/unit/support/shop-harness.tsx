import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { TrolleyApi } from '../../../src/api/trolley.ts';
import { createQueryClient } from '../../../src/app/query-client.ts';
import { type AppRouterOptions, createAppRouter } from '../../../src/app/router.ts';
import { ShopRoot } from '../../../src/app/ShopRoot.tsx';
import { createCheckout } from '../../../src/shop/checkout.ts';
import { createAppCustomerSlot } from '../../../src/shop/customer-slot.ts';
import { deliveryPass } from '../../../src/shop/delivery-pass.ts';
import { openedShopDoor, openShopDoor, type ShopDoor } from '../../../src/shop/door/door.tsx';
import { watchLogins } from '../../../src/shop/door/login-analytics.ts';
import { createMultiSearchListStore } from '../../../src/shop/door/multi-search-list.ts';
import { startHeaderSearch } from '../../../src/shop/header-search/header-search.ts';
import { startMenus } from '../../../src/shop/menus.ts';
import { createMoneyOff, type MoneyOffApi } from '../../../src/shop/money-off.ts';
import { startMultiSearch } from '../../../src/shop/multi-search.ts';
import { createPageLoading } from '../../../src/shop/navigation/page-loading.ts';
import { createOrderActions } from '../../../src/shop/order-actions.ts';
import { paymentCards } from '../../../src/shop/payment-cards.ts';
import { trackBrowseCategory, trackProductClick } from '../../../src/shop/product-analytics.ts';
import { resolvePayment } from '../../../src/shop/resolve-payment.ts';
import { type AppSession, type AppSessionOptions, createAppSession } from '../../../src/shop/session.ts';
import type { Shop } from '../../../src/shop/shop.ts';
import { startShop } from '../../../src/shop/shop.ts';
import { slotBooking } from '../../../src/shop/slot-booking.ts';
import { changeTrolleyQuantity } from '../../../src/shop/trolley/quantity-change.ts';
import { createAppTrolley } from '../../../src/shop/trolley/trolley.ts';

/** An unsigned token carrying session claims: the storefront only reads them (the server verifies). */
export function fakeAccessToken(claims: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ exp: 4_102_444_800, expiresIn: 900, ...claims })}.signature`;
}

export const ANONYMOUS_ACCESS = fakeAccessToken({
  customerId: -1,
  principalId: -1,
  permissions: [],
  defaultBranchId: 651,
});

function testSessionOptions(accessToken: string, options: Partial<AppSessionOptions>): AppSessionOptions {
  return {
    navigate: () => {},
    reload: () => {},
    writeCookie: () => {},
    report: () => {},
    connect: () => () => {},
    tokenService: {
      startSession: async () => ({ accessToken }),
      exchangeToken: async () => ({ accessToken }),
      logIn: async () => ({ accessToken }),
      register: async () => ({ accessToken }),
      logOut: async () => {},
      returnToAdmin: async () => ({ accessToken }),
    },
    ...options,
  };
}

/** A session whose token service answers at once with the given token (anonymous by default). */
export function createTestSession(
  accessToken = ANONYMOUS_ACCESS,
  options: Partial<AppSessionOptions> = {},
): AppSession {
  return createAppSession(testSessionOptions(accessToken, options));
}

/** The same, started as the shop starts its own (src/shop/shop.ts: the login event is watched). */
export function startTestSession(
  accessToken = ANONYMOUS_ACCESS,
  options: Partial<AppSessionOptions> = {},
): AppSession {
  const session = createAppSession(testSessionOptions(accessToken, options));
  watchLogins(session.actor);
  return session;
}

/** Calls that never answer: a part of the shop a test does not look at stays loading. */
const never = () => new Promise<never>(() => {});
const silentTrolleyApi = new Proxy({} as TrolleyApi, { get: () => never });
const silentMoneyOffApi = new Proxy({} as MoneyOffApi, { get: () => never });

/**
 * A running shop for tests that render parts of the storefront without the router: the given parts, and
 * for the others real actors on calls that never answer (and an anonymous session by default).
 */
export function testShop(parts: Partial<Shop> = {}): Shop {
  const session = parts.session ?? createTestSession();
  const trolley =
    parts.trolley ?? createAppTrolley({ session, api: silentTrolleyApi, push: () => {}, report: () => {} });
  const customerSlot =
    parts.customerSlot ??
    createAppCustomerSlot({
      session,
      navigate: () => {},
      api: { getCustomerSlot: never, cancelCustomerSlot: never },
    });
  const navigate = () => {};
  return {
    session,
    trolley,
    customerSlot,
    pageLoading: createPageLoading({ supportedBrowser: true, inspect: undefined }),
    menus: parts.menus ?? startMenus({ session, navigate, view: window, pushEvent: () => {} }),
    multiSearch: startMultiSearch({
      navigate,
      pushEvent: () => {},
      store: createMultiSearchListStore(() => null),
    }),
    startHeaderSearch: (start) =>
      startHeaderSearch({
        ...start,
        services: { fetchSuggestions: async () => [], navigate, ...start.services },
      }),
    slotBooking: slotBooking({ customerSlot: customerSlot.actor, navigate, push: () => {} }),
    checkout: createCheckout({ session, push: () => {}, loadPage: () => {}, reload: () => {} }),
    moneyOff: createMoneyOff({ trolley, api: silentMoneyOffApi }),
    paymentCards,
    resolvePayment,
    deliveryPass,
    orderActions:
      parts.orderActions ?? createOrderActions({ session, trolley, navigate, invalidateOrders: () => {} }),
    changeTrolleyQuantity: changeTrolleyQuantity({ session, trolley, navigate }),
    reportProductImpression: () => {},
    trackProductClick: (impression) => trackProductClick(impression),
    trackBrowseCategory: (category) => trackBrowseCategory(category),
    inspect: undefined,
    ...parts,
  };
}

/** Renders `ui` as the app renders its pages' parts: inside the shop's root, with a query client. */
export function renderWithShop(ui: ReactNode, shop: Shop | ShopDoor = testShop()) {
  const door = 'ready' in shop ? shop : openedShopDoor(shop);
  const queryClient = createQueryClient();
  const view = render(
    <ShopRoot door={door}>
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </ShopRoot>,
  );
  return { view, door, queryClient };
}

/** The one router harness: renders the whole storefront at `path` (under /ecom) with the global fetch replaced by `fetch`. */
export function renderApp(
  path: string,
  fetch: (request: Request) => Promise<Response>,
  session = startTestSession(),
  routerOptions: AppRouterOptions = {},
) {
  vi.stubGlobal('fetch', fetch);
  // jsdom has no scrolling; the router restores scroll positions on navigation.
  vi.stubGlobal('scrollTo', () => {});
  const queryClient = createQueryClient();
  // The shop starts as main.tsx starts it, with the test's session, once the router is there.
  const door = openShopDoor({
    load: () =>
      Promise.resolve().then(() =>
        startShop({ router, networkError: session.networkError, view: window, session }),
      ),
    networkError: session.networkError,
    connect: () => () => {},
  });
  const router = createAppRouter(
    queryClient,
    door,
    createMemoryHistory({ initialEntries: [path] }),
    routerOptions,
  );
  const view = render(
    <ShopRoot door={door}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ShopRoot>,
  );
  return { router, session, door, view, queryClient };
}

/** The storefront's router on a memory history at `path`, with a test shop behind its door (not rendered). */
export function testRouter(path = '/ecom/', shop: Shop = testShop()) {
  return createAppRouter(
    createQueryClient(),
    openedShopDoor(shop),
    createMemoryHistory({ initialEntries: [path] }),
  );
}
