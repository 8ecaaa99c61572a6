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
import type {
  CheckoutRefusal,
  Order,
  PaymentSecurityToken,
  SavedPaymentCard,
} from '../src/contract/checkout.ts';
import {
  CHECKOUT_REFUSALS,
  CHECKOUT_TIMEOUT_MESSAGE,
  type CheckoutRefusalType,
  IGNORED_CHECKOUT_CONFLICT,
  SECURITY_NEEDED,
} from '../src/domain/checkout.ts';
import {
  type CardDetails,
  type CardEntry,
  type CardEntryError,
  type CardEntryField,
  cardDetailsOf,
  cardEntryErrors,
} from '../src/domain/payment-cards.ts';

export interface CheckoutInput {
  customerOrderId: string;
  /** The order is a placed one being amended (checkout_start is labelled 'amend'). */
  amending: boolean;
  /** The trolley's instant checkout asked for this checkout (doc 2 §4). */
  instant: boolean;
  /** The savePaymentCard flag: the card form offers "Save this card". */
  saveCardOffered: boolean;
}

export interface CheckoutContext extends CheckoutInput {
  /** The order checkout shows and edits (doc 2 §3 Order); null until loaded. */
  order: Order | null;
  savedCards: SavedPaymentCard[];
  /** The card form's field errors: its own check (src/domain cardEntryErrors) or the payment service's. */
  cardErrors: CardEntryError[];
  /** Why the last call was refused (or failed), as the view shows it; null when nothing is to be said. */
  refusal: CheckoutRefusal | null;
  /** What opens the bank's challenge for the order's card, while card authentication runs. */
  securityToken: PaymentSecurityToken | null;
  /** The placement's Idempotency-Key: one per attempt, kept through its retries; null between attempts. */
  idempotencyKey: string | null;
  placedOrder: Order | null;
  /** doc 2 §4: a SECURITY_NEEDED conflict was met for the order's card. */
  requireCardAuth: boolean;
  /** doc 2 §4: the bank has confirmed the order's card. */
  cardAuthenticated: boolean;
  /** (added) The current placement is an instant checkout (place with the saved default card). */
  instantCheckout: boolean;
  /** (added) The first load is done: checkout_start was tracked and instant checkout was decided. */
  checkoutStarted: boolean;
}

/** What checkout edits on the order (PATCH orders/{id}). */
export type CheckoutDetailsChange = Partial<{
  contactNumber: string;
  deliveryNote: string;
  substitutionsAllowed: boolean;
  bagless: boolean;
  paperStatement: boolean;
}>;

/** Why an actor did not succeed: actors reject with one of these (src/api/checkout.ts makes them). */
export type CheckoutFailure =
  | { kind: 'refusal'; status: number; refusal: CheckoutRefusal }
  | { kind: 'timeout' }
  | { kind: 'failed'; message: string };

export interface LoadedCheckout {
  order: Order;
  savedCards: SavedPaymentCard[];
}

export interface AddCardInput {
  customerOrderId: string;
  /** The card as the payment service takes it; it goes there and nowhere else, and is never kept here. */
  card: CardDetails;
  saveCard: boolean;
}

