import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { vi } from 'vitest';

export interface SlowPage {
  /** Lets the slow page's loader finish. */
  finish(): void;
}

/**
 * A small router with the kinds of page the shell treats differently: listing pages that keep their
 * scroll position, authentication and slot pages that are not remembered, and a page whose data is slow.
 */
export function renderTestRouter(path = '/ecom/') {
  let finishSlow = () => {};
  const root = createRootRoute({ component: Outlet });
  const page = (routePath: string) =>
    createRoute({ getParentRoute: () => root, path: routePath, component: () => <h1>{routePath}</h1> });
  const slow = createRoute({
    getParentRoute: () => root,
    path: '/slow',
    loader: () =>
      new Promise<void>((resolve) => {
        finishSlow = resolve;
      }),
    component: () => <h1>/slow</h1>,
  });
  const router = createRouter({
    routeTree: root.addChildren([
      page('/'),
      page('/shop/search'),
      page('/products/$productName/$productId'),
      page('/login'),
      page('/bookslot'),
      slow,
    ]),
    basepath: '/ecom',
    history: createMemoryHistory({ initialEntries: [path] }),
    scrollRestoration: false,
  });
  const view = render(<RouterProvider router={router} />);
  const slowPage: SlowPage = { finish: () => finishSlow() };
  return { router, view, slowPage };
}

/** A window for the navigation rules: scroll positions and history without jsdom's missing scrolling. */
export function fakeView() {
  return {
    scrollX: 0,
    scrollY: 0,
    innerHeight: 800,
    document,
    history: { scrollRestoration: 'auto' } as History,
    scrollTo: vi.fn(),
    addEventListener: window.addEventListener.bind(window),
    removeEventListener: window.removeEventListener.bind(window),
    setTimeout: (handler: () => void, delay: number) => window.setTimeout(handler, delay),
    clearTimeout: (handle: number) => window.clearTimeout(handle),
  };
}
