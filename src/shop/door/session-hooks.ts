import { useSyncExternalStore } from 'react';
import type { SessionActor, SessionSnapshot } from '../../../machines/session.machine.ts';
import {
  selectHasStarted,
  selectIsSignedIn,
  selectIsStaffOnBehalf,
  selectSession,
} from '../../../machines/session.selectors.ts';
import { type SessionFields, UNAUTHENTICATED_SESSION } from '../../domain/session-fields.ts';
import { shallowEqual, useSelector } from '../../ui/use-selector.ts';
import type { AppSession } from '../session.ts';
import { useReadyShop, useShop } from './door.tsx';
import { wasSignedIn } from './signed-in-hint.ts';

/** The session once the shop has arrived, null before: for the shell, which renders before it. */
export function useOptionalAppSession(): AppSession | null {
  return useShop()?.session ?? null;
}

/** The session, for pages whose route waited for the shop (see `useReadyShop`). */
export function useAppSession(): AppSession {
  return useReadyShop().session;
}

/** The session actor, to send it events: `useSessionActor().send({ type: 'LOGIN', email, password })`. */
export function useSessionActor(): SessionActor {
  return useAppSession().actor;
}

/**
 * One value of the session, read with a selector of `machines/session.selectors.ts` (re-renders when it
 * changes); `fallback` until the session has loaded.
 */
export function useSessionValue<T>(
  selector: (snapshot: SessionSnapshot) => T,
  fallback: T,
  compare?: (a: T, b: T) => boolean,
): T {
  return useSelector(
    useOptionalAppSession()?.actor,
    (snapshot) => (snapshot ? selector(snapshot) : fallback),
    compare,
  );
}

/** One value of the session, for pages (whose routes wait for it): see `useAppSession`. */
export function useSessionSelector<T>(
  selector: (snapshot: SessionSnapshot) => T,
  compare?: (a: T, b: T) => boolean,
): T {
  return useSelector(useSessionActor(), selector, compare);
}

/** Who the shopper is, as most views need it. */
export interface SessionView extends SessionFields {
  isSignedIn: boolean;
  isStaffOnBehalf: boolean;
  /** False until the token service has answered (at start, and after signing out). */
  hasStarted: boolean;
}

function selectSessionView(snapshot: SessionSnapshot): SessionView {
  return {
    ...selectSession(snapshot),
    isSignedIn: selectIsSignedIn(snapshot),
    isStaffOnBehalf: selectIsStaffOnBehalf(snapshot),
    hasStarted: selectHasStarted(snapshot),
  };
}

/** Before the session's code has loaded: what the session says before the token service has answered. */
const NOT_STARTED: SessionView = Object.freeze({
  ...UNAUTHENTICATED_SESSION,
  isSignedIn: false,
  isStaffOnBehalf: false,
  hasStarted: false,
});

/**
 * `{ customerId, isSignedIn, isStaffOnBehalf, defaultBranchId, customerOrderId, permissions, ... }`; before
 * the session has loaded, the unauthenticated defaults with `hasStarted` false.
 */
export function useSession(): SessionView {
  return useSessionValue(selectSessionView, NOT_STARTED, shallowEqual);
}

/**
 * Signed in; before the session has started, signed in the last time this browser knew (signed-in-hint.ts):
 * for keeping the place of what only a signed-in shopper sees, never for showing or allowing anything.
 */
export function useLikelySignedIn(): boolean {
  const { isSignedIn, hasStarted } = useSession();
  // The server cannot read the hint: a page it rendered is hydrated without it, and shows it right after.
  const hinted = useSyncExternalStore(noHintChanges, wasSignedIn, notHinted);
  return hasStarted ? isSignedIn : hinted;
}

const noHintChanges = () => () => {};
const notHinted = () => false;
