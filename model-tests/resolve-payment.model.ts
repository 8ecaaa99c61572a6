import { expect } from 'vitest';
import type { EventFromLogic } from 'xstate';
import {
  type ResolvePaymentSnapshot,
  resolvePaymentMachine,
  UNEXPECTED_ERROR,
} from '../machines/resolve-payment.machine.ts';
import type { PaymentResolution } from '../src/contract/orders.ts';
import { MAX_PAYMENT_RESOLUTION_ATTEMPTS, PAYMENT_RESOLUTION_MESSAGES } from '../src/domain/orders.ts';
import { CARD_ENTRY_MESSAGES, type CardEntry } from '../src/domain/payment-cards.ts';
import { savedCardSample } from '../test/fixtures/checkout-order.ts';
import type { MachineModel, ReplayWorld } from './support/walk-machine.ts';

type ResolvePaymentModelEvent = EventFromLogic<typeof resolvePaymentMachine>;

const ORDER_ID = '10000042';
const SAVED = savedCardSample({ id: '90000001', paymentCardId: '90000001' });

const resolution = (changes: Partial<PaymentResolution> = {}): PaymentResolution => ({
  customerOrderId: ORDER_ID,
  paymentResolutionEnabled: true,
  resolved: false,
  paymentAttemptAllowed: true,
  totalToPay: { amount: 27.5, currencyCode: 'GBP' },
  failedAttempts: 0,
  declinedCard: null,
  ...changes,
});
const FAILED = resolution();
const RESOLVED = resolution({ resolved: true, paymentAttemptAllowed: false });
const NOT_NEEDED = resolution({ paymentResolutionEnabled: false, paymentAttemptAllowed: false });
const USED = resolution({ paymentAttemptAllowed: false, failedAttempts: MAX_PAYMENT_RESOLUTION_ATTEMPTS });

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
} as const satisfies Record<string, ResolvePaymentModelEvent>;

const done = (id: string, output: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output, actorId: id }) as unknown as ResolvePaymentModelEvent;
const failed = (id: string, error: unknown) =>
  ({ type: `xstate.error.actor.${id}`, error, actorId: id }) as unknown as ResolvePaymentModelEvent;

const refusal = (type: string, message: string, extra: Record<string, unknown> = {}) => ({
  kind: 'refusal',
  type,
  message,
  ...extra,
});
const DECLINED = refusal('PAYMENT_DECLINED', PAYMENT_RESOLUTION_MESSAGES.declined);
const ATTEMPTS_USED = refusal('PAYMENT_ATTEMPTS_USED', 'Sorry, we could not take payment.');
const NOT_NEEDED_REFUSAL = refusal('PAYMENT_NOT_NEEDED', PAYMENT_RESOLUTION_MESSAGES.notNeeded);
const CARD_FIELD_ERRORS = [{ field: 'cardNumber', message: CARD_ENTRY_MESSAGES.cardNumberInvalid }];
const INVALID_CARD = refusal('INVALID_CARD', 'Please check your card details.', {
  fieldErrors: CARD_FIELD_ERRORS,
});
const UNEXPECTED = new Error('payment-cards answered 502');

const OUTCOMES = new Map<unknown, string>([
  [FAILED, 'payment failed'],
  [RESOLVED, 'already resolved'],
  [NOT_NEEDED, 'not needed'],
  [USED, 'attempts used'],
  [DECLINED, 'declined'],
  [ATTEMPTS_USED, 'attempts used'],
  [NOT_NEEDED_REFUSAL, 'not needed'],
  [INVALID_CARD, 'card refused'],
  [UNEXPECTED, 'unexpected'],
]);

const events: ResolvePaymentModelEvent[] = [
  done('loadResolution', { resolution: FAILED, savedCards: [SAVED] }),
  done('loadResolution', { resolution: RESOLVED, savedCards: [] }),
  done('loadResolution', { resolution: NOT_NEEDED, savedCards: [] }),
  done('loadResolution', { resolution: USED, savedCards: [] }),
  failed('loadResolution', UNEXPECTED),
  ...Object.values(PAYS),
  { type: 'RETRY' },
  done('pay', RESOLVED),
  failed('pay', DECLINED),
  failed('pay', ATTEMPTS_USED),
  failed('pay', NOT_NEEDED_REFUSAL),
  failed('pay', INVALID_CARD),
  failed('pay', UNEXPECTED),
];

