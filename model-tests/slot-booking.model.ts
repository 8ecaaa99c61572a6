import { expect } from 'vitest';
import type { EventFromLogic } from 'xstate';
import { type SlotBookingSnapshot, slotBookingMachine } from '../machines/slot-booking.machine.ts';
import {
  selectError,
  selectGrid,
  selectProposedSlot,
  selectSlotRestrictions,
} from '../machines/slot-booking.selectors.ts';
import {
  type CustomerSlot,
  SLOT_REFRESH_MS,
  type Slot,
  type SlotGrid,
  serviceOption,
} from '../src/domain/slot-booking.ts';
import type { RestrictedLine } from '../src/domain/slot-restrictions.ts';
import { customerSlotSample } from '../test/fixtures/customer-slot.ts';
import { slotGridSample } from '../test/fixtures/slot-grid.ts';
import type { MachineModel, ReplayWorld } from './support/walk-machine.ts';

const TODAY = '2026-06-01';
const OFFERS_END = '2026-06-03';
const gbp = (amount: number) => ({ amount, currencyCode: 'GBP' });

function slot(slotId: string, date: string, status: Slot['status'], amount = 4.5): Slot {
  return {
    slotId,
    startDateTime: `${date}T09:00:00.000Z`,
    endDateTime: `${date}T10:00:00.000Z`,
    status,
    charge: gbp(amount),
    greenSlot: false,
    saver: false,
    campaign: null,
    isPriority: false,
  };
}

/** Bookable, within the trolley's offers. */
const SOON = slot('651-DELIVERY-2026-06-02-1000', '2026-06-02', 'AVAILABLE');
/** Bookable, after the trolley's offers end: the expired-offers modal. */
const LATE = slot('651-DELIVERY-2026-06-05-1000', '2026-06-05', 'AVAILABLE', 2);
/** Bookable, but on a Saturday, which the trolley's weekdays-only line cannot take: the restriction modal. */
const SATURDAY = slot('651-DELIVERY-2026-06-06-1000', '2026-06-06', 'AVAILABLE', 2);
/** The trolley's line with restrictions: weekdays only. */
const RESTRICTED: readonly RestrictedLine[] = [
  {
    lineNumber: '123',
    name: 'Canapés',
    facts: {
      leadTimeDays: null,
      availableDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      restrictionStartDate: null,
      restrictionEndDate: null,
      entertaining: false,
    },
  },
];
/** Cannot be booked. */
const FULL = slot('651-DELIVERY-2026-06-02-1100', '2026-06-02', 'FULLY_BOOKED');

const GRID: SlotGrid = slotGridSample([
  { date: '2026-06-02', slots: [SOON, FULL] },
  { date: '2026-06-05', slots: [LATE] },
  { date: '2026-06-06', slots: [SATURDAY] },
]);

/** The grid two minutes later: every slot that was bookable has been taken. */
const TAKEN_GRID: SlotGrid = {
  ...GRID,
  list: {
    ...GRID.list,
    slotDays: GRID.list.slotDays.map((day) => ({
      ...day,
      slots: day.slots.map((candidate) => ({ ...candidate, status: 'FULLY_BOOKED' as const })),
    })),
  },
  anyAvailable: false,
};

const BOOKED: CustomerSlot = customerSlotSample({
  slotId: SOON.slotId,
  slotStartTime: SOON.startDateTime,
  slotEndTime: SOON.endDateTime,
  slotExpiryTime: '2026-06-01T12:00:00.000Z',
});

/** The call layer's errors as the machine meets them (status, type, body). */
const apiError = (status: number, type: string, message: string) =>
  Object.assign(new Error(message), { status, type, body: { message, type } });

const FAILURES = {
  'slot taken': apiError(409, 'SLOT_TAKEN', "Sorry, that slot's just been taken"),
  'charge changed': apiError(409, 'CHARGE_CHANGED', 'Delivery charge update'),
  'rescheduling prohibited': apiError(409, 'RESCHEDULING_PROHIBITED', 'Your order contains items ...'),
  'slot gone': apiError(410, 'SLOT_GONE', 'That slot is no longer available'),
  'date out of range': apiError(
    400,
    'DATE_OUT_OF_RANGE',
    'The date must be after today and before 21 days in the future',
  ),
  'service unavailable': apiError(503, 'UNAVAILABLE', 'Service unavailable'),
} as const;
type FailureName = keyof typeof FAILURES;

type SlotBookingModelEvent = EventFromLogic<typeof slotBookingMachine>;

const failed = (id: 'loadGrid' | 'refreshGrid' | 'bookSlot', name: FailureName) =>
  ({ type: `xstate.error.actor.${id}`, error: FAILURES[name], actorId: id }) as SlotBookingModelEvent;

const chosen = (service: 'delivery' | 'groceries-collection' | 'entertaining-collection') =>
  ({
    type: 'SERVICE_CHOSEN',
    service,
    fromDate: TODAY,
    today: TODAY,
    gridLength: 5,
    offersEndDate: OFFERS_END,
    restrictedLines: RESTRICTED,
  }) as const;

