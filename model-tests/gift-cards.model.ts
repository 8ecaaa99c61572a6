import { expect } from 'vitest';
import type { EventFromLogic } from 'xstate';
import { type GiftCardsSnapshot, giftCardsMachine } from '../machines/gift-cards.machine.ts';
import type { Order } from '../src/contract/checkout.ts';
import {
  INCENTIVE_FIELD_MESSAGES,
  INCENTIVE_MESSAGES,
  INCENTIVE_REFUSALS,
  MAX_GIFT_CARDS,
  MAX_GIFT_VOUCHERS,
} from '../src/domain/incentives.ts';
import { checkoutOrderSample } from '../test/fixtures/checkout-order.ts';
import type { MachineModel, ReplayWorld } from './support/walk-machine.ts';

type GiftCardsModelEvent = EventFromLogic<typeof giftCardsMachine>;

const money = (amount: number) => ({ amount, currencyCode: 'GBP' });
const giftCard = (id: number) => ({
  id: String(id),
  serialNumber: `•••• ${String(id).padStart(4, '0')}`,
  remainingBalance: money(0),
  amountToDeduct: money(20),
});
const giftVoucher = (id: number) => ({
  id: String(id),
  serialNumber: `•••• ${String(id).padStart(4, '0')}`,
  status: 'ACTIVE' as const,
  value: money(10),
  amount: money(10),
});

/** The orders the calls answer: nothing on it, one gift card, one voucher, the partner card, ten of each. */
const ORDER = checkoutOrderSample();
const withTender = (giftCards: number, giftVouchers: number, partner = false): Order => ({
  ...ORDER,
  partnerDiscountCardNumber: partner ? '•••• 0001' : null,
  paymentInfo: {
    ...ORDER.paymentInfo,
    giftCards: Array.from({ length: giftCards }, (_, index) => giftCard(index + 1)),
    giftVouchers: Array.from({ length: giftVouchers }, (_, index) => giftVoucher(index + 1)),
  },
});
const ONE_CARD = withTender(1, 0);
const ONE_VOUCHER = withTender(0, 1);
const PARTNER = withTender(0, 0, true);
const FULL = withTender(MAX_GIFT_CARDS, MAX_GIFT_VOUCHERS);

const INPUT = { customerOrderId: '1000001', order: ORDER };

const done = (id: string, output: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output, actorId: id }) as unknown as GiftCardsModelEvent;
const failed = (id: string, error: unknown) =>
  ({ type: `xstate.error.actor.${id}`, error, actorId: id }) as unknown as GiftCardsModelEvent;

/** How the calls fail (src/api/money-off.ts MoneyOffFailure). */
const FAILURES = {
  'card not found': {
    status: 404,
    message: INCENTIVE_REFUSALS.GIFT_CARD_NOT_FOUND,
    type: 'GIFT_CARD_NOT_FOUND',
    details: [],
  },
  'too many attempts, no message': {
    status: 429,
    message: null,
    type: 'GIFT_CARD_ATTEMPTS_EXCEEDED',
    details: [],
  },
  'no answer': { status: null, message: null, type: null, details: [] },
  'voucher spent': {
    status: 409,
    message: INCENTIVE_REFUSALS.GIFT_VOUCHER_NOT_VALID,
    type: 'GIFT_VOUCHER_NOT_VALID',
    details: [],
  },
  'a server error': { status: 500, message: 'Internal error', type: null, details: [] },
  'linked elsewhere': {
    status: 409,
    message: INCENTIVE_REFUSALS.PARTNER_CARD_LINKED_ELSEWHERE,
    type: 'PARTNER_CARD_LINKED_ELSEWHERE',
    details: [],
  },
} as const;
type FailureName = keyof typeof FAILURES;

const ENTRIES = {
  'the demo gift card': { type: 'ADD_GIFT_CARD', serialNumber: '6338 0000 0000 0001', pin: '1234' },
  'a short number and PIN': { type: 'ADD_GIFT_CARD', serialNumber: '6338 0000', pin: '12' },
  'a voucher': { type: 'ADD_GIFT_VOUCHER', serialNumber: '7000-0000-0000-0001' },
  'a short voucher': { type: 'ADD_GIFT_VOUCHER', serialNumber: '7000' },
  'a partner card': { type: 'APPLY_PARTNER_CARD', cardNumber: '9210 0000 0000 0001' },
  'not a partner card': { type: 'APPLY_PARTNER_CARD', cardNumber: '4444 3333 2222 1111' },
} as const satisfies Record<string, GiftCardsModelEvent>;

