import { shallowEqual, useSelector } from '@xstate/react';
import { createContext, type ReactNode, use } from 'react';
import {
  type SessionActor,
  type SessionSnapshot,
  selectHasStarted,
  selectIsSignedIn,
  selectIsStaffOnBehalf,
  selectSession,
} from '../../../machines/session.machine.ts';
import type { SessionFields } from '../../domain/session.ts';
import type { AppSession } from './app-session.ts';

const SessionContext = createContext<AppSession | null>(null);

/** Shares the app's one session (created by `createAppSession` in main.tsx) with the React tree. */
export function SessionProvider({ session, children }: { session: AppSession; children: ReactNode }) {
  return <SessionContext value={session}>{children}</SessionContext>;
}

export function useAppSession(): AppSession {
  const session = use(SessionContext);
  if (!session) throw new Error('useAppSession needs a <SessionProvider> above it');
  return session;
}

/** The session actor, to send it events: `useSessionActor().send({ type: 'LOGIN', email, password })`. */
export function useSessionActor(): SessionActor {
  return useAppSession().actor;
}

/** One value of the session, read with a selector of `machines/session.machine.ts` (re-renders when it changes). */
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

/** `{ customerId, isSignedIn, isStaffOnBehalf, defaultBranchId, customerOrderId, permissions, ... }`. */
export function useSession(): SessionView {
  return useSessionSelector(selectSessionView, shallowEqual);
}
