import { type Actor, createActor, fromPromise, type InspectionEvent } from 'xstate';
import { type SessionActor, sessionMachine } from '../../machines/session.machine.ts';
import { selectAccessToken, selectHasStarted, selectIsSignedIn } from '../../machines/session.selectors.ts';
import { type AuthRules, createAuthRules, type LogoutReason } from '../api/auth-rules.ts';
import { connectSession, type SessionConnection } from '../api/client.ts';
import { tokenService as appTokenService, type TokenService } from '../api/session.ts';
import {
  type Credentials,
  cookieClearings,
  type RegistrationDetails,
  SESSION_PAGES,
  type TokenGrant,
} from '../domain/session.ts';
import { createNetworkErrorNotice, type NetworkErrorNotice } from './door/network-error.ts';
import { rememberSignedIn } from './door/signed-in-hint.ts';

export interface AppSessionOptions {
  /** Goes to a page of the shop, e.g. `/log-out` (the router adds /ecom); not again if it is there (session-navigation.ts). */
  navigate: (path: string) => void;
  tokenService?: Pick<
    TokenService,
    'startSession' | 'exchangeToken' | 'logIn' | 'register' | 'logOut' | 'returnToAdmin'
  >;
  reload?: () => void;
  /** Assigns one `document.cookie` value. */
  writeCookie?: (cookie: string) => void;
  /** The error log. */
  report?: (message: string, details?: unknown) => void;
  networkError?: NetworkErrorNotice;
  /** Connects the call layer; the app's own by default. */
  connect?: (connection: SessionConnection) => () => void;
  /** Passed on to the status rules (tests make time pass by hand). */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  inspect?: ((event: InspectionEvent) => void) | undefined;
}

/** The app's one session: its actor, and what the call layer uses of it. */
export interface AppSession {
  actor: SessionActor;
  rules: AuthRules;
  networkError: NetworkErrorNotice;
  /** Reloads the page (the network error modal's button). */
  reload(): void;
  /** Resolves once calls that need the session may go: it has started, and no refresh is under way. */
  whenReady(): Promise<void> | undefined;
  /** Stops the actor and disconnects the call layer (tests; the app's session lives as long as the page). */
  stop(): void;
}

function writeDocumentCookie(cookie: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: cookieStore is not in every browser the shop supports
  document.cookie = cookie;
}

/** Resolves when the actor's snapshot satisfies the check; at once (undefined) when it already does. */
function whenSnapshot(
  actor: SessionActor,
  check: (snapshot: ReturnType<SessionActor['getSnapshot']>) => boolean,
) {
  if (check(actor.getSnapshot())) return undefined;
  return new Promise<void>((resolve) => {
    const subscription = actor.subscribe((snapshot) => {
      if (!check(snapshot)) return;
      subscription.unsubscribe();
      resolve();
    });
  });
}

/**
 * Creates and starts the shopper's session (DESIGN §2: a long-lived app actor, created once) and connects
 * the call layer to it: calls carry its token, calls that need it wait for it to start, a 401 refreshes it
 * (once for any number of calls) and a failed refresh or a 403 logs the shopper out.
 */
export function createAppSession(options: AppSessionOptions): AppSession {
  const {
    navigate,
    tokenService = appTokenService,
    reload = () => window.location.reload(),
    writeCookie = writeDocumentCookie,
    report = (message, details) => console.error(message, details),
    networkError = createNetworkErrorNotice(),
    connect = connectSession,
    sleep,
    inspect,
  } = options;

  const errorOf = (event: { type: string }) => ('error' in event ? event.error : undefined);

  const machine = sessionMachine.provide({
    actors: {
      startSession: fromPromise<TokenGrant>(() => tokenService.startSession()),
      logIn: fromPromise<TokenGrant, Credentials>(({ input }) => tokenService.logIn(input)),
      register: fromPromise<TokenGrant, RegistrationDetails>(({ input }) => tokenService.register(input)),
      logOut: fromPromise<void>(() => tokenService.logOut()),
      returnToAdmin: fromPromise<TokenGrant>(() => tokenService.returnToAdmin()),
    },
    actions: {
      'clear the session cookies': () => {
        for (const cookie of cookieClearings()) writeCookie(cookie);
      },
      'go to the locked account page': () => navigate(SESSION_PAGES.locked),
      'go to the logged-out page': () => navigate(SESSION_PAGES.loggedOut),
      'go to the log-out error page': () => navigate(SESSION_PAGES.logOutError),
      'reload the page': () => reload(),
      'report the failure': ({ event }) => report('Session call failed', errorOf(event)),
      'report the logout failure': ({ event }) => report('Error logging out', errorOf(event)),
    },
  });
  const actor: Actor<typeof sessionMachine> = createActor(machine, inspect ? { inspect } : {});

  const token = () => selectAccessToken(actor.getSnapshot());
  const whenStarted = () => whenSnapshot(actor, selectHasStarted);

  async function refreshSession(): Promise<void> {
    const before = token();
    await whenStarted();
    // The start of the session, or a sign-in, has given a new token meanwhile: that is the refresh.
    if (token() !== before) return;
    const { accessToken } = await tokenService.exchangeToken();
    actor.send({ type: 'TOKEN_REFRESHED', accessToken, replaces: before });
  }

  const rules = createAuthRules({
    getAccessToken: token,
    refreshSession,
    // Both reasons end the same way; an anonymous shopper has nothing to log out of, and the machine says so.
    logOut: (_reason: LogoutReason) => actor.send({ type: 'LOGOUT' }),
    showNetworkError: () => networkError.show(),
    report: (message, details) => report(message, details),
    ...(sleep && { sleep }),
  });

  function whenReady(): Promise<void> | undefined {
    const started = whenStarted();
    if (!started) return rules.whenRefreshed();
    return started.then(() => rules.whenRefreshed());
  }

  // Who the shopper is, kept for the next page's first paint (door/signed-in-hint.ts).
  let remembered: boolean | undefined;
  actor.subscribe((snapshot) => {
    if (!selectHasStarted(snapshot)) return;
    const signedIn = selectIsSignedIn(snapshot);
    if (signedIn === remembered) return;
    remembered = signedIn;
    rememberSignedIn(signedIn);
  });
  actor.start();
  const disconnect = connect({ getAccessToken: token, waitForSession: whenReady, statusRules: rules });

  return {
    actor,
    rules,
    networkError,
    reload,
    whenReady,
    stop() {
      disconnect();
      actor.stop();
    },
  };
}
