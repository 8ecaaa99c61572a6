import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchResults } from '../../../src/api/catalogue.ts';
import { jsonAnswer } from '../api/fake-fetch.ts';
import { renderApp } from '../support/shop-harness.tsx';
import { type ContentRequestBody, products, results } from './catalogue-data.ts';
import { catalogueService } from './catalogue-service.ts';

vi.mock('../../../src/features/app-banner/AppBanner.tsx', () => ({ AppBanner: () => null }));

const GROCERIES: Partial<SearchResults> = {
  pageTitle: 'Groceries',
  metaData: { didYouMean: null, origin: 'browse', categoryId: '10051' },
  breadcrumbs: [{ name: 'Groceries', url: '/ecom/shop/browse/groceries' }],
  subCategories: [
    {
      id: '200',
      name: 'Dairy, Eggs & Milk',
      url: '/ecom/shop/browse/groceries/dairy_eggs_and_milk',
      count: 120,
    },
    { id: '201', name: 'Bakery', url: '/ecom/shop/browse/groceries/bakery', count: 80 },
  ],
};

const DAIRY: Partial<SearchResults> = {
  pageTitle: 'Dairy, Eggs & Milk',
  metaData: { didYouMean: null, origin: 'browse', categoryId: '200' },
  breadcrumbs: [
    { name: 'Groceries', url: '/ecom/shop/browse/groceries' },
    { name: 'Dairy, Eggs & Milk', url: '/ecom/shop/browse/groceries/dairy_eggs_and_milk' },
  ],
  subCategories: [
    { id: '300', name: 'Milk', url: '/ecom/shop/browse/groceries/dairy_eggs_and_milk/milk', count: 40 },
  ],
};

function browse(body: ContentRequestBody) {
  const byPath: Record<string, Partial<SearchResults>> = {
    '/shop/browse/groceries': GROCERIES,
    '/shop/browse/groceries/dairy_eggs_and_milk': DAIRY,
    '/shop/browse/entertaining': {
      ...GROCERIES,
      pageTitle: 'Entertaining',
      breadcrumbs: [],
      subCategories: [],
    },
    '/shop/browse/groceries/christmas': { ...GROCERIES, pageTitle: 'Christmas', subCategories: [] },
  };
  const page = byPath[body.contentUrl];
  if (!page) return jsonAnswer({ message: 'No such category', type: 'NOT_FOUND' }, { status: 404 });
  return results(products(6), { searchTerm: null, total: 6, overrides: page });
}