const events: SlotBookingModelEvent[] = [
  chosen('delivery'),
  chosen('groceries-collection'),
  chosen('entertaining-collection'),
  { type: 'OFFERS_END_CHANGED', offersEndDate: OFFERS_END },
  { type: 'TROLLEY_RESTRICTIONS_CHANGED', restrictedLines: RESTRICTED },
  { type: 'ADDRESS_SELECTED', addressId: '50000001', postcode: 'RG12 1EN' },
  { type: 'BRANCH_SELECTED', branchId: 651, branchName: 'Bracknell' },
  { type: 'DAYS_SHOWN', fromDate: '2026-06-06' },
  { type: 'GRID_TYPE_SELECTED', slotGridType: 'SAVER_GRID' },
  { type: 'GRID_LENGTH_CHANGED', gridLength: 3 },
  { type: 'SLOT_SELECTED', slot: SOON },
  { type: 'SLOT_SELECTED', slot: LATE },
  { type: 'SLOT_SELECTED', slot: FULL },
  { type: 'SLOT_SELECTED', slot: SATURDAY },
  { type: 'SLOT_DESELECTED' },
  { type: 'BOOK' },
  { type: 'EXPIRED_OFFERS_ACCEPTED' },
  { type: 'EXPIRED_OFFERS_HIDDEN' },
  { type: 'RESTRICTED_SLOT_DISMISSED' },
  { type: 'REFRESH' },
  { type: 'ERROR_DISMISSED' },
  { type: 'xstate.done.actor.loadGrid', output: GRID, actorId: 'loadGrid' },
  failed('loadGrid', 'date out of range'),
  failed('loadGrid', 'service unavailable'),
  { type: 'xstate.done.actor.refreshGrid', output: GRID, actorId: 'refreshGrid' },
  { type: 'xstate.done.actor.refreshGrid', output: TAKEN_GRID, actorId: 'refreshGrid' },
  failed('refreshGrid', 'service unavailable'),
  { type: 'xstate.done.actor.bookSlot', output: BOOKED, actorId: 'bookSlot' },
  failed('bookSlot', 'slot taken'),
  failed('bookSlot', 'rescheduling prohibited'),
  failed('bookSlot', 'slot gone'),
];

function describeEvent(event: SlotBookingModelEvent): string | undefined {
  if (event.type.startsWith('xstate.error.actor.') && 'error' in event) {
    const name = (Object.keys(FAILURES) as FailureName[]).find((key) => FAILURES[key] === event.error);
    return `${event.type.replace('xstate.error.actor.', '')} fails (${name})`;
  }
  if (event.type === 'SERVICE_CHOSEN') return `SERVICE_CHOSEN ${event.service} from ${event.fromDate}`;
  if (event.type === 'SLOT_SELECTED') {
    const name =
      event.slot === SOON
        ? 'soon'
        : event.slot === LATE
          ? 'late'
          : event.slot === SATURDAY
            ? 'on a restricted day'
            : 'fully booked';
    return `SLOT_SELECTED ${name}`;
  }
  if (event.type === 'DAYS_SHOWN') return `DAYS_SHOWN ${event.fromDate}`;
  if (event.type === 'xstate.done.actor.refreshGrid') {
    return event.output === GRID ? 'refreshGrid answers' : 'refreshGrid answers, every slot taken';
  }
  return undefined;
}

const invocationsOf = (world: ReplayWorld, src: string) =>
  world.invocations.filter((invocation) => invocation.src === src);

function project(snapshot: SlotBookingSnapshot) {
  const { context } = snapshot;
  return {
    value: snapshot.value,
    service: context.service,
    located: context.location !== null,
    fromToday: context.selectedDate === TODAY,
    proposed: context.proposedSlot?.slotId ?? null,
  };
}

/**
 * Slot booking as a model: the route names services and dates, the shopper chooses places, days, grid types
 * and slots, the slot service answers, refuses or fails, and two minutes pass. Walked by
 * `slot-booking.test.ts`.
 */
