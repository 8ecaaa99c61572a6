import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  selectAccessToken,
  selectIsSignedIn,
  selectLoginError,
  selectLogoutFailed,
  selectSessionTimedOut,
} from '../../../machines/session.selectors.ts';
import { call } from '../../../src/api/client.ts';
import { ApiError } from '../../../src/api/errors.ts';
import { LoginError } from '../../../src/api/session.ts';
import { SESSION_TIMEOUT_MS } from '../../../src/domain/session.ts';
import { rememberSignedIn, wasSignedIn } from '../../../src/shop/door/signed-in-hint.ts';
import { type AppSession, type AppSessionOptions, createAppSession } from '../../../src/shop/session.ts';
import { fakeFetch, jsonAnswer } from '../api/fake-fetch.ts';
import { ANONYMOUS_TOKEN, accessToken, CUSTOMER_TOKEN, sessionClaims } from './tokens.ts';

const RENEWED_TOKEN = accessToken(sessionClaims(1001, 1001, { iat: 2 }));

type TokenService = NonNullable<AppSessionOptions['tokenService']>;

/** A token service whose answers each test controls: a deferred promise per call. */
function fakeTokenService(overrides: Partial<TokenService> = {}) {
  return {
    startSession: vi.fn(async () => ({ accessToken: ANONYMOUS_TOKEN })),
    exchangeToken: vi.fn(async () => ({ accessToken: RENEWED_TOKEN })),
    logIn: vi.fn(async () => ({ accessToken: CUSTOMER_TOKEN })),
    register: vi.fn(async () => ({ accessToken: CUSTOMER_TOKEN })),
    logOut: vi.fn(async () => {}),
    returnToAdmin: vi.fn(async () => ({ accessToken: CUSTOMER_TOKEN })),
    ...overrides,
  } satisfies TokenService;
}

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

let session: AppSession | undefined;

function start(tokenService: TokenService, options: Partial<AppSessionOptions> = {}) {
  const navigate = vi.fn();
  const reload = vi.fn();
  const writeCookie = vi.fn();
  const report = vi.fn();
  session = createAppSession({ navigate, tokenService, reload, writeCookie, report, ...options });
  return { session, navigate, reload, writeCookie, report };
}

const signedIn = async (app: AppSession) => {
  await vi.waitFor(() => expect(app.actor.getSnapshot().matches('anonymous')).toBe(true));
  app.actor.send({ type: 'LOGIN', email: 'shopper@example.com', password: 'Groceries1' });
  await vi.waitFor(() => expect(selectIsSignedIn(app.actor.getSnapshot())).toBe(true));
};

