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
import type { Order } from '../src/contract/checkout.ts';
import {
  digitsOf,
  GIFT_CARD_PIN,
  GIFT_CARD_SERIAL,
  GIFT_VOUCHER_SERIAL,
  INCENTIVE_FIELD_MESSAGES,
  INCENTIVE_MESSAGES,
  INCENTIVE_REFUSALS,
  incentiveErrorMessage,
  PARTNER_CARD_NUMBER,
  tenderLimitReached,
} from '../src/domain/incentives.ts';

/**
 * Gift cards, gift vouchers and the partner discount card on the order at checkout (doc 2 §3 Gift card and
 * voucher, §5 at most 10 of each, §7, §8 gift card failures; doc 1 §5 card numbers; docs/api/checkout.md
 * "Money off"): each added or removed one call at a time, checked in the browser first (16 digits, a 4-digit
 * PIN, a partner card starting 9210 or 9230); no more added once 10 are on the order; a refusal shown by the
 * section it is about, with its status kept. Every answer is the order as it now is, handed over with
 * `orderChanged` to whoever shows it (the checkout).
 */

export interface GiftCardsInput {
  customerOrderId: string;
  /** The order as the checkout loaded it: what is on it already. */
  order: Order;
}

/** The fields of the three forms. */
export type TenderField = 'giftCardSerial' | 'giftCardPin' | 'giftVoucherSerial' | 'partnerCardNumber';

/** Which form a refusal is about. */
export type TenderSection = 'giftCard' | 'giftVoucher' | 'partnerCard';

/**
 * What the last answered call changed: a card, voucher or the partner card added or removed. A new object
 * for every answer, so a view can follow each one (where the keyboard focus goes next).
 */
export interface TenderChange {
  section: TenderSection;
  action: 'add' | 'remove';
}

/** A refusal as the form shows it (doc 2 §8 "gift card failures keep the status"). */
export interface TenderRefusal {
  section: TenderSection;
  /** The HTTP status; null when nothing answered, or the browser refused it (the limit). */
  status: number | null;
  /** The conflict code ('GIFT_CARD_NOT_FOUND' ...), null without one. */
  type: string | null;
  message: string;
}

export interface GiftCardsContext {
  customerOrderId: string;
  /** How many gift cards and gift vouchers are on the order (for the limit rule). */
  giftCards: number;
  giftVouchers: number;
  /** The order has a partner discount card. */
  partnerCard: boolean;
  /** The card or voucher being removed. */
  removingId: string | null;
  /** What is wrong with the fields before anything is sent. */
  fieldErrors: Partial<Record<TenderField, string>>;
  refusal: TenderRefusal | null;
  /** The snackbar ('Partner discount successfully applied' ...), or null. */
  notice: string | null;
  /** What the last answered call changed; null until one has. */
  lastChange: TenderChange | null;
}

export type GiftCardsEvent =
  | { type: 'ADD_GIFT_CARD'; serialNumber: string; pin: string }
  | { type: 'REMOVE_GIFT_CARD'; giftCardId: string }
  | { type: 'ADD_GIFT_VOUCHER'; serialNumber: string }
  | { type: 'REMOVE_GIFT_VOUCHER'; giftVoucherId: string }
  | { type: 'APPLY_PARTNER_CARD'; cardNumber: string }
  | { type: 'REMOVE_PARTNER_CARD' }
  /** The order changed elsewhere (a promo code, the checkout's own calls): what is on it now. */
  | { type: 'ORDER_CHANGED'; order: Order }
  | { type: 'DISMISS_NOTICE' }
  | DoneActorEvent<Order, TenderCall>
  | ErrorActorEvent<unknown, TenderCall>;

type TenderCall =
  | 'addGiftCard'
  | 'removeGiftCard'
  | 'addGiftVoucher'
  | 'removeGiftVoucher'
  | 'applyPartnerCard'
  | 'removePartnerCard';

/** What the machine tells whoever shows the order: the order as the server now has it. */
export type GiftCardsEmitted = { type: 'orderChanged'; order: Order };

function notProvided(name: string): never {
  throw new Error(`The gift cards' "${name}" is supplied by the app with giftCardsMachine.provide()`);
}

function inputOf(event: { type: string }): GiftCardsInput | undefined {
  return event.type === 'xstate.init' && 'input' in event ? (event.input as GiftCardsInput) : undefined;
}

