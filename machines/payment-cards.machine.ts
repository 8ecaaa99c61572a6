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
import { type CardEntry, type CardEntryError, cardEntryErrors } from '../src/domain/payment-cards.ts';

/**
 * The shopper's saved cards (doc 2 §2 myaccount/paymentcards, §7 GET and DELETE payment cards): the list,
 * a card made the default, a card deleted after a confirmation, and a new card added (checked with the
 * domain's card rules, then sent to the payment service for a token and saved). The list is the server's,
 * loaded again after every change.
 */

export interface PaymentCardsContext {
  cards: SavedPaymentCard[];
  /** The card the delete confirmation is about. */
  targetId: string | null;
  /** What is wrong with the new card (the form's check, or the payment service's answer). */
  cardErrors: CardEntryError[];
  /** A message about the whole call, or null. */
  error: string | null;
  /** The snackbar's message ('Card deleted'), or null. */
  notice: string | null;
}

/** How a call of this flow failed: a message, and the card's field errors when the payment service gave any. */
export interface PaymentCardsFailure {
  message: string;
  fieldErrors?: CardEntryError[];
}

export type PaymentCardsEvent =
  | { type: 'RETRY' }
  | { type: 'OPEN_ADD' }
  | { type: 'SUBMIT_CARD'; card: CardEntry; defaultCard: boolean }
  | { type: 'MAKE_DEFAULT'; paymentCardId: string }
  | { type: 'DELETE'; paymentCardId: string }
  | { type: 'CONFIRM' }
  | { type: 'CLOSE' }
  | { type: 'DISMISS_NOTICE' }
  | DoneActorEvent<SavedPaymentCard[], 'loadCards'>
  | ErrorActorEvent<unknown, 'loadCards'>
  | DoneActorEvent<void, 'addCard'>
  | ErrorActorEvent<unknown, 'addCard'>
  | DoneActorEvent<void, 'makeDefault'>
  | ErrorActorEvent<unknown, 'makeDefault'>
  | DoneActorEvent<void, 'deleteCard'>
  | ErrorActorEvent<unknown, 'deleteCard'>;

function notProvided(name: string): never {
  throw new Error(`The payment cards' "${name}" is supplied by the app with paymentCardsMachine.provide()`);
}

const UNEXPECTED = "Sorry, we're experiencing an unexpected error.";

/** The failure an actor's error event carries. */
function failureOf(error: unknown): PaymentCardsFailure {
  if (
    typeof error === 'object' &&
    error !== null &&
    'message' in error &&
    typeof error.message === 'string'
  ) {
    const fieldErrors =
      'fieldErrors' in error && Array.isArray(error.fieldErrors) ? error.fieldErrors : undefined;
    return { message: error.message, ...(fieldErrors && { fieldErrors: fieldErrors as CardEntryError[] }) };
  }
  return { message: UNEXPECTED };
}

