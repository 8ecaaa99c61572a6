import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';

/** Renders `ui` on every page of a router under /ecom, so links and navigation can be followed. */
export async function renderWithRouter(ui: ReactNode, path = '/ecom/') {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        {ui}
        <Outlet />
      </>
    ),
    notFoundComponent: () => null,
  });
  const router = createRouter({
    routeTree: rootRoute,
    basepath: '/ecom',
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  const view = render(<RouterProvider router={router} />);
  /** Where the browser is: `/ecom/shop/multi-search?value=milk`. */
  const location = () => `${router.history.location.pathname}${router.history.location.search}`;
  return { router, view, location, user: userEvent.setup() };
}
