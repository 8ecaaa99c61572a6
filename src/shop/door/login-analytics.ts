import type { SessionActor } from '../../../machines/session.machine.ts';
import {
  selectIsLoggingIn,
  selectIsSignedIn,
  selectIsStaffOnBehalf,
  selectLoginError,
} from '../../../machines/session.selectors.ts';
import { type PushToDataLayer, pushToDataLayer } from './data-layer.ts';

/**
 * The login analytics event (doc 1 §1, §4 "A login-in-progress flag causes one login analytics event on
 * return"): the sign-in form sets the flag in session storage when it is submitted; the first signed-in
 * state after it pushes `{ event: 'login', customerServiceSignOn }` once and clears the flag. The flag lives
 * in session storage so that a sign-in that ends on another page load (a redirect, a reload) still counts
 * once. A failed attempt clears it and pushes `{ event: 'login_error', loginError, message }` (doc 1 §7.5
 * "Login errors are pushed with a message").
 */
export const LOGIN_IN_PROGRESS_KEY = 'loginInProgress';

export type FlagStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Session storage, or nothing when the browser refuses it (private modes, blocked storage). */
function sessionStorageOrNull(): FlagStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function safely<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

/** Called by the sign-in form as it sends the credentials. */
export function markLoginInProgress(storage: FlagStorage | null = sessionStorageOrNull()): void {
  safely(() => storage?.setItem(LOGIN_IN_PROGRESS_KEY, 'true'), undefined);
}

export function isLoginInProgress(storage: FlagStorage | null = sessionStorageOrNull()): boolean {
  return safely(() => storage?.getItem(LOGIN_IN_PROGRESS_KEY) === 'true', false);
}

export interface LoginAnalyticsOptions {
  storage?: FlagStorage | null;
  push?: PushToDataLayer;
}

/**
 * Watches the session and pushes the login event once per sign-in. Returns the unsubscription.
 */
export function watchLogins(actor: SessionActor, options: LoginAnalyticsOptions = {}): () => void {
  const { storage = sessionStorageOrNull(), push = pushToDataLayer } = options;
  const clear = () => safely(() => storage?.removeItem(LOGIN_IN_PROGRESS_KEY), undefined);

  const check = (snapshot: ReturnType<SessionActor['getSnapshot']>) => {
    if (!isLoginInProgress(storage) || selectIsLoggingIn(snapshot)) return;
    if (selectIsSignedIn(snapshot)) {
      clear();
      push({ event: 'login', customerServiceSignOn: selectIsStaffOnBehalf(snapshot) });
      return;
    }
    const failure = selectLoginError(snapshot);
    if (failure) {
      clear();
      push({ event: 'login_error', loginError: failure.code, message: failure.message });
    }
  };

  check(actor.getSnapshot());
  const subscription = actor.subscribe(check);
  return () => subscription.unsubscribe();
}