export const slotBookingModel: MachineModel<typeof slotBookingMachine> = {
  machine: slotBookingMachine,
  events,
  project,
  describeEvent,
  invariants: {
    '*': (snapshot) => {
      const { context } = snapshot;
      // A proposed slot is always one that could be booked when it was chosen.
      if (context.proposedSlot) expect(context.proposedSlot.status).toBe('AVAILABLE');
      // The place matches the fulfilment type: an address for delivery, a branch for collection.
      if (context.location) {
        expect(context.location.kind).toBe(context.fulfilmentType === 'DELIVERY' ? 'address' : 'branch');
      }
      if (context.service) {
        expect(context.slotType).toBe(serviceOption(context.service).slotType);
      }
      if (context.service) expect(context.selectedDate >= TODAY).toBe(true);
    },
    waitingForService: (snapshot) => {
      expect(snapshot.context.service).toBeNull();
    },
    choosingPlace: (snapshot, { event }) => {
      expect(snapshot.context.grid).toBeNull();
      expect(snapshot.context.proposedSlot).toBeNull();
      // doc 2 §4: a change of fulfilment type resets the place, date, proposed slot and the flag.
      if (event.type === 'SERVICE_CHOSEN') {
        expect(snapshot.context.location).toBeNull();
        expect(snapshot.context.newSlotThisVisit).toBe(false);
        expect(snapshot.context.bookedSlot).toBeNull();
      }
    },
    'located.loading': (snapshot, { world }) => {
      const { context } = snapshot;
      const [load] = invocationsOf(world, 'loadGrid').slice(-1);
      expect(load?.outcome).toBeUndefined();
      expect(load?.input).toEqual({
        slotType: context.slotType,
        ...(context.location?.kind === 'address'
          ? { addressId: context.location.addressId }
          : { branchId: context.location?.kind === 'branch' ? context.location.branchId : undefined }),
        fromDate: context.selectedDate,
        days: context.gridLength,
        slotGridType: context.selectedSlotGridType,
      });
    },
    'located.loadFailed': (snapshot) => {
      // A date error with the grid already at today cannot be mended by starting from today.
      const error = selectError(snapshot);
      expect(['unavailable', 'needsRefresh']).toContain(error?.kind);
      if (error?.kind === 'unavailable') expect(error.message).toBe('Unable to load page');
    },
    'located.showing': (snapshot) => {
      expect(selectGrid(snapshot)).not.toBeNull();
    },
    'located.showing.choice.browsing': (snapshot) => {
      expect(selectProposedSlot(snapshot)).toBeNull();
    },
    'located.showing.choice.proposed': (snapshot) => {
      expect(selectProposedSlot(snapshot)).not.toBeNull();
    },
    'located.showing.choice.expiredOffers': (snapshot) => {
      expect((selectProposedSlot(snapshot)?.startDateTime ?? '').slice(0, 10) > OFFERS_END).toBe(true);
      // The restriction modal comes first: a slot here suits every trolley line.
      expect(selectSlotRestrictions(snapshot)).toEqual([]);
    },
    'located.showing.choice.restricted': (snapshot) => {
      // doc 2 §8: the lines the slot cannot take, each with its next possible date.
      expect(selectProposedSlot(snapshot)?.slotId).toBe(SATURDAY.slotId);
      expect(selectSlotRestrictions(snapshot)).toEqual([
        { ...RESTRICTED[0], restriction: { kind: 'DAY', nextSlotDate: '2026-06-02' } },
      ]);
    },
    'located.showing.choice.refused': (snapshot) => {
      const error = selectError(snapshot);
      expect(['slotTaken', 'chargeChanged', 'reschedulingProhibited']).toContain(error?.kind);
      if (error?.kind === 'slotTaken') expect(error.message).toBe("Sorry, that slot's just been taken");
      if (error?.kind === 'chargeChanged') expect(error.message).toBe('Delivery charge update');
    },
    'located.showing.choice.booked': (snapshot) => {
      expect(snapshot.context.bookedSlot).toEqual(BOOKED);
      expect(snapshot.context.newSlotThisVisit).toBe(true);
      expect(snapshot.context.proposedSlot).toBeNull();
    },
    'located.showing.freshness.waiting': (snapshot, { event, world }) => {
      // doc 2 §4: the grid refreshes every two minutes.
      const refresh = world.timers().find((timer) => timer.event.includes('SLOT_REFRESH'));
      expect(refresh?.inMs).toBeGreaterThan(0);
      expect(refresh?.inMs).toBeLessThanOrEqual(SLOT_REFRESH_MS);
      // A refresh keeps the shopper's choice while the slot can still be booked, and drops it when not.
      if (event.type === 'xstate.done.actor.refreshGrid') {
        const stillThere = (event as { output?: SlotGrid }).output === GRID;
        const proposed = selectProposedSlot(snapshot);
        if (!stillThere) expect(proposed).toBeNull();
        if (proposed) expect(snapshot.matches({ located: { showing: { choice: 'browsing' } } })).toBe(false);
      }
    },
    'located.showing.freshness.refreshing': (snapshot, { world }) => {
      // The grid stays on show while it refreshes.
      expect(selectGrid(snapshot)).not.toBeNull();
      expect(invocationsOf(world, 'refreshGrid').at(-1)?.outcome).toBeUndefined();
    },
    'located.booking': (snapshot, { world }) => {
      const { context } = snapshot;
      const [book] = invocationsOf(world, 'bookSlot').slice(-1);
      expect(book?.input).toMatchObject({
        slotId: context.proposedSlot?.slotId,
        slotType: context.slotType,
        branchId: 651,
        slotGridType: context.selectedSlotGridType,
        expectedCharge: context.proposedSlot?.charge,
      });
      if (context.location?.kind === 'address') {
        expect(book?.input).toMatchObject({ addressId: context.location.addressId });
      }
    },
  },
};
