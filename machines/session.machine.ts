import {
  type ActorRefFrom,
  assertEvent,
  assign,
  type DoneActorEvent,
  type ErrorActorEvent,
  emit,
  fromPromise,
  type SnapshotFrom,
  setup,
  spawnChild,
  stopChild,
} from 'xstate';
import { ANONYMOUS_ACCESS_TOKEN } from '../src/domain/calls.ts';
import {
  type Credentials,
  isSignedIn,
  isStaffOnBehalf,
  LOGOUT_RETRY_DELAY_MS,
  type LoginFailure,
  loginFailureOf,
  type RegistrationDetails,
  type RegistrationFailure,
  registrationFailureOf,
  SESSION_TIMEOUT_MS,
  type SessionFields,
  sessionFromAccessToken,
  type TokenGrant,
  UNAUTHENTICATED_SESSION,
} from '../src/domain/session.ts';

export interface SessionContext {
  /** The bearer value every call carries: 'unauthenticated' until the token service has answered. */
  accessToken: string;
  /** What the token's claims say (doc 1 §3 Session). */
  session: SessionFields;
  /** Why the last sign-in failed, until the next attempt (or CLEAR_ERRORS). */
  loginError: LoginFailure | null;
  /** Why the last registration failed, until the next attempt (or CLEAR_ERRORS). */
  registrationError: RegistrationFailure | null;
  /** Whether the last sign-out asked to keep the slot booking (doc 1 §4 Session). */
  keepSlotBooking: boolean;
}

/** What the session actor is told. Pages send the first ones; the call layer sends TOKEN_REFRESHED and LOGOUT. */
export type SessionEvent =
  /** The sign-in form: sign in with these credentials. */
  | ({ type: 'LOGIN' } & Credentials)
  /** The registration form: create the account and sign in. */
  | ({ type: 'REGISTER' } & RegistrationDetails)
  /**
   * Sign out (the header's Sign out, arriving at the log-out page, or the call layer's logout handling after a
   * failed refresh or a 403). Signed in, or after a failed logout (a new attempt); ignored otherwise.
   */
  | { type: 'LOGOUT'; keepSlotBooking?: boolean }
  /** The call layer renewed the token that `replaces` names; a refresh that lost a race to a newer token is dropped. */
  | { type: 'TOKEN_REFRESHED'; accessToken: string; replaces: string }
  /** The return-to-admin banner of a staff member signed on as a customer. */
  | { type: 'RETURN_TO_ADMIN' }
  /** A page that shows the sign-in or registration errors is left or reset. */
  | { type: 'CLEAR_ERRORS' }
  /** 'Refresh now' in the session timeout modal. */
  | { type: 'REFRESH_PAGE' }
  /** The 'Unable to log out' modal is closed. */
  | { type: 'DISMISS_LOGOUT_ERROR' }
  | DoneActorEvent<TokenGrant, 'startSession'>
  | ErrorActorEvent<unknown, 'startSession'>
  | DoneActorEvent<TokenGrant, 'logIn'>
  | ErrorActorEvent<unknown, 'logIn'>
  | DoneActorEvent<TokenGrant, 'register'>
  | ErrorActorEvent<unknown, 'register'>
  | DoneActorEvent<void, 'logOut'>
  | ErrorActorEvent<unknown, 'logOut'>
  | DoneActorEvent<TokenGrant, 'returnToAdmin'>
  | ErrorActorEvent<unknown, 'returnToAdmin'>;

/** What the session tells whoever listens (`sessionActor.on('signedOut', ...)`): the trolley, the slot, checkout. */
export type SessionEmitted =
  | { type: 'signedIn'; session: SessionFields }
  | { type: 'signedOut'; keepSlotBooking: boolean }
  | { type: 'timedOut' };

const TOKEN_GRANTS = [
  'xstate.done.actor.startSession',
  'xstate.done.actor.logIn',
  'xstate.done.actor.register',
  'xstate.done.actor.returnToAdmin',
  'TOKEN_REFRESHED',
] as const;

function notProvided(name: string): never {
  throw new Error(`The session's "${name}" is supplied by the app with sessionMachine.provide()`);
}

