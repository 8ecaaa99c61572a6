import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPendingAddStore } from '../../../src/shop/trolley/pending-add.ts';
import { renderApp } from '../support/shop-harness.tsx';
import {
  availableInFilter,
  type ContentRequestBody,
  dietaryFilter,
  product,
  products,
  results,
} from './catalogue-data.ts';
import { catalogueService, failedAnswer } from './catalogue-service.ts';

vi.mock('../../../src/features/app-banner/AppBanner.tsx', () => ({ AppBanner: () => null }));

const pods = () => screen.queryAllByRole('article');
/** The count under the list (also announced by the page's status region). */
const shown = async (text: string) => expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);
const params = (body: ContentRequestBody) => body.customerSearchRequest.queryParams;

/** 100 milk products in pages of 48; 30 of them vegan. */
function milkSearch(body: ContentRequestBody) {
  const { start = 0, filterTags = [] } = params(body);
  const vegan = filterTags.includes('DIETARY_AND_LIFESTYLE:Vegan');
  const total = vegan ? 30 : 100;
  const page = products(Math.min(48, total - start), start, vegan ? 'Oat Milk' : 'Milk');
  return results(page, {
    start,
    total,
    filterTags,
    overrides: { filters: [dietaryFilter(vegan ? { vegan: 30, organic: 5 } : undefined), availableInFilter] },
  });
}

