import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MainBoundary } from '../../../src/app/layouts/MainBoundary.tsx';
import { createQueryClient } from '../../../src/app/query-client.ts';
import { fakeFetch, jsonAnswer } from '../api/fake-fetch.ts';
import { renderApp } from '../support/shop-harness.tsx';

vi.mock('../../../src/features/app-banner/AppBanner.tsx', () => ({ AppBanner: () => null }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

const siteBanner = {
  name: 'site-banner',
  content: { id: 'notice-1', message: 'Stores close early on Sunday.' },
};

/** The content service with a site banner; everything else is not found. */
const contentService = () =>
  fakeFetch((request) =>
    request.url.includes('/fragments/site-banner')
      ? jsonAnswer(siteBanner)
      : jsonAnswer({ message: 'Not found', type: 'NOT_FOUND' }, { status: 404 }),
  );

describe('the main shell (doc 1 §2.3)', () => {
  it('has the skip link, header, site banner, main and footer, and no pin bar while nothing is pinned', async () => {
    renderApp('/ecom/no/such/page', contentService().fetch);
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Site notice' })).toHaveTextContent(
      'Stores close early on Sunday.',
    );
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Pinned' })).not.toBeInTheDocument();
  });

  it('keeps the skip link first, so that keyboard users reach the main content at once', async () => {
    renderApp('/ecom/no/such/page', contentService().fetch);
    await screen.findByRole('heading', { name: 'Page not found' });
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
  });

  it('has no site banner in the minimal layout', async () => {
    const { fetch, sent } = contentService();
    renderApp('/ecom/log-out', fetch);
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(sent.length).toBeGreaterThan(0));
    expect(screen.queryByRole('region', { name: 'Site notice' })).not.toBeInTheDocument();
    expect(sent.some((request) => request.url.includes('site-banner'))).toBe(false);
  });
});

describe('the error boundary around main (doc 1 §2.3)', () => {
  function Broken(): never {
    throw new Error('The layout broke');
  }

  it('shows the fallback page in the main area when what is inside breaks', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const root = createRootRoute({
      component: () => (
        <>
          <header>Header</header>
          <main>
            <MainBoundary>
              <Broken />
            </MainBoundary>
          </main>
        </>
      ),
    });
    const router = createRouter({
      routeTree: root,
      basepath: '/ecom',
      history: createMemoryHistory({ initialEntries: ['/ecom/checkout'] }),
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const main = await screen.findByRole('main');
    const alert = await within(main).findByRole('alert', { name: 'Sorry, something has gone wrong...' });
    expect(alert).toHaveTextContent(
      'There may be a problem with your order that is preventing you from checking out.',
    );
    expect(screen.getByText('Header')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith(
      '[error report] Error: The layout broke',
      expect.objectContaining({ details: { caught: 'main' } }),
    );
  });
});
