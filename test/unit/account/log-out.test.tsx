import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { selectIsSignedIn, selectLogoutFailed } from '../../../machines/session.selectors.ts';
import { browserHref, CUSTOMER_ACCESS, deferred, renderShop } from '../sign-in/support.tsx';
import { ANONYMOUS_ACCESS } from '../support/shop-harness.tsx';

vi.mock('../../../src/features/app-banner/AppBanner.tsx', () => ({ AppBanner: () => null }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const signedOutHeading = () => screen.queryByRole('heading', { level: 1, name: 'You have signed out' });

/** The session answers as the token service does: the customer's until logout, a new anonymous one after. */
function customerUntilLogout() {
  return vi
    .fn()
    .mockResolvedValueOnce({ accessToken: CUSTOMER_ACCESS })
    .mockResolvedValue({ accessToken: ANONYMOUS_ACCESS });
}

describe('the log-out page /ecom/log-out (doc 1 §4 Log out)', () => {
  it('signs a signed-in shopper out on arrival, and says so only once it is true', async () => {
    const logout = deferred<void>();
    const logOut = vi.fn(() => logout.promise);
    const { router, session } = renderShop('/ecom/log-out', {
      token: CUSTOMER_ACCESS,
      tokenService: { logOut, startSession: customerUntilLogout() },
    });

    await waitFor(() => expect(logOut).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole('heading', { level: 1, name: 'Signing you out' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Signing you out…');
    expect(signedOutHeading()).not.toBeInTheDocument();
    expect(selectIsSignedIn(session.actor.getSnapshot())).toBe(true);

    logout.resolve();
    expect(await screen.findByRole('heading', { level: 1, name: 'You have signed out' })).toBeInTheDocument();
    expect(selectIsSignedIn(session.actor.getSnapshot())).toBe(false);
    expect(browserHref(router)).toBe('/ecom/log-out');
    expect(logOut).toHaveBeenCalledTimes(1);

    // Signed out for real: the guard sends My account to sign in.
    await router.navigate({ href: '/myaccount' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(browserHref(router)).toBe('/ecom/login?redirect=%2Fecom%2Fmyaccount');
  });

  it("tries once more after 1 s, then goes to 'Unable to log out' and never says the shopper signed out", async () => {
    const logOut = vi.fn(async () => Promise.reject(new Error('POST logout answered 502')));
    const { router, session } = renderShop('/ecom/log-out', {
      token: CUSTOMER_ACCESS,
      tokenService: { logOut },
    });
    const saidSignedOut = vi.fn();
    const observer = new MutationObserver(() => {
      if (signedOutHeading()) saidSignedOut();
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unable to log out' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    observer.disconnect();
    expect(browserHref(router)).toBe('/ecom/log-out/error');
    expect(logOut).toHaveBeenCalledTimes(2);
    expect(selectIsSignedIn(session.actor.getSnapshot())).toBe(true);
    expect(saidSignedOut).not.toHaveBeenCalled();
  });

  it('coming back to it after a failed logout tries again', async () => {
    const logOut = vi.fn<() => Promise<void>>(async () =>
      Promise.reject(new Error('POST logout answered 502')),
    );
    const { router, session } = renderShop('/ecom/log-out', {
      token: CUSTOMER_ACCESS,
      tokenService: { logOut, startSession: customerUntilLogout() },
    });
    await screen.findByRole('heading', { level: 1, name: 'Unable to log out' }, { timeout: 3000 });
    expect(selectLogoutFailed(session.actor.getSnapshot())).toBe(true);

    logOut.mockResolvedValue(undefined);
    await router.navigate({ href: '/log-out' });
    expect(await screen.findByRole('heading', { level: 1, name: 'You have signed out' })).toBeInTheDocument();
    expect(logOut).toHaveBeenCalledTimes(3);
    expect(selectIsSignedIn(session.actor.getSnapshot())).toBe(false);
  });

  it('tells a visitor who is not signed in that they are signed out, without calling logout', async () => {
    const logOut = vi.fn(async () => {});
    renderShop('/ecom/log-out', { tokenService: { logOut } });
    expect(await screen.findByRole('heading', { level: 1, name: 'You have signed out' })).toBeInTheDocument();
    expect(logOut).not.toHaveBeenCalled();
  });

  it('is not signed out by a preload of the page (a link the pointer passes over)', async () => {
    const logOut = vi.fn(async () => {});
    const { router, session } = renderShop('/ecom/myaccount', {
      token: CUSTOMER_ACCESS,
      tokenService: { logOut, startSession: customerUntilLogout() },
    });
    await screen.findByRole('heading', { level: 1, name: 'My account' });
    await router.preloadRoute({ to: '/log-out' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(logOut).not.toHaveBeenCalled();
    expect(selectIsSignedIn(session.actor.getSnapshot())).toBe(true);

    // Following the link is arriving.
    await router.navigate({ to: '/log-out' });
    expect(await screen.findByRole('heading', { level: 1, name: 'You have signed out' })).toBeInTheDocument();
    expect(logOut).toHaveBeenCalledTimes(1);
  });
});
