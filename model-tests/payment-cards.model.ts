import { expect } from 'vitest';
import type { EventFromLogic } from 'xstate';
import { type PaymentCardsSnapshot, paymentCardsMachine } from '../machines/payment-cards.machine.ts';
import { CARD_ENTRY_MESSAGES, type CardEntry } from '../src/domain/payment-cards.ts';
import { savedCardSample } from '../test/fixtures/checkout-order.ts';
import type { MachineModel, ReplayWorld } from './support/walk-machine.ts';

type PaymentCardsModelEvent = EventFromLogic<typeof paymentCardsMachine>;

const DEFAULT = savedCardSample({
  id: '90000001',
  paymentCardId: '90000001',
  cardType: 'VISA',
  maskedCardNumber: '•••• •••• •••• 1111',
});
const OTHER = savedCardSample({ id: '90000002', paymentCardId: '90000002', defaultCard: false });
const CARDS = [DEFAULT, OTHER];

const nextYear = String(new Date().getFullYear() + 1);
const GOOD_CARD: CardEntry = {
  cardNumber: '4444 3333 2222 1111',
  expiryMonth: '12',
  expiryYear: nextYear,
  cvc: '123',
  cardholderName: 'Ann Smith',
};
const BAD_CARD: CardEntry = { ...GOOD_CARD, cardNumber: '4444 3333 2222 1112', cvc: '' };

const SUBMITS = {
  'a good card': { type: 'SUBMIT_CARD', card: GOOD_CARD, defaultCard: true },
  'a mistyped card': { type: 'SUBMIT_CARD', card: BAD_CARD, defaultCard: false },
} as const satisfies Record<string, PaymentCardsModelEvent>;

const done = (id: string, output: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output, actorId: id }) as unknown as PaymentCardsModelEvent;
const failed = (id: string, error: unknown) =>
  ({ type: `xstate.error.actor.${id}`, error, actorId: id }) as unknown as PaymentCardsModelEvent;

const DECLINED_ENTRY = {
  message: 'Check the card details',
  fieldErrors: [{ field: 'cardNumber', message: CARD_ENTRY_MESSAGES.cardNumberInvalid }],
};
const UNEXPECTED = new Error('payment-cards answered 502');

const events: PaymentCardsModelEvent[] = [
  done('loadCards', CARDS),
  failed('loadCards', UNEXPECTED),
  { type: 'RETRY' },
  { type: 'OPEN_ADD' },
  ...Object.values(SUBMITS),
  { type: 'MAKE_DEFAULT', paymentCardId: OTHER.paymentCardId },
  { type: 'DELETE', paymentCardId: OTHER.paymentCardId },
  { type: 'CONFIRM' },
  { type: 'CLOSE' },
  { type: 'DISMISS_NOTICE' },
  done('addCard', undefined),
  failed('addCard', DECLINED_ENTRY),
  done('makeDefault', undefined),
  failed('makeDefault', UNEXPECTED),
  done('deleteCard', undefined),
  failed('deleteCard', { message: 'Sorry, we could not find that card.' }),
];

function describeEvent(event: PaymentCardsModelEvent): string | undefined {
  for (const [name, candidate] of Object.entries(SUBMITS))
    if (candidate === event) return `SUBMIT_CARD (${name})`;
  if ('paymentCardId' in event) return `${event.type} ${event.paymentCardId}`;
  return undefined;
}

const lastInvocation = (world: ReplayWorld) => world.invocations.at(-1);

/**
 * The saved cards page as a model: what the shopper does with the cards, what the calls answer, and what must
 * hold in each state. Walked by `payment-cards.test.ts`.
 */
export const paymentCardsModel: MachineModel<typeof paymentCardsMachine> = {
  machine: paymentCardsMachine,
  events,
  project: (snapshot) => ({
    value: snapshot.value,
    cards: snapshot.context.cards.length,
    errors: snapshot.context.cardErrors.map((error) => error.field),
    error: snapshot.context.error,
    notice: snapshot.context.notice,
  }),
  describeEvent,
  invariants: {
    '*': (snapshot: PaymentCardsSnapshot, { event, world }) => {
      expect(world.invocations.filter((invocation) => !invocation.outcome).length).toBeLessThanOrEqual(1);
      if (event.type === 'DISMISS_NOTICE') expect(snapshot.context.notice).toBeNull();
      if (!snapshot.matches('confirmingDelete') && !snapshot.matches('deleting')) {
        expect(snapshot.context.targetId).toBeNull();
      }
    },
    loading: (_snapshot, { world }) => {
      expect(lastInvocation(world)).toMatchObject({ src: 'loadCards', id: 'loadCards' });
    },
    loadFailed: (snapshot) => {
      expect(snapshot.context.error).toBe(UNEXPECTED.message);
    },
    idle: (snapshot, { event }) => {
      if (event.type === 'xstate.done.actor.loadCards') expect(snapshot.context.cards).toEqual(CARDS);
      if (event.type === 'xstate.error.actor.makeDefault')
        expect(snapshot.context.error).toBe(UNEXPECTED.message);
      if (event.type === 'xstate.error.actor.deleteCard') {
        expect(snapshot.context.error).toBe('Sorry, we could not find that card.');
      }
    },
    confirmingDelete: (snapshot) => {
      expect(snapshot.context.targetId).toBe(OTHER.paymentCardId);
    },
    deleting: (_snapshot, { world }) => {
      expect(lastInvocation(world)).toMatchObject({
        src: 'deleteCard',
        input: { paymentCardId: OTHER.paymentCardId },
      });
    },
    makingDefault: (_snapshot, { world }) => {
      expect(lastInvocation(world)).toMatchObject({
        src: 'makeDefault',
        input: { paymentCardId: OTHER.paymentCardId },
      });
    },
    'adding.editing': (snapshot, { event }) => {
      if (event.type === 'OPEN_ADD') expect(snapshot.context.cardErrors).toEqual([]);
      if (event.type === 'SUBMIT_CARD') {
        expect(
          snapshot.context.cardErrors.map((error) => error.field),
          'the card rules, before anything is sent',
        ).toEqual(['cardNumber', 'cvc']);
      }
      if (event.type === 'xstate.error.actor.addCard') {
        expect(snapshot.context.cardErrors).toEqual(DECLINED_ENTRY.fieldErrors);
        expect(snapshot.context.error).toBeNull();
      }
    },
    'adding.saving': (snapshot, { world }) => {
      expect(snapshot.context.cardErrors).toEqual([]);
      expect(lastInvocation(world)).toMatchObject({
        src: 'addCard',
        input: { card: GOOD_CARD, defaultCard: true },
      });
    },
  },
};
