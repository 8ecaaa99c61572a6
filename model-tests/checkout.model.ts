import { expect } from 'vitest';
import type { EventFromLogic } from 'xstate';
import {
  type CheckoutFailure,
  type CheckoutSnapshot,
  checkoutMachine,
  checkoutStartLabel,
} from '../machines/checkout.machine.ts';
import {
  selectCardErrors,
  selectChallenge,
  selectIsBusy,
  selectOrderCard,
  selectPaymentStep,
  selectRefusal,
  selectStep,
} from '../machines/checkout.selectors.ts';
import type { CheckoutRefusal, Order, PaymentSecurityToken } from '../src/contract/checkout.ts';
import { CHECKOUT_REFUSALS, type CheckoutRefusalType } from '../src/domain/checkout.ts';
import { cardDigits } from '../src/domain/payment-cards.ts';
import {
  checkoutOrderSample,
  orderCardSample,
  savedCardSample,
  withCard,
} from '../test/fixtures/checkout-order.ts';
import type { MachineModel, ReplayWorld } from './support/walk-machine.ts';

const INPUT = { customerOrderId: '1000001', amending: false, instant: true, saveCardOffered: true };

/** What loadCheckout may find: an order without a card, one with a card, one instant checkout allows. */
const ORDER = checkoutOrderSample();
const ORDER_WITH_CARD = withCard(
  checkoutOrderSample(),
  orderCardSample({ maskedCardNumber: '•••• •••• •••• 0005' }),
);
const INSTANT_ORDER = checkoutOrderSample({ instantCheckout: 'ALLOWED' });

const SAVED = savedCardSample();
const EXPIRED_SAVED = savedCardSample({
  id: '900002',
  paymentCardId: 'pc-900002',
  maskedCardNumber: '•••• •••• •••• 0002',
  expiryDate: '01/20',
  defaultCard: false,
  expired: true,
});
const SAVED_CARDS = [SAVED, EXPIRED_SAVED];

/** What the calls answer. */
const DETAILS_SAVED = checkoutOrderSample({ deliveryNote: 'Leave with a neighbour' });
const WITH_NEW_CARD = withCard(ORDER);
const WITH_SAVED_CARD = withCard(
  ORDER,
  orderCardSample({
    cardType: 'MASTERCARD',
    maskedCardNumber: SAVED.maskedCardNumber,
    paymentCardId: SAVED.paymentCardId,
  }),
);
const AUTHENTICATED = withCard(ORDER, orderCardSample({ authenticated: true }));
/** The order after a gift card went on it beside the checkout: its totals and paymentInfo changed. */
const MONEY_OFF_ORDER: Order = {
  ...ORDER,
  paymentInfo: {
    ...ORDER.paymentInfo,
    giftCards: [
      {
        id: '1',
        serialNumber: '•••• 0001',
        remainingBalance: { amount: 0, currencyCode: 'GBP' },
        amountToDeduct: { amount: 20, currencyCode: 'GBP' },
      },
    ],
  },
};
const PLACED: Order = { ...withCard(ORDER), status: 'PLACED', placed: '2026-06-01T10:00:00.000Z' };
const TOKEN: PaymentSecurityToken = {
  jwt: 'header.payload.signature',
  jwtId: 'jwt-1',
  cardToken: 'tok-1',
  challengeUrl: '/api/payment-service-dev/v1/challenges/jwt-1',
};

/** The published Visa test card, as typed. */
const NEW_CARD = {
  cardNumber: '4444 3333 2222 1111',
  expiryMonth: '12',
  expiryYear: '2049',
  cvc: '123',
  cardholderName: 'Ann Smith',
};
const BAD_CARD = { ...NEW_CARD, cardNumber: '4444 3333 2222 1112', cvc: '12' };

const refusal = (status: number, code: string, message: string, extra: Partial<CheckoutRefusal> = {}) =>
  ({ kind: 'refusal', status, refusal: { message, type: code, code, ...extra } }) satisfies CheckoutFailure;
const refusedWith = (status: number, code: CheckoutRefusalType) =>
  refusal(status, code, CHECKOUT_REFUSALS[code]);