const events: GiftCardsModelEvent[] = [
  ...Object.values(ENTRIES),
  done('addGiftCard', ONE_CARD),
  failed('addGiftCard', FAILURES['card not found']),
  failed('addGiftCard', FAILURES['too many attempts, no message']),
  failed('addGiftCard', FAILURES['no answer']),
  { type: 'REMOVE_GIFT_CARD', giftCardId: '1' },
  done('removeGiftCard', ORDER),
  failed('removeGiftCard', FAILURES['a server error']),
  done('addGiftVoucher', ONE_VOUCHER),
  failed('addGiftVoucher', FAILURES['voucher spent']),
  { type: 'REMOVE_GIFT_VOUCHER', giftVoucherId: '1' },
  done('removeGiftVoucher', ORDER),
  failed('removeGiftVoucher', FAILURES['no answer']),
  done('applyPartnerCard', PARTNER),
  failed('applyPartnerCard', FAILURES['linked elsewhere']),
  { type: 'REMOVE_PARTNER_CARD' },
  done('removePartnerCard', ORDER),
  failed('removePartnerCard', FAILURES['a server error']),
  { type: 'ORDER_CHANGED', order: FULL },
  { type: 'DISMISS_NOTICE' },
];

const failureName = (error: unknown) =>
  (Object.keys(FAILURES) as FailureName[]).find((name) => FAILURES[name] === error);

function describeEvent(event: GiftCardsModelEvent): string | undefined {
  for (const [name, candidate] of Object.entries(ENTRIES))
    if (candidate === event) return `${event.type} (${name})`;
  if (event.type.startsWith('xstate.error.actor.'))
    return `${event.type.slice('xstate.error.actor.'.length)} fails (${failureName((event as { error?: unknown }).error)})`;
  if (event.type === 'ORDER_CHANGED') return 'ORDER_CHANGED (ten of each)';
  return undefined;
}

const lastInvocation = (world: ReplayWorld) => world.invocations.at(-1);
const calls = (world: ReplayWorld, src: string) => world.invocations.filter((call) => call.src === src);

/** What the form shows for a failure: the server's message, its code's wording, or the generic message. */
function expectedMessage(error: (typeof FAILURES)[FailureName], action: 'add' | 'remove'): string {
  if (error.status === null || error.status >= 500)
    return action === 'add' ? INCENTIVE_MESSAGES.addFailed : INCENTIVE_MESSAGES.removeFailed;
  return error.message ?? INCENTIVE_REFUSALS[error.type as keyof typeof INCENTIVE_REFUSALS];
}

/** Which form each call is about, and whether it adds or removes. */
const FAILED_CALLS = {
  addGiftCard: ['giftCard', 'add'],
  removeGiftCard: ['giftCard', 'remove'],
  addGiftVoucher: ['giftVoucher', 'add'],
  removeGiftVoucher: ['giftVoucher', 'remove'],
  applyPartnerCard: ['partnerCard', 'add'],
  removePartnerCard: ['partnerCard', 'remove'],
} as const;

/**
 * Gift cards, vouchers and the partner card as a model: good and mistyped entries, the order service's
 * answers and refusals, and an order that already has ten of each. Walked by `gift-cards.test.ts`.
 */
