import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { selectLogoutFailed } from '../../../machines/session.selectors.ts';
import { SessionModals } from '../../../src/app/session/SessionModals.tsx';
import { SESSION_TIMEOUT_MS } from '../../../src/domain/session.ts';
import { openedShopDoor, ShopProvider } from '../../../src/shop/door/door.tsx';
import { createNetworkErrorNotice } from '../../../src/shop/door/network-error.ts';
import { useSession } from '../../../src/shop/door/session-hooks.ts';
import { type AppSession, createAppSession } from '../../../src/shop/session.ts';
import { testRouter, testShop } from '../support/shop-harness.tsx';
import { ANONYMOUS_TOKEN, accessToken, CUSTOMER_TOKEN, sessionClaims } from './tokens.ts';

let session: AppSession | undefined;

function start(options: { logOut?: () => Promise<void>; online?: boolean } = {}) {
  const reload = vi.fn();
  const navigate = vi.fn();
  session = createAppSession({
    navigate,
    reload,
    writeCookie: () => {},
    report: () => {},
    connect: () => () => {},
    networkError: createNetworkErrorNotice(() => options.online ?? true),
    tokenService: {
      startSession: async () => ({ accessToken: ANONYMOUS_TOKEN }),
      exchangeToken: async () => ({ accessToken: ANONYMOUS_TOKEN }),
      logIn: async () => ({ accessToken: CUSTOMER_TOKEN }),
      register: async () => ({ accessToken: CUSTOMER_TOKEN }),
      logOut: options.logOut ?? (async () => {}),
      returnToAdmin: async () => ({ accessToken: CUSTOMER_TOKEN }),
    },
  });
  const app = session;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ShopProvider door={openedShopDoor(testShop({ session: app }))}>{children}</ShopProvider>
  );
  return { app, reload, navigate, wrapper };
}

async function signIn(app: AppSession) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
    app.actor.send({ type: 'LOGIN', email: 'a@b.c', password: 'x' });
    await vi.advanceTimersByTimeAsync(0);
  });
}

afterEach(() => {
  session?.stop();
  session = undefined;
  vi.useRealTimers();
});

describe('the session timeout modal (doc 1 §8, doc 2 §8)', () => {
  it('opens after 28 minutes, cannot be closed, and "Refresh now" reloads the page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { app, reload, wrapper } = start();
    render(<SessionModals />, { wrapper });
    await signIn(app);
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(SESSION_TIMEOUT_MS));

    // The modals' views load on demand: on a busy machine the chunk can take a while.
    const dialog = await screen.findByRole(
      'alertdialog',
      { name: 'Sorry, your session has timed out' },
      { timeout: 10_000 },
    );
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(
      "To secure your data, you've been timed out. Please refresh the page to complete your order",
    );
    const refresh = screen.getByRole('button', { name: 'Refresh now' });
    await waitFor(() => expect(refresh).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();

    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await user.click(refresh);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('the "Unable to log out" modal (doc 1 §8)', () => {
  it('shows after the second failed attempt, and closes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { app, wrapper } = start({ logOut: async () => Promise.reject(new Error('500')) });
    render(<SessionModals />, { wrapper });
    await signIn(app);

    await act(async () => {
      app.actor.send({ type: 'LOGOUT' });
      await vi.advanceTimersByTimeAsync(1_000);
    });

    const dialog = await screen.findByRole('alertdialog', { name: 'Unable to log out' }, { timeout: 10_000 });
    expect(dialog).toBeInTheDocument();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(selectLogoutFailed(app.actor.getSnapshot())).toBe(false);
    expect(app.actor.getSnapshot().matches('signedIn')).toBe(true);
  });
});

describe('the network error modal (doc 1 §8)', () => {
  it('cannot be closed; its button reloads the page', async () => {
    const { app, reload, wrapper } = start();
    render(<SessionModals />, { wrapper });
    act(() => app.networkError.show());

    expect(screen.getByRole('alertdialog', { name: 'Sorry, something went wrong' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('says so when the browser is offline, and reloads on OK', async () => {
    const { app, reload, wrapper } = start({ online: false });
    render(<SessionModals />, { wrapper });
    act(() => app.networkError.show());
    expect(screen.getByRole('alertdialog', { name: "You're offline" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('useSession', () => {
  it('reads who the shopper is, and follows the session', async () => {
    const { app, wrapper } = start();
    const { result } = renderHook(() => useSession(), { wrapper });
    await waitFor(() => expect(result.current.hasStarted).toBe(true));
    expect(result.current).toMatchObject({ customerId: -1, isSignedIn: false, isStaffOnBehalf: false });

    act(() => {
      app.actor.send({
        type: 'TOKEN_REFRESHED',
        accessToken: accessToken(sessionClaims(1001, 7)),
        replaces: ANONYMOUS_TOKEN,
      });
    });
    expect(result.current).toMatchObject({
      customerId: 1001,
      principalId: 7,
      defaultBranchId: 651,
      isSignedIn: true,
      isStaffOnBehalf: true,
    });
  });

  it('outside the shop, is the session before the token service has answered', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current).toMatchObject({ customerId: -1, isSignedIn: false, hasStarted: false });
  });
});

describe('navigation from the session', () => {
  it('a path without /ecom reaches the router’s page under /ecom', async () => {
    vi.stubGlobal('scrollTo', () => {});
    const router = testRouter();
    await router.load();
    await router.navigate({ href: '/log-out' });
    expect(router.state.location.pathname).toBe('/log-out');
    expect(router.history.location.pathname).toBe('/ecom/log-out');
    vi.unstubAllGlobals();
  });
});