const FAILURES = {
  'order not found': refusedWith(404, 'ORDER_NOT_FOUND'),
  'phone refused': refusal(422, 'INVALID_DETAILS', 'Invalid phone number'),
  'card refused by field': refusal(422, 'INVALID_CARD', 'Check the card details', {
    fieldErrors: [{ field: 'cvc', message: 'Enter the 3-digit security code' }],
  }),
  'payment service failed': { kind: 'failed', message: "Sorry, we're experiencing an unexpected error." },
  'saved card expired': refusedWith(409, 'CARD_EXPIRED'),
  'security needed': refusedWith(409, 'SECURITY_NEEDED'),
  'ignored conflict': refusal(409, 'ORDER_ORCHESTRATION_004', 'The order is being updated'),
  'timed out': { kind: 'timeout' },
  declined: refusedWith(402, 'PAYMENT_DECLINED'),
  'slot expired': refusedWith(409, 'SLOT_EXPIRED'),
  'a broken answer': new Error('placedOrderAnswerSchema: order.status is missing'),
  'no card for a token': refusedWith(409, 'NO_PAYMENT_CARD'),
  'authentication refused': refusedWith(409, 'AUTHENTICATION_FAILED'),
} as const satisfies Record<string, CheckoutFailure | Error>;
type FailureName = keyof typeof FAILURES;

type CheckoutModelEvent = EventFromLogic<typeof checkoutMachine>;

const done = (id: string, output: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output, actorId: id }) as unknown as CheckoutModelEvent;
const failed = (id: string, name: FailureName) =>
  ({ type: `xstate.error.actor.${id}`, error: FAILURES[name], actorId: id }) as unknown as CheckoutModelEvent;

const LOADS = {
  'an order without a card': done('loadCheckout', { order: ORDER, savedCards: SAVED_CARDS }),
  'an order with a card': done('loadCheckout', { order: ORDER_WITH_CARD, savedCards: SAVED_CARDS }),
  'an order instant checkout allows': done('loadCheckout', { order: INSTANT_ORDER, savedCards: SAVED_CARDS }),
};

const SUBMITS = {
  'a valid card': { type: 'SUBMIT_CARD', card: NEW_CARD, saveCard: true },
  'a mistyped card': { type: 'SUBMIT_CARD', card: BAD_CARD, saveCard: true },
} as const satisfies Record<string, CheckoutModelEvent>;

const events: CheckoutModelEvent[] = [
  ...Object.values(LOADS),
  failed('loadCheckout', 'order not found'),
  { type: 'RETRY' },
  { type: 'UPDATE_DETAILS', details: { deliveryNote: 'Leave with a neighbour' } },
  done('saveDetails', DETAILS_SAVED),
  failed('saveDetails', 'phone refused'),
  { type: 'CONTINUE' },
  { type: 'BACK' },
  ...Object.values(SUBMITS),
  done('addCard', WITH_NEW_CARD),
  failed('addCard', 'card refused by field'),
  failed('addCard', 'payment service failed'),
  { type: 'USE_SAVED_CARD', paymentCardId: SAVED.paymentCardId },
  { type: 'USE_SAVED_CARD', paymentCardId: EXPIRED_SAVED.paymentCardId },
  done('useSavedCard', WITH_SAVED_CARD),
  failed('useSavedCard', 'saved card expired'),
  { type: 'CHANGE_CARD' },
  { type: 'PLACE_ORDER' },
  done('placeOrder', PLACED),
  failed('placeOrder', 'security needed'),
  failed('placeOrder', 'ignored conflict'),
  failed('placeOrder', 'timed out'),
  failed('placeOrder', 'declined'),
  failed('placeOrder', 'slot expired'),
  failed('placeOrder', 'a broken answer'),
  done('getSecurityToken', TOKEN),
  failed('getSecurityToken', 'timed out'),
  failed('getSecurityToken', 'no card for a token'),
  { type: 'CHALLENGE_ANSWERED', jwtId: TOKEN.jwtId, outcome: 'APPROVED' },
  { type: 'CHALLENGE_ANSWERED', jwtId: TOKEN.jwtId, outcome: 'FAILED' },
  // An answer to an earlier challenge: never taken.
  { type: 'CHALLENGE_ANSWERED', jwtId: 'jwt-0', outcome: 'APPROVED' },
  { type: 'CANCEL' },
  done('confirmAuthentication', AUTHENTICATED),
  failed('confirmAuthentication', 'authentication refused'),
  failed('confirmAuthentication', 'timed out'),
  { type: 'TRY_AGAIN' },
  { type: 'CLOSE' },
  { type: 'SESSION_TIMEOUT' },
  // A promo code or a gift card changed the order beside the checkout (src/shop/money-off.ts).
  { type: 'ORDER_CHANGED', order: MONEY_OFF_ORDER },
];