/**
 * The shopper's session (doc 1 §3, §4, §6; doc 2 §4 Session timer). One actor for the life of the page,
 * created in `src/shop/session.ts`.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    emitted: {} as SessionEmitted,
  },
  actors: {
    /** GET csrf, then POST token: the session the cookie names, or a new anonymous one. */
    startSession: fromPromise<TokenGrant>(async () => notProvided('startSession')),
    logIn: fromPromise<TokenGrant, Credentials>(async () => notProvided('logIn')),
    register: fromPromise<TokenGrant, RegistrationDetails>(async () => notProvided('register')),
    logOut: fromPromise<void>(async () => notProvided('logOut')),
    returnToAdmin: fromPromise<TokenGrant>(async () => notProvided('returnToAdmin')),
  },
  actions: {
    'store the token': assign(({ event }) => {
      assertEvent(event, TOKEN_GRANTS);
      const { accessToken } = 'output' in event ? event.output : event;
      return { accessToken, session: sessionFromAccessToken(accessToken) };
    }),
    'send the credentials': spawnChild('logIn', {
      id: 'logIn',
      input: ({ event }) => {
        assertEvent(event, 'LOGIN');
        return { email: event.email, password: event.password };
      },
    }),
    'stop signing in': stopChild('logIn'),
    'send the registration': spawnChild('register', {
      id: 'register',
      input: ({ event }) => {
        assertEvent(event, 'REGISTER');
        const { type: _type, ...details } = event;
        return details;
      },
    }),
    'stop registering': stopChild('register'),
    'remember the login error': assign({
      loginError: ({ event }) => {
        assertEvent(event, 'xstate.error.actor.logIn');
        return loginFailureOf(event.error);
      },
    }),
    'remember the registration error': assign({
      registrationError: ({ event }) => {
        assertEvent(event, 'xstate.error.actor.register');
        return registrationFailureOf(event.error);
      },
    }),
    'forget the errors': assign({ loginError: null, registrationError: null }),
    'remember whether to keep the slot booking': assign({
      keepSlotBooking: ({ event }) => {
        assertEvent(event, 'LOGOUT');
        return event.keepSlotBooking ?? false;
      },
    }),
    'reset to the unauthenticated defaults': assign({
      accessToken: ANONYMOUS_ACCESS_TOKEN,
      session: UNAUTHENTICATED_SESSION,
      loginError: null,
      registrationError: null,
    }),
    'announce the sign-in': emit(({ context }) => ({ type: 'signedIn' as const, session: context.session })),
    'announce the sign-out': emit(({ context }) => ({
      type: 'signedOut' as const,
      keepSlotBooking: context.keepSlotBooking,
    })),
    'announce the timeout': emit({ type: 'timedOut' as const }),
    // The page, its cookies, navigation and the error log belong to the app, which provides these.
    'clear the session cookies': () => {},
    'go to the locked account page': () => {},
    'go to the logged-out page': () => {},
    'go to the log-out error page': () => {},
    'reload the page': () => {},
    'report the failure': () => {},
    'report the logout failure': () => {},
  },
  guards: {
    'is signed in': ({ context }) => isSignedIn(context.session),
    'is staff on behalf of a customer': ({ context }) => isStaffOnBehalf(context.session),
    'the account is soft locked': ({ event }) => {
      assertEvent(event, 'xstate.error.actor.logIn');
      return loginFailureOf(event.error).code === 'SOFT_LOCKED';
    },
    'the refresh replaces the current token': ({ context, event }) => {
      assertEvent(event, 'TOKEN_REFRESHED');
      return event.replaces === context.accessToken;
    },
  },
  delays: {
    SESSION_TIMEOUT: SESSION_TIMEOUT_MS,
    LOGOUT_RETRY_DELAY: LOGOUT_RETRY_DELAY_MS,
  },
}).createMachine({
  id: 'session',
  description:
    'Who the shopper is: anonymous (customerId -1) until they sign in or register; signed in; or staff signed on as a customer. ' +
    'Pages send LOGIN, REGISTER, LOGOUT, RETURN_TO_ADMIN and CLEAR_ERRORS; the timeout modal sends REFRESH_PAGE and the ' +
    "'Unable to log out' modal DISMISS_LOGOUT_ERROR. The call layer sends TOKEN_REFRESHED after it renews the token " +
    '(one refresh for any number of 401s) and LOGOUT when a refresh fails or a call is forbidden.',
  context: {
    accessToken: ANONYMOUS_ACCESS_TOKEN,
    session: UNAUTHENTICATED_SESSION,
    loginError: null,
    registrationError: null,
    keepSlotBooking: false,
  },
  initial: 'starting',
  on: {
    TOKEN_REFRESHED: { guard: 'the refresh replaces the current token', actions: 'store the token' },
  },
  states: {
    starting: {
      description:
        'Gets a csrf value, then exchanges the session cookie for an access token: a new anonymous session on a first visit or after signing out. ' +
        'Pages render meanwhile; calls that need the session wait for it.',
      invoke: {
        id: 'startSession',
        src: 'startSession',
        onDone: { target: 'identifying', actions: 'store the token' },
        // Without the token service the shop still browses; the first call that needs a session gets a 401
        // and the call layer's refresh tries the exchange again.
        onError: { target: 'identifying', actions: 'report the failure' },
      },
    },
    identifying: {
      description:
        'Reads from the token whether the shopper is signed in (a customerId that is not -1). Every attempt ends here, ' +
        'since the call layer may have renewed the token meanwhile.',
      always: [{ guard: 'is signed in', target: 'signedIn' }, { target: 'anonymous' }],
    },
    anonymous: {
      description:
        'An anonymous shopper (customerId -1): may browse, search, keep a trolley and plan meals. Shows the last sign-in or registration error, if any.',
      on: {
        LOGIN: { target: 'loggingIn', actions: 'forget the errors' },
        REGISTER: { target: 'registering', actions: 'forget the errors' },
        CLEAR_ERRORS: { actions: 'forget the errors' },
        TOKEN_REFRESHED: {
          guard: 'the refresh replaces the current token',
          target: 'identifying',
          actions: 'store the token',
        },
      },
    },
    loggingIn: {
      description:
        'The logIn actor sends the email and password (POST auth). Wrong credentials (401) is a message on the sign-in page, never a logout; ' +
        'throttled is THROTTLE_LOGIN_ERROR; soft locked goes to the locked forgot-password page; hard locked shows HARD_LOCKED; anything else is UNEXPECTED, which the page rethrows.',
      entry: 'send the credentials',
      exit: 'stop signing in',
      on: {
        'xstate.done.actor.logIn': {
          target: 'identifying',
          actions: ['store the token', 'announce the sign-in'],
        },
        'xstate.error.actor.logIn': [
          {
            guard: 'the account is soft locked',
            target: 'identifying',
            actions: ['remember the login error', 'go to the locked account page'],
          },
          { target: 'identifying', actions: 'remember the login error' },
        ],
      },
    },
    registering: {
      description:
        'The register actor creates the account and signs in (POST auth?signUp=true). Invalid fields and a refused email are shown on the registration page.',
      entry: 'send the registration',
      exit: 'stop registering',
      on: {
        'xstate.done.actor.register': {
          target: 'identifying',
          actions: ['store the token', 'announce the sign-in'],
        },
        'xstate.error.actor.register': { target: 'identifying', actions: 'remember the registration error' },
      },
    },
    signedIn: {
      description:
        'A signed-in customer, or staff signed on as one (principalId differs from customerId). The session-security-token timer runs ' +
        'for 28 minutes from sign-in or the last token renewal, then the timeout modal opens.',
      entry: 'forget the errors',
      after: { SESSION_TIMEOUT: { target: 'timedOut' } },
      on: {
        LOGOUT: { target: 'loggingOut', actions: 'remember whether to keep the slot booking' },
        RETURN_TO_ADMIN: { guard: 'is staff on behalf of a customer', target: 'returningToAdmin' },
        TOKEN_REFRESHED: {
          guard: 'the refresh replaces the current token',
          target: 'identifying',
          actions: 'store the token',
        },
      },
    },
    returningToAdmin: {
      description:
        "Ends the on-behalf session and goes back to the staff member's own (POST return-to-admin).",
      invoke: {
        id: 'returnToAdmin',
        src: 'returnToAdmin',
        onDone: { target: 'identifying', actions: 'store the token' },
        onError: { target: 'identifying', actions: 'report the failure' },
      },
    },
    timedOut: {
      description:
        "The session timeout modal: 'Sorry, your session has timed out' / 'To secure your data, you've been timed out. Please refresh the page to complete your order'. " +
        "It cannot be closed; 'Refresh now' reloads the page.",
      entry: 'announce the timeout',
      on: { REFRESH_PAGE: { actions: 'reload the page' } },
    },
    loggingOut: {
      description: 'Ends the session on the server (POST logout); the server clears its cookies.',
      invoke: {
        id: 'logOut',
        src: 'logOut',
        onDone: {
          target: 'starting',
          actions: [
            'clear the session cookies',
            'reset to the unauthenticated defaults',
            'announce the sign-out',
            'go to the logged-out page',
          ],
        },
        onError: { target: 'waitingToRetryLogout' },
      },
    },
    waitingToRetryLogout: {
      description: 'Logging out failed: it is tried once more after 1 second.',
      after: { LOGOUT_RETRY_DELAY: { target: 'retryingLogout' } },
    },
    retryingLogout: {
      description: 'The second and last attempt to log out.',
      invoke: {
        id: 'logOut',
        src: 'logOut',
        onDone: {
          target: 'starting',
          actions: [
            'clear the session cookies',
            'reset to the unauthenticated defaults',
            'announce the sign-out',
            'go to the logged-out page',
          ],
        },
        onError: {
          target: 'logoutFailed',
          actions: ['report the logout failure', 'go to the log-out error page'],
        },
      },
    },
    logoutFailed: {
      description:
        "'Error logging out' is logged and the 'Unable to log out' modal shows over the log-out error page. The shopper is still signed in. " +
        'Asking to sign out again (Try again, or arriving at the log-out page) closes the modal and starts a new attempt, retried once as before.',
      on: {
        DISMISS_LOGOUT_ERROR: { target: 'identifying' },
        LOGOUT: { target: 'loggingOut', actions: 'remember whether to keep the slot booking' },
      },
    },
  },
});

export type SessionActor = ActorRefFrom<typeof sessionMachine>;
export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

// The selectors live beside the machine, in a module without xstate's runtime (the shell reads them before
// the session's code has loaded).
export * from './session.selectors.ts';