function describeEvent(event: ResolvePaymentModelEvent): string | undefined {
  for (const [name, candidate] of Object.entries(PAYS)) if (candidate === event) return `PAY (${name})`;
  if ('output' in event) {
    const output = event.output as { resolution?: unknown } | undefined;
    return `${event.type} (${OUTCOMES.get(output?.resolution ?? output) ?? '?'})`;
  }
  if ('error' in event) return `${event.type} (${OUTCOMES.get(event.error) ?? '?'})`;
  return undefined;
}

const lastInvocation = (world: ReplayWorld) => world.invocations.at(-1);

/**
 * Resolve payment as a model: what the shopper does, what the calls answer, and what must hold in each state.
 * Walked by `resolve-payment.test.ts`.
 */
export const resolvePaymentModel: MachineModel<typeof resolvePaymentMachine> = {
  machine: resolvePaymentMachine,
  input: { customerOrderId: ORDER_ID },
  events,
  project: (snapshot) => ({
    value: snapshot.value,
    failedAttempts: snapshot.context.failedAttempts,
    errors: snapshot.context.cardErrors.map((error) => error.field),
    error: snapshot.context.error,
  }),
  describeEvent,
  invariants: {
    '*': (snapshot: ResolvePaymentSnapshot, { world }) => {
      expect(snapshot.context.customerOrderId).toBe(ORDER_ID);
      expect(world.invocations.filter((invocation) => !invocation.outcome).length).toBeLessThanOrEqual(1);
      expect(snapshot.context.failedAttempts).toBeLessThanOrEqual(MAX_PAYMENT_RESOLUTION_ATTEMPTS);
    },
    loading: (_snapshot, { world }) => {
      expect(lastInvocation(world)).toMatchObject({
        src: 'loadResolution',
        input: { customerOrderId: ORDER_ID },
      });
    },
    ready: (snapshot, { event }) => {
      expect(snapshot.context.resolution?.paymentAttemptAllowed).toBe(true);
      if (event.type === 'PAY') {
        expect(
          snapshot.context.cardErrors.map((error) => error.field),
          'the card rules, before anything is sent',
        ).toEqual(['cardNumber', 'cvc']);
      }
      if (event.type === 'xstate.error.actor.pay') {
        expect(snapshot.context.cardErrors).toEqual(CARD_FIELD_ERRORS);
        expect(snapshot.context.error).toBeNull();
      }
    },
    paying: (snapshot, { world, event }) => {
      expect(snapshot.context.cardErrors).toEqual([]);
      expect(snapshot.context.error).toBeNull();
      assertPaymentSent(world, event);
    },
    declined: (snapshot) => {
      expect(snapshot.context.error).toBe(PAYMENT_RESOLUTION_MESSAGES.declined);
      expect(snapshot.context.failedAttempts).toBeGreaterThan(0);
      expect(snapshot.context.failedAttempts).toBeLessThan(MAX_PAYMENT_RESOLUTION_ATTEMPTS);
    },
    attemptsUsed: (snapshot, { event }) => {
      expect(snapshot.status).toBe('done');
      if (
        event.type === 'xstate.error.actor.pay' &&
        (event as unknown as { error: { type?: string } }).error.type === 'PAYMENT_DECLINED'
      )
        expect(snapshot.context.failedAttempts).toBe(MAX_PAYMENT_RESOLUTION_ATTEMPTS);
    },
    notNeeded: (snapshot) => {
      expect(snapshot.status).toBe('done');
      expect(snapshot.context.resolution?.paymentResolutionEnabled).toBe(false);
    },
    failed: (snapshot) => {
      expect(snapshot.context.error).toBe(UNEXPECTED_ERROR);
    },
    resolved: (snapshot) => {
      expect(snapshot.status).toBe('done');
      expect(snapshot.context.resolution?.resolved).toBe(true);
    },
  },
};

function assertPaymentSent(world: ReplayWorld, event: { type: string }) {
  const payment =
    event.type === 'PAY' ? (event as Extract<ResolvePaymentModelEvent, { type: 'PAY' }>).payment : undefined;
  expect(lastInvocation(world)).toMatchObject({
    src: 'pay',
    input: { customerOrderId: ORDER_ID, ...(payment && { payment }) },
  });
}