export const giftCardsModel: MachineModel<typeof giftCardsMachine> = {
  machine: giftCardsMachine,
  input: INPUT,
  events,
  describeEvent,
  project: (snapshot) => ({
    value: snapshot.value,
    giftCards: snapshot.context.giftCards,
    giftVouchers: snapshot.context.giftVouchers,
    partnerCard: snapshot.context.partnerCard,
    fieldErrors: Object.keys(snapshot.context.fieldErrors),
    refusal: snapshot.context.refusal && [snapshot.context.refusal.section, snapshot.context.refusal.type],
    notice: snapshot.context.notice,
  }),
  provide: (world) => ({
    actions: {
      'hand over the order': ({ event }) =>
        void world.effects.push({ name: 'orderChanged', detail: (event as { output?: unknown }).output }),
    },
  }),
  invariants: {
    '*': (snapshot: GiftCardsSnapshot, { event, world }) => {
      const { context } = snapshot;
      expect(context.customerOrderId).toBe('1000001');
      expect(Object.keys(snapshot.children).length).toBeLessThanOrEqual(1);
      // What is sent is what the browser checked, as digits; a mistyped entry is never sent.
      for (const call of calls(world, 'addGiftCard'))
        expect(call.input).toEqual({
          customerOrderId: '1000001',
          serialNumber: '6338000000000001',
          pin: '1234',
        });
      for (const call of calls(world, 'addGiftVoucher'))
        expect(call.input).toEqual({ customerOrderId: '1000001', serialNumber: '7000000000000001' });
      for (const call of calls(world, 'applyPartnerCard'))
        expect(call.input).toEqual({ customerOrderId: '1000001', cardNumber: '9210000000000001' });
      // Every answered order is handed over, and only those.
      const answered = world.invocations.filter((call) => call.outcome && 'output' in call.outcome);
      expect(world.effects.map((effect) => effect.detail)).toEqual(
        answered.map((call) => (call.outcome as { output: unknown }).output),
      );
      // Nothing has changed (and nothing takes the focus) until a call is answered.
      if (answered.length === 0) expect(context.lastChange).toBeNull();
      if (event.type === 'DISMISS_NOTICE') expect(context.notice).toBeNull();
      if (event.type === 'ORDER_CHANGED') {
        expect(context.giftCards).toBe(MAX_GIFT_CARDS);
        expect(context.giftVouchers).toBe(MAX_GIFT_VOUCHERS);
      }
    },
    'ready.idle': (snapshot, { event: step }) => {
      const event = step as GiftCardsModelEvent;
      const { fieldErrors } = snapshot.context;
      if (event === ENTRIES['a short number and PIN'])
        expect(fieldErrors).toEqual({
          giftCardSerial: INCENTIVE_FIELD_MESSAGES.giftCardSerial,
          giftCardPin: INCENTIVE_FIELD_MESSAGES.giftCardPin,
        });
      if (event === ENTRIES['a short voucher'])
        expect(fieldErrors).toEqual({ giftVoucherSerial: INCENTIVE_FIELD_MESSAGES.giftVoucherSerial });
      if (event === ENTRIES['not a partner card'])
        expect(fieldErrors).toEqual({ partnerCardNumber: INCENTIVE_FIELD_MESSAGES.partnerCardNumber });
    },
    addingGiftCard: (snapshot, { event, world }) => {
      // The limit rule: no gift card is sent once ten are on the order.
      if (event.type === 'ADD_GIFT_CARD') expect(snapshot.context.giftCards).toBeLessThan(MAX_GIFT_CARDS);
      expect(lastInvocation(world)).toMatchObject({ src: 'addGiftCard', id: 'addGiftCard' });
    },
    addingGiftVoucher: (snapshot, { event, world }) => {
      if (event.type === 'ADD_GIFT_VOUCHER')
        expect(snapshot.context.giftVouchers).toBeLessThan(MAX_GIFT_VOUCHERS);
      expect(lastInvocation(world)).toMatchObject({ src: 'addGiftVoucher' });
    },
    removingGiftCard: (snapshot, { world }) => {
      expect(snapshot.context.removingId).toBe('1');
      expect(lastInvocation(world)).toMatchObject({
        src: 'removeGiftCard',
        input: { customerOrderId: '1000001', giftCardId: '1' },
      });
    },
    removingGiftVoucher: (_snapshot, { world }) => {
      expect(lastInvocation(world)).toMatchObject({
        src: 'removeGiftVoucher',
        input: { customerOrderId: '1000001', giftVoucherId: '1' },
      });
    },
    applyingPartnerCard: (_snapshot, { world }) => {
      expect(lastInvocation(world)).toMatchObject({ src: 'applyPartnerCard' });
    },
    removingPartnerCard: (_snapshot, { world }) => {
      expect(lastInvocation(world)).toMatchObject({
        src: 'removePartnerCard',
        input: { customerOrderId: '1000001' },
      });
    },
    'ready.success': (snapshot, { event: step }) => {
      const event = step as GiftCardsModelEvent;
      const { context } = snapshot;
      expect(context.removingId).toBeNull();
      expect(context.refusal).toBeNull();
      // Each answer says what it changed (the view moves the keyboard focus on it).
      const answered = /^xstate\.done\.actor\.(.+)$/.exec(event.type)?.[1] as keyof typeof FAILED_CALLS;
      if (answered) {
        const [section, action] = FAILED_CALLS[answered];
        expect(context.lastChange).toEqual({ section, action });
      }
      if (event.type === 'xstate.done.actor.addGiftCard') expect(context.giftCards).toBe(1);
      if (event.type === 'xstate.done.actor.addGiftVoucher') expect(context.giftVouchers).toBe(1);
      if (event.type === 'xstate.done.actor.applyPartnerCard') {
        expect(context.partnerCard).toBe(true);
        expect(context.notice).toBe(INCENTIVE_MESSAGES.partnerApplied);
      }
      if (event.type === 'xstate.done.actor.removePartnerCard') {
        expect(context.partnerCard).toBe(false);
        expect(context.notice).toBe(INCENTIVE_MESSAGES.partnerRemoved);
      }
    },
    'ready.failure': (snapshot, { event: step }) => {
      const event = step as GiftCardsModelEvent;
      const refusal = snapshot.context.refusal;
      expect(refusal).not.toBeNull();
      if (event.type === 'ADD_GIFT_CARD')
        expect(refusal).toEqual({
          section: 'giftCard',
          status: null,
          type: 'GIFT_CARD_LIMIT_REACHED',
          message: 'You can use up to 10 gift cards on an order.',
        });
      if (event.type === 'ADD_GIFT_VOUCHER')
        expect(refusal?.message).toBe(INCENTIVE_REFUSALS.GIFT_VOUCHER_LIMIT_REACHED);
      if (event.type.startsWith('xstate.error.actor.')) {
        const id = event.type.slice('xstate.error.actor.'.length) as keyof typeof FAILED_CALLS;
        const error = (event as { error: (typeof FAILURES)[FailureName] }).error;
        const [section, action] = FAILED_CALLS[id];
        // The refusal keeps its status and conflict code (doc 2 §8).
        expect(refusal).toEqual({
          section,
          status: error.status,
          type: error.type,
          message: expectedMessage(error, action),
        });
      }
    },
  },
};