export type CheckoutEvent =
  /** loadFailed's 'Try again'. */
  | { type: 'RETRY' }
  /** The review step saves what the shopper changed (contact number, note, substitutions, bags, statement). */
  | { type: 'UPDATE_DETAILS'; details: CheckoutDetailsChange }
  /** Review order → payment. */
  | { type: 'CONTINUE' }
  /** Payment → review order. */
  | { type: 'BACK' }
  /** The new-card form is submitted ("Save this card" ticked or not). */
  | { type: 'SUBMIT_CARD'; card: CardEntry; saveCard: boolean }
  /** A saved card is chosen (SavedPaymentCard.paymentCardId). */
  | { type: 'USE_SAVED_CARD'; paymentCardId: string }
  /** 'Change card' on the chosen card. */
  | { type: 'CHANGE_CARD' }
  | { type: 'PLACE_ORDER' }
  /** The bank's challenge page answered (its `payment-challenge` message). */
  | { type: 'CHALLENGE_ANSWERED'; jwtId: string; outcome: 'APPROVED' | 'FAILED' }
  /** The challenge is closed unanswered. */
  | { type: 'CANCEL' }
  /** The checkout timeout modal's 'Try again'. */
  | { type: 'TRY_AGAIN' }
  /** The checkout timeout modal is closed: the page reloads. */
  | { type: 'CLOSE' }
  /** doc 2 §4, §8: the session timed out; the checkout form is reset. */
  | { type: 'SESSION_TIMEOUT' }
  /** The order changed beside the checkout (a promo code, a gift card, a voucher, the partner card): as it now is. */
  | { type: 'ORDER_CHANGED'; order: Order }
  | DoneActorEvent<LoadedCheckout, 'loadCheckout'>
  | ErrorActorEvent<unknown, 'loadCheckout'>
  | DoneActorEvent<Order, 'saveDetails'>
  | ErrorActorEvent<unknown, 'saveDetails'>
  | DoneActorEvent<Order, 'addCard'>
  | ErrorActorEvent<unknown, 'addCard'>
  | DoneActorEvent<Order, 'useSavedCard'>
  | ErrorActorEvent<unknown, 'useSavedCard'>
  | DoneActorEvent<Order, 'placeOrder'>
  | ErrorActorEvent<unknown, 'placeOrder'>
  | DoneActorEvent<PaymentSecurityToken, 'getSecurityToken'>
  | ErrorActorEvent<unknown, 'getSecurityToken'>
  | DoneActorEvent<Order, 'confirmAuthentication'>
  | ErrorActorEvent<unknown, 'confirmAuthentication'>;

function notProvided(name: string): never {
  throw new Error(`The checkout's "${name}" is supplied by the app with checkoutMachine.provide()`);
}

const UNEXPECTED = "Sorry, we're experiencing an unexpected error.";

function isCheckoutFailure(error: unknown): error is CheckoutFailure {
  if (typeof error !== 'object' || error === null || !('kind' in error)) return false;
  const { kind } = error as { kind: unknown };
  if (kind === 'timeout') return true;
  if (kind === 'failed') return typeof (error as { message?: unknown }).message === 'string';
  if (kind === 'refusal') {
    const { refusal } = error as { refusal?: { code?: unknown } };
    return typeof refusal?.code === 'string';
  }
  return false;
}

/** An actor's error as a CheckoutFailure; anything else thrown (a bug, a broken answer) failed. */
export function checkoutFailureOf(error: unknown): CheckoutFailure {
  return isCheckoutFailure(error) ? error : { kind: 'failed', message: UNEXPECTED };
}

/** A refusal of the checkout's own, in the wording of src/domain/checkout.ts. */
export function checkoutRefusal(type: CheckoutRefusalType): CheckoutRefusal {
  return { message: CHECKOUT_REFUSALS[type], type, code: type };
}

/**
 * (added) What the view shows for a failure: a refusal as the server worded it; a call that ran out of time
 * ('TIMEOUT') or failed otherwise ('CHECKOUT_FAILED') as a refusal of the checkout's own.
 */
export function refusalOf(failure: CheckoutFailure): CheckoutRefusal {
  if (failure.kind === 'refusal') return failure.refusal;
  if (failure.kind === 'timeout') {
    const message = `${CHECKOUT_TIMEOUT_MESSAGE.title}. ${CHECKOUT_TIMEOUT_MESSAGE.body}`;
    return { message, type: 'TIMEOUT', code: 'TIMEOUT' };
  }
  return { message: failure.message, type: 'CHECKOUT_FAILED', code: 'CHECKOUT_FAILED' };
}

const refusalCode = (failure: CheckoutFailure): string | null =>
  failure.kind === 'refusal' ? failure.refusal.code || failure.refusal.type : null;

/** The refusals that are about the card: the shopper chooses a card again (doc 2 §8). */
export const CARD_REFUSAL_CODES: readonly string[] = [
  'PAYMENT_DECLINED',
  'NO_PAYMENT_CARD',
  'CARD_EXPIRED',
  'AUTHENTICATION_FAILED',
] satisfies CheckoutRefusalType[];

const CARD_FIELDS: readonly string[] = [
  'cardNumber',
  'expiryDate',
  'cvc',
  'cardholderName',
] satisfies CardEntryField[];

