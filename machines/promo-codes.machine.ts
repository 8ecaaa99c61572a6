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
import type { AddIncentiveAnswer, Incentive } from '../src/contract/incentives.ts';
import {
  INCENTIVE_FIELD_MESSAGES,
  INCENTIVE_MESSAGES,
  INCENTIVES_TIMEOUT_MS,
  type IncentiveError,
  incentiveErrorMessage,
  normaliseIncentiveCode,
} from '../src/domain/incentives.ts';

/**
 * Promo codes on the shopper's current order (doc 2 §3 Promo code, §4 Promo codes, §7, §8 Promo codes, §9),
 * on the checkout and on the trolley: the codes on the order (loaded within 8000 ms; a failure leaves the list
 * empty and never holds anything up), a code typed and checked before it is sent, then applied, kept but not
 * applied (its alert says why) or refused; a code removed. Each change that reaches the server announces
 * `totalsChanged`, so whoever shows the totals (the checkout's order, the trolley) fetches them again.
 */

export interface PromoCodesInput {
  /** The shopper's current order (the trolley's orderId, or the order at checkout). */
  customerOrderId: string;
}

/** The code the shopper asked for that was not kept, and why (the alert). */
export interface PromoCodeRejection {
  code: string;
  message: string;
}

export interface PromoCodesContext {
  customerOrderId: string;
  /** The codes on the order, in the order added (APPLIED, or NOT_APPLIED with their alert). */
  incentives: Incentive[];
  /** doc 2 §3: a code is being added, or removed. */
  isAdding: boolean;
  isRemoving: boolean;
  /** The code being added or removed (as looked up), and after it the last one asked for. */
  requestedPromoCode: string | null;
  /** Why the last add or remove failed (incentiveErrorMessage: the server's message, or the generic one). */
  serverError: string | null;
  /** What is wrong with the code box before anything is sent. */
  fieldError: string | null;
  /** A code asked for that was not kept, with the alert's message. */
  rejection: PromoCodeRejection | null;
  /** The snackbar ('Code successfully applied' ...), or null. */
  notice: string | null;
}

export type PromoCodesEvent =
  /** Apply: the code box as the shopper typed it. */
  | { type: 'APPLY'; code: string }
  | { type: 'REMOVE'; code: string }
  | { type: 'DISMISS_NOTICE' }
  /** Whoever shows the totals could not fetch them again after totalsChanged: they are out of date. */
  | { type: 'TOTALS_NOT_REFRESHED' }
  | DoneActorEvent<Incentive[], 'loadIncentives'>
  | ErrorActorEvent<unknown, 'loadIncentives'>
  | DoneActorEvent<AddIncentiveAnswer, 'addIncentive'>
  | ErrorActorEvent<unknown, 'addIncentive'>
  | DoneActorEvent<Incentive[], 'removeIncentive'>
  | ErrorActorEvent<unknown, 'removeIncentive'>;

/**
 * What the machine tells the outside: the order's codes changed on the server (whoever shows the totals
 * fetches them again); the code asked for is on the order, applied or kept (the code box can be emptied; a
 * code refused, or a call that failed, stays in the box to be corrected).
 */
export type PromoCodesEmitted =
  | { type: 'totalsChanged'; customerOrderId: string }
  | { type: 'codeAdded'; code: string };

function notProvided(name: string): never {
  throw new Error(`The promo codes' "${name}" is supplied by the app with promoCodesMachine.provide()`);
}

/** An actor's error as an IncentiveError: anything without a status never got an answer. */
export function incentiveErrorOf(error: unknown): IncentiveError {
  if (typeof error !== 'object' || error === null) return { status: null, message: null };
  const status = 'status' in error && typeof error.status === 'number' ? error.status : null;
  const message = 'message' in error && typeof error.message === 'string' ? error.message : null;
  // A thrown Error (a bug, a broken answer) has a message of its own that is not the server's.
  return status === null ? { status: null, message: null } : { status, message };
}

function inputOf(event: { type: string }): PromoCodesInput | undefined {
  return event.type === 'xstate.init' && 'input' in event ? (event.input as PromoCodesInput) : undefined;
}

const errorOf = (event: PromoCodesEvent) => incentiveErrorOf('error' in event ? event.error : undefined);

