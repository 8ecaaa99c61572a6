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
import type { SavedPaymentCard } from '../src/contract/checkout.ts';
import type { PaymentResolution } from '../src/contract/orders.ts';
import {
  type CardPayment,
  type CardPaymentFailure,
  cardMistakesOf,
  cardPaymentFailureOf,
  UNEXPECTED_ERROR,
} from '../src/domain/card-payment.ts';
import { MAX_PAYMENT_RESOLUTION_ATTEMPTS } from '../src/domain/orders.ts';
import type { CardEntryError } from '../src/domain/payment-cards.ts';

/**
 * Resolve order payment (doc 2 §2 resolve-order-payment/{customerOrderId}, §3 Payment resolution, §7 GET and
 * POST failed order payments): the order whose payment failed and the shopper's saved cards are loaded; the
 * shopper pays the picked total with a saved card or a new one (checked with the card rules, then sent to the
 * payment service for a token, as checkout does); a decline may be retried with another card until the
 * attempts are used, after which the shopper is asked to call Customer Care.
 */

export interface ResolvePaymentInput {
  customerOrderId: string;
}

/** What the page needs: the order's resolution and the shopper's saved cards. */
export interface LoadedResolution {
  resolution: PaymentResolution;
  savedCards: SavedPaymentCard[];
}

/** How the shopper pays: a saved card, or a new card as typed. */
export type ResolvePaymentWith = CardPayment;

/** How a call of this flow failed: the refusal's type and message, and the card's field errors if any. */
export type ResolvePaymentFailure = CardPaymentFailure;

export interface ResolvePaymentContext {
  customerOrderId: string;
  resolution: PaymentResolution | null;
  savedCards: SavedPaymentCard[];
  /** Declined tries so far, the server's count, kept up to date after each decline. */
  failedAttempts: number;
  /** What is wrong with the new card (the form's check, or the payment service's answer). */
  cardErrors: CardEntryError[];
  /** A message about the whole call, or null. */
  error: string | null;
}

export type ResolvePaymentEvent =
  | { type: 'PAY'; payment: ResolvePaymentWith }
  | { type: 'RETRY' }
  | DoneActorEvent<LoadedResolution, 'loadResolution'>
  | ErrorActorEvent<unknown, 'loadResolution'>
  | DoneActorEvent<PaymentResolution, 'pay'>
  | ErrorActorEvent<unknown, 'pay'>;

export { UNEXPECTED_ERROR };

function notProvided(name: string): never {
  throw new Error(`Resolve payment's "${name}" is supplied by the app with resolvePaymentMachine.provide()`);
}

function inputOf(event: { type: string }): ResolvePaymentInput | undefined {
  return event.type === 'xstate.init' && 'input' in event ? (event.input as ResolvePaymentInput) : undefined;
}

/** The failure an actor's error event carries; anything unlike a refusal is the unexpected error. */
export const failureOf = cardPaymentFailureOf;

const failureOfEvent = (event: ResolvePaymentEvent) => failureOf('error' in event ? event.error : undefined);