const errorName = (event: { error?: unknown }) =>
  (Object.keys(FAILURES) as FailureName[]).find((name) => FAILURES[name] === event.error);

function describeEvent(event: CheckoutModelEvent): string | undefined {
  for (const [name, candidate] of Object.entries(LOADS)) if (candidate === event) return `loads ${name}`;
  for (const [name, candidate] of Object.entries(SUBMITS))
    if (candidate === event) return `SUBMIT_CARD (${name})`;
  if (event.type.startsWith('xstate.error.actor.')) {
    return `${event.type.slice('xstate.error.actor.'.length)} fails (${errorName(event as { error?: unknown })})`;
  }
  if (event.type === 'USE_SAVED_CARD') return `USE_SAVED_CARD ${event.paymentCardId}`;
  if (event.type === 'CHALLENGE_ANSWERED') return `CHALLENGE_ANSWERED ${event.outcome} (${event.jwtId})`;
  return undefined;
}

/** What tells the states apart for traversal: where, whether the order has a card, and the attempt's kind. */
function project(snapshot: CheckoutSnapshot) {
  const { context } = snapshot;
  return {
    value: snapshot.value,
    started: context.checkoutStarted,
    card: context.order?.paymentInfo.cardPayment != null,
    instant: context.instantCheckout,
  };
}

const invocationsOf = (world: ReplayWorld, src: string) =>
  world.invocations.filter((invocation) => invocation.src === src);
const effectNames = (world: ReplayWorld) => world.effects.map((effect) => effect.name);
const failureOf = (event: { type: string }) => errorName(event as { error?: unknown });
const refusalCodeOf = (snapshot: CheckoutSnapshot) => selectRefusal(snapshot)?.code ?? null;

/** The keys the placements of the replay were sent with, in order. */
const placementKeys = (world: ReplayWorld) =>
  invocationsOf(world, 'placeOrder').map(
    (invocation) => (invocation.input as { idempotencyKey: string }).idempotencyKey,
  );

/**
 * Checkout as a model: the order loads (or not), the shopper reviews and pays with a new or a saved card,
 * places the order, and the bank, the payment service and the order service answer, refuse, time out or
 * ask to confirm the card; the session may time out at any point. Walked by `checkout.test.ts`.
 */
