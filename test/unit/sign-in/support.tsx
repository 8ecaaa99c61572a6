import { vi } from 'vitest';
import { sessionNavigate } from '../../../src/shop/navigation/session-navigation.ts';
import type { AppSessionOptions } from '../../../src/shop/session.ts';
import { fakeFetch, jsonAnswer } from '../api/fake-fetch.ts';
import { ANONYMOUS_ACCESS, fakeAccessToken, renderApp, startTestSession } from '../support/shop-harness.tsx';

export const CUSTOMER_ACCESS = fakeAccessToken({
  customerId: 1001,
  principalId: 1001,
  permissions: [],
  defaultBranchId: 651,
});

export const STAFF_ON_BEHALF_ACCESS = fakeAccessToken({
  customerId: 1001,
  principalId: 7,
  permissions: [],
  defaultBranchId: 651,
});

export const ACCOUNT = {
  id: 1001,
  email: { email: 'ann.smith@example.com' },
  title: 'Ms',
  firstName: 'Ann',
  lastName: 'Smith',
  contactAddressId: null,
  created: '2024-03-05T10:00:00Z',
  lastLogin: '2025-06-01T13:30:00Z',
  totalOrderCount: 3,
};

export const ORDER_STATS = {
  customerHasACompletedOrder: true,
  daysSinceLastCompletedOrder: 12,
  customerHasAnOrderRequiringPaymentAttention: false,
};

export const API = `${window.location.origin}/api`;
export const ACCOUNT_URL = `${API}/customer-prod/v1/accounts/self`;
export const ORDER_STATS_URL = `${API}/order-orchestration-prod/v1/customerorders/stats`;

type Route = (request: Request) => Response | Promise<Response>;

/**
 * The shop's API as a fake fetch: answers by `METHOD path` (the path below /api, without the query), and
 * 404 for anything else. The account, its stats and the footer have answers unless a test gives others.
 */
export function fakeApi(routes: Record<string, Route> = {}) {
  const all: Record<string, Route> = {
    'GET /customer-prod/v1/accounts/self': () => jsonAnswer(ACCOUNT),
    'GET /order-orchestration-prod/v1/customerorders/stats': () => jsonAnswer(ORDER_STATS),
    'GET /token-client-prod/v1/csrf': () => jsonAnswer({ csrf: 'csrf-value' }),
    ...routes,
  };
  return fakeFetch((request) => {
    const { pathname } = new URL(request.url);
    const route = all[`${request.method} ${pathname.replace(/^\/api/, '')}`];
    if (route) return route(request);
    return jsonAnswer({ message: `No answer for ${request.url}`, type: 'NOT_FOUND' }, { status: 404 });
  });
}

type TokenService = NonNullable<AppSessionOptions['tokenService']>;

export interface ShopOptions {
  /** The token the session starts with (anonymous by default). */
  token?: string;
  /** Replaces some of the session's token service calls (each answers with `token` by default). */
  tokenService?: Partial<TokenService>;
  routes?: Record<string, Route>;
}

/**
 * Renders the storefront at `path` with a session whose navigation reaches the router (the locked page,
 * the logged-out page), and the API faked by `fakeApi(routes)`.
 */
export function renderShop(path: string, options: ShopOptions = {}) {
  const token = options.token ?? ANONYMOUS_ACCESS;
  const api = fakeApi(options.routes);
  let router: ReturnType<typeof renderApp>['router'] | undefined;
  const tokenService: TokenService = {
    startSession: vi.fn(async () => ({ accessToken: token })),
    exchangeToken: vi.fn(async () => ({ accessToken: token })),
    logIn: vi.fn(async () => ({ accessToken: CUSTOMER_ACCESS })),
    register: vi.fn(async () => ({ accessToken: CUSTOMER_ACCESS })),
    logOut: vi.fn(async () => {}),
    returnToAdmin: vi.fn(async () => ({ accessToken: token })),
    ...options.tokenService,
  };
  const session = startTestSession(token, {
    tokenService,
    navigate: (target) => router && sessionNavigate(router, target),
  });
  const rendered = renderApp(path, api.fetch, session);
  router = rendered.router;
  return { ...rendered, api, tokenService };
}

/** The browser's address: the path under /ecom with its search. */
export function browserHref(router: { history: { location: { href: string } } }): string {
  return router.history.location.href;
}

/** A promise with its settlers, for answers a test holds back. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
