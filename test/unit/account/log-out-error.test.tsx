import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { selectLogoutFailed } from '../../../machines/session.selectors.ts';
import { browserHref, CUSTOMER_ACCESS, renderShop } from '../sign-in/support.tsx';
import { ANONYMOUS_ACCESS } from '../support/shop-harness.tsx';

vi.mock('../../../src/features/app-banner/AppBanner.tsx', () => ({ AppBanner: () => null }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the log-out error page /ecom/log-out/error', () => {
  it('is where a failed logout ends, and Try again logs out', async () => {
    const logOut = vi.fn<() => Promise<void>>(async () =>
      Promise.reject(new Error('POST logout answered 502')),
    );
    // The token service's session: the customer's until a logout succeeds, a new anonymous one after.
    const startSession = vi
      .fn()
      .mockResolvedValueOnce({ accessToken: CUSTOMER_ACCESS })
      .mockResolvedValue({ accessToken: ANONYMOUS_ACCESS });
    const { router, session } = renderShop('/ecom/myaccount', {
      token: CUSTOMER_ACCESS,
      tokenService: { logOut, startSession },
    });
    await screen.findByRole('heading', { level: 1, name: 'My account' });

    session.actor.send({ type: 'LOGOUT' });
    // Tried twice, one second apart (doc 1 §4 Log out).
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unable to log out' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(browserHref(router)).toBe('/ecom/log-out/error');
    expect(logOut).toHaveBeenCalledTimes(2);
    expect(selectLogoutFailed(session.actor.getSnapshot())).toBe(true);

    logOut.mockResolvedValue(undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'You have signed out' })).toBeInTheDocument();
    expect(browserHref(router)).toBe('/ecom/log-out');
    expect(logOut).toHaveBeenCalledTimes(3);
  });

  it('has nothing to try again for a shopper who is not signed in', async () => {
    renderShop('/ecom/log-out/error');
    expect(await screen.findByText("You're not signed in.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Unable to log out'));
  });
});
