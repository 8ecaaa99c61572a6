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
import type { DeliveryPass } from '../src/contract/orders.ts';
import {
  type CardPayment,
  cardMistakesOf,
  cardPaymentFailureOf,
  UNEXPECTED_ERROR,
} from '../src/domain/card-payment.ts';
import type { CardEntryError } from '../src/domain/payment-cards.ts';

/**
 * Buying a delivery pass (doc 2 §2 delivery-pass and myaccount/delivery-pass, §3 Delivery pass status, §7
 * Delivery pass): the shopper chooses a plan, then a saved card or a new one (checked with the card rules, then
 * sent to the payment service for a token), and the pass is bought; a declined card may be retried. Once bought
 * the app hears of it ('announce the pass') so the status (and the account menu's Delivery Pass) is fetched
 * afresh.
 */

/** How the shopper pays: a saved card, or a new card as typed. */
export type DeliveryPassPayment = CardPayment;

export interface DeliveryPassContext {
  planId: string | null;
  savedCards: SavedPaymentCard[];
  /** The pass once bought. */
  pass: DeliveryPass | null;
  cardErrors: CardEntryError[];
  error: string | null;
}

export type DeliveryPassEvent =
  | { type: 'CHOOSE_PLAN'; planId: string }
  | { type: 'CHANGE_PLAN' }
  | { type: 'PAY'; payment: DeliveryPassPayment }
  | { type: 'RETRY' }
  | DoneActorEvent<SavedPaymentCard[], 'loadCards'>
  | ErrorActorEvent<unknown, 'loadCards'>
  | DoneActorEvent<DeliveryPass, 'buyPass'>
  | ErrorActorEvent<unknown, 'buyPass'>;

export { UNEXPECTED_ERROR };

function notProvided(name: string): never {
  throw new Error(`The delivery pass's "${name}" is supplied by the app with deliveryPassMachine.provide()`);
}

/** The failure an actor's error event carries; anything unlike a refusal is the unexpected error. */
const failureOf = (event: DeliveryPassEvent) =>
  cardPaymentFailureOf('error' in event ? event.error : undefined);

export const deliveryPassMachine = setup({
  types: {
    context: {} as DeliveryPassContext,
    events: {} as DeliveryPassEvent,
  },
  actors: {
    /** The shopper's saved cards. */
    loadCards: fromPromise<SavedPaymentCard[], void>(async () => notProvided('loadCards')),
    /** A new card to the payment service for a token, then POST pass/purchases; or a saved card. */
    buyPass: fromPromise<DeliveryPass, { planId: string; payment: DeliveryPassPayment }>(async () =>
      notProvided('buyPass'),
    ),
  },
  guards: {
    'the new card has mistakes': ({ event }) => {
      assertEvent(event, 'PAY');
      return cardMistakesOf(event.payment, new Date()).length > 0;
    },
    'the card was declined': ({ event }) => failureOf(event).type === 'PAYMENT_DECLINED',
    'the purchase was refused': ({ event }) => failureOf(event).type !== undefined,
  },
  actions: {
    'keep the plan': assign({
      planId: ({ event }) => {
        assertEvent(event, 'CHOOSE_PLAN');
        return event.planId;
      },
    }),
    'load the cards': spawnChild('loadCards', { id: 'loadCards' }),
    'stop loading the cards': stopChild('loadCards'),
    'keep the cards': assign({
      savedCards: ({ event }) => {
        assertEvent(event, 'xstate.done.actor.loadCards');
        return event.output;
      },
    }),
    'buy the pass': spawnChild('buyPass', {
      id: 'buyPass',
      input: ({ context, event }) => {
        assertEvent(event, 'PAY');
        return { planId: context.planId ?? '', payment: event.payment };
      },
    }),
    'stop buying': stopChild('buyPass'),
    'keep the pass': assign({
      pass: ({ event }) => {
        assertEvent(event, 'xstate.done.actor.buyPass');
        return event.output;
      },
    }),
    /** The app refreshes the pass status (the account menu's Delivery Pass follows it). */
    'announce the pass': () => {},
    'show the card mistakes': assign({
      cardErrors: ({ event }) => {
        assertEvent(event, 'PAY');
        return cardMistakesOf(event.payment, new Date());
      },
      error: null,
    }),
    'show the refusal': assign(({ event }) => {
      const failure = failureOf(event);
      return {
        error: failure.fieldErrors?.length ? null : failure.message,
        cardErrors: failure.fieldErrors ?? [],
      };
    }),
    'show the unexpected error': assign({ error: UNEXPECTED_ERROR, cardErrors: [] }),
    'forget the errors': assign({ error: null, cardErrors: [] }),
  },
}).createMachine({
  id: 'deliveryPass',
  context: { planId: null, savedCards: [], pass: null, cardErrors: [], error: null },
  initial: 'choosingPlan',
  states: {
    choosingPlan: {
      description: 'The plans with their prices; the shopper chooses one.',
      on: { CHOOSE_PLAN: { target: 'loadingCards', actions: ['keep the plan', 'forget the errors'] } },
    },
    loadingCards: {
      description: "The shopper's saved cards are fetched.",
      entry: 'load the cards',
      exit: 'stop loading the cards',
      on: {
        'xstate.done.actor.loadCards': { target: 'choosingCard', actions: 'keep the cards' },
        'xstate.error.actor.loadCards': { target: 'failed', actions: 'show the unexpected error' },
      },
    },
    choosingCard: {
      description: 'The chosen plan; the shopper pays with a saved card or a new one, or changes the plan.',
      on: {
        PAY: [
          { guard: 'the new card has mistakes', actions: 'show the card mistakes' },
          { target: 'buying', actions: 'forget the errors' },
        ],
        CHANGE_PLAN: { target: 'choosingPlan', actions: 'forget the errors' },
      },
    },
    buying: {
      description: "The plan's price is charged to the card (a new card goes to the payment service first).",
      entry: 'buy the pass',
      exit: 'stop buying',
      on: {
        'xstate.done.actor.buyPass': { target: 'bought', actions: ['keep the pass', 'announce the pass'] },
        'xstate.error.actor.buyPass': [
          { guard: 'the card was declined', target: 'declined', actions: 'show the refusal' },
          { guard: 'the purchase was refused', target: 'choosingCard', actions: 'show the refusal' },
          { target: 'failed', actions: 'show the unexpected error' },
        ],
      },
    },
    declined: {
      description: "'Sorry, your payment was declined. Please try another card.'",
      on: {
        PAY: [
          { guard: 'the new card has mistakes', target: 'choosingCard', actions: 'show the card mistakes' },
          { target: 'buying', actions: 'forget the errors' },
        ],
        RETRY: { target: 'choosingCard', actions: 'forget the errors' },
      },
    },
    failed: {
      description: "'Sorry, we're experiencing an unexpected error.' The shopper may start again.",
      on: { RETRY: { target: 'choosingPlan', actions: 'forget the errors' } },
    },
    bought: {
      description: 'The pass is ACTIVE: its plan, dates and card are shown.',
      type: 'final',
    },
  },
});

export type DeliveryPassActor = ActorRefFrom<typeof deliveryPassMachine>;
export type DeliveryPassSnapshot = SnapshotFrom<typeof deliveryPassMachine>;
