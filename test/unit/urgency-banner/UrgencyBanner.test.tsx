import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getOrderList } from '../../../src/api/orders.ts';
import type { OrderSummary } from '../../../src/contract/orders.ts';
import { UrgencyBanner } from '../../../src/features/urgency-banner/UrgencyBanner.tsx';
import { createTestSession, fakeAccessToken, renderWithShop, testShop } from '../support/shop-harness.tsx';

const failedOrder: OrderSummary = {
  customerOrderId: '2005',
  status: 'PAYMENT_FAILED',
  deliveryStatus: 'Payment needed',
  placed: '2026-12-01T10:00:00.000Z',
  lastUpdated: '2026-12-02T10:00:00.000Z',
  slot: null,
  numberOfItems: 3,
  total: { amount: 50, currencyCode: 'GBP' },
  totalIsActual: true,
  links: [],
};

vi.mock('../../../src/api/orders.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getOrderList: vi.fn(async () => ({ orders: [failedOrder], totalResults: 1 })),
}));
vi.mock('../../../src/api/on-demand-calls.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getOrderStats: vi.fn(async () => ({
    customerHasACompletedOrder: true,
    daysSinceLastCompletedOrder: 3,
    customerHasAnOrderRequiringPaymentAttention: true,
  })),
}));

const SIGNED_IN = fakeAccessToken({
  customerId: 1001,
  principalId: 1001,
  permissions: [],
  defaultBranchId: 651,
  customerOrderId: '5001',
  customerOrderState: 'PENDING',
});

function renderAt(path: string, accessToken = SIGNED_IN) {
  vi.stubGlobal('scrollTo', () => {});
  const router = createRouter({
    basepath: '/ecom',
    routeTree: createRootRoute({ component: UrgencyBanner }),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const shop = testShop({ session: createTestSession(accessToken) });
  return renderWithShop(<RouterProvider router={router} />, shop);
}

afterEach(() => vi.clearAllMocks());

describe('the urgency banner', () => {
  it("tells a signed-in shopper whose order's payment failed to pay now", async () => {
    renderAt('/ecom/shop/search');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('2005');
    expect(screen.getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe(
      '/ecom/resolve-order-payment/2005',
    );
  });

  it.each(['/ecom/checkout', '/ecom/resolve-order-payment/2005', '/ecom/forgot-password/locked'])(
    'loads nothing on %s',
    async (path) => {
      renderAt(path);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole('alert')).toBeNull();
      expect(getOrderList).not.toHaveBeenCalled();
    },
  );

  it('is not shown on my orders, where the order and its payment are', async () => {
    renderAt('/ecom/myaccount/my-orders');
    await waitFor(() => expect(getOrderList).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('loads nothing for a signed-out shopper', async () => {
    renderAt('/ecom/shop/search', fakeAccessToken({ customerId: -1, principalId: -1, permissions: [] }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getOrderList).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
