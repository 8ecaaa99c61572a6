import { expect } from 'vitest';
import type { EventFromLogic } from 'xstate';
import { type CustomerSlotSnapshot, customerSlotMachine } from '../machines/customer-slot.machine.ts';
import {
  selectBookedSlot,
  selectHasExpired,
  selectIsConfirmingCancel,
  selectSlotNotice,
} from '../machines/customer-slot.selectors.ts';
import { type CustomerSlot, EXPIRY_CHECK_MS, SLOT_MESSAGES } from '../src/domain/slot-booking.ts';
import { customerSlotSample } from '../test/fixtures/customer-slot.ts';
import type { MachineModel, ReplayWorld } from './support/walk-machine.ts';

const EXPIRY = '2026-06-01T12:00:00.000Z';
const minutes = (count: number) => count * 60_000;

function booking(slotReservationId: string): CustomerSlot {
  return customerSlotSample({
    slotReservationId,
    slotId: '651-DELIVERY-2026-06-02-1000',
    slotStartTime: '2026-06-02T09:00:00.000Z',
    slotEndTime: '2026-06-02T10:00:00.000Z',
    slotExpiryTime: EXPIRY,
  });
}

const LOADED = booking('70000001');
const REBOOKED = booking('70000002');

/** What the browser's clock may say at a check, relative to the reservation's expiry. */
const CLOCK = {
  '110 minutes left': Date.parse(EXPIRY) - minutes(110),
  '90 minutes left': Date.parse(EXPIRY) - minutes(90),
  'past the expiry': Date.parse(EXPIRY) + 1000,
} as const;
type ClockName = keyof typeof CLOCK;

type CustomerSlotModelEvent = EventFromLogic<typeof customerSlotMachine>;

const clockSays = (name: ClockName) =>
  ({
    type: 'xstate.done.actor.readClock',
    output: CLOCK[name],
    actorId: 'readClock',
  }) as CustomerSlotModelEvent;

const events: CustomerSlotModelEvent[] = [
  { type: 'SESSION_CHANGED', signedIn: true },
  { type: 'SESSION_CHANGED', signedIn: false },
  { type: 'RELOAD' },
  { type: 'BOOKED', slot: REBOOKED },
  { type: 'CANCEL' },
  { type: 'CANCEL_CONFIRMED' },
  { type: 'CANCEL_ABANDONED' },
  { type: 'BOOK_A_SLOT' },
  { type: 'DISMISSED' },
  { type: 'xstate.done.actor.loadCustomerSlot', output: LOADED, actorId: 'loadCustomerSlot' },
  { type: 'xstate.done.actor.loadCustomerSlot', output: null, actorId: 'loadCustomerSlot' },
  {
    type: 'xstate.error.actor.loadCustomerSlot',
    error: new TypeError('Failed to fetch'),
    actorId: 'loadCustomerSlot',
  },
  clockSays('110 minutes left'),
  clockSays('90 minutes left'),
  clockSays('past the expiry'),
  { type: 'xstate.error.actor.readClock', error: new Error('no clock'), actorId: 'readClock' },
  { type: 'xstate.done.actor.cancelSlot', output: undefined, actorId: 'cancelSlot' },
  {
    type: 'xstate.error.actor.cancelSlot',
    error: Object.assign(new Error('answered 500'), { status: 500 }),
    actorId: 'cancelSlot',
  },
];

function describeEvent(event: CustomerSlotModelEvent): string | undefined {
  if (event.type === 'xstate.done.actor.readClock') {
    return `the clock says ${(Object.keys(CLOCK) as ClockName[]).find((name) => CLOCK[name] === event.output)}`;
  }
  if (event.type === 'xstate.done.actor.loadCustomerSlot') {
    return event.output ? 'loadCustomerSlot finds a booking' : 'loadCustomerSlot finds none';
  }
  if (event.type === 'SESSION_CHANGED') return event.signedIn ? 'signed in' : 'signed out';
  if (event.type === 'BOOKED') return 'BOOKED another slot';
  return undefined;
}

function project(snapshot: CustomerSlotSnapshot) {
  const { context } = snapshot;
  return {
    value: snapshot.value,
    slot: context.slot?.slotReservationId ?? null,
    warned: context.warnedReservationId,
    notice: context.notice?.kind ?? null,
  };
}

