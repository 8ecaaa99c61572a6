/**
 * What pages and the shell read of the session (machines/session.machine.ts), so that no view has to reach
 * into states and context. Kept apart from the machine: this module carries no xstate runtime, so the
 * first script can read a session whose machine loads after first paint (issue 5).
 */
import type { LoginFailure, RegistrationFailure } from '../src/domain/session.ts';
import { isSignedIn, isStaffOnBehalf, type SessionFields } from '../src/domain/session-fields.ts';
import type { SessionSnapshot } from './session.machine.ts';

/** The session fields (doc 1 §3): customerId, principalId, permissions, customerOrderId, ... */
export const selectSession = (snapshot: SessionSnapshot): SessionFields => snapshot.context.session;
export const selectAccessToken = (snapshot: SessionSnapshot): string => snapshot.context.accessToken;
export const selectCustomerId = (snapshot: SessionSnapshot): number => snapshot.context.session.customerId;
export const selectIsSignedIn = (snapshot: SessionSnapshot): boolean => isSignedIn(snapshot.context.session);
export const selectIsStaffOnBehalf = (snapshot: SessionSnapshot): boolean =>
  isStaffOnBehalf(snapshot.context.session);
/** False while the token service has not answered yet (at start, and after signing out). */
export const selectHasStarted = (snapshot: SessionSnapshot): boolean => !snapshot.matches('starting');
export const selectIsLoggingIn = (snapshot: SessionSnapshot): boolean => snapshot.matches('loggingIn');
export const selectIsRegistering = (snapshot: SessionSnapshot): boolean => snapshot.matches('registering');
export const selectIsLoggingOut = (snapshot: SessionSnapshot): boolean =>
  snapshot.matches('loggingOut') ||
  snapshot.matches('waitingToRetryLogout') ||
  snapshot.matches('retryingLogout');
export const selectIsReturningToAdmin = (snapshot: SessionSnapshot): boolean =>
  snapshot.matches('returningToAdmin');
/** Why the last sign-in failed: `code` is INVALID_CREDENTIALS, THROTTLE_LOGIN_ERROR, SOFT_LOCKED, HARD_LOCKED or UNEXPECTED. */
export const selectLoginError = (snapshot: SessionSnapshot): LoginFailure | null =>
  snapshot.context.loginError;
/** Why the last registration failed: VALIDATION (with `fields`), REGISTRATION_REFUSED or UNEXPECTED. */
export const selectRegistrationError = (snapshot: SessionSnapshot): RegistrationFailure | null =>
  snapshot.context.registrationError;
/** The session timeout modal is open. */
export const selectSessionTimedOut = (snapshot: SessionSnapshot): boolean => snapshot.matches('timedOut');
/** The 'Unable to log out' modal is open. */
export const selectLogoutFailed = (snapshot: SessionSnapshot): boolean => snapshot.matches('logoutFailed');
