import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginError } from '../../../src/api/session.ts';
import { pushToDataLayer } from '../../../src/shop/door/data-layer.ts';
import {
  isLoginInProgress,
  LOGIN_IN_PROGRESS_KEY,
  markLoginInProgress,
  watchLogins,
} from '../../../src/shop/door/login-analytics.ts';
import type { AppSession } from '../../../src/shop/session.ts';
import { CUSTOMER_ACCESS, STAFF_ON_BEHALF_ACCESS } from '../sign-in/support.tsx';
import { ANONYMOUS_ACCESS, createTestSession } from '../support/shop-harness.tsx';

let session: AppSession | undefined;

afterEach(() => {
  session?.stop();
  session = undefined;
  sessionStorage.clear();
  window.dataLayer = undefined;
});

async function anonymousSession(logIn: () => Promise<{ accessToken: string }>) {
  session = createTestSession(undefined, {
    tokenService: {
      startSession: async () => ({ accessToken: ANONYMOUS_ACCESS }),
      exchangeToken: async () => ({ accessToken: ANONYMOUS_ACCESS }),
      logIn,
      register: async () => ({ accessToken: CUSTOMER_ACCESS }),
      logOut: async () => {},
      returnToAdmin: async () => ({ accessToken: CUSTOMER_ACCESS }),
    },
  });
  await session.whenReady();
  return session;
}

const signIn = (app: AppSession) =>
  app.actor.send({ type: 'LOGIN', email: 'ann.smith@example.com', password: 'Groceries1' });

describe('the data layer', () => {
  it('is created on the first push and keeps every event in order', () => {
    pushToDataLayer({ event: 'one' });
    pushToDataLayer({ event: 'two', detail: 2 });
    expect(window.dataLayer).toEqual([{ event: 'one' }, { event: 'two', detail: 2 }]);
  });
});

describe('the login analytics event', () => {
  it('fires once for a sign-in submitted with the flag, and clears it', async () => {
    const app = await anonymousSession(async () => ({ accessToken: CUSTOMER_ACCESS }));
    const push = vi.fn();
    const stop = watchLogins(app.actor, { push });
    markLoginInProgress();
    signIn(app);
    await vi.waitFor(() => expect(push).toHaveBeenCalledTimes(1));
    expect(push).toHaveBeenCalledWith({ event: 'login', customerServiceSignOn: false });
    expect(isLoginInProgress()).toBe(false);
    // The session goes on (a renewal, the timer): no second event.
    app.actor.send({ type: 'TOKEN_REFRESHED', accessToken: CUSTOMER_ACCESS, replaces: CUSTOMER_ACCESS });
    expect(push).toHaveBeenCalledTimes(1);
    stop();
  });

  it('carries the customer-service sign-on flag for staff acting for a customer', async () => {
    const app = await anonymousSession(async () => ({ accessToken: STAFF_ON_BEHALF_ACCESS }));
    const push = vi.fn();
    watchLogins(app.actor, { push });
    markLoginInProgress();
    signIn(app);
    await vi.waitFor(() =>
      expect(push).toHaveBeenCalledWith({ event: 'login', customerServiceSignOn: true }),
    );
  });

  it('fires on return when the page starts signed in with the flag set', async () => {
    sessionStorage.setItem(LOGIN_IN_PROGRESS_KEY, 'true');
    session = createTestSession(CUSTOMER_ACCESS);
    const push = vi.fn();
    watchLogins(session.actor, { push });
    await vi.waitFor(() =>
      expect(push).toHaveBeenCalledWith({ event: 'login', customerServiceSignOn: false }),
    );
    expect(push).toHaveBeenCalledTimes(1);
  });

  it('does not fire for a session that was already signed in, without the flag', async () => {
    session = createTestSession(CUSTOMER_ACCESS);
    const push = vi.fn();
    watchLogins(session.actor, { push });
    await session.whenReady();
    expect(push).not.toHaveBeenCalled();
  });

  it('pushes a failed attempt with its message, and clears the flag', async () => {
    const app = await anonymousSession(async () =>
      Promise.reject(new LoginError('INVALID_CREDENTIALS', 'Your email address or password is incorrect')),
    );
    const push = vi.fn();
    watchLogins(app.actor, { push });
    markLoginInProgress();
    signIn(app);
    await vi.waitFor(() =>
      expect(push).toHaveBeenCalledWith({
        event: 'login_error',
        loginError: 'INVALID_CREDENTIALS',
        message: 'Your email address or password is incorrect',
      }),
    );
    expect(isLoginInProgress()).toBe(false);
  });

  it('survives storage the browser refuses', async () => {
    const refusing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(() => markLoginInProgress(refusing)).not.toThrow();
    expect(isLoginInProgress(refusing)).toBe(false);
    const app = await anonymousSession(async () => ({ accessToken: CUSTOMER_ACCESS }));
    const push = vi.fn();
    watchLogins(app.actor, { push, storage: refusing });
    signIn(app);
    await vi.waitFor(() => expect(app.actor.getSnapshot().matches('signedIn')).toBe(true));
    expect(push).not.toHaveBeenCalled();
  });
});
