import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer } from '../api/fake-fetch.ts';
import {
  ACCOUNT_URL,
  browserHref,
  CUSTOMER_ACCESS,
  ORDER_STATS_URL,
  renderShop,
} from '../sign-in/support.tsx';
import { ANONYMOUS_ACCESS } from '../support/shop-harness.tsx';

vi.mock('../../../src/features/app-banner/AppBanner.tsx', () => ({ AppBanner: () => null }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the sign-in guard (doc 1 §2.4)', () => {
  it('sends a signed-out shopper to login, with the page and its search in redirect', async () => {
    const { router, api } = renderShop('/ecom/myaccount?tab=orders&page=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(browserHref(router)).toBe('/ecom/login?redirect=%2Fecom%2Fmyaccount%3Ftab%3Dorders%26page%3D2');
    expect(router.state.location.search).toEqual({ redirect: '/ecom/myaccount?tab=orders&page=2' });
    expect(api.sent.map((request) => request.url)).not.toContain(ACCOUNT_URL);
  });

  it('brings the shopper back to that page once signed in', async () => {
    const { router } = renderShop('/ecom/myaccount?tab=orders');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email address'), 'ann.smith@example.com');
    await user.type(screen.getByLabelText('Password'), 'Groceries1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
    expect(browserHref(router)).toBe('/ecom/myaccount?tab=orders');
  });

  it('guards the trolley page too: to login with redirect, and back to the trolley once signed in', async () => {
    const { router } = renderShop('/ecom/shop/trolley');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(browserHref(router)).toBe('/ecom/login?redirect=%2Fecom%2Fshop%2Ftrolley');

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email address'), 'ann.smith@example.com');
    await user.type(screen.getByLabelText('Password'), 'Groceries1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: /^My Trolley/ })).toBeInTheDocument();
    expect(browserHref(router)).toBe('/ecom/shop/trolley');
  });

  it('waits for the session before deciding', async () => {
    let answer: (value: { accessToken: string }) => void = () => {};
    const startSession = vi.fn(() => new Promise<{ accessToken: string }>((resolve) => (answer = resolve)));
    const { router } = renderShop('/ecom/myaccount', { tokenService: { startSession } });
    await waitFor(() => expect(startSession).toHaveBeenCalled());
    answer({ accessToken: CUSTOMER_ACCESS });
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
    expect(browserHref(router)).toBe('/ecom/myaccount');
  });
});

describe('the account overview /ecom/myaccount', () => {
  it('shows the account and its order stats, in the main shell', async () => {
    renderShop('/ecom/myaccount', { token: CUSTOMER_ACCESS });
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
    expect(screen.getByText('Hello, Ann')).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Your details' });
    expect(within(details).getByText('Ms Ann Smith')).toBeInTheDocument();
    expect(within(details).getByText('ann.smith@example.com')).toBeInTheDocument();
    expect(within(details).getByText('Tuesday 5 March 2024')).toBeInTheDocument();
    expect(within(details).getByText('Sunday 1 June 2025 at 14:30')).toBeInTheDocument();
    const orders = screen.getByRole('region', { name: 'Your orders' });
    expect(within(orders).getByText('3')).toBeInTheDocument();
    expect(within(orders).getByText('12 days ago')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /My Account/ })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('My account'));
  });

  it('warns about an order whose payment needs attention', async () => {
    renderShop('/ecom/myaccount', {
      token: CUSTOMER_ACCESS,
      routes: {
        'GET /order-orchestration-prod/v1/customerorders/stats': () =>
          jsonAnswer({
            customerHasACompletedOrder: false,
            daysSinceLastCompletedOrder: null,
            customerHasAnOrderRequiringPaymentAttention: true,
          }),
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('One of your orders needs your attention');
    expect(screen.getByText('None yet')).toBeInTheDocument();
  });

  it('says when the account could not be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderShop('/ecom/myaccount', {
      token: CUSTOMER_ACCESS,
      routes: {
        'GET /customer-prod/v1/accounts/self': () =>
          jsonAnswer({ message: 'No such account', type: 'NOT_FOUND' }, { status: 404 }),
      },
    });
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'Sorry, something has gone wrong...' }),
    ).toBeInTheDocument();
  });
});

describe('customer data (doc 1 §4 Session)', () => {
  const customerCalls = (sent: { url: string }[]) =>
    sent.map((request) => request.url).filter((url) => url === ACCOUNT_URL || url === ORDER_STATS_URL);

  it('loads the account and order stats for a signed-in shopper', async () => {
    const { api } = renderShop('/ecom/log-out/error', { token: CUSTOMER_ACCESS });
    await screen.findByRole('heading', { level: 1, name: 'Unable to log out' });
    await waitFor(() => expect(customerCalls(api.sent).sort()).toEqual([ACCOUNT_URL, ORDER_STATS_URL]));
  });

  it.each(['/ecom/forgot-password', '/ecom/forgot-password/locked'])(
    'does not load them on %s',
    async (path) => {
      const { api } = renderShop(path, { token: CUSTOMER_ACCESS });
      await screen.findByRole('heading', { level: 1 });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(customerCalls(api.sent)).toEqual([]);
    },
  );

  it('does not load them for an anonymous shopper', async () => {
    const { api } = renderShop('/ecom/log-out/error');
    await screen.findByRole('heading', { level: 1, name: 'Unable to log out' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(customerCalls(api.sent)).toEqual([]);
  });

  it('forgets them when the shopper signs out', async () => {
    const startSession = vi
      .fn()
      .mockResolvedValueOnce({ accessToken: CUSTOMER_ACCESS })
      .mockResolvedValue({ accessToken: ANONYMOUS_ACCESS });
    const { queryClient, session } = renderShop('/ecom/myaccount', {
      token: CUSTOMER_ACCESS,
      tokenService: { startSession },
    });
    await screen.findByRole('heading', { level: 1, name: 'My account' });
    expect(queryClient.getQueryData(['customer', 1001, 'account'])).toMatchObject({ firstName: 'Ann' });
    session.actor.send({ type: 'LOGOUT' });
    expect(await screen.findByRole('heading', { level: 1, name: 'You have signed out' })).toBeInTheDocument();
    expect(queryClient.getQueryCache().findAll({ queryKey: ['customer', 1001] })).toEqual([]);
    // An anonymous shopper has no customer data to load.
    const loaded = queryClient.getQueryCache().findAll({ queryKey: ['customer'] });
    expect(loaded.filter((query) => query.state.data !== undefined)).toEqual([]);
  });
});