beforeEach(() => {
  window.dataLayer = [];
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('search results /ecom/shop/search (doc 3 §2, §4)', () => {
  it('shows the results of the term with its title, filters and sort', async () => {
    const service = catalogueService({ content: milkSearch });
    renderApp('/ecom/shop/search?searchTerm=milk', service.fetch);

    expect(await screen.findByRole('heading', { level: 1, name: 'Results for “milk”' })).toBeInTheDocument();
    expect(pods()).toHaveLength(48);
    expect(screen.getByText('100 products')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('milk - Search | Waitrose'));
    expect(service.contentBodies[0]).toMatchObject({
      contentUrl: '/shop/search',
      customerId: '-1',
      customerSearchRequest: { queryParams: { searchTerm: 'milk', size: 48, start: 0 } },
    });
    const filters = screen.getByRole('complementary', { name: 'Filters' });
    // Plain checkboxes and radio buttons, on screen with the results: no placeholder waits for their code.
    expect(filters).not.toHaveAttribute('aria-busy');
    expect(within(filters).getByRole('group', { name: 'Dietary' })).toBeInTheDocument();
    expect(within(filters).getByRole('radio', { name: 'Show all availability' })).toBeChecked();
    expect(within(filters).getByRole('radio', { name: 'All Categories' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('RELEVANCE');
  });

  it('puts a toggled filter in the address and shows its results', async () => {
    const service = catalogueService({ content: milkSearch });
    const { router } = renderApp('/ecom/shop/search?searchTerm=milk', service.fetch);
    await screen.findByText('100 products');

    const filters = screen.getByRole('complementary', { name: 'Filters' });
    await userEvent.click(within(filters).getByRole('checkbox', { name: /Vegan/ }));

    // Marked applied at once (doc 3 §4), its results follow.
    expect(within(filters).getByRole('checkbox', { name: /Vegan/ })).toBeChecked();
    expect(router.state.location.search).toMatchObject({
      searchTerm: 'milk',
      filterTags: ['DIETARY_AND_LIFESTYLE:Vegan'],
    });
    expect(await screen.findByText('30 products')).toBeInTheDocument();
    expect(pods()).toHaveLength(30);
    expect(params(service.contentBodies.at(-1) as ContentRequestBody).filterTags).toEqual([
      'DIETARY_AND_LIFESTYLE:Vegan',
    ]);
    expect(screen.getByRole('button', { name: 'Vegan: remove this filter' })).toBeInTheDocument();

    // Back takes the filter off again, from the cache.
    const calls = service.contentBodies.length;
    await act(async () => router.history.back());
    expect(await screen.findByText('100 products')).toBeInTheDocument();
    expect(within(filters).getByRole('checkbox', { name: /Vegan/ })).not.toBeChecked();
    expect(service.contentBodies).toHaveLength(calls);
  });

  it('clears every filter with Clear all, keeping the term', async () => {
    const service = catalogueService({ content: milkSearch });
    const { router } = renderApp(
      '/ecom/shop/search?searchTerm=milk&filterTags=%5B%22DIETARY_AND_LIFESTYLE%3AVegan%22%5D',
      service.fetch,
    );
    expect(await screen.findByText('30 products')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear all' })[0] as HTMLElement);
    expect(await screen.findByText('100 products')).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ searchTerm: 'milk' });
  });

  it('sorts through the address', async () => {
    const service = catalogueService({ content: milkSearch });
    const { router } = renderApp('/ecom/shop/search?searchTerm=milk', service.fetch);
    await screen.findByText('100 products');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Alphabetical');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ sortBy: 'A_2_Z' }));
    await waitFor(() =>
      expect(params(service.contentBodies.at(-1) as ContentRequestBody).sortBy).toBe('A_2_Z'),
    );
  });

  it('appends the next page with Load more, then has no more to load', async () => {
    const service = catalogueService({ content: milkSearch });
    renderApp('/ecom/shop/search?searchTerm=milk', service.fetch);
    await shown('Showing 48 of 100 products');

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await shown('Showing 96 of 100 products');
    expect(pods()).toHaveLength(96);
    expect(params(service.contentBodies.at(-1) as ContentRequestBody).start).toBe(48);

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await shown('Showing 100 of 100 products');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says when the results could not be loaded, and tries again', async () => {
    let fail = true;
    const service = catalogueService({ content: (body) => (fail ? failedAnswer() : milkSearch(body)) });
    renderApp('/ecom/shop/search?searchTerm=milk', service.fetch);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sorry, we couldn’t load these products.');
    // The header, the heading and the sort stay.
    expect(screen.getByRole('heading', { level: 1, name: 'Results for “milk”' })).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('100 products')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the loaded products when the next page fails, and offers to try again', async () => {
    let failNext = false;
    const service = catalogueService({
      content: (body) => (failNext && params(body).start === 48 ? failedAnswer() : milkSearch(body)),
    });
    renderApp('/ecom/shop/search?searchTerm=milk', service.fetch);
    await shown('Showing 48 of 100 products');
    failNext = true;
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sorry, we couldn’t load more products.');
    expect(pods()).toHaveLength(48);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    failNext = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await shown('Showing 96 of 100 products');
  });

  it('offers the closest term when nothing matches (did you mean)', async () => {
    const service = catalogueService({
      content: (body) =>
        params(body).searchTerm === 'mlik'
          ? results([], {
              searchTerm: 'mlik',
              overrides: {
                metaData: { didYouMean: 'milk', origin: 'search', categoryId: null },
                filters: [],
                categoryLevelFilters: [],
              },
            })
          : milkSearch(body),
    });
    const { router } = renderApp('/ecom/shop/search?searchTerm=mlik', service.fetch);

    expect(
      await screen.findByRole('heading', { name: 'Sorry, we couldn’t find any products for “mlik”' }),
    ).toBeInTheDocument();
    const suggestion = screen.getByRole('link', { name: 'milk' });
    expect(suggestion).toHaveAttribute('href', '/ecom/shop/search?searchTerm=milk');
    await userEvent.click(suggestion);
    expect(await screen.findByText('100 products')).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ searchTerm: 'milk' });
  });

  it('follows a result’s redirect, replacing the search in history', async () => {
    const service = catalogueService({
      content: (body) =>
        body.contentUrl === '/shop/search'
          ? results([], {
              searchTerm: 'christmas',
              overrides: { redirectUrl: '/ecom/shop/browse/groceries/christmas' },
            })
          : results(products(3), { searchTerm: null, overrides: { pageTitle: 'Christmas' } }),
    });
    const { router } = renderApp('/ecom/shop/search?searchTerm=christmas', service.fetch);

    expect(await screen.findByRole('heading', { level: 1, name: 'Christmas' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/shop/browse/groceries/christmas');
    expect(router.history.length).toBe(1);
  });

  it('stays on the results with redirect=false', async () => {
    const service = catalogueService({
      content: () =>
        results(products(2), {
          searchTerm: 'christmas',
          overrides: { redirectUrl: '/ecom/shop/browse/groceries/christmas' },
        }),
    });
    const { router } = renderApp('/ecom/shop/search?searchTerm=christmas&redirect=false', service.fetch);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Results for “christmas”' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/shop/search');
  });

  it('asks for a term when there is none', async () => {
    const service = catalogueService({ content: milkSearch });
    renderApp('/ecom/shop/search', service.fetch);
    expect(await screen.findByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    expect(screen.getByText(/Search for products by name/)).toBeInTheDocument();
    expect(service.contentBodies).toHaveLength(0);
  });

  it('sends a signed-out shopper who adds to sign in, and back here afterwards, with the item remembered', async () => {
    const service = catalogueService({ content: () => results([product()], { total: 1 }) });
    const { router } = renderApp('/ecom/shop/search?searchTerm=milk', service.fetch);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Add Essential Semi Skimmed Milk to trolley' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ redirect: '/ecom/shop/search?searchTerm=milk' });
    // Remembered before it went, for the trolley to add once the shopper has signed in.
    expect(createPendingAddStore().take()).toMatchObject({
      lineNumber: product().lineNumber,
      productId: product().id,
      quantity: product().defaultQuantity,
    });
  });

  // doc 1 §7.5: product_list_impression every 20 impressions. The watcher loads after the first paint.
  it('reports the products seen, in batches of 20', async () => {
    const observed = new Map<Element, (entries: Partial<IntersectionObserverEntry>[]) => void>();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        readonly callback: (entries: Partial<IntersectionObserverEntry>[]) => void;
        constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
          this.callback = callback;
        }
        observe(target: Element) {
          observed.set(target, this.callback);
        }
        unobserve(target: Element) {
          observed.delete(target);
        }
        disconnect() {}
      },
    );
    const service = catalogueService({ content: milkSearch });
    renderApp('/ecom/shop/search?searchTerm=milk', service.fetch);
    await shown('100 products');
    await waitFor(() => expect(observed.size).toBe(48));

    for (const [target, callback] of [...observed].slice(0, 20)) {
      act(() => callback([{ target, isIntersecting: true, intersectionRatio: 1 }]));
    }
    const batch = window.dataLayer?.filter(
      (event) => (event as { event: string }).event === 'product_list_impression',
    );
    expect(batch).toHaveLength(1);
    expect(batch?.[0]).toMatchObject({
      ecommerce: {
        impressions: expect.arrayContaining([expect.objectContaining({ list: 'search', position: 1 })]),
      },
    });
  });

  it('reports a product click when a product is opened from the list', async () => {
    const service = catalogueService({
      content: () => results([product()], { total: 1 }),
      product: () => product(),
    });
    renderApp('/ecom/shop/search?searchTerm=milk', service.fetch);
    await userEvent.click(await screen.findByRole('link', { name: 'Essential Semi Skimmed Milk' }));
    expect(window.dataLayer).toContainEqual({
      event: 'product_click',
      ecommerce: {
        currencyCode: 'GBP',
        click: {
          actionField: { list: 'search' },
          products: [
            {
              id: '100001',
              name: 'Essential Semi Skimmed Milk',
              brand: 'Essential',
              category: 'Milk',
              price: 1.5,
              position: 1,
            },
          ],
        },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Essential Semi Skimmed Milk' }),
    ).toBeInTheDocument();
  });
});

describe('multi-search /ecom/shop/multi-search (doc 3 §2)', () => {
  it('shows the term’s results under the strip of the stored list, filtered through flt', async () => {
    localStorage.setItem('multiSearchList', JSON.stringify(['milk', 'bread']));
    const service = catalogueService({ content: milkSearch });
    const { router } = renderApp('/ecom/shop/multi-search?value=milk', service.fetch);

    expect(await screen.findByRole('heading', { level: 1, name: 'Results for “milk”' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('milk - Multi-search | Waitrose'));
    const strip = screen.getByRole('navigation', { name: 'Multi-search list' });
    expect(within(strip).getByRole('link', { name: 'milk' })).toHaveAttribute('aria-current', 'page');
    expect(within(strip).getByRole('link', { name: 'bread' })).toBeInTheDocument();
    expect(service.contentBodies[0]?.contentUrl).toBe('/shop/multi-search');

    const filters = screen.getByRole('complementary', { name: 'Filters' });
    await userEvent.click(within(filters).getByRole('checkbox', { name: /Vegan/ }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ value: 'milk', flt: ['DIETARY_AND_LIFESTYLE:Vegan'] }),
    );
    expect(await screen.findByText('30 products')).toBeInTheDocument();
    localStorage.clear();
  });
});