const onTheOrder = (order: Order | undefined) => ({
  giftCards: order?.paymentInfo.giftCards.length ?? 0,
  giftVouchers: order?.paymentInfo.giftVouchers.length ?? 0,
  partnerCard: Boolean(order?.partnerDiscountCardNumber),
});

/** The fields' errors of a gift card as typed (its number may have spaces). */
export function giftCardEntryErrors(serialNumber: string, pin: string): Partial<Record<TenderField, string>> {
  return {
    ...(!GIFT_CARD_SERIAL.test(digitsOf(serialNumber)) && {
      giftCardSerial: INCENTIVE_FIELD_MESSAGES.giftCardSerial,
    }),
    ...(!GIFT_CARD_PIN.test(pin.trim()) && { giftCardPin: INCENTIVE_FIELD_MESSAGES.giftCardPin }),
  };
}

export const giftVoucherEntryErrors = (serialNumber: string): Partial<Record<TenderField, string>> =>
  GIFT_VOUCHER_SERIAL.test(digitsOf(serialNumber))
    ? {}
    : { giftVoucherSerial: INCENTIVE_FIELD_MESSAGES.giftVoucherSerial };

export const partnerCardEntryErrors = (cardNumber: string): Partial<Record<TenderField, string>> =>
  PARTNER_CARD_NUMBER.test(digitsOf(cardNumber))
    ? {}
    : { partnerCardNumber: INCENTIVE_FIELD_MESSAGES.partnerCardNumber };

const isKnownRefusal = (type: string | null): type is keyof typeof INCENTIVE_REFUSALS =>
  type !== null && type in INCENTIVE_REFUSALS;

/**
 * A failed call as the form shows it: with no status, 500 or above, the generic message of the action; else
 * the server's message, or the wording of its conflict code when it sent none.
 */
export function tenderRefusalOf(
  error: unknown,
  section: TenderSection,
  action: 'add' | 'remove',
): TenderRefusal {
  const fields = typeof error === 'object' && error !== null ? error : {};
  const status = 'status' in fields && typeof fields.status === 'number' ? fields.status : null;
  const type = 'type' in fields && typeof fields.type === 'string' ? fields.type : null;
  const sent = 'message' in fields && typeof fields.message === 'string' ? fields.message : null;
  const message =
    status !== null && status < 500 && !sent && isKnownRefusal(type)
      ? INCENTIVE_REFUSALS[type]
      : incentiveErrorMessage({ status, message: status === null ? null : sent }, action);
  return { section, status, type, message };
}

const LIMIT_REFUSALS = {
  giftCard: { type: 'GIFT_CARD_LIMIT_REACHED', message: INCENTIVE_REFUSALS.GIFT_CARD_LIMIT_REACHED },
  giftVoucher: { type: 'GIFT_VOUCHER_LIMIT_REACHED', message: INCENTIVE_REFUSALS.GIFT_VOUCHER_LIMIT_REACHED },
} as const;

const RESET = { fieldErrors: {}, refusal: null, notice: null } satisfies Partial<GiftCardsContext>;