export const resolvePaymentMachine = setup({
  types: {
    input: {} as ResolvePaymentInput,
    context: {} as ResolvePaymentContext,
    events: {} as ResolvePaymentEvent,
  },
  actors: {
    /** GET failed-order-payments/{id} and the shopper's saved cards. */
    loadResolution: fromPromise<LoadedResolution, { customerOrderId: string }>(async () =>
      notProvided('loadResolution'),
    ),
    /** A new card to the payment service for a token, then POST failed-order-payments/{id}; or a saved card. */
    pay: fromPromise<PaymentResolution, { customerOrderId: string; payment: ResolvePaymentWith }>(async () =>
      notProvided('pay'),
    ),
  },
  guards: {
    'the payment is resolved': ({ event }) => {
      assertEvent(event, 'xstate.done.actor.loadResolution');
      return event.output.resolution.resolved;
    },
    'the order needs no payment': ({ event }) => {
      assertEvent(event, 'xstate.done.actor.loadResolution');
      return !event.output.resolution.paymentResolutionEnabled;
    },
    'no attempt is left': ({ event }) => {
      assertEvent(event, 'xstate.done.actor.loadResolution');
      return !event.output.resolution.paymentAttemptAllowed;
    },
    'the new card has mistakes': ({ event }) => {
      assertEvent(event, 'PAY');
      return cardMistakesOf(event.payment, new Date()).length > 0;
    },
    'the last attempt was declined': ({ context, event }) =>
      failureOfEvent(event).type === 'PAYMENT_DECLINED' &&
      context.failedAttempts + 1 >= MAX_PAYMENT_RESOLUTION_ATTEMPTS,
    'the card was declined': ({ event }) => failureOfEvent(event).type === 'PAYMENT_DECLINED',
    'the attempts are used': ({ event }) => failureOfEvent(event).type === 'PAYMENT_ATTEMPTS_USED',
    'the payment was already taken': ({ event }) => failureOfEvent(event).type === 'PAYMENT_NOT_NEEDED',
    'the card was refused': ({ event }) => failureOfEvent(event).type !== undefined,
  },
  actions: {
    'take the input': assign(({ event }) => ({ customerOrderId: inputOf(event)?.customerOrderId ?? '' })),
    'load the resolution': spawnChild('loadResolution', {
      id: 'loadResolution',
      input: ({ context }) => ({ customerOrderId: context.customerOrderId }),
    }),
    'stop loading': stopChild('loadResolution'),
    'pay with the card': spawnChild('pay', {
      id: 'pay',
      input: ({ context, event }) => {
        assertEvent(event, 'PAY');
        return { customerOrderId: context.customerOrderId, payment: event.payment };
      },
    }),
    'stop paying': stopChild('pay'),
    'keep the resolution': assign(({ event }) => {
      assertEvent(event, 'xstate.done.actor.loadResolution');
      return {
        resolution: event.output.resolution,
        savedCards: event.output.savedCards,
        failedAttempts: event.output.resolution.failedAttempts,
      };
    }),
    'keep the payment': assign({
      resolution: ({ event }) => {
        assertEvent(event, 'xstate.done.actor.pay');
        return event.output;
      },
    }),
    'count the decline': assign({ failedAttempts: ({ context }) => context.failedAttempts + 1 }),
    'show the card mistakes': assign({
      cardErrors: ({ event }) => {
        assertEvent(event, 'PAY');
        return cardMistakesOf(event.payment, new Date());
      },
      error: null,
    }),
    'show the refusal': assign(({ event }) => {
      const failure = failureOfEvent(event);
      return {
        error: failure.fieldErrors?.length ? null : failure.message,
        cardErrors: failure.fieldErrors ?? [],
      };
    }),
    'show the unexpected error': assign({ error: UNEXPECTED_ERROR, cardErrors: [] }),
    'forget the errors': assign({ error: null, cardErrors: [] }),
  },
}).createMachine({
  id: 'resolvePayment',
  context: {
    customerOrderId: '',
    resolution: null,
    savedCards: [],
    failedAttempts: 0,
    cardErrors: [],
    error: null,
  },
  entry: 'take the input',
  initial: 'loading',
  states: {
    loading: {
      description: "The order's payment resolution (total to pay, the declined card) and the saved cards.",
      entry: 'load the resolution',
      exit: 'stop loading',
      on: {
        'xstate.done.actor.loadResolution': [
          { guard: 'the payment is resolved', target: 'resolved', actions: 'keep the resolution' },
          { guard: 'the order needs no payment', target: 'notNeeded', actions: 'keep the resolution' },
          { guard: 'no attempt is left', target: 'attemptsUsed', actions: 'keep the resolution' },
          { target: 'ready', actions: 'keep the resolution' },
        ],
        'xstate.error.actor.loadResolution': { target: 'failed', actions: 'show the unexpected error' },
      },
    },
    ready: {
      description:
        'The total to pay and the declined card; the shopper chooses a saved card or types a new one, then Pay now.',
      on: {
        PAY: [
          { guard: 'the new card has mistakes', actions: 'show the card mistakes' },
          { target: 'paying', actions: 'forget the errors' },
        ],
      },
    },
    paying: {
      description: 'The card is charged the total to pay (a new card goes to the payment service first).',
      entry: 'pay with the card',
      exit: 'stop paying',
      on: {
        'xstate.done.actor.pay': { target: 'resolved', actions: 'keep the payment' },
        'xstate.error.actor.pay': [
          { guard: 'the last attempt was declined', target: 'attemptsUsed', actions: 'count the decline' },
          {
            guard: 'the card was declined',
            target: 'declined',
            actions: ['count the decline', 'show the refusal'],
          },
          { guard: 'the attempts are used', target: 'attemptsUsed' },
          { guard: 'the payment was already taken', target: 'loading' },
          { guard: 'the card was refused', target: 'ready', actions: 'show the refusal' },
          { target: 'failed', actions: 'show the unexpected error' },
        ],
      },
    },
    declined: {
      description: "'Sorry, your payment was declined. Please try another card.' The shopper may try again.",
      on: {
        PAY: [
          { guard: 'the new card has mistakes', target: 'ready', actions: 'show the card mistakes' },
          { target: 'paying', actions: 'forget the errors' },
        ],
        RETRY: { target: 'ready', actions: 'forget the errors' },
      },
    },
    attemptsUsed: {
      description: 'No attempt is left: the shopper is asked to call Customer Care to pay for the order.',
      type: 'final',
    },
    notNeeded: {
      description: 'The order does not need a payment.',
      type: 'final',
    },
    failed: {
      description: "'Sorry, we're experiencing an unexpected error.' The shopper may try again.",
      on: { RETRY: { target: 'loading', actions: 'forget the errors' } },
    },
    resolved: {
      description: "'Thank you. Your payment has been taken.' with links to the order and My orders.",
      type: 'final',
    },
  },
});

export type ResolvePaymentActor = ActorRefFrom<typeof resolvePaymentMachine>;
export type ResolvePaymentSnapshot = SnapshotFrom<typeof resolvePaymentMachine>;