/** The payment service's field errors of a refused card (422 INVALID_CARD), for the form's fields. */
function cardFieldErrorsOf(failure: CheckoutFailure): CardEntryError[] {
  if (failure.kind !== 'refusal') return [];
  return (failure.refusal.fieldErrors ?? []).filter((error): error is CardEntryError =>
    CARD_FIELDS.includes(error.field),
  );
}

const errorOf = (event: CheckoutEvent) => checkoutFailureOf('error' in event ? event.error : undefined);

/** checkout_start's label (doc 1 §7.5, doc 2 §4), for the app's trackCheckoutStart. */
export const checkoutStartLabel = (context: Pick<CheckoutContext, 'amending'>): 'amend' | 'purchase' =>
  context.amending ? 'amend' : 'purchase';

function inputOf(event: { type: string }): CheckoutInput | undefined {
  return event.type === 'xstate.init' && 'input' in event ? (event.input as CheckoutInput) : undefined;
}

/** What a card of its own needs afresh: its own placement key and its own authentication. */
const A_NEW_CARD = {
  idempotencyKey: null,
  requireCardAuth: false,
  cardAuthenticated: false,
  cardErrors: [],
  refusal: null,
} satisfies Partial<CheckoutContext>;

/**
 * Checkout (doc 2 §4 Checkout, §8 Checkout and payment): review the order, pay with a saved or a new card,
 * confirm, authenticate the card when the bank asks, and place the order exactly once. One actor per visit
 * to /ecom/checkout (moving in and out is a full page load); src/shop supplies the actors and actions.
 */