export const checkoutModel: MachineModel<typeof checkoutMachine> = {
  machine: checkoutMachine,
  input: INPUT,
  events,
  project,
  describeEvent,
  provide: (world) => ({
    actions: {
      trackCheckoutStart: ({ context }) =>
        void world.effects.push({ name: 'trackCheckoutStart', detail: checkoutStartLabel(context) }),
      trackOrderPlaced: ({ context }) =>
        void world.effects.push({ name: 'trackOrderPlaced', detail: context.placedOrder?.customerOrderId }),
      goToConfirmation: ({ context }) =>
        void world.effects.push({ name: 'goToConfirmation', detail: context.customerOrderId }),
      reloadPage: () => void world.effects.push({ name: 'reloadPage' }),
    },
  }),
  invariants: {
    '*': (snapshot, { event, world }) => {
      const { context } = snapshot;
      expect(context.customerOrderId).toBe(INPUT.customerOrderId);
      // One call at a time.
      expect(Object.keys(snapshot.children).length).toBeLessThanOrEqual(1);
      // PCI DSS 3.3/3.4: the card number and CVC go to the payment service and are never kept.
      const kept = JSON.stringify(context);
      expect(kept).not.toContain(cardDigits(NEW_CARD.cardNumber));
      expect(kept).not.toContain(NEW_CARD.cardNumber);
      // checkout_start once, labelled purchase (not amending).
      const starts = world.effects.filter((effect) => effect.name === 'trackCheckoutStart');
      expect(starts.length).toBeLessThanOrEqual(1);
      for (const start of starts) expect(start.detail).toBe('purchase');
      // The form's errors are the card form's; the challenge is shown only while it waits for the shopper.
      if (!snapshot.matches({ payment: 'choosing' })) expect(selectCardErrors(snapshot)).toEqual([]);
      if (!snapshot.matches('cardAuthentication')) expect(context.securityToken).toBeNull();
      if (!snapshot.matches({ cardAuthentication: 'challenge' }))
        expect(selectChallenge(snapshot)).toBeNull();
      // Money off beside the checkout: the order on show is the one the server answered.
      if (event.type === 'ORDER_CHANGED') expect(context.order).toEqual(MONEY_OFF_ORDER);
      // Every placement carried a key.
      for (const key of placementKeys(world)) expect(key).toMatch(/^[0-9a-f-]{36}$/);
      if (!snapshot.matches('placed')) {
        expect(effectNames(world)).not.toContain('goToConfirmation');
        expect(effectNames(world)).not.toContain('trackOrderPlaced');
      }
    },
    loading: (snapshot, { event, world }) => {
      expect(selectStep(snapshot)).toBe('loading');
      expect(selectIsBusy(snapshot)).toBe(true);
      expect(invocationsOf(world, 'loadCheckout').at(-1)).toMatchObject({
        input: { customerOrderId: INPUT.customerOrderId },
      });
      expect(invocationsOf(world, 'loadCheckout').at(-1)?.outcome).toBeUndefined();
      if (event.type === 'SESSION_TIMEOUT') {
        // doc 2 §4: a session timeout resets the checkout form.
        expect(snapshot.context).toMatchObject({
          cardErrors: [],
          refusal: null,
          securityToken: null,
          idempotencyKey: null,
          requireCardAuth: false,
          cardAuthenticated: false,
          instantCheckout: false,
        });
      }
    },
    loadFailed: (snapshot) => {
      expect(selectStep(snapshot)).toBe('loadFailed');
      expect(selectRefusal(snapshot)?.message).toBe('Sorry, we could not find that order.');
    },
    reviewOrder: (snapshot, { event, world }) => {
      expect(selectStep(snapshot)).toBe('review');
      expect(snapshot.context.checkoutStarted).toBe(true);
      if (event.type === 'xstate.done.actor.loadCheckout') {
        expect(snapshot.context.savedCards).toEqual(SAVED_CARDS);
        const first = invocationsOf(world, 'loadCheckout').length === 1;
        expect(effectNames(world).includes('trackCheckoutStart')).toBe(true);
        if (first) expect(world.effects.at(-1)).toEqual({ name: 'trackCheckoutStart', detail: 'purchase' });
      }
      if (event.type === 'xstate.error.actor.placeOrder') {
        // A refusal that is not about the card (or an unexpected failure) is shown on the review.
        const name = failureOf(event);
        expect(refusalCodeOf(snapshot)).toBe(name === 'slot expired' ? 'SLOT_EXPIRED' : 'CHECKOUT_FAILED');
        if (name === 'slot expired')
          expect(selectRefusal(snapshot)?.message).toBe('Sorry, your slot has now expired.');
        expect(snapshot.context.instantCheckout).toBe(false);
      }
    },
    'reviewOrder.idle': (snapshot, { event }) => {
      expect(selectIsBusy(snapshot)).toBe(false);
      if (event.type === 'xstate.done.actor.saveDetails') {
        expect(snapshot.context.order).toEqual(DETAILS_SAVED);
        expect(selectRefusal(snapshot)).toBeNull();
      }
      if (event.type === 'xstate.error.actor.saveDetails') {
        expect(selectRefusal(snapshot)?.message).toBe('Invalid phone number');
      }
    },
    'reviewOrder.savingDetails': (snapshot, { world }) => {
      expect(selectIsBusy(snapshot)).toBe(true);
      expect(selectRefusal(snapshot)).toBeNull();
      expect(invocationsOf(world, 'saveDetails').at(-1)).toMatchObject({
        input: {
          customerOrderId: INPUT.customerOrderId,
          details: { deliveryNote: 'Leave with a neighbour' },
        },
      });
    },
    payment: (snapshot) => {
      expect(selectStep(snapshot)).toBe('payment');
      expect(selectPaymentStep(snapshot)).not.toBeNull();
    },
    'payment.choosing': (snapshot, { event }) => {
      expect(selectIsBusy(snapshot)).toBe(false);
      const name = failureOf(event);
      if (event.type === 'SUBMIT_CARD') {
        expect(selectCardErrors(snapshot)).toEqual([
          { field: 'cardNumber', message: 'Enter a valid card number' },
          { field: 'cvc', message: 'Enter the 3-digit security code' },
        ]);
        expect(selectRefusal(snapshot)).toBeNull();
      }
      if (event.type === 'xstate.error.actor.addCard') {
        if (name === 'card refused by field') {
          expect(selectCardErrors(snapshot)).toEqual([
            { field: 'cvc', message: 'Enter the 3-digit security code' },
          ]);
          expect(selectRefusal(snapshot)).toBeNull();
        } else {
          expect(selectCardErrors(snapshot)).toEqual([]);
          expect(selectRefusal(snapshot)).toMatchObject({
            code: 'CHECKOUT_FAILED',
            message: "Sorry, we're experiencing an unexpected error.",
          });
        }
      }
      if (event.type === 'xstate.error.actor.useSavedCard')
        expect(refusalCodeOf(snapshot)).toBe('CARD_EXPIRED');
      if (event.type === 'xstate.error.actor.placeOrder') {
        expect(name).toBe('declined');
        expect(selectRefusal(snapshot)?.message).toBe(
          'Sorry, your card was declined. Please try a different card.',
        );
      }
      // Confirming an order without a card.
      if (event.type === 'PLACE_ORDER') {
        expect(selectRefusal(snapshot)).toEqual({
          message: 'Please add a payment card.',
          type: 'NO_PAYMENT_CARD',
          code: 'NO_PAYMENT_CARD',
        });
      }
      if (event.type === 'xstate.error.actor.getSecurityToken')
        expect(refusalCodeOf(snapshot)).toBe('NO_PAYMENT_CARD');
      if (event.type === 'xstate.error.actor.confirmAuthentication') {
        expect(refusalCodeOf(snapshot)).toBe('AUTHENTICATION_FAILED');
      }
      if (event.type === 'CHALLENGE_ANSWERED') {
        expect(selectRefusal(snapshot)?.message).toBe(CHECKOUT_REFUSALS.AUTHENTICATION_FAILED);
      }
      if (event.type === 'CANCEL' || event.type === 'CHANGE_CARD') expect(selectRefusal(snapshot)).toBeNull();
      // The attempt that ended here was the last instant one.
      if (event.type !== 'SUBMIT_CARD') expect(snapshot.context.instantCheckout).toBe(false);
    },
    'payment.addingCard': (snapshot, { world }) => {
      expect(selectIsBusy(snapshot)).toBe(true);
      // The card goes on as the payment service takes it; "Save this card" is offered and was ticked.
      expect(invocationsOf(world, 'addCard').at(-1)?.input).toEqual({
        customerOrderId: INPUT.customerOrderId,
        card: {
          cardNumber: '4444333322221111',
          expiryMonth: 12,
          expiryYear: 2049,
          cvc: '123',
          cardholderName: 'Ann Smith',
        },
        saveCard: true,
      });
    },
    'payment.attachingSavedCard': (snapshot, { world }) => {
      expect(selectIsBusy(snapshot)).toBe(true);
      // Only a saved card that has not expired.
      expect(invocationsOf(world, 'useSavedCard').at(-1)?.input).toEqual({
        customerOrderId: INPUT.customerOrderId,
        paymentCardId: SAVED.paymentCardId,
      });
    },
    'payment.ready': (snapshot, { event }) => {
      expect(selectIsBusy(snapshot)).toBe(false);
      if (event.type === 'xstate.done.actor.addCard' || event.type === 'xstate.done.actor.useSavedCard') {
        // A new card: a new attempt and its own authentication.
        expect(selectOrderCard(snapshot)).not.toBeNull();
        expect(snapshot.context).toMatchObject({
          idempotencyKey: null,
          requireCardAuth: false,
          cardAuthenticated: false,
          cardErrors: [],
          refusal: null,
        });
      }
      if (event.type === 'xstate.error.actor.placeOrder') {
        // doc 2 §8: ORDER_ORCHESTRATION_004 is ignored.
        expect(failureOf(event)).toBe('ignored conflict');
        expect(selectRefusal(snapshot)).toBeNull();
      }
      if (event.type === 'CONTINUE') expect(selectOrderCard(snapshot)).not.toBeNull();
    },
    confirm: (snapshot) => {
      expect(selectStep(snapshot)).toBe('placing');
      expect(selectIsBusy(snapshot)).toBe(true);
      expect(snapshot.context.idempotencyKey).not.toBeNull();
      expect(selectRefusal(snapshot)).toBeNull();
    },
    'confirm.inProgress': (snapshot, { event, world }) => {
      const placements = invocationsOf(world, 'placeOrder');
      expect(placements.at(-1)?.input).toEqual({
        customerOrderId: INPUT.customerOrderId,
        idempotencyKey: snapshot.context.idempotencyKey,
        instantCheckout: snapshot.context.instantCheckout,
      });
      // doc 2 §4: instant checkout goes straight to placing, with the trolley's say-so.
      if (event.type === 'xstate.done.actor.loadCheckout') {
        expect(snapshot.context.instantCheckout).toBe(true);
        expect(snapshot.context.order?.instantCheckout).toBe('ALLOWED');
      }
      // Exactly once: a retry of the same attempt sends the same key.
      if (event.type === 'TRY_AGAIN' || event.type === 'xstate.done.actor.confirmAuthentication') {
        const keys = placementKeys(world);
        expect(keys.length).toBeGreaterThanOrEqual(2);
        expect(keys.at(-1)).toBe(keys.at(-2));
      }
      if (event.type === 'xstate.done.actor.confirmAuthentication') {
        expect(snapshot.context.cardAuthenticated).toBe(true);
        expect(snapshot.context.requireCardAuth).toBe(true);
        expect(snapshot.context.order).toEqual(AUTHENTICATED);
      }
      // A new attempt after a new card has a new key.
      if (event.type === 'PLACE_ORDER') {
        const cardChanged = world.invocations.findLastIndex(
          (invocation) =>
            ['addCard', 'useSavedCard'].includes(invocation.src) &&
            invocation.outcome &&
            'output' in invocation.outcome,
        );
        const placedBefore = world.invocations.findLastIndex((invocation) => invocation.src === 'placeOrder');
        const previous = world.invocations
          .slice(0, placedBefore)
          .findLastIndex((invocation) => invocation.src === 'placeOrder');
        if (cardChanged > previous && previous >= 0) {
          expect(placementKeys(world).at(-1)).not.toBe(placementKeys(world).at(-2));
        }
      }
    },
    cardAuthentication: (snapshot) => {
      expect(selectStep(snapshot)).toBe('authentication');
      // doc 2 §4: a SECURITY_NEEDED conflict sets requireCardAuth.
      expect(snapshot.context.requireCardAuth).toBe(true);
      expect(snapshot.context.cardAuthenticated).toBe(false);
      expect(snapshot.context.idempotencyKey).not.toBeNull();
    },
    'cardAuthentication.requestingToken': (snapshot, { world }) => {
      expect(selectIsBusy(snapshot)).toBe(true);
      expect(invocationsOf(world, 'getSecurityToken').at(-1)).toMatchObject({
        input: { customerOrderId: INPUT.customerOrderId },
      });
    },
    'cardAuthentication.challenge': (snapshot) => {
      expect(selectIsBusy(snapshot)).toBe(false);
      expect(selectChallenge(snapshot)).toEqual(TOKEN);
    },
    'cardAuthentication.authenticating': (snapshot, { event, world }) => {
      expect(selectIsBusy(snapshot)).toBe(true);
      // Only the answer to this challenge counts, never one to an earlier one.
      expect((event as { jwtId?: string }).jwtId).toBe(TOKEN.jwtId);
      expect(invocationsOf(world, 'confirmAuthentication').at(-1)?.input).toEqual({
        customerOrderId: INPUT.customerOrderId,
        jwtId: TOKEN.jwtId,
      });
    },
    timedOut: (snapshot, { event, world }) => {
      expect(selectStep(snapshot)).toBe('timedOut');
      expect(selectIsBusy(snapshot)).toBe(false);
      // Kept for Try again.
      expect(snapshot.context.idempotencyKey).not.toBeNull();
      if (event.type === 'CLOSE') expect(effectNames(world).at(-1)).toBe('reloadPage');
    },
    placed: (snapshot, { world }) => {
      expect(snapshot.status).toBe('done');
      expect(selectStep(snapshot)).toBe('placed');
      expect(snapshot.context.placedOrder).toEqual(PLACED);
      expect(effectNames(world).slice(-2)).toEqual(['trackOrderPlaced', 'goToConfirmation']);
      expect(world.effects.at(-1)?.detail).toBe(INPUT.customerOrderId);
      // Placed once.
      expect(
        invocationsOf(world, 'placeOrder').filter((run) => run.outcome && 'output' in run.outcome),
      ).toHaveLength(1);
      expect(snapshot.can({ type: 'SESSION_TIMEOUT' })).toBe(false);
    },
  },
};
