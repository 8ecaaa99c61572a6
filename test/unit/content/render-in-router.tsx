import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';

/**
 * Renders a view inside a small router under /ecom (content links navigate through it), with a second
 * page at /ecom/elsewhere to navigate to. Resolves once the view is on screen.
 */
export async function renderInRouter(view: ReactNode) {
  // jsdom has no scrolling; the router scrolls to the top on navigation.
  vi.stubGlobal('scrollTo', () => {});
  const root = createRootRoute({ component: Outlet });
  const home = createRoute({ getParentRoute: () => root, path: '/', component: () => view });
  const elsewhere = createRoute({
    getParentRoute: () => root,
    path: '/elsewhere',
    component: () => <h1>Somewhere else</h1>,
  });
  const router = createRouter({
    routeTree: root.addChildren([home, elsewhere]),
    basepath: '/ecom',
    history: createMemoryHistory({ initialEntries: ['/ecom/'] }),
  });
  const result = render(<RouterProvider router={router} />);
  await screen.findByTestId('content-under-test');
  return { router, ...result };
}
