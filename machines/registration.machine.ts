import {
  type ActorRefFrom,
  assertEvent,
  assign,
  type DoneActorEvent,
  type ErrorActorEvent,
  fromPromise,
  type SnapshotFrom,
  setup,
  spawnChild,
  stopChild,
} from 'xstate';
import {
  type RegistrationDetails,
  type RegistrationFailure,
  registrationFailureOf,
} from '../src/domain/session.ts';
import {
  type FieldErrors,
  type RegistrationField,
  type RegistrationInput,
  validateRegistration,
} from '../src/domain/validation.ts';

/** What the shopper types on the first step (/registration). */
export interface EmailAndPassword {
  email: string;
  password: string;
}

/** What the shopper types on the second step (/registration/account-details). */
export interface AccountDetails {
  /** One of doc 1 §3's titles, or '' for none. */
  title: string;
  firstName: string;
  lastName: string;
}

export interface RegistrationContext extends EmailAndPassword, AccountDetails {
  /** Field messages of doc 1 §5: from the step's own check, or from the server's answer. */
  fieldErrors: FieldErrors<RegistrationField>;
  /** A message about the whole registration (refused, throttled, unexpected), or null. */
  formError: string | null;
  /** Why the last attempt failed, for the page to tell a refusal from a validation error. */
  failure: RegistrationFailure['code'] | null;
}

export type RegistrationEvent =
  /** Step 1 is submitted: the email and password as typed. */
  | ({ type: 'CONTINUE' } & EmailAndPassword)
  /** Back to step 1 (its page is shown again): nothing typed is lost. */
  | { type: 'BACK' }
  /** Step 2 is submitted: title, first and last name as typed. */
  | ({ type: 'SUBMIT' } & AccountDetails)
  | DoneActorEvent<void, 'register'>
  | ErrorActorEvent<unknown, 'register'>;

const EMAIL_AND_PASSWORD_FIELDS: readonly RegistrationField[] = ['email', 'password'];
const ACCOUNT_DETAILS_FIELDS: readonly RegistrationField[] = ['title', 'firstName', 'lastName'];
const REGISTRATION_FIELDS: readonly RegistrationField[] = [
  ...EMAIL_AND_PASSWORD_FIELDS,
  ...ACCOUNT_DETAILS_FIELDS,
];

/** doc 1 §5's messages for the given fields only (the other step's fields are not checked yet). */
function errorsOf(input: RegistrationInput, fields: readonly RegistrationField[]) {
  const all = validateRegistration(input);
  const errors: FieldErrors<RegistrationField> = {};
  for (const field of fields) {
    const message = all[field];
    if (message) errors[field] = message;
  }
  return errors;
}

const stepOne = (event: EmailAndPassword) => ({ email: event.email, password: event.password });
const stepTwo = (event: AccountDetails) => ({
  title: event.title,
  firstName: event.firstName,
  lastName: event.lastName,
});

/** What the token service is sent: names trimmed, no title when none was chosen. */
export function registrationDetailsOf(context: EmailAndPassword & AccountDetails): RegistrationDetails {
  const title = context.title.trim();
  return {
    email: context.email.trim(),
    password: context.password,
    ...(title && { title }),
    firstName: context.firstName.trim(),
    lastName: context.lastName.trim(),
  };
}

function failureOf(event: RegistrationEvent): RegistrationFailure {
  assertEvent(event, 'xstate.error.actor.register');
  return registrationFailureOf(event.error);
}

function notProvided(name: string): never {
  throw new Error(`The registration's "${name}" is supplied by the app with registrationMachine.provide()`);
}

/**
 * Registration in two steps (doc 1 §2.1 registration/* with account-details and success; §3, §5): the email
 * and password, then the shopper's title and name; then the account is created and the shopper signed in.
 * What is typed on each step is kept while the shopper moves between them and after any error.
 */