export const paymentCardsMachine = setup({
  types: {
    context: {} as PaymentCardsContext,
    events: {} as PaymentCardsEvent,
  },
  actors: {
    /** The shopper's saved cards, default first. */
    loadCards: fromPromise<SavedPaymentCard[], void>(async () => notProvided('loadCards')),
    /** The card to the payment service for a token, then saved to the shopper's cards. */
    addCard: fromPromise<void, { card: CardEntry; defaultCard: boolean }>(async () => notProvided('addCard')),
    makeDefault: fromPromise<void, { paymentCardId: string }>(async () => notProvided('makeDefault')),
    deleteCard: fromPromise<void, { paymentCardId: string }>(async () => notProvided('deleteCard')),
  },
  delays: {
    /** How long the snackbar shows. */
    NOTICE_TIMEOUT: 5000,
  },
  guards: {
    cardEntryHasErrors: ({ event }) => {
      assertEvent(event, 'SUBMIT_CARD');
      return cardEntryErrors(event.card, new Date()).length > 0;
    },
  },
  actions: {
    assignCardEntryErrors: assign({
      cardErrors: ({ event }) => {
        assertEvent(event, 'SUBMIT_CARD');
        return cardEntryErrors(event.card, new Date());
      },
      error: null,
    }),
    clearErrors: assign({ cardErrors: [], error: null }),
    assignCards: assign({
      cards: ({ event }) => {
        assertEvent(event, 'xstate.done.actor.loadCards');
        return event.output;
      },
    }),
    'send the new card': spawnChild('addCard', {
      id: 'addCard',
      input: ({ event }) => {
        assertEvent(event, 'SUBMIT_CARD');
        return { card: event.card, defaultCard: event.defaultCard };
      },
    }),
    'stop adding': stopChild('addCard'),
    'send the new default': spawnChild('makeDefault', {
      id: 'makeDefault',
      input: ({ event }) => {
        assertEvent(event, 'MAKE_DEFAULT');
        return { paymentCardId: event.paymentCardId };
      },
    }),
    'stop making default': stopChild('makeDefault'),
    'send the deletion': spawnChild('deleteCard', {
      id: 'deleteCard',
      input: ({ context }) => ({ paymentCardId: context.targetId ?? '' }),
    }),
    'stop deleting': stopChild('deleteCard'),
    assignFailure: assign(({ event }) => {
      const failure = failureOf('error' in event ? event.error : undefined);
      return {
        error: failure.fieldErrors?.length ? null : failure.message,
        cardErrors: failure.fieldErrors ?? [],
      };
    }),
    assignTarget: assign({
      targetId: ({ event }) => {
        assertEvent(event, 'DELETE');
        return event.paymentCardId;
      },
    }),
    clearTarget: assign({ targetId: null }),
    assignNotice: assign({ notice: (_, params: { notice: string }) => params.notice }),
    clearNotice: assign({ notice: null }),
  },
}).createMachine({
  id: 'paymentCards',
  context: { cards: [], targetId: null, cardErrors: [], error: null, notice: null },
  initial: 'loading',
  on: {
    DISMISS_NOTICE: { actions: 'clearNotice' },
  },
  states: {
    loading: {
      description: "The shopper's saved cards are being fetched.",
      invoke: {
        id: 'loadCards',
        src: 'loadCards',
        onDone: { target: 'idle', actions: 'assignCards' },
        onError: { target: 'loadFailed', actions: 'assignFailure' },
      },
    },
    loadFailed: {
      description: 'The cards could not be fetched; the shopper may try again.',
      on: { RETRY: { target: 'loading', actions: 'clearErrors' } },
    },
    idle: {
      description: 'The list of cards, each with Make default and Delete, and Add a card.',
      after: { NOTICE_TIMEOUT: { actions: 'clearNotice' } },
      on: {
        OPEN_ADD: { target: 'adding', actions: ['clearErrors', 'clearNotice'] },
        DELETE: { target: 'confirmingDelete', actions: ['assignTarget', 'clearErrors', 'clearNotice'] },
        MAKE_DEFAULT: { target: 'makingDefault', actions: ['clearErrors', 'clearNotice'] },
      },
    },
    confirmingDelete: {
      description: "'Delete this card?': the shopper confirms or keeps it.",
      on: {
        CONFIRM: 'deleting',
        CLOSE: { target: 'idle', actions: 'clearTarget' },
      },
    },
    deleting: {
      description: "DELETE payment-cards/{id}: another customer's card is 404.",
      entry: 'send the deletion',
      exit: 'stop deleting',
      on: {
        'xstate.done.actor.deleteCard': {
          target: 'loading',
          actions: ['clearTarget', { type: 'assignNotice', params: { notice: 'Card deleted' } }],
        },
        'xstate.error.actor.deleteCard': { target: 'idle', actions: ['clearTarget', 'assignFailure'] },
      },
    },
    makingDefault: {
      entry: 'send the new default',
      exit: 'stop making default',
      on: {
        'xstate.done.actor.makeDefault': {
          target: 'loading',
          actions: { type: 'assignNotice', params: { notice: 'Default card updated' } },
        },
        'xstate.error.actor.makeDefault': { target: 'idle', actions: 'assignFailure' },
      },
    },
    adding: {
      description: 'The new card form: checked with the card rules before it is sent.',
      initial: 'editing',
      states: {
        editing: {
          on: {
            CLOSE: { target: '#paymentCards.idle', actions: 'clearErrors' },
            SUBMIT_CARD: [
              { guard: 'cardEntryHasErrors', actions: 'assignCardEntryErrors' },
              { target: 'saving', actions: 'clearErrors' },
            ],
          },
        },
        saving: {
          description: 'The card is with the payment service, then saved.',
          entry: 'send the new card',
          exit: 'stop adding',
          on: {
            'xstate.done.actor.addCard': {
              target: '#paymentCards.loading',
              actions: { type: 'assignNotice', params: { notice: 'Card added' } },
            },
            'xstate.error.actor.addCard': { target: 'editing', actions: 'assignFailure' },
          },
        },
      },
    },
  },
});

export type PaymentCardsActor = ActorRefFrom<typeof paymentCardsMachine>;
export type PaymentCardsSnapshot = SnapshotFrom<typeof paymentCardsMachine>;
