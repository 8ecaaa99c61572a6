import { expect } from 'vitest';
import type { EventFromLogic } from 'xstate';
import {
  type RegistrationSnapshot,
  registrationDetailsOf,
  registrationMachine,
  selectAccountDetails,
  selectEmailAndPassword,
  selectFieldErrors,
  selectFormError,
  selectIsRegistering,
  selectRegistrationStep,
} from '../machines/registration.machine.ts';
import {
  REGISTRATION_REFUSED_MESSAGE,
  REGISTRATION_THROTTLED_MESSAGE,
  type RegistrationErrorCode,
} from '../src/domain/session.ts';
import { MESSAGES, validateRegistration } from '../src/domain/validation.ts';
import type { MachineModel, ReplayWorld } from './support/walk-machine.ts';

type RegistrationModelEvent = EventFromLogic<typeof registrationMachine>;

const STEP_ONE = {
  valid: { type: 'CONTINUE', email: ' new.shopper@example.com ', password: 'Groceries1' },
  'bad email': { type: 'CONTINUE', email: 'new.shopper@', password: 'Groceries1' },
  'weak password': { type: 'CONTINUE', email: 'new.shopper@example.com', password: 'groceries' },
} as const satisfies Record<string, RegistrationModelEvent>;

const STEP_TWO = {
  valid: { type: 'SUBMIT', title: 'Ms', firstName: ' Ann ', lastName: "O'Neill" },
  'no first name': { type: 'SUBMIT', title: '', firstName: '', lastName: 'Smith' },
} as const satisfies Record<string, RegistrationModelEvent>;

/** The token service's refusals, as the session reports them (`RegistrationFailure`). */
const FAILURES: Array<{ name: string; code: RegistrationErrorCode; error: unknown }> = [
  {
    name: 'weak password (server)',
    code: 'VALIDATION',
    error: {
      code: 'VALIDATION',
      message: 'Please check your details',
      fields: { password: 'Must be at least 8 characters' },
    },
  },
  {
    name: 'bad last name (server)',
    code: 'VALIDATION',
    error: {
      code: 'VALIDATION',
      message: 'Please check your details',
      fields: { lastName: 'Invalid last name' },
    },
  },
  {
    name: 'validation of no field shown',
    code: 'VALIDATION',
    error: {
      code: 'VALIDATION',
      message: 'Please check your details',
      fields: { nickname: 'Unknown field' },
    },
  },
  {
    name: 'email refused',
    code: 'REGISTRATION_REFUSED',
    error: { code: 'REGISTRATION_REFUSED', message: REGISTRATION_REFUSED_MESSAGE, fields: {} },
  },
  {
    name: 'throttled',
    code: 'THROTTLED',
    error: { code: 'THROTTLED', message: REGISTRATION_THROTTLED_MESSAGE, fields: {} },
  },
  { name: 'server error', code: 'UNEXPECTED', error: new Error('POST auth?signUp=true answered 502') },
];

const events: RegistrationModelEvent[] = [
  ...Object.values(STEP_ONE),
  { type: 'BACK' },
  ...Object.values(STEP_TWO),
  { type: 'xstate.done.actor.register', output: undefined, actorId: 'register' },
  ...FAILURES.map(
    ({ error }): RegistrationModelEvent => ({
      type: 'xstate.error.actor.register',
      error,
      actorId: 'register',
    }),
  ),
];

function describeEvent(event: RegistrationModelEvent): string | undefined {
  for (const [name, candidate] of [...Object.entries(STEP_ONE), ...Object.entries(STEP_TWO)]) {
    if (candidate === event) return `${event.type} (${name})`;
  }
  if (event.type === 'xstate.error.actor.register') {
    return `register fails (${FAILURES.find((failure) => failure.error === event.error)?.name})`;
  }
  return undefined;
}

const effectNames = (world: ReplayWorld) => world.effects.map((effect) => effect.name);

const NAVIGATIONS = [
  'show the account details step',
  'show the email and password step',
  'show the success page',
] as const;

/** Which of the token service's refusals an error event carries. */
const failureFor = (event: { error?: unknown }) => FAILURES.find((failure) => failure.error === event.error);

/**
 * The registration as a model: what the shopper types on each step, what the token service answers, and
 * what must hold in each state. Walked by `registration.test.ts`.
 */
