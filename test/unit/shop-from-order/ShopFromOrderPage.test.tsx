import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { OrderWithRecommendations } from '../../../src/contract/orders.ts';
import { ShopFromOrderPage } from '../../../src/features/shop-from-order/ShopFromOrderPage.tsx';
import { trolleyProduct } from '../trolley/trolley-data.ts';
import { createFakeTrolleyServer, renderWithTrolley } from '../trolley/trolley-harness.tsx';

const milk = trolleyProduct({ lineNumber: '100001', name: 'Milk' });
const bananas = trolleyProduct({
  lineNumber: '100002',
  name: 'Loose bananas',
  defaultQuantity: { amount: 0.5, uom: 'KGM' },
});
const bread = trolleyProduct({ lineNumber: '100005', name: 'Sourdough' });

const answer: OrderWithRecommendations = {
  failures: [],
  order: {
    customerOrderId: '1001',
    containsEntertainingLines: false,
    status: 'COMPLETED',
    slots: [{ type: 'DELIVERY', status: 'CONFIRMED' }],
    placed: '2026-11-01T10:00:00.000Z',
    slotStartDateTime: '2026-11-03T09:00:00.000Z',
    totalLines: 3,
    lines: [
      {
        lineNumber: '100001',
        productId: milk.id,
        name: milk.name,
        quantity: { amount: 3, uom: 'C62' },
        product: milk,
      },
      {
        lineNumber: '100002',
        productId: bananas.id,
        name: bananas.name,
        quantity: { amount: 1.5, uom: 'KGM' },
        product: bananas,
      },
      {
        lineNumber: '100004',
        productId: '100004-1',
        name: 'Rhubarb crumble',
        quantity: { amount: 2, uom: 'C62' },
        product: null,
      },
    ],
  },
  recommendedProducts: { failures: [], totalResults: 1, products: [bread] },
};

vi.mock('../../../src/api/previous-order.ts', () => ({
  getOrderWithRecommendations: vi.fn(async () => answer),
}));

/** The page inside a router of its own (its links need one). */
function inRouter(ui: ReactNode) {
  // jsdom has no scrolling; the router restores scroll positions.
  vi.stubGlobal('scrollTo', () => {});
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <Suspense fallback="Loading">{ui}</Suspense> }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  return <RouterProvider router={router} />;
}

describe('shop from a previous order', () => {
  it('shows what was ordered, the lines no longer sold, and adds every line still sold at once', async () => {
    const server = createFakeTrolleyServer([], [milk, bananas, bread]);
    renderWithTrolley(inRouter(<ShopFromOrderPage customerId={1001} customerOrderId="1001" />), server.api);

    expect(await screen.findByRole('heading', { name: 'Shop from order 1001' })).toBeTruthy();
    const lines = screen.getByRole('list', { name: 'Products in this order' });
    expect(within(lines).getByRole('listitem', { name: 'Milk' }).textContent).toContain('You ordered 3');
    expect(within(lines).getByRole('listitem', { name: 'Rhubarb crumble' }).textContent).toContain(
      'No longer available',
    );
    expect(screen.getByRole('heading', { name: 'You might also like' })).toBeTruthy();

    const addAll = await screen.findByRole('button', { name: 'Add all to trolley' });
    await waitFor(() => expect((addAll as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(addAll);

    await waitFor(() =>
      expect(server.lines().map((line) => [line.lineNumber, line.quantity])).toEqual([
        ['100001', { amount: 3, uom: 'C62' }],
        ['100002', { amount: 1.5, uom: 'KGM' }],
      ]),
    );
    // The trolley sends what is queued one call at a time: the first line at once, the rest together.
    const calls =
      vi.mocked(server.api.addItemToTrolley).mock.calls.length +
      vi.mocked(server.api.updateTrolleyItems).mock.calls.length;
    expect(calls).toBeLessThanOrEqual(2);
    const done = await screen.findByRole('button', { name: 'All in your trolley' });
    expect((done as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toContain('Everything from this order');
  });
});
