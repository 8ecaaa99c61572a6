import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HomePage } from '../../../src/features/home/HomePage.tsx';
import { entertainingQueryOptions, groceriesQueryOptions } from '../../../src/features/home/home.queries.ts';
import { rememberSignedIn } from '../../../src/shop/door/signed-in-hint.ts';
import { fakeFetch, jsonAnswer } from '../api/fake-fetch.ts';
import { renderInRouter } from '../content/render-in-router.tsx';
import { entertainingTree, groceriesTree } from './home-data.ts';

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: undefined as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>The route's error view</p> : this.props.children;
  }
}

/** The page in a router (its links are the router's), with the query client the loader filled. */
function renderHome(queryClient: QueryClient) {
  return renderInRouter(
    <QueryClientProvider client={queryClient}>
      <Boundary>
        <div data-testid="content-under-test">
          <HomePage />
        </div>
      </Boundary>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('HomePage: what the loader put in the cache', () => {
  it('shows the departments at once when the loader has both trees', async () => {
    const queryClient = newClient();
    queryClient.setQueryData(groceriesQueryOptions().queryKey, groceriesTree);
    queryClient.setQueryData(entertainingQueryOptions().queryKey, entertainingTree);
    await renderHome(queryClient);
    expect(screen.getByRole('region', { name: 'Groceries' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Entertaining' })).toBeInTheDocument();
  });

  it('leads to meal deals, bundles and every offer (More ways to save)', async () => {
    const queryClient = newClient();
    queryClient.setQueryData(groceriesQueryOptions().queryKey, groceriesTree);
    queryClient.setQueryData(entertainingQueryOptions().queryKey, entertainingTree);
    await renderHome(queryClient);
    const ways = screen.getByRole('navigation', { name: 'More ways to save' });
    const links = Array.from(ways.querySelectorAll('a')).map((link) => link.getAttribute('href'));
    expect(links).toEqual([
      '/ecom/shop/featured/meal-deals',
      '/ecom/shop/featured/bundles',
      '/ecom/shop/browse/offers',
    ]);
  });

  // Issue 20: before the session has started, a shopper signed in last time gets the place kept.
  it('keeps the place of the slot and trolley at a glance for a shopper who was signed in', async () => {
    const queryClient = newClient();
    queryClient.setQueryData(groceriesQueryOptions().queryKey, groceriesTree);
    queryClient.setQueryData(entertainingQueryOptions().queryKey, entertainingTree);
    rememberSignedIn(true);
    const withPlace = await renderHome(queryClient);
    const page = () => screen.getByTestId('content-under-test');
    expect(page().querySelectorAll('div[aria-hidden="true"] > div:empty')).toHaveLength(2);
    withPlace.unmount();

    rememberSignedIn(false);
    await renderHome(queryClient);
    expect(page().querySelectorAll('div[aria-hidden="true"] > div:empty')).toHaveLength(0);
  });

  it('shows the page as pending until a missing tree arrives', async () => {
    const queryClient = newClient();
    queryClient.setQueryData(groceriesQueryOptions().queryKey, groceriesTree);
    vi.stubGlobal('fetch', fakeFetch(jsonAnswer(entertainingTree)).fetch);
    await renderHome(queryClient);
    expect(screen.getByRole('status')).toHaveTextContent('Loading departments');
    expect(await screen.findByRole('region', { name: 'Entertaining' })).toBeInTheDocument();
  });

  it("leaves a failure to the route's error view", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const queryClient = newClient();
    queryClient.setQueryData(groceriesQueryOptions().queryKey, groceriesTree);
    vi.stubGlobal(
      'fetch',
      fakeFetch(jsonAnswer({ message: 'Down', type: 'UNEXPECTED' }, { status: 500 })).fetch,
    );
    renderHome(queryClient).catch(() => {});
    expect(await screen.findByText("The route's error view")).toBeInTheDocument();
  });
});
