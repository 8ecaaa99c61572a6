import { createContext, type ReactNode, use } from 'react';
import type { SessionActor, SessionSnapshot } from '../../../machines/session.machine.ts';
import {
  selectHasStarted,
  selectIsSignedIn,
  selectIsStaffOnBehalf,
  selectSession,
} from '../../../machines/session.selectors.ts';
import { type SessionFields, UNAUTHENTICATED_SESSION } from '../../domain/session-fields.ts';
import { shallowEqual, useSelector } from '../../ui/use-selector.ts';
import { useLazyValue } from '../lazy-value.ts';
import type { AppSession } from './app-session.ts';
import type { SessionLoader } from './session-loader.ts';

const SessionContext = createContext<SessionLoader | null>(null);

/**
 * Shares the app's one session (`createSessionLoader` in main.tsx) with the React tree. Its machine loads
 * just after first paint: until then the shell renders as it does before the token service has answered.
 */
export function SessionProvider({ session, children }: { session: SessionLoader; children: ReactNode }) {
  return <SessionContext value={session}>{children}</SessionContext>;
}

export function useSessionLoader(): SessionLoader {
  const loader = use(SessionContext);
  if (!loader) throw new Error('The session hooks need a <SessionProvider> above them');
  return loader;
}

/** The session once its code has loaded, null before: for the shell, which renders before it. */
export function useOptionalAppSession(): AppSession | null {
  return useLazyValue(useSessionLoader().current);
}

/**
 * The session, for pages: their routes wait for it before they render (guards await `context.session`), so
 * it is there. A view that can render before it has loaded uses `useOptionalAppSession` or `useSession`.
 */
export function useAppSession(): AppSession {
  const session = useOptionalAppSession();
  if (!session) {
    throw new Error("The session has not loaded yet: the page's route must await context.session.ready()");
  }
  return session;
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