export const registrationModel: MachineModel<typeof registrationMachine> = {
  machine: registrationMachine,
  events,
  project: (snapshot) => ({
    value: snapshot.value,
    errors: Object.keys(snapshot.context.fieldErrors).sort(),
    formError: snapshot.context.formError === null ? undefined : snapshot.context.failure,
  }),
  describeEvent,
  provide: (world) => ({
    actions: Object.fromEntries(
      NAVIGATIONS.map((name) => [name, () => void world.effects.push({ name })] as const),
    ),
  }),
  invariants: {
    '*': (snapshot: RegistrationSnapshot, { world }) => {
      expect(selectRegistrationStep(snapshot)).toBe(snapshot.value);
      expect(selectIsRegistering(snapshot)).toBe(snapshot.matches('registering'));
      expect(world.invocations.filter((invocation) => !invocation.outcome).length).toBeLessThanOrEqual(1);
      const fields = ['email', 'password', 'title', 'firstName', 'lastName'];
      expect(Object.keys(selectFieldErrors(snapshot)).filter((field) => !fields.includes(field))).toEqual([]);
    },
    emailAndPassword: (snapshot, step) => {
      const event = step.event as RegistrationModelEvent;
      if (event.type === 'CONTINUE') {
        expect(selectEmailAndPassword(snapshot)).toEqual({ email: event.email, password: event.password });
        const expected = validateRegistration(event);
        expect(selectFieldErrors(snapshot)).toEqual({
          ...(expected.email && { email: expected.email }),
          ...(expected.password && { password: expected.password }),
        });
        expect(Object.keys(selectFieldErrors(snapshot)).length, 'stays only when invalid').toBeGreaterThan(0);
      }
      if (event.type === 'xstate.error.actor.register') {
        const failure = failureFor(event);
        expect(effectNames(step.world).at(-1)).toBe('show the email and password step');
        if (failure?.code === 'REGISTRATION_REFUSED') {
          expect(selectFormError(snapshot)).toBe(REGISTRATION_REFUSED_MESSAGE);
        } else {
          expect(selectFieldErrors(snapshot).password).toBe(MESSAGES.minLength(8));
          expect(selectFormError(snapshot)).toBeNull();
        }
        expect(selectAccountDetails(snapshot), 'step 2 is kept too').toEqual({
          title: STEP_TWO.valid.title,
          firstName: STEP_TWO.valid.firstName,
          lastName: STEP_TWO.valid.lastName,
        });
      }
      if (event.type === 'BACK') {
        expect(selectFieldErrors(snapshot)).toEqual({});
        expect(selectEmailAndPassword(snapshot)).toEqual({
          email: STEP_ONE.valid.email,
          password: STEP_ONE.valid.password,
        });
      }
    },
    accountDetails: (snapshot, step) => {
      const event = step.event as RegistrationModelEvent;
      const { email, password } = selectEmailAndPassword(snapshot);
      const stepOneErrors = validateRegistration({ email, password });
      expect(stepOneErrors.email ?? stepOneErrors.password, 'step 1 was valid').toBeUndefined();
      // Step 1 may be on screen here (the browser's Back while registering, then an answer about a step 2
      // field): its Continue must be taken, or the shopper is stuck until a reload.
      expect(snapshot.can(STEP_ONE.valid), "step 1's Continue is taken").toBe(true);
      expect(snapshot.can(STEP_ONE['bad email']), "step 1's Continue is taken").toBe(true);
      if (event.type === 'CONTINUE') {
        expect(effectNames(step.world).at(-1)).toBe('show the account details step');
        expect(selectFieldErrors(snapshot)).toEqual({});
        expect(selectFormError(snapshot)).toBeNull();
        expect(selectEmailAndPassword(snapshot)).toEqual({ email: event.email, password: event.password });
      }
      if (event.type === 'SUBMIT') {
        expect(selectAccountDetails(snapshot)).toEqual({
          title: event.title,
          firstName: event.firstName,
          lastName: event.lastName,
        });
        expect(selectFieldErrors(snapshot)).toEqual({ firstName: MESSAGES.enterField('first name') });
      }
      if (event.type === 'xstate.error.actor.register') {
        const failure = failureFor(event);
        expect(effectNames(step.world).at(-1), 'stays on the page').not.toBe(
          'show the email and password step',
        );
        if (failure?.name === 'bad last name (server)') {
          expect(selectFieldErrors(snapshot)).toEqual({ lastName: 'Invalid last name' });
          expect(selectFormError(snapshot)).toBeNull();
        } else {
          expect(selectFieldErrors(snapshot)).toEqual({});
          expect(selectFormError(snapshot)).toBe(
            failure?.code === 'UNEXPECTED'
              ? 'Sorry, something has gone wrong. Please try again.'
              : (failure?.error as { message?: string } | undefined)?.message,
          );
        }
      }
    },
    registering: (snapshot, { world }) => {
      const invocation = world.invocations.at(-1);
      expect(invocation).toMatchObject({ src: 'register', id: 'register' });
      expect(invocation?.input).toEqual(registrationDetailsOf(snapshot.context));
      expect(invocation?.input).toEqual({
        email: 'new.shopper@example.com',
        password: 'Groceries1',
        title: 'Ms',
        firstName: 'Ann',
        lastName: "O'Neill",
      });
      expect(selectFieldErrors(snapshot)).toEqual({});
      expect(selectFormError(snapshot)).toBeNull();
      // The steps wait for the answer (their Back, Change and Continue are aria-disabled meanwhile).
      expect(snapshot.can({ type: 'BACK' })).toBe(false);
      expect(snapshot.can(STEP_ONE.valid)).toBe(false);
    },
    registered: (snapshot, { world }) => {
      expect(snapshot.status).toBe('done');
      expect(effectNames(world).at(-1)).toBe('show the success page');
    },
  },
};
