import { QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, ModuleLoadError } from '../../../src/app/errors/chunk-errors.ts';
import { createQueryClient } from '../../../src/app/query-client.ts';
import { RouteError } from '../../../src/app/RouteError.tsx';

function renderRoutes(path: string, onCatch = vi.fn()) {
  const root = createRootRoute({ component: Outlet });
  const failing = (routePath: string, error: () => unknown) =>
    createRoute({
      getParentRoute: () => root,
      path: routePath,
      loader: () => {
        throw error();
      },
      component: () => <p>Never shown</p>,
    });
  const router = createRouter({
    routeTree: root.addChildren([
      failing('/shop/trolley', () => new Error('Boom')),
      failing('/checkout', () => new Error('Boom')),
      failing(
        '/bundles/$name',
        () => new ModuleLoadError([new ChunkLoadError('error', '/ecom/assets/chunk-a-b.js', undefined)]),
      ),
      failing('/offline', () => new TypeError('Failed to fetch')),
    ]),
    basepath: '/ecom',
    history: createMemoryHistory({ initialEntries: [path] }),
    defaultErrorComponent: RouteError,
    defaultOnCatch: onCatch,
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, onCatch };
}

// The router logs the errors its routes throw; here they are the point.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('what a route shows when it fails (doc 1 §8)', () => {
  it('the fallback page, and a way to try again', async () => {
    const { onCatch } = renderRoutes('/ecom/shop/trolley');
    const alert = await screen.findByRole('alert', { name: 'Sorry, something has gone wrong...' });
    expect(alert).toHaveTextContent('We could not load this page. Please try again in a moment.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(alert).not.toHaveTextContent('checking out');
    expect(onCatch).toHaveBeenCalledWith(expect.objectContaining({ message: 'Boom' }), expect.anything());
  });

  it('on checkout, the order problem and the Customer Care line too', async () => {
    renderRoutes('/ecom/checkout');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'There may be a problem with your order that is preventing you from checking out.',
    );
    expect(alert).toHaveTextContent('Please contact Customer Care on 0800 188 884 for assistance.');
  });

  it("'Module could not be loaded' when its chunk failed after its retries, and a reload to mend it", async () => {
    renderRoutes('/ecom/bundles/summer');
    const alert = await screen.findByRole('alert', { name: 'Sorry, something has gone wrong...' });
    expect(alert).toHaveTextContent('Module could not be loaded');
    expect(within(alert).getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
  });

  it('a connection problem, in those words', async () => {
    renderRoutes('/ecom/offline');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach the shop. Please check your connection and try again.',
    );
  });
});
