import {
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
import {
  type CustomerSlot,
  EXPIRY_CHECK_MS,
  expiringSoonMessage,
  expiryState,
  SLOT_MESSAGES,
  type SlotError,
  slotErrorOf,
} from '../src/domain/slot-booking.ts';

/** A snackbar about the customer slot (doc 2 §4, §8). */
export interface CustomerSlotNotice {
  kind: 'expiringSoon' | 'cancelled' | 'cancelFailed';
  severity: 'INFORMATIVE' | 'SUCCESS' | 'ERROR';
  message: string;
}

export interface CustomerSlotContext {
  /** The live booking of the current customer order (doc 2 §3 Customer slot); null when none. */
  slot: CustomerSlot | null;
  /** The reservation the 100-minute notice was shown for, so it shows once per reservation. */
  warnedReservationId: string | null;
  notice: CustomerSlotNotice | null;
  /** Why the booked slot could not be read. */
  loadError: SlotError | null;
}

export type CustomerSlotEvent =
  /** The session started or its customer or order changed (sign-in, sign-out). */
  | { type: 'SESSION_CHANGED'; signedIn: boolean }
  /** Read the booked slot again (a page that changed it another way). */
  | { type: 'RELOAD' }
  /** The slot pages booked this slot. */
  | { type: 'BOOKED'; slot: CustomerSlot }
  /** 'Cancel' next to the booked slot: asks 'Cancel reserved slot?'. */
  | { type: 'CANCEL' }
  | { type: 'CANCEL_CONFIRMED' }
  | { type: 'CANCEL_ABANDONED' }
  /** The expired modal's 'Book a slot'. */
  | { type: 'BOOK_A_SLOT' }
  /** A snackbar or the expired modal is closed. */
  | { type: 'DISMISSED' }
  | DoneActorEvent<CustomerSlot | null, 'loadCustomerSlot'>
  | ErrorActorEvent<unknown, 'loadCustomerSlot'>
  | DoneActorEvent<number, 'readClock'>
  | ErrorActorEvent<unknown, 'readClock'>
  | DoneActorEvent<void, 'cancelSlot'>
  | ErrorActorEvent<unknown, 'cancelSlot'>;

export type CustomerSlotEmitted = { type: 'expired'; slot: CustomerSlot } | { type: 'cancelled' };

function notProvided(name: string): never {
  throw new Error(`The customer slot's "${name}" is supplied by the app with customerSlotMachine.provide()`);
}

/**
 * The customer's booked slot (doc 2 §3 Customer slot, §4 Slot booking, §8 Slots, §9): a long-lived app
 * actor (src/shop/customer-slot.ts). It reads the booking when the session changes, checks its expiry every
 * minute, warns when 100 minutes or less remain, says when it has lapsed, and cancels it.
 */
export const customerSlotMachine = setup({
  types: {
    context: {} as CustomerSlotContext,
    events: {} as CustomerSlotEvent,
    emitted: {} as CustomerSlotEmitted,
  },
  actors: {
    /** GET customerslot. */
    loadCustomerSlot: fromPromise<CustomerSlot | null>(async () => notProvided('loadCustomerSlot')),
    /** The time now (epoch ms): the browser's clock, which Playwright's clock and tests can move. */
    readClock: fromPromise<number>(async () => notProvided('readClock')),
    /** DELETE customerslot. */
    cancelSlot: fromPromise<void>(async () => notProvided('cancelSlot')),
  },
  actions: {
    'load the slot': spawnChild('loadCustomerSlot', { id: 'loadCustomerSlot' }),
    'stop loading': stopChild('loadCustomerSlot'),
    'read the clock': spawnChild('readClock', { id: 'readClock' }),
    'stop reading the clock': stopChild('readClock'),
    'send the cancellation': spawnChild('cancelSlot', { id: 'cancelSlot' }),
    'stop cancelling': stopChild('cancelSlot'),
    'take the loaded slot': assign(({ context, event }) => {
      assertEvent(event, 'xstate.done.actor.loadCustomerSlot');
      const slot = event.output;
      // The expiry notice belongs to the reservation it was about.
      const stale =
        context.notice?.kind === 'expiringSoon' && slot?.slotReservationId !== context.warnedReservationId;
      return { slot, loadError: null, notice: stale ? null : context.notice };
    }),
    'take the booked slot': assign(({ event }) => {
      assertEvent(event, 'BOOKED');
      return { slot: event.slot, notice: null };
    }),
    'forget the slot': assign({ slot: null }),
    'remember the load error': assign(({ event }) => {
      assertEvent(event, 'xstate.error.actor.loadCustomerSlot');
      return { loadError: slotErrorOf(event.error) };
    }),
    'show the expiring notice': assign(({ context }) => ({
      warnedReservationId: context.slot?.slotReservationId ?? null,
      notice: context.slot
        ? {
            kind: 'expiringSoon' as const,
            severity: 'INFORMATIVE' as const,
            message: expiringSoonMessage(context.slot),
          }
        : null,
    })),
    'show the cancelled notice': assign({
      notice: { kind: 'cancelled', severity: 'SUCCESS', message: SLOT_MESSAGES.cancelled },
    }),
    'show the cancel failure': assign(({ event }) => {
      assertEvent(event, 'xstate.error.actor.cancelSlot');
      return {
        notice: {
          kind: 'cancelFailed' as const,
          severity: 'ERROR' as const,
          message: slotErrorOf(event.error).message,
        },
      };
    }),
    'hide the notice': assign({ notice: null }),
    'hide the expiring notice': assign(({ context }) => ({
      notice: context.notice?.kind === 'expiringSoon' ? null : context.notice,
    })),
    'announce the expiry': emit(({ context }) => {
      if (!context.slot) throw new Error('Only a booked slot expires');
      return { type: 'expired' as const, slot: context.slot };
    }),
    'announce the cancellation': emit({ type: 'cancelled' as const }),
    // Navigation belongs to the app, which provides it.
    'go to book a slot': () => {},
  },
  guards: {
    'is signed in': ({ event }) => {
      assertEvent(event, 'SESSION_CHANGED');
      return event.signedIn;
    },
    'a slot is booked': ({ event }) => {
      assertEvent(event, 'xstate.done.actor.loadCustomerSlot');
      return event.output !== null;
    },
    'the slot has expired': ({ context, event }) => {
      assertEvent(event, 'xstate.done.actor.readClock');
      return context.slot !== null && expiryState(context.slot, event.output) === 'expired';
    },
    '100 minutes or less remain and the shopper was not warned': ({ context, event }) => {
      assertEvent(event, 'xstate.done.actor.readClock');
      return (
        context.slot !== null &&
        expiryState(context.slot, event.output) === 'expiringSoon' &&
        context.warnedReservationId !== context.slot.slotReservationId
      );
    },
  },
  delays: {
    EXPIRY_CHECK: EXPIRY_CHECK_MS,
  },
}).createMachine({
  id: 'customer-slot',
  description:
    "The shopper's booked slot, for the header ('Change Slot' and the slot's day and time), its expiry and its " +
    'cancellation. Anonymous shoppers have none; a signed-in shopper has the live booking of their current customer order.',
  context: { slot: null, warnedReservationId: null, notice: null, loadError: null },
  initial: 'waitingForSession',
  on: {
    SESSION_CHANGED: [
      { guard: 'is signed in', target: '.loading' },
      { target: '.signedOut', actions: ['forget the slot', 'hide the notice'] },
    ],
    // A snackbar can stay on show through a reload (loading, unknown): its Dismiss works in every state.
    DISMISSED: { actions: 'hide the notice' },
  },
  states: {
    waitingForSession: {
      description: 'The session has not started yet; the header offers Book Slot.',
    },
    signedOut: {
      description: 'Anonymous: no slot. Book Slot leads to sign-in (doc 1 §2.4).',
    },
    loading: {
      description: 'GET customerslot: the live booking of the current customer order, or none.',
      entry: 'load the slot',
      exit: 'stop loading',
      on: {
        'xstate.done.actor.loadCustomerSlot': [
          { guard: 'a slot is booked', target: 'booked', actions: 'take the loaded slot' },
          { target: 'none', actions: 'take the loaded slot' },
        ],
        'xstate.error.actor.loadCustomerSlot': { target: 'unknown', actions: 'remember the load error' },
      },
    },
    unknown: {
      description: 'The booked slot could not be read; the header offers Book Slot, and RELOAD tries again.',
      on: { RELOAD: 'loading', BOOKED: { target: 'booked', actions: 'take the booked slot' } },
    },
    none: {
      description: "No slot is booked: the header reads 'Book Slot'.",
      on: {
        RELOAD: 'loading',
        BOOKED: { target: 'booked', actions: 'take the booked slot' },
      },
    },
    booked: {
      description:
        "A slot is booked: the header shows its day and time and reads 'Change Slot'. Its expiry is checked every minute.",
      type: 'parallel',
      on: {
        RELOAD: 'loading',
        BOOKED: { target: 'booked', reenter: true, actions: 'take the booked slot' },
      },
      states: {
        expiry: {
          initial: 'checking',
          states: {
            checking: {
              description:
                'Reads the clock: a lapsed reservation has expired; with 100 minutes or less left an info snackbar shows, once.',
              entry: 'read the clock',
              exit: 'stop reading the clock',
              on: {
                'xstate.done.actor.readClock': [
                  { guard: 'the slot has expired', target: '#customer-slot.expired' },
                  {
                    guard: '100 minutes or less remain and the shopper was not warned',
                    target: 'waiting',
                    actions: 'show the expiring notice',
                  },
                  { target: 'waiting' },
                ],
                'xstate.error.actor.readClock': 'waiting',
              },
            },
            waiting: {
              description: 'Until the next check, a minute later (doc 2 §9).',
              after: { EXPIRY_CHECK: 'checking' },
            },
          },
        },
        cancellation: {
          initial: 'idle',
          states: {
            idle: {
              on: { CANCEL: 'confirming' },
            },
            confirming: {
              description: "The 'Cancel reserved slot?' confirmation.",
              on: { CANCEL_CONFIRMED: 'cancelling', CANCEL_ABANDONED: 'idle' },
            },
            cancelling: {
              description: 'DELETE customerslot: the reservation is cancelled and its place freed.',
              entry: 'send the cancellation',
              exit: 'stop cancelling',
              on: {
                'xstate.done.actor.cancelSlot': {
                  target: '#customer-slot.none',
                  actions: ['forget the slot', 'show the cancelled notice', 'announce the cancellation'],
                },
                'xstate.error.actor.cancelSlot': { target: 'idle', actions: 'show the cancel failure' },
              },
            },
          },
        },
      },
    },
    expired: {
      description:
        "'Sorry, your slot has now expired.' with Book a slot; the header reads 'Book Slot' again.",
      entry: ['announce the expiry', 'hide the expiring notice', 'forget the slot'],
      on: {
        BOOK_A_SLOT: { target: 'none', actions: 'go to book a slot' },
        DISMISSED: 'none',
        BOOKED: { target: 'booked', actions: 'take the booked slot' },
        RELOAD: 'loading',
      },
    },
  },
});

export type CustomerSlotSnapshot = SnapshotFrom<typeof customerSlotMachine>;
export type CustomerSlotActorLogic = typeof customerSlotMachine;