beforeEach(() => {
  window.dataLayer = [];
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('browse pages (doc 3 §2 shop/browse/*)', () => {
  it('makes /ecom/shop the groceries home, with its departments', async () => {
    const service = catalogueService({ content: browse });
    const { router } = renderApp('/ecom/shop', service.fetch);

    expect(await screen.findByRole('heading', { level: 1, name: 'Groceries' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/shop/browse/groceries');
    const departments = screen.getByRole('navigation', { name: 'Categories in Groceries' });
    expect(within(departments).getByRole('link', { name: /Bakery/ })).toHaveAttribute(
      'href',
      '/ecom/shop/browse/groceries/bakery',
    );
    expect(screen.getAllByRole('article')).toHaveLength(6);
    await waitFor(() => expect(document.title).toBe('Browse | Waitrose'));
    expect(service.contentBodies[0]?.contentUrl).toBe('/shop/browse/groceries');
  });

  it('goes into a category: breadcrumbs start with Home, and the browse-category action is sent', async () => {
    const service = catalogueService({ content: browse });
    renderApp('/ecom/shop/browse/groceries', service.fetch);
    const departments = await screen.findByRole('navigation', { name: 'Categories in Groceries' });
    await userEvent.click(within(departments).getByRole('link', { name: /Dairy, Eggs & Milk/ }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Dairy, Eggs & Milk' })).toBeInTheDocument();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('listitem');
    expect(crumbs.map((crumb) => crumb.textContent)).toEqual(['Home', 'Groceries', 'Dairy, Eggs & Milk']);
    expect(within(crumbs[0] as HTMLElement).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'href',
      '/ecom/',
    );
    expect(within(crumbs[2] as HTMLElement).getByText('Dairy, Eggs & Milk')).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(window.dataLayer).toEqual([
      { event: 'browse_category', category: { id: '10051', name: 'Groceries', path: 'groceries', level: 1 } },
      {
        event: 'browse_category',
        category: { id: '200', name: 'Dairy, Eggs & Milk', path: 'groceries/dairy_eggs_and_milk', level: 2 },
      },
    ]);
  });

  it('serves entertaining and christmas as their own pages', async () => {
    const service = catalogueService({ content: browse });
    renderApp('/ecom/shop/browse/entertaining', service.fetch);
    expect(await screen.findByRole('heading', { level: 1, name: 'Entertaining' })).toBeInTheDocument();

    const christmas = catalogueService({ content: browse });
    renderApp('/ecom/shop/browse/groceries/christmas', christmas.fetch);
    expect(await screen.findByRole('heading', { level: 1, name: 'Christmas' })).toBeInTheDocument();
    expect(christmas.contentBodies[0]?.contentUrl).toBe('/shop/browse/groceries/christmas');
  });

  it('writes a category path in lower case', async () => {
    const service = catalogueService({ content: browse });
    const { router } = renderApp(
      '/ecom/shop/browse/Groceries/Dairy_Eggs_And_Milk?sortBy=A_2_Z',
      service.fetch,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Dairy, Eggs & Milk' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/shop/browse/groceries/dairy_eggs_and_milk');
    expect(router.state.location.search).toEqual({ sortBy: 'A_2_Z' });
  });

  it('shows not found for a path that is no category', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const service = catalogueService({ content: browse });
    renderApp('/ecom/shop/browse/groceries/no_such_aisle', service.fetch);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(window.dataLayer).toEqual([]);
  });

  it('points the canonical link at the production shop', async () => {
    const service = catalogueService({ content: browse });
    renderApp('/ecom/shop/browse/groceries/dairy_eggs_and_milk?sortBy=A_2_Z', service.fetch);
    await screen.findByRole('heading', { level: 1, name: 'Dairy, Eggs & Milk' });
    await waitFor(() =>
      expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
        'href',
        'https://www.waitrose.com/ecom/shop/browse/groceries/dairy_eggs_and_milk',
      ),
    );
  });
});

describe('filters on small screens (doc 3 §4)', () => {
  it('are chosen in a modal and applied together with Done; Clear all resets them', async () => {
    const service = catalogueService({ content: browse });
    const { router } = renderApp('/ecom/shop/browse/groceries', service.fetch);
    await screen.findByRole('heading', { level: 1, name: 'Groceries' });

    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    let dialog = await screen.findByRole('dialog', { name: 'Filter' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Vegan/ }));
    await userEvent.click(within(dialog).getByRole('radio', { name: /2 days/ }));
    // Nothing is applied before Done.
    expect(router.state.location.search).toEqual({});
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({
        filterTags: ['DIETARY_AND_LIFESTYLE:Vegan', 'LEADTIME:2'],
      }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Filter (2)' }));
    dialog = await screen.findByRole('dialog', { name: 'Filter' });
    expect(within(dialog).getByRole('checkbox', { name: /Vegan/ })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear all' }));
    expect(within(dialog).getByRole('checkbox', { name: /Vegan/ })).not.toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Show all availability' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });

  it('closing the modal keeps the page’s filters', async () => {
    const service = catalogueService({ content: browse });
    const { router } = renderApp('/ecom/shop/browse/groceries', service.fetch);
    await screen.findByRole('heading', { level: 1, name: 'Groceries' });
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Vegan/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(router.state.location.search).toEqual({});
  });
});