afterEach(() => {
  session?.stop();
  session = undefined;
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const account = { service: 'customer', version: 1, endpoint: 'accounts/self', schema: v.unknown() } as const;
const taxonomy = {
  service: 'taxonomy',
  version: 1,
  endpoint: 'categories/10051',
  schema: v.unknown(),
} as const;

describe('startup (doc 1 §4 Startup and login)', () => {
  it('starts the session at once; public calls do not wait for it, calls that need it do', async () => {
    const started = deferred<{ accessToken: string }>();
    const tokens = fakeTokenService({ startSession: vi.fn(() => started.promise) });
    const { fetch, sent } = fakeFetch(jsonAnswer({}));
    vi.stubGlobal('fetch', fetch);
    const { session: app } = start(tokens);
    expect(tokens.startSession).toHaveBeenCalledTimes(1);

    await call(taxonomy);
    const accountCall = call(account);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sent.map((request) => new URL(request.url).pathname)).toEqual([
      '/api/taxonomy-prod/v1/categories/10051',
    ]);
    expect(sent[0]?.headers.get('authorization')).toBe('Bearer unauthenticated');

    started.resolve({ accessToken: ANONYMOUS_TOKEN });
    await accountCall;
    expect(sent.at(-1)?.headers.get('authorization')).toBe(`Bearer ${ANONYMOUS_TOKEN}`);
    expect(selectAccessToken(app.actor.getSnapshot())).toBe(ANONYMOUS_TOKEN);
  });

  it('when the token service cannot be reached, the shop still works anonymously and reports it', async () => {
    const outage = new TypeError('Failed to fetch');
    const { session: app, report } = start(
      fakeTokenService({ startSession: vi.fn(async () => Promise.reject(outage)) }),
    );
    await vi.waitFor(() => expect(app.actor.getSnapshot().matches('anonymous')).toBe(true));
    expect(report).toHaveBeenCalledWith('Session call failed', outage);
    expect(app.whenReady()).toBeUndefined();
  });
});

describe('the call layer uses the session (doc 1 §4 "Authentication of calls")', () => {
  it('20 concurrent 401s make one token exchange, which the session stores, and each call is retried once', async () => {
    const tokens = fakeTokenService();
    const { fetch, sent } = fakeFetch((request) =>
      request.headers.get('authorization') === `Bearer ${RENEWED_TOKEN}`
        ? jsonAnswer({ ok: true })
        : jsonAnswer({ type: 'UNAUTHORISED' }, { status: 401 }),
    );
    vi.stubGlobal('fetch', fetch);
    const { session: app } = start(tokens);
    await signedIn(app);

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => call({ ...account, endpoint: `accounts/${index}` })),
    );

    expect(answers).toEqual(Array(20).fill({ ok: true }));
    expect(tokens.exchangeToken).toHaveBeenCalledTimes(1);
    expect(sent).toHaveLength(40);
    expect(selectAccessToken(app.actor.getSnapshot())).toBe(RENEWED_TOKEN);
    expect(app.actor.getSnapshot().matches('signedIn')).toBe(true);
  });

  it('a failed refresh logs the shopper out once: logout call, cookies cleared, the logged-out page, a new session', async () => {
    const tokens = fakeTokenService({
      exchangeToken: vi.fn(async () =>
        Promise.reject(
          new ApiError(401, { type: 'SESSION_EXPIRED' }, new Request('https://x/'), 'POST token'),
        ),
      ),
    });
    const { fetch } = fakeFetch(jsonAnswer({ type: 'UNAUTHORISED' }, { status: 401 }));
    vi.stubGlobal('fetch', fetch);
    const { session: app, navigate, writeCookie } = start(tokens);
    await signedIn(app);
    const signedOut = vi.fn();
    app.actor.on('signedOut', signedOut);

    const outcomes = await Promise.allSettled(Array.from({ length: 5 }, () => call(account)));

    expect(outcomes.every((outcome) => outcome.status === 'rejected')).toBe(true);
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/log-out'));
    expect(tokens.logOut).toHaveBeenCalledTimes(1);
    expect(writeCookie).toHaveBeenCalledWith('session=; Max-Age=0; Path=/; SameSite=Lax');
    expect(writeCookie).toHaveBeenCalledWith('status=; Max-Age=0; Path=/; SameSite=Lax');
    expect(signedOut).toHaveBeenCalledExactlyOnceWith({ type: 'signedOut', keepSlotBooking: false });
    await vi.waitFor(() => expect(tokens.startSession).toHaveBeenCalledTimes(2));
    expect(selectIsSignedIn(app.actor.getSnapshot())).toBe(false);
  });

  it('a 403 is logout handling', async () => {
    const tokens = fakeTokenService();
    vi.stubGlobal('fetch', fakeFetch(jsonAnswer({}, { status: 403 })).fetch);
    const { session: app, navigate } = start(tokens);
    await signedIn(app);
    await expect(call(account)).rejects.toMatchObject({ status: 403 });
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/log-out'));
    expect(tokens.logOut).toHaveBeenCalledTimes(1);
  });

  it('a refresh that loses the race to a sign-in does not undo it', async () => {
    const exchange = deferred<{ accessToken: string }>();
    const tokens = fakeTokenService({ exchangeToken: vi.fn(() => exchange.promise) });
    const { fetch } = fakeFetch((request) =>
      request.headers.get('authorization') === `Bearer ${CUSTOMER_TOKEN}`
        ? jsonAnswer({ ok: true })
        : jsonAnswer({}, { status: 401 }),
    );
    vi.stubGlobal('fetch', fetch);
    const { session: app } = start(tokens);
    await vi.waitFor(() => expect(app.actor.getSnapshot().matches('anonymous')).toBe(true));

    const pending = call(account);
    await vi.waitFor(() => expect(tokens.exchangeToken).toHaveBeenCalled());
    await signedIn(app);
    exchange.resolve({ accessToken: ANONYMOUS_TOKEN });

    await expect(pending).resolves.toEqual({ ok: true });
    expect(selectAccessToken(app.actor.getSnapshot())).toBe(CUSTOMER_TOKEN);
  });
});

describe('sign-in (doc 1 §8 "Login ...")', () => {
  it('a soft-locked account goes to the locked forgot-password page', async () => {
    const tokens = fakeTokenService({
      logIn: vi.fn(async () => Promise.reject(new LoginError('SOFT_LOCKED', ''))),
    });
    const { session: app, navigate } = start(tokens);
    await vi.waitFor(() => expect(app.actor.getSnapshot().matches('anonymous')).toBe(true));
    app.actor.send({ type: 'LOGIN', email: 'soft-locked@example.com', password: 'Groceries1' });
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/forgot-password/locked'));
    expect(selectLoginError(app.actor.getSnapshot())?.code).toBe('SOFT_LOCKED');
  });

  it('tells listeners who signed in', async () => {
    const { session: app } = start(fakeTokenService());
    const listener = vi.fn();
    app.actor.on('signedIn', listener);
    await signedIn(app);
    expect(listener).toHaveBeenCalledWith({
      type: 'signedIn',
      session: expect.objectContaining({ customerId: 1001 }),
    });
  });
});