const effectNames = (world: ReplayWorld) => world.effects.map((effect) => effect.name);

/**
 * The customer slot as a model: sessions change, the booking is read, booked again or cancelled, and the
 * clock, read every minute on the SimulatedClock, says how long the reservation has left. Walked by
 * `customer-slot.test.ts`.
 */
export const customerSlotModel: MachineModel<typeof customerSlotMachine> = {
  machine: customerSlotMachine,
  events,
  project,
  describeEvent,
  provide: (world) => ({
    actions: {
      'go to book a slot': () => {
        world.effects.push({ name: 'go to book a slot' });
      },
    },
  }),
  invariants: {
    '*': (snapshot, { event }) => {
      // The header shows a slot only while one is booked and live.
      const shown = selectBookedSlot(snapshot);
      if (!snapshot.matches('booked')) expect(shown).toBeNull();
      else expect(shown).not.toBeNull();
      // A snackbar on show can always be dismissed (it may stay on show through a reload).
      if (selectSlotNotice(snapshot) !== null) {
        expect(snapshot.can({ type: 'DISMISSED' }), 'a notice on show can be dismissed').toBe(true);
      }
      // Dismissed outside the expired modal (which DISMISSED closes), the snackbar goes.
      if (event.type === 'DISMISSED' && !snapshot.matches('none'))
        expect(selectSlotNotice(snapshot)).toBeNull();
    },
    waitingForSession: (snapshot) => {
      expect(snapshot.context.slot).toBeNull();
    },
    signedOut: (snapshot) => {
      expect(snapshot.context.slot).toBeNull();
      expect(selectSlotNotice(snapshot)).toBeNull();
    },
    loading: (_snapshot, { world }) => {
      expect(
        world.invocations.filter((run) => run.src === 'loadCustomerSlot').at(-1)?.outcome,
      ).toBeUndefined();
    },
    none: (snapshot, { event, world }) => {
      expect(snapshot.context.slot).toBeNull();
      if (event.type === 'xstate.done.actor.cancelSlot') {
        expect(selectSlotNotice(snapshot)).toEqual({
          kind: 'cancelled',
          severity: 'SUCCESS',
          message: 'Slot reservation cancelled',
        });
      }
      if (event.type === 'BOOK_A_SLOT') expect(effectNames(world).at(-1)).toBe('go to book a slot');
    },
    'booked.expiry.waiting': (snapshot, { world, event }) => {
      // doc 2 §9: checked again a minute later.
      const check = world.timers().find((timer) => timer.event.includes('EXPIRY_CHECK'));
      expect(check?.inMs).toBeGreaterThan(0);
      expect(check?.inMs).toBeLessThanOrEqual(EXPIRY_CHECK_MS);
      const output = (event as { output?: unknown }).output;
      if (event.type === 'xstate.done.actor.readClock' && output === CLOCK['90 minutes left']) {
        // The info snackbar at 100 minutes or less, once per reservation.
        expect(snapshot.context.warnedReservationId).toBe(snapshot.context.slot?.slotReservationId);
      }
      // More than 100 minutes left: no notice for a reservation the shopper was not warned about.
      if (snapshot.context.warnedReservationId !== snapshot.context.slot?.slotReservationId) {
        expect(snapshot.context.notice?.kind).not.toBe('expiringSoon');
      }
    },
    'booked.cancellation.confirming': (snapshot) => {
      expect(selectIsConfirmingCancel(snapshot)).toBe(true);
    },
    'booked.cancellation.idle': (snapshot, { event }) => {
      if (event.type === 'xstate.error.actor.cancelSlot') {
        expect(selectSlotNotice(snapshot)?.kind).toBe('cancelFailed');
        expect(snapshot.context.slot).not.toBeNull();
      }
    },
    expired: (snapshot) => {
      expect(selectHasExpired(snapshot)).toBe(true);
      expect(snapshot.context.slot).toBeNull();
      expect(selectSlotNotice(snapshot)?.kind).not.toBe('expiringSoon');
      expect(SLOT_MESSAGES.expired).toBe('Sorry, your slot has now expired.');
    },
  },
};