export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
  },
  actors: {
    /** Creates the account and signs in: the app hands it to the session (REGISTER), which keeps the token. */
    register: fromPromise<void, RegistrationDetails>(async () => notProvided('register')),
  },
  actions: {
    'keep the email and password': assign(({ event }) => {
      assertEvent(event, 'CONTINUE');
      return stepOne(event);
    }),
    'keep the account details': assign(({ event }) => {
      assertEvent(event, 'SUBMIT');
      return stepTwo(event);
    }),
    'show the email and password errors': assign({
      fieldErrors: ({ event }) => {
        assertEvent(event, 'CONTINUE');
        return errorsOf(event, EMAIL_AND_PASSWORD_FIELDS);
      },
      formError: null,
      failure: null,
    }),
    'show the account details errors': assign({
      fieldErrors: ({ event }) => {
        assertEvent(event, 'SUBMIT');
        return errorsOf(event, ACCOUNT_DETAILS_FIELDS);
      },
      formError: null,
      failure: null,
    }),
    'show the server errors': assign(({ event }) => {
      const failure = failureOf(event);
      const fieldErrors: FieldErrors<RegistrationField> = {};
      for (const field of REGISTRATION_FIELDS) {
        const message = failure.fields[field];
        if (message) fieldErrors[field] = message;
      }
      // A validation answer speaks through its fields; one about no field we show is said for the whole form.
      const speaksThroughFields = failure.code === 'VALIDATION' && Object.keys(fieldErrors).length > 0;
      return {
        fieldErrors,
        formError: speaksThroughFields ? null : failure.message,
        failure: failure.code,
      };
    }),
    'forget the errors': assign({ fieldErrors: {}, formError: null, failure: null }),
    'send the registration': spawnChild('register', {
      id: 'register',
      input: ({ context }) => registrationDetailsOf(context),
    }),
    'stop registering': stopChild('register'),
    // Navigation belongs to the app, which provides these with its router.
    'show the account details step': () => {},
    'show the email and password step': () => {},
    'show the success page': () => {},
  },
  guards: {
    'the email and password are valid': ({ event }) => {
      assertEvent(event, 'CONTINUE');
      return Object.keys(errorsOf(event, EMAIL_AND_PASSWORD_FIELDS)).length === 0;
    },
    'the account details are valid': ({ event }) => {
      assertEvent(event, 'SUBMIT');
      return Object.keys(errorsOf(event, ACCOUNT_DETAILS_FIELDS)).length === 0;
    },
    'the server refused the email or password': ({ event }) => {
      const failure = failureOf(event);
      return (
        failure.code === 'REGISTRATION_REFUSED' ||
        EMAIL_AND_PASSWORD_FIELDS.some((field) => failure.fields[field] !== undefined)
      );
    },
  },
}).createMachine({
  id: 'registration',
  description:
    'A new customer registers in two steps: email and password, then title and name. The account is created ' +
    'and the shopper signed in by the session; the success page follows. Each step is checked with the rules ' +
    'and messages of doc 1 §5 (the server checks them again), and nothing typed is lost on an error.',
  context: {
    email: '',
    password: '',
    title: '',
    firstName: '',
    lastName: '',
    fieldErrors: {},
    formError: null,
    failure: null,
  },
  initial: 'emailAndPassword',
  states: {
    emailAndPassword: {
      description:
        'Step 1 (/registration): email address and password (8 to 64 characters, a letter and a digit). ' +
        'A refused registration comes back here, since a different email or signing in is the way on.',
      on: {
        CONTINUE: [
          {
            guard: 'the email and password are valid',
            target: 'accountDetails',
            actions: ['keep the email and password', 'forget the errors', 'show the account details step'],
          },
          { actions: ['keep the email and password', 'show the email and password errors'] },
        ],
      },
    },
    accountDetails: {
      description:
        'Step 2 (/registration/account-details): title (optional, from the list of doc 1 §3), first name and last name.',
      on: {
        BACK: { target: 'emailAndPassword', actions: 'forget the errors' },
        // Step 1 may be on screen while the flow is here: the browser's Back while registering, then an
        // answer about a step 2 field. Its Continue is taken as at step 1, so the shopper is never stuck.
        CONTINUE: [
          {
            guard: 'the email and password are valid',
            actions: ['keep the email and password', 'forget the errors', 'show the account details step'],
          },
          {
            target: 'emailAndPassword',
            actions: ['keep the email and password', 'show the email and password errors'],
          },
        ],
        SUBMIT: [
          {
            guard: 'the account details are valid',
            target: 'registering',
            actions: ['keep the account details', 'forget the errors'],
          },
          { actions: ['keep the account details', 'show the account details errors'] },
        ],
      },
    },
    registering: {
      description:
        'The session creates the account and signs the shopper in (POST auth?signUp=true). Field errors from ' +
        'the server go back to the step that has the field; a refusal goes back to step 1.',
      entry: 'send the registration',
      exit: 'stop registering',
      on: {
        'xstate.done.actor.register': { target: 'registered', actions: 'show the success page' },
        'xstate.error.actor.register': [
          {
            guard: 'the server refused the email or password',
            target: 'emailAndPassword',
            actions: ['show the server errors', 'show the email and password step'],
          },
          { target: 'accountDetails', actions: 'show the server errors' },
        ],
      },
    },
    registered: {
      type: 'final',
      description: 'The account exists and the shopper is signed in: the success page shows.',
    },
  },
});

export type RegistrationActor = ActorRefFrom<typeof registrationMachine>;
export type RegistrationSnapshot = SnapshotFrom<typeof registrationMachine>;

export type RegistrationStep = 'emailAndPassword' | 'accountDetails' | 'registering' | 'registered';

// Selectors: what the registration pages read.

/** Which step the flow is at. */
export const selectRegistrationStep = (snapshot: RegistrationSnapshot): RegistrationStep =>
  snapshot.value as RegistrationStep;
export const selectIsRegistering = (snapshot: RegistrationSnapshot): boolean =>
  snapshot.matches('registering');
export const selectEmailAndPassword = (snapshot: RegistrationSnapshot): EmailAndPassword =>
  stepOne(snapshot.context);
export const selectAccountDetails = (snapshot: RegistrationSnapshot): AccountDetails =>
  stepTwo(snapshot.context);
export const selectFieldErrors = (snapshot: RegistrationSnapshot): FieldErrors<RegistrationField> =>
  snapshot.context.fieldErrors;
export const selectFormError = (snapshot: RegistrationSnapshot): string | null => snapshot.context.formError;
export const selectFailure = (snapshot: RegistrationSnapshot): RegistrationFailure['code'] | null =>
  snapshot.context.failure;