export const giftCardsMachine = setup({
  types: {
    input: {} as GiftCardsInput,
    context: {} as GiftCardsContext,
    events: {} as GiftCardsEvent,
    emitted: {} as GiftCardsEmitted,
  },
  actors: {
    /** POST orders/{id}/gift-cards. */
    addGiftCard: fromPromise<Order, { customerOrderId: string; serialNumber: string; pin: string }>(
      async () => notProvided('addGiftCard'),
    ),
    /** DELETE orders/{id}/gift-cards/{giftCardId}. */
    removeGiftCard: fromPromise<Order, { customerOrderId: string; giftCardId: string }>(async () =>
      notProvided('removeGiftCard'),
    ),
    /** POST orders/{id}/gift-vouchers. */
    addGiftVoucher: fromPromise<Order, { customerOrderId: string; serialNumber: string }>(async () =>
      notProvided('addGiftVoucher'),
    ),
    /** DELETE orders/{id}/gift-vouchers/{giftVoucherId}. */
    removeGiftVoucher: fromPromise<Order, { customerOrderId: string; giftVoucherId: string }>(async () =>
      notProvided('removeGiftVoucher'),
    ),
    /** PUT orders/{id}/partner-discount-card. */
    applyPartnerCard: fromPromise<Order, { customerOrderId: string; cardNumber: string }>(async () =>
      notProvided('applyPartnerCard'),
    ),
    /** DELETE orders/{id}/partner-discount-card. */
    removePartnerCard: fromPromise<Order, { customerOrderId: string }>(async () =>
      notProvided('removePartnerCard'),
    ),
  },
  delays: {
    /** How long the snackbar shows. */
    NOTICE_TIMEOUT: 5000,
  },
  guards: {
    'ten gift cards are on the order': ({ context }) => tenderLimitReached(context.giftCards),
    'ten gift vouchers are on the order': ({ context }) => tenderLimitReached(context.giftVouchers),
    'the gift card entry has errors': ({ event }) => {
      assertEvent(event, 'ADD_GIFT_CARD');
      return Object.keys(giftCardEntryErrors(event.serialNumber, event.pin)).length > 0;
    },
    'the voucher entry has errors': ({ event }) => {
      assertEvent(event, 'ADD_GIFT_VOUCHER');
      return Object.keys(giftVoucherEntryErrors(event.serialNumber)).length > 0;
    },
    'the partner card number is wrong': ({ event }) => {
      assertEvent(event, 'APPLY_PARTNER_CARD');
      return Object.keys(partnerCardEntryErrors(event.cardNumber)).length > 0;
    },
  },
  actions: {
    'take the input': assign(({ event }) => {
      const input = inputOf(event);
      return { customerOrderId: input?.customerOrderId ?? '', ...onTheOrder(input?.order) };
    }),
    'send the gift card': spawnChild('addGiftCard', {
      id: 'addGiftCard',
      input: ({ context, event }) => {
        assertEvent(event, 'ADD_GIFT_CARD');
        return {
          customerOrderId: context.customerOrderId,
          serialNumber: digitsOf(event.serialNumber),
          pin: event.pin.trim(),
        };
      },
    }),
    'stop adding the gift card': stopChild('addGiftCard'),
    'send the gift card removal': spawnChild('removeGiftCard', {
      id: 'removeGiftCard',
      input: ({ context }) => ({
        customerOrderId: context.customerOrderId,
        giftCardId: context.removingId ?? '',
      }),
    }),
    'stop removing the gift card': stopChild('removeGiftCard'),
    'send the voucher': spawnChild('addGiftVoucher', {
      id: 'addGiftVoucher',
      input: ({ context, event }) => {
        assertEvent(event, 'ADD_GIFT_VOUCHER');
        return { customerOrderId: context.customerOrderId, serialNumber: digitsOf(event.serialNumber) };
      },
    }),
    'stop adding the voucher': stopChild('addGiftVoucher'),
    'send the voucher removal': spawnChild('removeGiftVoucher', {
      id: 'removeGiftVoucher',
      input: ({ context }) => ({
        customerOrderId: context.customerOrderId,
        giftVoucherId: context.removingId ?? '',
      }),
    }),
    'stop removing the voucher': stopChild('removeGiftVoucher'),
    'send the partner card': spawnChild('applyPartnerCard', {
      id: 'applyPartnerCard',
      input: ({ context, event }) => {
        assertEvent(event, 'APPLY_PARTNER_CARD');
        return { customerOrderId: context.customerOrderId, cardNumber: digitsOf(event.cardNumber) };
      },
    }),
    'stop applying the partner card': stopChild('applyPartnerCard'),
    'send the partner card removal': spawnChild('removePartnerCard', {
      id: 'removePartnerCard',
      input: ({ context }) => ({ customerOrderId: context.customerOrderId }),
    }),
    'stop removing the partner card': stopChild('removePartnerCard'),

    'start afresh': assign(RESET),
    'remember what is removed': assign(({ event }) => {
      assertEvent(event, ['REMOVE_GIFT_CARD', 'REMOVE_GIFT_VOUCHER']);
      return {
        ...RESET,
        removingId: event.type === 'REMOVE_GIFT_CARD' ? event.giftCardId : event.giftVoucherId,
      };
    }),
    'forget what is removed': assign({ removingId: null }),
    'show the gift card entry errors': assign(({ event }) => {
      assertEvent(event, 'ADD_GIFT_CARD');
      return { ...RESET, fieldErrors: giftCardEntryErrors(event.serialNumber, event.pin) };
    }),
    'show the voucher entry errors': assign(({ event }) => {
      assertEvent(event, 'ADD_GIFT_VOUCHER');
      return { ...RESET, fieldErrors: giftVoucherEntryErrors(event.serialNumber) };
    }),
    'show the partner card entry error': assign(({ event }) => {
      assertEvent(event, 'APPLY_PARTNER_CARD');
      return { ...RESET, fieldErrors: partnerCardEntryErrors(event.cardNumber) };
    }),
    'say the limit is reached': assign((_, params: { section: 'giftCard' | 'giftVoucher' }) => ({
      ...RESET,
      refusal: { section: params.section, status: null, ...LIMIT_REFUSALS[params.section] },
    })),
    'keep what is on the order': assign(({ event }) => {
      assertEvent(event, [
        'ORDER_CHANGED',
        'xstate.done.actor.addGiftCard',
        'xstate.done.actor.removeGiftCard',
        'xstate.done.actor.addGiftVoucher',
        'xstate.done.actor.removeGiftVoucher',
        'xstate.done.actor.applyPartnerCard',
        'xstate.done.actor.removePartnerCard',
      ]);
      return onTheOrder(event.type === 'ORDER_CHANGED' ? event.order : event.output);
    }),
    'hand over the order': emit(({ event }) => {
      assertEvent(event, [
        'xstate.done.actor.addGiftCard',
        'xstate.done.actor.removeGiftCard',
        'xstate.done.actor.addGiftVoucher',
        'xstate.done.actor.removeGiftVoucher',
        'xstate.done.actor.applyPartnerCard',
        'xstate.done.actor.removePartnerCard',
      ]);
      return { type: 'orderChanged' as const, order: event.output };
    }),
    'show the refusal': assign(({ event }, params: { section: TenderSection; action: 'add' | 'remove' }) => ({
      refusal: tenderRefusalOf('error' in event ? event.error : undefined, params.section, params.action),
    })),
    'note what changed': assign((_, change: TenderChange) => ({ lastChange: { ...change } })),
    'say the partner discount is applied': assign({ notice: INCENTIVE_MESSAGES.partnerApplied }),
    'say the partner discount is removed': assign({ notice: INCENTIVE_MESSAGES.partnerRemoved }),
    'clear the notice': assign({ notice: null }),
  },
}).createMachine({
  id: 'giftCards',
  description:
    'Gift cards, gift vouchers and the partner discount card at checkout: each added or removed one call at a ' +
    'time after the browser has checked it; no more than 10 gift cards or 10 vouchers; every answer is the ' +
    'order as it now is, handed over with orderChanged.',
  context: {
    customerOrderId: '',
    giftCards: 0,
    giftVouchers: 0,
    partnerCard: false,
    removingId: null,
    fieldErrors: {},
    refusal: null,
    notice: null,
    lastChange: null,
  },
  entry: 'take the input',
  on: {
    DISMISS_NOTICE: { actions: 'clear the notice' },
    ORDER_CHANGED: { actions: 'keep what is on the order' },
  },
  initial: 'ready',
  states: {
    ready: {
      description:
        "The three forms and what is on the order. Adding hides once 10 are on the order ('You can use up to " +
        "10 gift cards on an order.').",
      initial: 'idle',
      on: {
        ADD_GIFT_CARD: [
          {
            guard: 'ten gift cards are on the order',
            target: '.failure',
            actions: { type: 'say the limit is reached', params: { section: 'giftCard' } },
          },
          {
            guard: 'the gift card entry has errors',
            target: '.idle',
            actions: 'show the gift card entry errors',
          },
          { target: 'addingGiftCard', actions: 'start afresh' },
        ],
        REMOVE_GIFT_CARD: { target: 'removingGiftCard', actions: 'remember what is removed' },
        ADD_GIFT_VOUCHER: [
          {
            guard: 'ten gift vouchers are on the order',
            target: '.failure',
            actions: { type: 'say the limit is reached', params: { section: 'giftVoucher' } },
          },
          {
            guard: 'the voucher entry has errors',
            target: '.idle',
            actions: 'show the voucher entry errors',
          },
          { target: 'addingGiftVoucher', actions: 'start afresh' },
        ],
        REMOVE_GIFT_VOUCHER: { target: 'removingGiftVoucher', actions: 'remember what is removed' },
        APPLY_PARTNER_CARD: [
          {
            guard: 'the partner card number is wrong',
            target: '.idle',
            actions: 'show the partner card entry error',
          },
          { target: 'applyingPartnerCard', actions: 'start afresh' },
        ],
        REMOVE_PARTNER_CARD: { target: 'removingPartnerCard', actions: 'start afresh' },
      },
      states: {
        idle: {},
        success: {
          description: 'The order has its new cards and vouchers (and the partner discount snackbar).',
          after: { NOTICE_TIMEOUT: { actions: 'clear the notice' } },
        },
        failure: {
          description:
            "A refusal, shown by its form: the server's message (or its conflict code's wording), the generic " +
            'message with no status or 500 and above; the status is kept.',
        },
      },
    },
    addingGiftCard: {
      description: 'POST gift-cards with the 16 digits and the PIN.',
      entry: 'send the gift card',
      exit: 'stop adding the gift card',
      on: {
        'xstate.done.actor.addGiftCard': {
          target: 'ready.success',
          actions: [
            'keep what is on the order',
            'hand over the order',
            { type: 'note what changed', params: { section: 'giftCard', action: 'add' } },
          ],
        },
        'xstate.error.actor.addGiftCard': {
          target: 'ready.failure',
          actions: { type: 'show the refusal', params: { section: 'giftCard', action: 'add' } },
        },
      },
    },
    removingGiftCard: {
      description: 'DELETE gift-cards/{giftCardId}.',
      entry: 'send the gift card removal',
      exit: ['stop removing the gift card', 'forget what is removed'],
      on: {
        'xstate.done.actor.removeGiftCard': {
          target: 'ready.success',
          actions: [
            'keep what is on the order',
            'hand over the order',
            { type: 'note what changed', params: { section: 'giftCard', action: 'remove' } },
          ],
        },
        'xstate.error.actor.removeGiftCard': {
          target: 'ready.failure',
          actions: { type: 'show the refusal', params: { section: 'giftCard', action: 'remove' } },
        },
      },
    },
    addingGiftVoucher: {
      description: 'POST gift-vouchers with the 16 digits.',
      entry: 'send the voucher',
      exit: 'stop adding the voucher',
      on: {
        'xstate.done.actor.addGiftVoucher': {
          target: 'ready.success',
          actions: [
            'keep what is on the order',
            'hand over the order',
            { type: 'note what changed', params: { section: 'giftVoucher', action: 'add' } },
          ],
        },
        'xstate.error.actor.addGiftVoucher': {
          target: 'ready.failure',
          actions: { type: 'show the refusal', params: { section: 'giftVoucher', action: 'add' } },
        },
      },
    },
    removingGiftVoucher: {
      description: 'DELETE gift-vouchers/{giftVoucherId}.',
      entry: 'send the voucher removal',
      exit: ['stop removing the voucher', 'forget what is removed'],
      on: {
        'xstate.done.actor.removeGiftVoucher': {
          target: 'ready.success',
          actions: [
            'keep what is on the order',
            'hand over the order',
            { type: 'note what changed', params: { section: 'giftVoucher', action: 'remove' } },
          ],
        },
        'xstate.error.actor.removeGiftVoucher': {
          target: 'ready.failure',
          actions: { type: 'show the refusal', params: { section: 'giftVoucher', action: 'remove' } },
        },
      },
    },
    applyingPartnerCard: {
      description: 'PUT partner-discount-card with the 16 digits.',
      entry: 'send the partner card',
      exit: 'stop applying the partner card',
      on: {
        'xstate.done.actor.applyPartnerCard': {
          target: 'ready.success',
          actions: [
            'keep what is on the order',
            'hand over the order',
            { type: 'note what changed', params: { section: 'partnerCard', action: 'add' } },
            'say the partner discount is applied',
          ],
        },
        'xstate.error.actor.applyPartnerCard': {
          target: 'ready.failure',
          actions: { type: 'show the refusal', params: { section: 'partnerCard', action: 'add' } },
        },
      },
    },
    removingPartnerCard: {
      description: 'DELETE partner-discount-card.',
      entry: 'send the partner card removal',
      exit: 'stop removing the partner card',
      on: {
        'xstate.done.actor.removePartnerCard': {
          target: 'ready.success',
          actions: [
            'keep what is on the order',
            'hand over the order',
            { type: 'note what changed', params: { section: 'partnerCard', action: 'remove' } },
            'say the partner discount is removed',
          ],
        },
        'xstate.error.actor.removePartnerCard': {
          target: 'ready.failure',
          actions: { type: 'show the refusal', params: { section: 'partnerCard', action: 'remove' } },
        },
      },
    },
  },
});

export type GiftCardsActor = ActorRefFrom<typeof giftCardsMachine>;
export type GiftCardsSnapshot = SnapshotFrom<typeof giftCardsMachine>;