export const promoCodesMachine = setup({
  types: {
    input: {} as PromoCodesInput,
    context: {} as PromoCodesContext,
    events: {} as PromoCodesEvent,
    emitted: {} as PromoCodesEmitted,
  },
  actors: {
    /** GET orders/{id}/incentives, within INCENTIVES_TIMEOUT_MS. */
    loadIncentives: fromPromise<Incentive[], { customerOrderId: string }>(async () =>
      notProvided('loadIncentives'),
    ),
    /** POST orders/{id}/incentives. */
    addIncentive: fromPromise<AddIncentiveAnswer, { customerOrderId: string; code: string }>(async () =>
      notProvided('addIncentive'),
    ),
    /** DELETE orders/{id}/incentives/{code}. */
    removeIncentive: fromPromise<Incentive[], { customerOrderId: string; code: string }>(async () =>
      notProvided('removeIncentive'),
    ),
  },
  delays: {
    /** doc 2 §7, §9: the codes load gives up after 8000 ms, and the list stays empty. */
    INCENTIVES_DEADLINE: INCENTIVES_TIMEOUT_MS,
    /** How long the snackbar shows. */
    NOTICE_TIMEOUT: 5000,
  },
  guards: {
    'the code box is empty': ({ event }) => {
      assertEvent(event, 'APPLY');
      return event.code.trim().length === 0;
    },
    'the code cannot be a code': ({ event }) => {
      assertEvent(event, 'APPLY');
      return normaliseIncentiveCode(event.code) === null;
    },
    'the code was applied': ({ event }) => {
      assertEvent(event, 'xstate.done.actor.addIncentive');
      return event.output.incentive?.status === 'APPLIED';
    },
    'the code was kept, not applied': ({ event }) => {
      assertEvent(event, 'xstate.done.actor.addIncentive');
      return event.output.incentive !== null;
    },
  },
  actions: {
    'take the input': assign({
      // The machine's input arrives with its start event (the configuration holds no functions).
      customerOrderId: ({ event }) => inputOf(event)?.customerOrderId ?? '',
    }),
    'load the codes': spawnChild('loadIncentives', {
      id: 'loadIncentives',
      input: ({ context }) => ({ customerOrderId: context.customerOrderId }),
    }),
    'stop loading': stopChild('loadIncentives'),
    'send the code': spawnChild('addIncentive', {
      id: 'addIncentive',
      input: ({ context }) => ({
        customerOrderId: context.customerOrderId,
        code: context.requestedPromoCode ?? '',
      }),
    }),
    'stop adding': stopChild('addIncentive'),
    'send the removal': spawnChild('removeIncentive', {
      id: 'removeIncentive',
      input: ({ context }) => ({
        customerOrderId: context.customerOrderId,
        code: context.requestedPromoCode ?? '',
      }),
    }),
    'stop removing': stopChild('removeIncentive'),

    'keep the codes': assign({
      incentives: ({ event }) => {
        assertEvent(event, ['xstate.done.actor.loadIncentives', 'xstate.done.actor.removeIncentive']);
        return event.output;
      },
    }),
    'note the code box is empty': assign({
      fieldError: INCENTIVE_FIELD_MESSAGES.codeRequired,
      serverError: null,
      rejection: null,
      notice: null,
    }),
    'note the code cannot be a code': assign({
      fieldError: INCENTIVE_FIELD_MESSAGES.codeInvalid,
      serverError: null,
      rejection: null,
      notice: null,
    }),
    'start adding': assign(({ event }) => {
      assertEvent(event, 'APPLY');
      return {
        requestedPromoCode: normaliseIncentiveCode(event.code),
        isAdding: true,
        fieldError: null,
        serverError: null,
        rejection: null,
        notice: null,
      };
    }),
    'start removing': assign(({ event }) => {
      assertEvent(event, 'REMOVE');
      return {
        requestedPromoCode: event.code,
        isRemoving: true,
        fieldError: null,
        serverError: null,
        rejection: null,
        notice: null,
      };
    }),
    'stop being busy': assign({ isAdding: false, isRemoving: false }),
    'keep the answer': assign(({ event }) => {
      assertEvent(event, 'xstate.done.actor.addIncentive');
      const { incentive, rejection, incentives } = event.output;
      const applied = incentive?.status === 'APPLIED';
      return {
        incentives,
        rejection: rejection ? { code: rejection.code, message: rejection.message } : null,
        notice: applied ? INCENTIVE_MESSAGES.applied : INCENTIVE_MESSAGES.notApplied,
      };
    }),
    'say the code is removed': assign({ notice: INCENTIVE_MESSAGES.removed }),
    'say why adding failed': assign(({ event }) => {
      const message = incentiveErrorMessage(errorOf(event), 'add');
      return { serverError: message, notice: message };
    }),
    'say why removing failed': assign(({ event }) => {
      const message = incentiveErrorMessage(errorOf(event), 'remove');
      return { serverError: message, notice: message };
    }),
    'clear the notice': assign({ notice: null }),
    'say the totals are out of date': assign({
      serverError: INCENTIVE_MESSAGES.totalsNotRefreshed,
      notice: INCENTIVE_MESSAGES.totalsNotRefreshed,
    }),
    'announce the new totals': emit(({ context }) => ({
      type: 'totalsChanged' as const,
      customerOrderId: context.customerOrderId,
    })),
    'say the code is on the order': emit(({ event }) => {
      assertEvent(event, 'xstate.done.actor.addIncentive');
      return { type: 'codeAdded' as const, code: event.output.incentive?.code ?? '' };
    }),
  },
}).createMachine({
  id: 'promoCodes',
  description:
    'Promo codes: the codes on the order (a failed or late load leaves none and holds nothing up); a code ' +
    'checked in the browser, then applied, kept but not applied (its alert says why), or refused; a code ' +
    'removed. Every change on the server announces totalsChanged.',
  context: {
    customerOrderId: '',
    incentives: [],
    isAdding: false,
    isRemoving: false,
    requestedPromoCode: null,
    serverError: null,
    fieldError: null,
    rejection: null,
    notice: null,
  },
  entry: 'take the input',
  on: {
    DISMISS_NOTICE: { actions: 'clear the notice' },
  },
  initial: 'loading',
  states: {
    loading: {
      description:
        'GET incentives for the order, 8000 ms at most. A failure or a late answer ends with no codes listed; ' +
        'the box works meanwhile (adding answers every code on the order) and nothing waits for it.',
      entry: 'load the codes',
      exit: 'stop loading',
      after: { INCENTIVES_DEADLINE: { target: 'ready' } },
      on: {
        // The box works meanwhile: adding answers every code on the order, so the load is not needed then.
        APPLY: [
          { guard: 'the code box is empty', actions: 'note the code box is empty' },
          { guard: 'the code cannot be a code', actions: 'note the code cannot be a code' },
          { target: 'adding', actions: 'start adding' },
        ],
        'xstate.done.actor.loadIncentives': { target: 'ready', actions: 'keep the codes' },
        'xstate.error.actor.loadIncentives': { target: 'ready' },
      },
    },
    ready: {
      description: 'The code box and the codes on the order, each with Remove.',
      initial: 'idle',
      on: {
        APPLY: [
          { guard: 'the code box is empty', target: '.idle', actions: 'note the code box is empty' },
          { guard: 'the code cannot be a code', target: '.idle', actions: 'note the code cannot be a code' },
          { target: 'adding', actions: 'start adding' },
        ],
        REMOVE: { target: 'removing', actions: 'start removing' },
        // While another change is under way its own answer brings the totals again, so this waits for ready.
        TOTALS_NOT_REFRESHED: { target: '.failure', actions: 'say the totals are out of date' },
      },
      states: {
        idle: {},
        success: {
          description: "'Code successfully applied' or 'Code successfully removed'.",
          after: { NOTICE_TIMEOUT: { actions: 'clear the notice' } },
        },
        failure: {
          description:
            "'Code not applied, please check the alert' (kept but not applied, or refused: the alert says why), " +
            "or why the call failed (the server's message; the generic one with no status, 500 or above, or none), " +
            'or that the totals shown could not be fetched again after a change.',
          after: { NOTICE_TIMEOUT: { actions: 'clear the notice' } },
        },
      },
    },
    adding: {
      description:
        'POST incentives with the code as looked up (COUPON and COMBO codes in capitals). A code on the order ' +
        '(applied or kept) empties the code box (codeAdded); a refused one stays in it to be corrected.',
      entry: 'send the code',
      exit: ['stop adding', 'stop being busy'],
      on: {
        'xstate.done.actor.addIncentive': [
          {
            guard: 'the code was applied',
            target: 'ready.success',
            actions: ['keep the answer', 'announce the new totals', 'say the code is on the order'],
          },
          {
            guard: 'the code was kept, not applied',
            target: 'ready.failure',
            actions: ['keep the answer', 'announce the new totals', 'say the code is on the order'],
          },
          { target: 'ready.failure', actions: ['keep the answer', 'announce the new totals'] },
        ],
        'xstate.error.actor.addIncentive': { target: 'ready.failure', actions: 'say why adding failed' },
      },
    },
    removing: {
      description: 'DELETE incentives/{code}.',
      entry: 'send the removal',
      exit: ['stop removing', 'stop being busy'],
      on: {
        'xstate.done.actor.removeIncentive': {
          target: 'ready.success',
          actions: ['keep the codes', 'say the code is removed', 'announce the new totals'],
        },
        'xstate.error.actor.removeIncentive': {
          target: 'ready.failure',
          actions: 'say why removing failed',
        },
      },
    },
  },
});

export type PromoCodesActor = ActorRefFrom<typeof promoCodesMachine>;
export type PromoCodesSnapshot = SnapshotFrom<typeof promoCodesMachine>;
