import { MAX_RETRY_AFTER_MS } from '../domain/calls.ts';
import type { FailedCall, StatusRules } from './client.ts';
import { ServiceUnavailableError, SessionRefreshError } from './errors.ts';

/** Why the call layer asks for the shopper to be logged out. */
export type LogoutReason = 'refresh failed' | 'forbidden';

export interface AuthRulesOptions {
  /** The token calls are sent with now. */
  getAccessToken: () => string;
  /** Gets the session a new access token (the token exchange); rejects when the session cannot be renewed. */
  refreshSession: () => Promise<void>;
  /** Logout handling (doc 1 §4): after a failed refresh, or a 403. */
  logOut: (reason: LogoutReason) => void;
  /** The network error modal (doc 1 §8). */
  showNetworkError: () => void;
  /** Where unhandled failures are logged ('HTTP error', doc 1 §8). Default: console.error. */
  report?: (message: string, details: Record<string, unknown>) => void;
  /** Waits before a 503 is sent again; tests make time pass by hand. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** The epoch milliseconds an HTTP-date Retry-After is measured from. */
  now?: () => number;
  /** The page's origin: calls to another domain that get no answer are ignored (doc 1 §8). */
  pageOrigin?: string;
}

export interface AuthRules extends StatusRules {
  /** Settles when the refresh under way, if any, has finished (whatever its outcome). */
  whenRefreshed(): Promise<void> | undefined;
}

/** Statuses that are not logged as 'HTTP error' when a call fails with them (doc 1 §8). */
const NOT_LOGGED = new Set([401, 409]);

/** One token exchange, shared by every call that was answered 401 while it ran or before it finished. */
interface Refresh {
  /** The token the failed calls carried. */
  token: string;
  renewed: Promise<boolean>;
  error?: unknown;
  /** `performance.now()` when it finished; calls sent after that are not answered by it. */
  settledAt: number | null;
  loggedOut: boolean;
}

/** The wait a Retry-After header asks for, or null without one (seconds, or an HTTP date). */
export function retryAfterMs(header: string | null, now: number): number | null {
  const value = header?.trim();
  if (!value) return null;
  if (/^\d+(\.\d+)?$/.test(value)) return Math.ceil(Number(value) * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

function bearerOf(request: Request): string {
  return (request.headers.get('authorization') ?? '').replace(/^Bearer /, '');
}

function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', abort);
      resolve();
    }, ms);
    const abort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', abort, { once: true });
  });
}

function isCrossDomain(url: string, pageOrigin: string | undefined): boolean {
  try {
    return pageOrigin !== undefined && new URL(url, pageOrigin).origin !== pageOrigin;
  } catch {
    return false;
  }
}

/**
 * The call layer's rules for failed calls (doc 1 §4 "Authentication of calls", §8):
 * - 401: refresh the session, then send the call once more. Any number of calls answered 401 share one
 *   refresh. If the refresh fails the shopper is logged out (once), or the call throws a SessionRefreshError
 *   when it asked for that.
 * - 403: logout handling.
 * - 503: wait for Retry-After and send again when it is 30 s or less; more, or none, throws the spec's error,
 *   and none also shows the network error modal.
 * - any other failure except 401 and 409 is logged as 'HTTP error'.
 * - a call to another domain that gets no answer is ignored; one to our own is a network error.
 */
export function createAuthRules(options: AuthRulesOptions): AuthRules {
  const {
    getAccessToken,
    refreshSession,
    logOut,
    showNetworkError,
    report = (message, details) => console.error(message, details),
    sleep = abortableSleep,
    now = Date.now,
    pageOrigin = globalThis.location?.origin,
  } = options;

  let latest: Refresh | undefined;

  function refreshFor(failure: FailedCall): Refresh | 'already renewed' {
    const token = bearerOf(failure.request);
    const answersThisCall = latest?.settledAt === null || failure.sentAt <= (latest?.settledAt ?? -1);
    if (latest && latest.token === token && answersThisCall) return latest;
    if (getAccessToken() !== token) return 'already renewed';
    const refresh: Refresh = { token, renewed: Promise.resolve(false), settledAt: null, loggedOut: false };
    refresh.renewed = refreshSession().then(
      () => true,
      (error: unknown) => {
        refresh.error = error;
        return false;
      },
    );
    void refresh.renewed.then(() => {
      refresh.settledAt = performance.now();
    });
    latest = refresh;
    return refresh;
  }

  async function onUnauthorised(failure: FailedCall): Promise<'resend' | 'fail'> {
    if (failure.resent > 0) return 'fail';
    const refresh = refreshFor(failure);
    if (refresh === 'already renewed' || (await refresh.renewed)) return 'resend';
    if (failure.throwOnRefreshFailure) {
      throw new SessionRefreshError(failure.error.call, { cause: refresh.error ?? failure.error });
    }
    if (!refresh.loggedOut) {
      refresh.loggedOut = true;
      logOut('refresh failed');
    }
    return 'fail';
  }

  async function onUnavailable(failure: FailedCall): Promise<'resend' | 'fail'> {
    const wait = retryAfterMs(failure.error.headers.get('retry-after'), now());
    if (wait === null) {
      showNetworkError();
      throw new ServiceUnavailableError(failure.error, null);
    }
    if (wait > MAX_RETRY_AFTER_MS) throw new ServiceUnavailableError(failure.error, wait);
    if (failure.resent > 0) return 'fail';
    await sleep(wait, failure.signal);
    return 'resend';
  }

  async function decide(failure: FailedCall): Promise<'resend' | 'fail'> {
    switch (failure.error.status) {
      case 401:
        return onUnauthorised(failure);
      case 403:
        logOut('forbidden');
        return 'fail';
      case 503:
        return onUnavailable(failure);
      default:
        return 'fail';
    }
  }

  return {
    async onFailedAnswer(failure) {
      const { status, call } = failure.error;
      const logged = (error: unknown) => {
        if (!NOT_LOGGED.has(status)) report('HTTP error', { call, status, error });
      };
      try {
        const decision = await decide(failure);
        if (decision === 'fail') logged(failure.error);
        return decision;
      } catch (error) {
        logged(error);
        throw error;
      }
    },

    onNoAnswer(error, url) {
      // Timeouts and aborted calls are the caller's to judge; only a failed fetch has no status at all.
      if (!(error instanceof TypeError) || isCrossDomain(url, pageOrigin)) return;
      report('Network error', { url, error });
      showNetworkError();
    },

    whenRefreshed() {
      if (!latest || latest.settledAt !== null) return undefined;
      return latest.renewed.then(() => undefined);
    },
  };
}