// Issue 20: the next page's first paint keeps the place of what only a signed-in shopper sees.
describe('the signed-in hint (src/shop/door/signed-in-hint.ts)', () => {
  it('is kept once a shopper signs in, and dropped when the session starts anonymous', async () => {
    rememberSignedIn(false);
    const { session: app } = start(fakeTokenService());
    await signedIn(app);
    expect(wasSignedIn()).toBe(true);
    app.stop();

    start(fakeTokenService());
    await vi.waitFor(() => expect(wasSignedIn()).toBe(false));
  });
});

describe('log out (doc 1 §4 Log out, §8)', () => {
  it('retries once after 1 second, then shows "Unable to log out" on the log-out error page', async () => {
    vi.useFakeTimers();
    const failure = new Error('POST logout answered 500');
    const tokens = fakeTokenService({ logOut: vi.fn(async () => Promise.reject(failure)) });
    const { session: app, navigate, report } = start(tokens);
    await vi.advanceTimersByTimeAsync(0);
    app.actor.send({ type: 'LOGIN', email: 'a@b.c', password: 'x' });
    await vi.advanceTimersByTimeAsync(0);

    app.actor.send({ type: 'LOGOUT' });
    await vi.advanceTimersByTimeAsync(0);
    expect(tokens.logOut).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(tokens.logOut).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(tokens.logOut).toHaveBeenCalledTimes(2);

    expect(selectLogoutFailed(app.actor.getSnapshot())).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/log-out/error');
    expect(report).toHaveBeenCalledWith('Error logging out', failure);
    expect(selectIsSignedIn(app.actor.getSnapshot())).toBe(true);
  });

  it('asked again after both attempts failed, tries afresh (the log-out page revisited, Try again)', async () => {
    vi.useFakeTimers();
    const logOut = vi.fn<() => Promise<void>>(async () =>
      Promise.reject(new Error('POST logout answered 500')),
    );
    const tokens = fakeTokenService({ logOut });
    const { session: app, navigate } = start(tokens);
    await vi.advanceTimersByTimeAsync(0);
    app.actor.send({ type: 'LOGIN', email: 'a@b.c', password: 'x' });
    await vi.advanceTimersByTimeAsync(0);
    app.actor.send({ type: 'LOGOUT' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(selectLogoutFailed(app.actor.getSnapshot())).toBe(true);

    logOut.mockResolvedValue(undefined);
    app.actor.send({ type: 'LOGOUT' });
    // The 'Unable to log out' modal closes as the new attempt starts.
    expect(selectLogoutFailed(app.actor.getSnapshot())).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(logOut).toHaveBeenCalledTimes(3);
    expect(selectIsSignedIn(app.actor.getSnapshot())).toBe(false);
    expect(navigate).toHaveBeenLastCalledWith('/log-out');
  });

  it('keeps the slot booking when asked', async () => {
    const { session: app } = start(fakeTokenService());
    await signedIn(app);
    const listener = vi.fn();
    app.actor.on('signedOut', listener);
    app.actor.send({ type: 'LOGOUT', keepSlotBooking: true });
    await vi.waitFor(() =>
      expect(listener).toHaveBeenCalledWith({ type: 'signedOut', keepSlotBooking: true }),
    );
  });
});

describe('session timer (doc 2 §4)', () => {
  it('opens the timeout modal 1,680,000 ms after sign-in; Refresh now reloads the page', async () => {
    vi.useFakeTimers();
    const { session: app, reload } = start(fakeTokenService());
    await vi.advanceTimersByTimeAsync(0);
    app.actor.send({ type: 'LOGIN', email: 'a@b.c', password: 'x' });
    await vi.advanceTimersByTimeAsync(0);
    const timedOut = vi.fn();
    app.actor.on('timedOut', timedOut);

    await vi.advanceTimersByTimeAsync(SESSION_TIMEOUT_MS - 1);
    expect(selectSessionTimedOut(app.actor.getSnapshot())).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(selectSessionTimedOut(app.actor.getSnapshot())).toBe(true);
    expect(timedOut).toHaveBeenCalledTimes(1);

    app.actor.send({ type: 'REFRESH_PAGE' });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('starts afresh when the token is renewed', async () => {
    vi.useFakeTimers();
    const { session: app } = start(fakeTokenService());
    await vi.advanceTimersByTimeAsync(0);
    app.actor.send({ type: 'LOGIN', email: 'a@b.c', password: 'x' });
    await vi.advanceTimersByTimeAsync(SESSION_TIMEOUT_MS - 1000);
    app.actor.send({ type: 'TOKEN_REFRESHED', accessToken: RENEWED_TOKEN, replaces: CUSTOMER_TOKEN });
    await vi.advanceTimersByTimeAsync(1000);
    expect(selectSessionTimedOut(app.actor.getSnapshot())).toBe(false);
    await vi.advanceTimersByTimeAsync(SESSION_TIMEOUT_MS - 1000);
    expect(selectSessionTimedOut(app.actor.getSnapshot())).toBe(true);
  });
});
