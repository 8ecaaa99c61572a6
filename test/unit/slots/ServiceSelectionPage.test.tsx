import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CollectionServicePage,
  ReschedulingProhibitedPage,
  ServiceSelectionPage,
} from '../../../src/features/slots/ServiceSelectionPage.tsx';

async function renderPage(view: ReactNode) {
  vi.stubGlobal('scrollTo', () => {});
  const root = createRootRoute({ component: Outlet });
  const home = createRoute({ getParentRoute: () => root, path: '/', component: () => view });
  const slots = createRoute({
    getParentRoute: () => root,
    path: '/bookslot/$',
    component: () => <h1>Slot page</h1>,
  });
  const router = createRouter({
    routeTree: root.addChildren([home, slots]),
    basepath: '/ecom',
    history: createMemoryHistory({ initialEntries: ['/ecom/'] }),
  });
  render(<RouterProvider router={router} />);
  await screen.findAllByRole('heading', { level: 1 });
  return router;
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.dataLayer = [];
});

const choices = () =>
  screen
    .getAllByRole('link', { name: /^Choose / })
    .map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')]);

describe('service selection (doc 2 §2)', () => {
  it('offers the four services, each with its description and messages', async () => {
    await renderPage(<ServiceSelectionPage campaign={null} />);
    expect(choices()).toEqual([
      ['Choose Grocery Delivery', '/ecom/bookslot/delivery'],
      ['Choose Groceries collection', '/ecom/bookslot/collection/groceries'],
      ['Choose Entertaining collection', '/ecom/bookslot/collection/entertaining'],
      ['Choose Groceries & Entertaining collection', '/ecom/bookslot/collection/groceriesandentertaining'],
    ]);
    const delivery = screen.getByRole('heading', { level: 2, name: 'Grocery Delivery' }).closest('li');
    if (!delivery) throw new Error('no option');
    expect(within(delivery).getAllByRole('listitem').length).toBeGreaterThan(0);
  });

  it('keeps /christmas for the Christmas entertaining page', async () => {
    await renderPage(<ServiceSelectionPage campaign="CHRISTMAS" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Book your Christmas slot' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose Entertaining collection' })).toHaveAttribute(
      'href',
      '/ecom/bookslot/collection/entertaining/christmas',
    );
  });

  it('goes to the slot page through the router and pushes navigate_book_slot_selector', async () => {
    const router = await renderPage(<ServiceSelectionPage campaign={null} />);
    await userEvent.click(screen.getByRole('link', { name: 'Choose Groceries collection' }));
    expect(await screen.findByRole('heading', { name: 'Slot page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/bookslot/collection/groceries');
    expect(window.dataLayer).toContainEqual({
      event: 'navigate_book_slot_selector',
      service: 'Groceries collection',
      fulfilment_type: 'COLLECTION',
      campaign: null,
    });
  });

  it('the generic collection page offers the three collection services', async () => {
    await renderPage(<CollectionServicePage />);
    expect(choices().map(([name]) => name)).toEqual([
      'Choose Groceries collection',
      'Choose Entertaining collection',
      'Choose Groceries & Entertaining collection',
    ]);
  });

  it("reschedulingprohibited gives the spec's reason", async () => {
    await renderPage(<ReschedulingProhibitedPage />);
    expect(
      screen.getByText(
        'Your order contains items currently being prepared. We are unable to change the delivery/collection time.',
      ),
    ).toBeInTheDocument();
  });
});