export const checkoutMachine = setup({
  types: {
    input: {} as CheckoutInput,
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
  },
  actors: {
    /** GET orders/{id} and the shopper's saved cards. */
    loadCheckout: fromPromise<LoadedCheckout, { customerOrderId: string }>(async () =>
      notProvided('loadCheckout'),
    ),
    /** PATCH orders/{id}. */
    saveDetails: fromPromise<Order, { customerOrderId: string; details: CheckoutDetailsChange }>(async () =>
      notProvided('saveDetails'),
    ),
    /** The card to the payment service for a token (a fresh payment session), then PUT order payment cards v1. */
    addCard: fromPromise<Order, AddCardInput>(async () => notProvided('addCard')),
    /** PUT order payment cards v2: a saved card goes on the order. */
    useSavedCard: fromPromise<Order, { customerOrderId: string; paymentCardId: string }>(async () =>
      notProvided('useSavedCard'),
    ),
    /** POST orders/{id}/place with the Idempotency-Key header; answers the placed order. */
    placeOrder: fromPromise<
      Order,
      { customerOrderId: string; idempotencyKey: string; instantCheckout: boolean }
    >(async () => notProvided('placeOrder')),
    /** GET payment-security-tokens for the order's card. */
    getSecurityToken: fromPromise<PaymentSecurityToken, { customerOrderId: string }>(async () =>
      notProvided('getSecurityToken'),
    ),
    /** PATCH orders/{id}/authenticated-payment-cards with the challenge's jwtId. */
    confirmAuthentication: fromPromise<Order, { customerOrderId: string; jwtId: string }>(async () =>
      notProvided('confirmAuthentication'),
    ),
  },
  actions: {
    'take the input': assign(({ event }) => {
      // The machine's input arrives with its start event (the configuration holds no functions).
      const input = inputOf(event);
      return {
        customerOrderId: input?.customerOrderId ?? '',
        amending: input?.amending ?? false,
        instant: input?.instant ?? false,
        saveCardOffered: input?.saveCardOffered ?? false,
      };
    }),
    'load the checkout': spawnChild('loadCheckout', {
      id: 'loadCheckout',
      input: ({ context }) => ({ customerOrderId: context.customerOrderId }),
    }),
    'stop loading': stopChild('loadCheckout'),
    'save the details': spawnChild('saveDetails', {
      id: 'saveDetails',
      input: ({ context, event }) => {
        assertEvent(event, 'UPDATE_DETAILS');
        return { customerOrderId: context.customerOrderId, details: event.details };
      },
    }),
    'stop saving the details': stopChild('saveDetails'),
    'add the card': spawnChild('addCard', {
      id: 'addCard',
      input: ({ context, event }) => {
        assertEvent(event, 'SUBMIT_CARD');
        return {
          customerOrderId: context.customerOrderId,
          card: cardDetailsOf(event.card),
          saveCard: context.saveCardOffered && event.saveCard,
        };
      },
    }),
    'stop adding the card': stopChild('addCard'),
    'use the saved card': spawnChild('useSavedCard', {
      id: 'useSavedCard',
      input: ({ context, event }) => {
        assertEvent(event, 'USE_SAVED_CARD');
        return { customerOrderId: context.customerOrderId, paymentCardId: event.paymentCardId };
      },
    }),
    'stop using the saved card': stopChild('useSavedCard'),
    'place the order': spawnChild('placeOrder', {
      id: 'placeOrder',
      input: ({ context }) => {
        if (!context.idempotencyKey) throw new Error('An order is placed with its idempotency key');
        return {
          customerOrderId: context.customerOrderId,
          idempotencyKey: context.idempotencyKey,
          instantCheckout: context.instantCheckout,
        };
      },
    }),
    'stop placing the order': stopChild('placeOrder'),
    'ask for a security token': spawnChild('getSecurityToken', {
      id: 'getSecurityToken',
      input: ({ context }) => ({ customerOrderId: context.customerOrderId }),
    }),
    'stop asking for a security token': stopChild('getSecurityToken'),
    'confirm the authentication': spawnChild('confirmAuthentication', {
      id: 'confirmAuthentication',
      input: ({ context }) => ({
        customerOrderId: context.customerOrderId,
        jwtId: context.securityToken?.jwtId ?? '',
      }),
    }),
    'stop confirming the authentication': stopChild('confirmAuthentication'),

    'keep the checkout': assign(({ event }) => {
      assertEvent(event, 'xstate.done.actor.loadCheckout');
      return { order: event.output.order, savedCards: event.output.savedCards };
    }),
    'note the checkout started': assign({ checkoutStarted: true }),
    'start an instant checkout': assign({ instantCheckout: true }),
    'keep the order': assign({
      order: ({ event }) => {
        assertEvent(event, ['xstate.done.actor.saveDetails', 'xstate.done.actor.confirmAuthentication']);
        return event.output;
      },
    }),
    'keep the changed order': assign({
      order: ({ event }) => {
        assertEvent(event, 'ORDER_CHANGED');
        return event.order;
      },
    }),
    'keep the order with its new card': assign(({ event }) => {
      assertEvent(event, ['xstate.done.actor.addCard', 'xstate.done.actor.useSavedCard']);
      return { ...A_NEW_CARD, order: event.output };
    }),
    'keep the placed order': assign({
      placedOrder: ({ event }) => {
        assertEvent(event, 'xstate.done.actor.placeOrder');
        return event.output;
      },
    }),
    'start afresh': assign({ refusal: null, cardErrors: [] }),
    'forget the refusal': assign({ refusal: null }),
    'show the card errors': assign(({ event }) => {
      assertEvent(event, 'SUBMIT_CARD');
      return { cardErrors: cardEntryErrors(event.card, new Date()), refusal: null };
    }),
    'show the refusal': assign({ refusal: ({ event }) => refusalOf(errorOf(event)) }),
    'show the card refusal': assign(({ event }) => {
      const failure = errorOf(event);
      const cardErrors = cardFieldErrorsOf(failure);
      // A refusal that names the fields speaks through them.
      return { cardErrors, refusal: cardErrors.length > 0 ? null : refusalOf(failure) };
    }),
    'refuse: no payment card': assign({ refusal: checkoutRefusal('NO_PAYMENT_CARD') }),
    'refuse: authentication failed': assign({ refusal: checkoutRefusal('AUTHENTICATION_FAILED') }),
    // A fresh key for a new attempt; a retry of the same attempt keeps the one it has.
    'make the idempotency key': assign({
      idempotencyKey: ({ context }) => context.idempotencyKey ?? crypto.randomUUID(),
    }),
    // The attempt is over without an order: the next PLACE_ORDER is an ordinary one.
    'end the instant checkout': assign(({ context }) =>
      context.instantCheckout ? { instantCheckout: false, idempotencyKey: null } : {},
    ),
    'require card authentication': assign({ requireCardAuth: true, cardAuthenticated: false }),
    'keep the security token': assign({
      securityToken: ({ event }) => {
        assertEvent(event, 'xstate.done.actor.getSecurityToken');
        return event.output;
      },
    }),
    'forget the security token': assign({ securityToken: null }),
    'note the card is authenticated': assign({ cardAuthenticated: true }),
    'reset the form': assign({
      cardErrors: [],
      refusal: null,
      securityToken: null,
      idempotencyKey: null,
      requireCardAuth: false,
      cardAuthenticated: false,
      instantCheckout: false,
    }),
    // The app provides these (analytics, navigation).
    /** checkout_start, labelled with checkoutStartLabel(context). */
    trackCheckoutStart: () => {},
    /** The ad-tracking order post of context.placedOrder (2 s, fire and forget). */
    trackOrderPlaced: () => {},
    /** A full page load to order-confirmation/{customerOrderId}. */
    goToConfirmation: () => {},
    reloadPage: () => {},
  },
  guards: {
    'instant checkout was asked for and is allowed': ({ context, event }) => {
      assertEvent(event, 'xstate.done.actor.loadCheckout');
      return !context.checkoutStarted && context.instant && event.output.order.instantCheckout === 'ALLOWED';
    },
    'the checkout has not started yet': ({ context }) => !context.checkoutStarted,
    'the order has a card': ({ context }) => context.order?.paymentInfo.cardPayment != null,
    'the card entry has errors': ({ event }) => {
      assertEvent(event, 'SUBMIT_CARD');
      return cardEntryErrors(event.card, new Date()).length > 0;
    },
    'it is a saved card that has not expired': ({ context, event }) => {
      assertEvent(event, 'USE_SAVED_CARD');
      return context.savedCards.some((card) => card.paymentCardId === event.paymentCardId && !card.expired);
    },
    'the bank asks to authenticate the card': ({ event }) => refusalCode(errorOf(event)) === SECURITY_NEEDED,
    'the conflict is one the checkout ignores': ({ event }) =>
      refusalCode(errorOf(event)) === IGNORED_CHECKOUT_CONFLICT,
    'the call ran out of time': ({ event }) => errorOf(event).kind === 'timeout',
    'the card was refused': ({ event }) => CARD_REFUSAL_CODES.includes(refusalCode(errorOf(event)) ?? ''),
    'the bank approved this challenge': ({ context, event }) => {
      assertEvent(event, 'CHALLENGE_ANSWERED');
      return event.outcome === 'APPROVED' && event.jwtId === context.securityToken?.jwtId;
    },
    'the bank failed this challenge': ({ context, event }) => {
      assertEvent(event, 'CHALLENGE_ANSWERED');
      return event.outcome === 'FAILED' && event.jwtId === context.securityToken?.jwtId;
    },
    'the order is not placed yet': ({ context }) => context.placedOrder === null,
  },
}).createMachine({
  id: 'checkout',
  description:
    'Checkout: the shopper reviews the order, pays with a saved or a new card, and places the order exactly ' +
    'once (one idempotency key per attempt, kept through its retries). The bank may ask to confirm the card ' +
    '(SECURITY_NEEDED). A session timeout resets the form; a late answer offers to try again.',
  context: {
    customerOrderId: '',
    amending: false,
    instant: false,
    saveCardOffered: false,
    order: null,
    savedCards: [],
    cardErrors: [],
    refusal: null,
    securityToken: null,
    idempotencyKey: null,
    placedOrder: null,
    requireCardAuth: false,
    cardAuthenticated: false,
    instantCheckout: false,
    checkoutStarted: false,
  },
  entry: 'take the input',
  on: {
    SESSION_TIMEOUT: {
      guard: 'the order is not placed yet',
      target: '.loading',
      actions: 'reset the form',
    },
  },
  initial: 'loading',
  states: {
    loading: {
      description:
        'The order and the saved cards are loaded. The first time, checkout_start is tracked (purchase or ' +
        'amend), and an instant checkout the trolley allows goes straight to placing the order.',
      entry: 'load the checkout',
      exit: 'stop loading',
      on: {
        'xstate.done.actor.loadCheckout': [
          {
            guard: 'instant checkout was asked for and is allowed',
            target: 'confirm.inProgress',
            actions: [
              'keep the checkout',
              'trackCheckoutStart',
              'note the checkout started',
              'start an instant checkout',
            ],
          },
          {
            guard: 'the checkout has not started yet',
            target: 'reviewOrder',
            actions: ['keep the checkout', 'trackCheckoutStart', 'note the checkout started'],
          },
          { target: 'reviewOrder', actions: 'keep the checkout' },
        ],
        'xstate.error.actor.loadCheckout': { target: 'loadFailed', actions: 'show the refusal' },
      },
    },
    loadFailed: {
      description: 'The order could not be loaded: the page says why and offers to try again.',
      on: { RETRY: { target: 'loading', actions: 'forget the refusal' } },
    },
    reviewOrder: {
      description:
        'Review order: the slot, the address or branch, the lines and totals, money off (promo codes, gift ' +
        'cards, vouchers, the partner card: ORDER_CHANGED), and what the shopper may ' +
        'change (contact number, delivery note, substitutions, bagless, paper statement). A refusal of ' +
        'placing the order that is not about the card is shown here (slot expired, cut-off, minimum spend ...).',
      initial: 'idle',
      on: { ORDER_CHANGED: { actions: 'keep the changed order' } },
      states: {
        idle: {
          on: {
            UPDATE_DETAILS: { target: 'savingDetails', actions: 'forget the refusal' },
            CONTINUE: [
              { guard: 'the order has a card', target: '#checkout.payment.ready', actions: 'start afresh' },
              { target: '#checkout.payment', actions: 'start afresh' },
            ],
          },
        },
        savingDetails: {
          description: 'The changed details are saved on the order.',
          entry: 'save the details',
          exit: 'stop saving the details',
          on: {
            'xstate.done.actor.saveDetails': { target: 'idle', actions: 'keep the order' },
            'xstate.error.actor.saveDetails': { target: 'idle', actions: 'show the refusal' },
          },
        },
      },
    },
    payment: {
      description:
        'Payment: a saved card or a new one, on the order before it is placed. Gift cards, vouchers, promo ' +
        'codes and the partner card may change the order meanwhile (ORDER_CHANGED), as on the review.',
      initial: 'choosing',
      on: { ORDER_CHANGED: { actions: 'keep the changed order' } },
      states: {
        choosing: {
          description:
            "The saved cards (expired ones can't be chosen) and the new-card form, which shows the card's " +
            'type as it is typed and checks the entry before sending it.',
          on: {
            SUBMIT_CARD: [
              { guard: 'the card entry has errors', actions: 'show the card errors' },
              { target: 'addingCard', actions: 'start afresh' },
            ],
            USE_SAVED_CARD: {
              guard: 'it is a saved card that has not expired',
              target: 'attachingSavedCard',
              actions: 'start afresh',
            },
            BACK: { target: '#checkout.reviewOrder', actions: 'start afresh' },
          },
        },
        addingCard: {
          description:
            'The card goes to the payment service (never to the shop), which answers a token; the token goes ' +
            'on the order, to be saved when the shopper ticked "Save this card".',
          entry: 'add the card',
          exit: 'stop adding the card',
          on: {
            'xstate.done.actor.addCard': { target: 'ready', actions: 'keep the order with its new card' },
            'xstate.error.actor.addCard': { target: 'choosing', actions: 'show the card refusal' },
          },
        },
        attachingSavedCard: {
          description: 'The saved card goes on the order.',
          entry: 'use the saved card',
          exit: 'stop using the saved card',
          on: {
            'xstate.done.actor.useSavedCard': {
              target: 'ready',
              actions: 'keep the order with its new card',
            },
            'xstate.error.actor.useSavedCard': { target: 'choosing', actions: 'show the refusal' },
          },
        },
        ready: {
          description: 'The order has its card: Place order, or change the card.',
          on: {
            PLACE_ORDER: { target: '#checkout.confirm', actions: 'start afresh' },
            CHANGE_CARD: { target: 'choosing', actions: 'start afresh' },
            BACK: { target: '#checkout.reviewOrder', actions: 'start afresh' },
          },
        },
      },
    },
    confirm: {
      description:
        'Placing the order (doc 2 §4: confirming, then inProgress, then cleared). The idempotency key is made ' +
        'for a new attempt and kept through its retries, timeouts and card authentication.',
      entry: 'make the idempotency key',
      initial: 'confirming',
      states: {
        confirming: {
          description: 'The order is checked for a card before it is sent.',
          always: [
            { guard: 'the order has a card', target: 'inProgress' },
            { target: '#checkout.payment.choosing', actions: 'refuse: no payment card' },
          ],
        },
        inProgress: {
          description:
            'The order is placed: checked, the card authorised, the slot confirmed. SECURITY_NEEDED asks the ' +
            'bank to confirm the card; ORDER_ORCHESTRATION_004 is ignored; a card refusal goes back to the ' +
            'cards; another refusal back to the review; a late answer offers to try again.',
          entry: 'place the order',
          exit: 'stop placing the order',
          on: {
            'xstate.done.actor.placeOrder': { target: 'cleared', actions: 'keep the placed order' },
            'xstate.error.actor.placeOrder': [
              {
                guard: 'the bank asks to authenticate the card',
                target: '#checkout.cardAuthentication',
                actions: 'require card authentication',
              },
              {
                guard: 'the conflict is one the checkout ignores',
                target: '#checkout.payment.ready',
                actions: ['forget the refusal', 'end the instant checkout'],
              },
              { guard: 'the call ran out of time', target: '#checkout.timedOut' },
              {
                guard: 'the card was refused',
                target: '#checkout.payment.choosing',
                actions: ['show the refusal', 'end the instant checkout'],
              },
              {
                target: '#checkout.reviewOrder.idle',
                actions: ['show the refusal', 'end the instant checkout'],
              },
            ],
          },
        },
        cleared: {
          description: 'The order is placed.',
          always: '#checkout.placed',
        },
      },
    },
    cardAuthentication: {
      description:
        'doc 2 §4: the bank asks to confirm the card (requireCardAuth). Its challenge page opens in a frame; ' +
        'once the shopper approves, the order is placed again with the same key.',
      exit: 'forget the security token',
      initial: 'requestingToken',
      states: {
        requestingToken: {
          description: "The security token for the order's card, which opens the bank's challenge.",
          entry: 'ask for a security token',
          exit: 'stop asking for a security token',
          on: {
            'xstate.done.actor.getSecurityToken': {
              target: 'challenge',
              actions: 'keep the security token',
            },
            'xstate.error.actor.getSecurityToken': [
              { guard: 'the call ran out of time', target: '#checkout.timedOut' },
              {
                target: '#checkout.payment.choosing',
                actions: ['show the refusal', 'end the instant checkout'],
              },
            ],
          },
        },
        challenge: {
          description: "The bank's challenge is on show; the shopper approves or fails it, or closes it.",
          on: {
            CHALLENGE_ANSWERED: [
              { guard: 'the bank approved this challenge', target: 'authenticating' },
              {
                guard: 'the bank failed this challenge',
                target: '#checkout.payment.choosing',
                actions: ['refuse: authentication failed', 'end the instant checkout'],
              },
            ],
            CANCEL: { target: '#checkout.payment.choosing', actions: 'end the instant checkout' },
          },
        },
        authenticating: {
          description: "The challenge's answer goes on the order (authenticated payment cards).",
          entry: 'confirm the authentication',
          exit: 'stop confirming the authentication',
          on: {
            'xstate.done.actor.confirmAuthentication': {
              target: '#checkout.confirm.inProgress',
              actions: ['keep the order', 'note the card is authenticated'],
            },
            'xstate.error.actor.confirmAuthentication': [
              { guard: 'the call ran out of time', target: '#checkout.timedOut' },
              {
                target: '#checkout.payment.choosing',
                actions: ['show the refusal', 'end the instant checkout'],
              },
            ],
          },
        },
      },
    },
    timedOut: {
      description:
        "doc 2 §8 Checkout timeout: 'Sorry, there's been a problem', 'Please try again', 'Try again' places " +
        'the order again with the same key; closing the modal reloads the page.',
      on: {
        TRY_AGAIN: '#checkout.confirm.inProgress',
        CLOSE: { actions: 'reloadPage' },
      },
    },
    placed: {
      description: 'The order is placed: the ad-tracking post goes, and the order confirmation page loads.',
      type: 'final',
      entry: ['trackOrderPlaced', 'goToConfirmation'],
    },
  },
});

export type CheckoutActor = ActorRefFrom<typeof checkoutMachine>;
export type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;
export type CheckoutActorLogic = typeof checkoutMachine;
