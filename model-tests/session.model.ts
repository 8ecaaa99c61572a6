import { expect } from 'vitest';
import type { EventFromLogic } from 'xstate';
import {
  type SessionSnapshot,
  selectAccessToken,
  selectHasStarted,
  selectIsLoggingOut,
  selectIsSignedIn,
  selectIsStaffOnBehalf,
  selectLoginError,
  selectLogoutFailed,
  selectRegistrationError,
  selectSessionTimedOut,
  sessionMachine,
} from '../machines/session.machine.ts';
import { ANONYMOUS_ACCESS_TOKEN } from '../src/domain/calls.ts';
import {
  LOGOUT_RETRY_DELAY_MS,
  type LoginErrorCode,
  type RegistrationErrorCode,
  SESSION_TIMEOUT_MS,
  sessionFromAccessToken,
  UNAUTHENTICATED_SESSION,
} from '../src/domain/session.ts';
import type { MachineModel, ReplayWorld } from './support/walk-machine.ts';

/** An unsigned JWT carrying these claims: the client reads claims and never verifies them. */
function accessToken(claims: Record<string, unknown>): string {
  const part = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`;
}

const claims = (customerId: number, principalId: number, extra: Record<string, unknown> = {}) => ({
  sub: String(customerId),
  customerId,
  principalId,
  permissions: [],
  customerOrderId: null,
  customerOrderState: null,
  defaultBranchId: 651,
  expiresIn: 900,
  ...extra,
});

/** The tokens the walk meets, by name; the names are what the projection shows. */
export const TOKENS = {
  unauthenticated: ANONYMOUS_ACCESS_TOKEN,
  anonymous: accessToken({ ...claims(-1, -1), sid: 'a1' }),
  'anonymous renewed': accessToken({ ...claims(-1, -1), sid: 'a1', iat: 2 }),
  customer: accessToken({ ...claims(1001, 1001, { customerOrderId: '5001', defaultBranchId: 212 }) }),
  'customer renewed': accessToken({ ...claims(1001, 1001, { customerOrderId: '5001', iat: 2 }) }),
  'staff on behalf': accessToken(claims(1001, 7)),
  'staff member': accessToken(claims(7, 7, { permissions: ['SIGN_ON_AS_CUSTOMER'] })),
} as const;
type TokenName = keyof typeof TOKENS;

const tokenName = (token: string): TokenName | 'unknown token' =>
  (Object.keys(TOKENS) as TokenName[]).find((name) => TOKENS[name] === token) ?? 'unknown token';

const SIGNED_IN: Record<TokenName, boolean> = {
  unauthenticated: false,
  anonymous: false,
  'anonymous renewed': false,
  customer: true,
  'customer renewed': true,
  'staff on behalf': true,
  'staff member': true,
};

const CREDENTIALS = { email: 'shopper@example.com', password: 'Groceries1' };
const REGISTRATION = {
  email: 'new@example.com',
  password: 'Groceries1',
  title: 'Ms',
  firstName: 'Ann',
  lastName: 'Smith',
};

/** The sign-in failures the token service can give, as `src/api/session.ts` throws them (doc 1 §8). */
const LOGIN_FAILURES: Array<{ error: unknown; code: LoginErrorCode }> = [
  {
    code: 'INVALID_CREDENTIALS',
    error: Object.assign(new Error('Your email address or password is incorrect'), {
      code: 'INVALID_CREDENTIALS',
    }),
  },
  { code: 'THROTTLE_LOGIN_ERROR', error: Object.assign(new Error(''), { code: 'THROTTLE_LOGIN_ERROR' }) },
  { code: 'SOFT_LOCKED', error: Object.assign(new Error(''), { code: 'SOFT_LOCKED' }) },
  { code: 'HARD_LOCKED', error: Object.assign(new Error(''), { code: 'HARD_LOCKED' }) },
  { code: 'UNEXPECTED', error: new Error('POST /api/token-client-prod/v1/auth answered 500') },
];

const REGISTRATION_FAILURES: Array<{ error: unknown; code: RegistrationErrorCode }> = [
  {
    code: 'VALIDATION',
    error: Object.assign(new Error('Please check your details'), {
      code: 'VALIDATION',
      fields: { password: 'Your password must contain at least one number' },
    }),
  },
  {
    code: 'REGISTRATION_REFUSED',
    error: Object.assign(new Error('Sorry, we could not create an account'), {
      code: 'REGISTRATION_REFUSED',
    }),
  },
  { code: 'UNEXPECTED', error: new Error('POST /api/token-client-prod/v1/auth?signUp=true answered 502') },
];

type SessionModelEvent = EventFromLogic<typeof sessionMachine>;

const done = <T extends 'startSession' | 'logIn' | 'register' | 'returnToAdmin'>(id: T, token: TokenName) =>
  ({
    type: `xstate.done.actor.${id}`,
    output: { accessToken: TOKENS[token] },
    actorId: id,
  }) as SessionModelEvent;
const failed = (id: string, error: unknown) =>
  ({ type: `xstate.error.actor.${id}`, error, actorId: id }) as SessionModelEvent;
const refreshed = (to: TokenName, replaces: TokenName | 'an older token'): SessionModelEvent => ({
  type: 'TOKEN_REFRESHED',
  accessToken: TOKENS[to],
  replaces: replaces === 'an older token' ? 'an older token' : TOKENS[replaces],
});

const events: SessionModelEvent[] = [
  done('startSession', 'anonymous'),
  done('startSession', 'customer'),
  done('startSession', 'staff on behalf'),
  failed('startSession', new TypeError('Failed to fetch')),
  { type: 'LOGIN', ...CREDENTIALS },
  done('logIn', 'customer'),
  ...LOGIN_FAILURES.map(({ error }) => failed('logIn', error)),
  { type: 'REGISTER', ...REGISTRATION },
  done('register', 'customer'),
  ...REGISTRATION_FAILURES.map(({ error }) => failed('register', error)),
  { type: 'CLEAR_ERRORS' },
  refreshed('anonymous renewed', 'anonymous'),
  refreshed('customer', 'anonymous'),
  refreshed('anonymous', 'unauthenticated'),
  refreshed('customer renewed', 'customer'),
  refreshed('anonymous renewed', 'an older token'),
  { type: 'LOGOUT' },
  { type: 'LOGOUT', keepSlotBooking: true },
  { type: 'xstate.done.actor.logOut', output: undefined, actorId: 'logOut' },
  failed('logOut', new Error('POST /api/token-client-prod/v1/logout answered 500')),
  { type: 'DISMISS_LOGOUT_ERROR' },
  { type: 'RETURN_TO_ADMIN' },
  done('returnToAdmin', 'staff member'),
  failed('returnToAdmin', new Error('POST /api/token-client-prod/v1/return-to-admin answered 500')),
  { type: 'REFRESH_PAGE' },
];

function describeEvent(event: SessionModelEvent): string | undefined {
  if ('output' in event && event.output && 'accessToken' in event.output) {
    return `${event.type.replace('xstate.done.actor.', '')} gives the ${tokenName(event.output.accessToken)} token`;
  }
  if (event.type.startsWith('xstate.error.actor.') && 'error' in event) {
    const id = event.type.replace('xstate.error.actor.', '');
    const code =
      id === 'logIn'
        ? LOGIN_FAILURES.find((failure) => failure.error === event.error)?.code
        : REGISTRATION_FAILURES.find((failure) => failure.error === event.error)?.code;
    return `${id} fails${code ? ` (${code})` : ''}`;
  }
  if (event.type === 'TOKEN_REFRESHED') {
    return `TOKEN_REFRESHED to ${tokenName(event.accessToken)} replacing ${tokenName(event.replaces)}`;
  }
  if (event.type === 'LOGOUT' && event.keepSlotBooking) return 'LOGOUT keeping the slot booking';
  return undefined;
}

const lastInvocation = (world: ReplayWorld) => world.invocations.at(-1);
const effectNames = (world: ReplayWorld) => world.effects.map((effect) => effect.name);

const RECORDED_ACTIONS = [
  'clear the session cookies',
  'go to the locked account page',
  'go to the logged-out page',
  'go to the log-out error page',
  'reload the page',
  'report the failure',
  'report the logout failure',
] as const;

/**
 * The session as a model: what the token service can answer, what pages and the call layer send, and what
 * must hold in each state. Walked by `session.test.ts`.
 */
export const sessionModel: MachineModel<typeof sessionMachine> = {
  machine: sessionMachine,
  events,
  project: (snapshot) => ({
    value: snapshot.value,
    token: tokenName(snapshot.context.accessToken),
    loginError: snapshot.context.loginError?.code,
    registrationError: snapshot.context.registrationError?.code,
    // Only a sign-out under way reads it.
    keepSlotBooking: selectIsLoggingOut(snapshot) ? snapshot.context.keepSlotBooking : undefined,
  }),
  describeEvent,
  provide: (world) => ({
    actions: {
      ...Object.fromEntries(
        RECORDED_ACTIONS.map((name) => [name, () => void world.effects.push({ name })] as const),
      ),
      'announce the sign-in': ({ context }) => {
        world.effects.push({ name: 'announce the sign-in', detail: context.session.customerId });
      },
      'announce the sign-out': ({ context }) => {
        world.effects.push({ name: 'announce the sign-out', detail: context.keepSlotBooking });
      },
      'announce the timeout': () => void world.effects.push({ name: 'announce the timeout' }),
    },
  }),
  invariants: {
    '*': (snapshot: SessionSnapshot, { world }) => {
      const { accessToken, session } = snapshot.context;
      const name = tokenName(accessToken);
      if (name === 'unknown token') throw new Error('the token is not one the token service gave');
      expect(session, 'the session fields are the claims of the token').toEqual(
        accessToken === ANONYMOUS_ACCESS_TOKEN
          ? UNAUTHENTICATED_SESSION
          : sessionFromAccessToken(accessToken),
      );
      expect(selectAccessToken(snapshot)).toBe(accessToken);
      expect(selectIsSignedIn(snapshot), 'signed in = a customerId that is not -1').toBe(SIGNED_IN[name]);
      expect(selectIsStaffOnBehalf(snapshot), 'staff on behalf = principalId differs').toBe(
        name === 'staff on behalf',
      );
      expect(selectSessionTimedOut(snapshot)).toBe(snapshot.matches('timedOut'));
      expect(selectLogoutFailed(snapshot)).toBe(snapshot.matches('logoutFailed'));
      expect(selectHasStarted(snapshot)).toBe(!snapshot.matches('starting'));
      expect(world.invocations.filter((invocation) => !invocation.outcome).length).toBeLessThanOrEqual(1);
    },
    starting: (snapshot, { event, world }) => {
      expect(lastInvocation(world)).toMatchObject({ src: 'startSession', id: 'startSession' });
      expect(lastInvocation(world)?.outcome).toBeUndefined();
      if (event.type === 'xstate.init' || event.type === 'xstate.done.actor.logOut') {
        expect(snapshot.context.accessToken).toBe(ANONYMOUS_ACCESS_TOKEN);
        expect(snapshot.context.session).toEqual(UNAUTHENTICATED_SESSION);
      }
      if (event.type === 'xstate.done.actor.logOut') {
        // Signed out: cookies cleared, the defaults back, the others told, then the logged-out page.
        expect(effectNames(world).slice(-3)).toEqual([
          'clear the session cookies',
          'announce the sign-out',
          'go to the logged-out page',
        ]);
        expect(world.effects.at(-2)?.detail, 'tells whether the slot booking is kept').toBe(
          snapshot.context.keepSlotBooking,
        );
        expect(snapshot.context.loginError).toBeNull();
      }
    },
    anonymous: (snapshot, step) => {
      const { world } = step;
      const event = step.event as SessionModelEvent;
      expect(snapshot.context.session.customerId).toBe(-1);
      expect(world.timers()).toEqual([]);
      if (event.type === 'xstate.error.actor.logIn') {
        const expected = LOGIN_FAILURES.find((failure) => failure.error === event.error)?.code;
        expect(selectLoginError(snapshot)?.code).toBe(expected);
        expect(selectLoginError(snapshot)?.message).not.toBe('');
        const wentToLockedPage = effectNames(world).at(-1) === 'go to the locked account page';
        expect(wentToLockedPage, 'only a soft-locked account goes to the locked page').toBe(
          expected === 'SOFT_LOCKED',
        );
        if (expected === 'UNEXPECTED') expect(selectLoginError(snapshot)?.cause).toBe(event.error);
      }
      if (event.type === 'xstate.error.actor.register') {
        const expected = REGISTRATION_FAILURES.find((failure) => failure.error === event.error)?.code;
        expect(selectRegistrationError(snapshot)?.code).toBe(expected);
        if (expected === 'VALIDATION') {
          expect(selectRegistrationError(snapshot)?.fields).toEqual({
            password: 'Your password must contain at least one number',
          });
        }
      }
      if (event.type === 'xstate.error.actor.startSession') {
        // The shop still browses; the call layer's first refresh tries the token exchange again.
        expect(effectNames(world).at(-1)).toBe('report the failure');
      }
      if (event.type === 'CLEAR_ERRORS') {
        expect(selectLoginError(snapshot)).toBeNull();
        expect(selectRegistrationError(snapshot)).toBeNull();
      }
    },
    loggingIn: (snapshot, { world }) => {
      expect(lastInvocation(world)).toMatchObject({ src: 'logIn', id: 'logIn', input: CREDENTIALS });
      expect(selectLoginError(snapshot)).toBeNull();
      expect(selectRegistrationError(snapshot)).toBeNull();
    },
    registering: (snapshot, { world }) => {
      expect(lastInvocation(world)).toMatchObject({ src: 'register', id: 'register', input: REGISTRATION });
      expect(selectRegistrationError(snapshot)).toBeNull();
    },
    signedIn: (snapshot, { event, world }) => {
      expect(snapshot.context.session.customerId).not.toBe(-1);
      expect(selectLoginError(snapshot)).toBeNull();
      // The session-security-token timer starts afresh on sign-in and on every token renewal. (The replay
      // knows when it first saw a timer of this id, so after time has passed it can only bound it.)
      const timers = world.timers();
      expect(timers.map((timer) => timer.event)).toEqual(['xstate.after.SESSION_TIMEOUT.session.signedIn']);
      if (world.clock.now() === 0) expect(timers[0]?.inMs).toBe(SESSION_TIMEOUT_MS);
      else expect(timers[0]?.inMs).toBeLessThanOrEqual(SESSION_TIMEOUT_MS);
      if (event.type === 'xstate.done.actor.logIn' || event.type === 'xstate.done.actor.register') {
        expect(world.effects.at(-1)).toEqual({ name: 'announce the sign-in', detail: 1001 });
      }
    },
    returningToAdmin: (snapshot, { world }) => {
      expect(selectIsStaffOnBehalf(snapshot)).toBe(true);
      expect(lastInvocation(world)).toMatchObject({ src: 'returnToAdmin', id: 'returnToAdmin' });
    },
    timedOut: (snapshot, { event, world }) => {
      expect(world.timers()).toEqual([]);
      expect(selectIsSignedIn(snapshot)).toBe(true);
      if (event.type.startsWith('xstate.after.')) {
        expect(world.clock.now()).toBeGreaterThanOrEqual(SESSION_TIMEOUT_MS);
        expect(effectNames(world).at(-1)).toBe('announce the timeout');
      }
      if (event.type === 'REFRESH_PAGE') expect(effectNames(world).at(-1)).toBe('reload the page');
    },
    loggingOut: (snapshot, step) => {
      const { world } = step;
      const event = step.event as SessionModelEvent;
      if (event.type === 'LOGOUT')
        expect(snapshot.context.keepSlotBooking).toBe(event.keepSlotBooking ?? false);
      expect(lastInvocation(world)).toMatchObject({ src: 'logOut', id: 'logOut' });
      expect(lastInvocation(world)?.outcome).toBeUndefined();
      expect(world.timers()).toEqual([]);
    },
    waitingToRetryLogout: (snapshot, { world }) => {
      expect(selectIsSignedIn(snapshot)).toBe(true);
      expect(world.timers()).toEqual([
        {
          event: 'xstate.after.LOGOUT_RETRY_DELAY.session.waitingToRetryLogout',
          inMs: LOGOUT_RETRY_DELAY_MS,
        },
      ]);
    },
    retryingLogout: (_snapshot, { world }) => {
      const attempts = world.invocations.filter((invocation) => invocation.src === 'logOut');
      expect(attempts.at(-2)?.outcome, 'the first attempt failed').toHaveProperty('error');
      expect(attempts.at(-1)?.outcome).toBeUndefined();
    },
    logoutFailed: (snapshot, { world }) => {
      expect(selectIsSignedIn(snapshot), 'still signed in').toBe(true);
      expect(effectNames(world).slice(-2)).toEqual([
        'report the logout failure',
        'go to the log-out error page',
      ]);
      const attempts = world.invocations.filter((invocation) => invocation.src === 'logOut').slice(-2);
      expect(attempts.map((attempt) => attempt.outcome && 'error' in attempt.outcome)).toEqual([true, true]);
    },
  },
};
