import { expect } from 'vitest';
import type { EventFromLogic } from 'xstate';
import {
  type DeliveryPassSnapshot,
  deliveryPassMachine,
  UNEXPECTED_ERROR,
} from '../machines/delivery-pass.machine.ts';
import type { DeliveryPass } from '../src/contract/orders.ts';
import { PAYMENT_RESOLUTION_MESSAGES } from '../src/domain/orders.ts';
import { CARD_ENTRY_MESSAGES, type CardEntry } from '../src/domain/payment-cards.ts';
import { savedCardSample } from '../test/fixtures/checkout-order.ts';
import type { MachineModel, ReplayWorld } from './support/walk-machine.ts';

type DeliveryPassModelEvent = EventFromLogic<typeof deliveryPassMachine>;

const SAVED = savedCardSample({ id: '90000001', paymentCardId: '90000001' });
const BOUGHT: DeliveryPass = {
  status: 'ACTIVE',
  pass: {
    planId: 'MONTHLY',
    name: 'Monthly Delivery Pass',
    startDate: '2025-06-02',
    endDate: '2025-07-01',
    price: { amount: 7.99, currencyCode: 'GBP' },
    maskedCardNumber: '•••• •••• •••• 1111',
  },
  plans: [],
};

const nextYear = String(new Date().getFullYear() + 1);
const GOOD_CARD: CardEntry = {
  cardNumber: '4444 3333 2222 1111',
  expiryMonth: '12',
  expiryYear: nextYear,
  cvc: '123',
  cardholderName: 'Ann Smith',
};
const BAD_CARD: CardEntry = { ...GOOD_CARD, cardNumber: '4444 3333 2222 1112', cvc: '' };

const PAYS = {
  'a new card': { type: 'PAY', payment: { method: 'newCard', card: GOOD_CARD } },
  'a mistyped card': { type: 'PAY', payment: { method: 'newCard', card: BAD_CARD } },
  'a saved card': { type: 'PAY', payment: { method: 'savedCard', paymentCardId: SAVED.paymentCardId } },
} as const satisfies Record<string, DeliveryPassModelEvent>;

const done = (id: string, output: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output, actorId: id }) as unknown as DeliveryPassModelEvent;
const failed = (id: string, error: unknown) =>
  ({ type: `xstate.error.actor.${id}`, error, actorId: id }) as unknown as DeliveryPassModelEvent;

const DECLINED = { kind: 'refusal', type: 'PAYMENT_DECLINED', message: PAYMENT_RESOLUTION_MESSAGES.declined };
const ALREADY_ACTIVE = {
  kind: 'refusal',
  type: 'PASS_ALREADY_ACTIVE',
  message: 'You already have an active Delivery Pass.',
};
const INVALID_CARD = {
  kind: 'refusal',
  type: 'INVALID_CARD',
  message: 'Please check your card details.',
  fieldErrors: [{ field: 'cardNumber', message: CARD_ENTRY_MESSAGES.cardNumberInvalid }],
};
const UNEXPECTED = new Error('delivery-pass answered 502');

const events: DeliveryPassModelEvent[] = [
  { type: 'CHOOSE_PLAN', planId: 'MONTHLY' },
  { type: 'CHANGE_PLAN' },
  ...Object.values(PAYS),
  { type: 'RETRY' },
  done('loadCards', [SAVED]),
  failed('loadCards', UNEXPECTED),
  done('buyPass', BOUGHT),
  failed('buyPass', DECLINED),
  failed('buyPass', ALREADY_ACTIVE),
  failed('buyPass', INVALID_CARD),
  failed('buyPass', UNEXPECTED),
];

const ERRORS = new Map<unknown, string>([
  [DECLINED, 'declined'],
  [ALREADY_ACTIVE, 'already active'],
  [INVALID_CARD, 'card refused'],
  [UNEXPECTED, 'unexpected'],
]);

function describeEvent(event: DeliveryPassModelEvent): string | undefined {
  for (const [name, candidate] of Object.entries(PAYS)) if (candidate === event) return `PAY (${name})`;
  if ('error' in event) return `${event.type} (${ERRORS.get(event.error) ?? '?'})`;
  return undefined;
}

const lastInvocation = (world: ReplayWorld) => world.invocations.at(-1);

/**
 * Buying a delivery pass as a model: what the shopper does, what the calls answer, and what must hold in each
 * state. Walked by `delivery-pass.test.ts`.
 */
export const deliveryPassModel: MachineModel<typeof deliveryPassMachine> = {
  machine: deliveryPassMachine,
  events,
  project: (snapshot) => ({
    value: snapshot.value,
    planId: snapshot.context.planId,
    errors: snapshot.context.cardErrors.map((error) => error.field),
    error: snapshot.context.error,
  }),
  describeEvent,
  provide: (world) => ({
    actions: { 'announce the pass': () => world.effects.push({ name: 'announce the pass' }) },
  }),
  invariants: {
    '*': (snapshot: DeliveryPassSnapshot, { world }) => {
      expect(world.invocations.filter((invocation) => !invocation.outcome).length).toBeLessThanOrEqual(1);
      if (!snapshot.matches('bought')) expect(world.effects).toEqual([]);
    },
    choosingPlan: (snapshot) => {
      expect(snapshot.context.error).toBeNull();
    },
    loadingCards: (snapshot, { world }) => {
      expect(snapshot.context.planId).toBe('MONTHLY');
      expect(lastInvocation(world)).toMatchObject({ src: 'loadCards' });
    },
    choosingCard: (snapshot, { event }) => {
      expect(snapshot.context.planId).toBe('MONTHLY');
      if (event.type === 'xstate.done.actor.loadCards') expect(snapshot.context.savedCards).toEqual([SAVED]);
      if (event.type === 'PAY')
        expect(snapshot.context.cardErrors.map((error) => error.field)).toEqual(['cardNumber', 'cvc']);
      if (event.type === 'xstate.error.actor.buyPass') {
        const error = (event as unknown as { error: unknown }).error;
        if (error === INVALID_CARD) expect(snapshot.context.cardErrors).toEqual(INVALID_CARD.fieldErrors);
        if (error === ALREADY_ACTIVE) expect(snapshot.context.error).toBe(ALREADY_ACTIVE.message);
      }
    },
    buying: (snapshot, { world, event }) => {
      expect(snapshot.context.cardErrors).toEqual([]);
      const payment =
        event.type === 'PAY'
          ? (event as Extract<DeliveryPassModelEvent, { type: 'PAY' }>).payment
          : undefined;
      expect(lastInvocation(world)).toMatchObject({
        src: 'buyPass',
        input: { planId: 'MONTHLY', ...(payment && { payment }) },
      });
    },
    declined: (snapshot) => {
      expect(snapshot.context.error).toBe(PAYMENT_RESOLUTION_MESSAGES.declined);
    },
    failed: (snapshot) => {
      expect(snapshot.context.error).toBe(UNEXPECTED_ERROR);
    },
    bought: (snapshot, { world }) => {
      expect(snapshot.status).toBe('done');
      expect(snapshot.context.pass).toEqual(BOUGHT);
      expect(world.effects).toEqual([{ name: 'announce the pass' }]);
    },
  },
};
