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
import { londonCalendarDate } from '../src/domain/dates.ts';
import {
  type BookableSlotType,
  type BookSlotRequest,
  type CustomerSlot,
  type FulfilmentType,
  type GridLength,
  type ServiceOptionId,
  SLOT_REFRESH_MS,
  type Slot,
  type SlotError,
  type SlotGrid,
  type SlotGridRequest,
  type SlotGridType,
  type SlotLocation,
  serviceOption,
  slotErrorOf,
} from '../src/domain/slot-booking.ts';
import { lineRestrictions, type RestrictedLine } from '../src/domain/slot-restrictions.ts';

export interface SlotBookingContext {
  /** The service the page is for (doc 2 §2 Service options); null until the page says. */
  service: ServiceOptionId | null;
  fulfilmentType: FulfilmentType | null;
  slotType: BookableSlotType | null;
  /** doc 2 §3 selectedAddress (delivery) or selectedBranch (collection). */
  location: SlotLocation | null;
  /** doc 2 §3 selectedDate: the first day of the grid. */
  selectedDate: string;
  /** Today in London, the earliest date the grid shows. */
  today: string;
  selectedSlotGridType: SlotGridType;
  gridLength: GridLength;
  grid: SlotGrid | null;
  proposedSlot: Slot | null;
  /** doc 2 §4: whether a slot was booked on this visit to the slot pages. */
  newSlotThisVisit: boolean;
  bookedSlot: CustomerSlot | null;
  /** Why the last load or booking failed, shown where it belongs (doc 2 §8). */
  error: SlotError | null;
  /** The last day the trolley's offers run to; a later slot shows the expired-offers modal. */
  offersEndDate: string | null;
  /**
   * The trolley's lines that some slots cannot take (lead time, dates, days, entertaining only): a slot one of
   * them cannot go in shows the restriction modal (doc 2 §8 'Choose another date or remove item').
   */
  restrictedLines: readonly RestrictedLine[];
}

export type SlotBookingEvent =
  /** The route says which service the page books, and the date the grid starts at (doc 2 §2). */
  | {
      type: 'SERVICE_CHOSEN';
      service: ServiceOptionId;
      fromDate: string;
      /** Today in London, and how many days the viewport shows. */
      today: string;
      gridLength: GridLength;
      /** The last day the trolley's offers run to, when known. */
      offersEndDate: string | null;
      /** The trolley's lines with restrictions, when known. */
      restrictedLines: readonly RestrictedLine[];
    }
  /** The trolley's offers now run to another day (the trolley loaded or changed after the page opened). */
  | { type: 'OFFERS_END_CHANGED'; offersEndDate: string | null }
  /** The trolley's restricted lines changed (the trolley loaded or changed after the page opened). */
  | { type: 'TROLLEY_RESTRICTIONS_CHANGED'; restrictedLines: readonly RestrictedLine[] }
  /** Delivery: the address picker chose an address. */
  | { type: 'ADDRESS_SELECTED'; addressId: string; postcode: string | null }
  /** Collection: the branch search chose a branch. */
  | { type: 'BRANCH_SELECTED'; branchId: number; branchName: string }
  /** Previous or next days of the grid. */
  | { type: 'DAYS_SHOWN'; fromDate: string }
  | { type: 'GRID_TYPE_SELECTED'; slotGridType: SlotGridType }
  /** The viewport changed between narrow (3 days) and wide (5 days). */
  | { type: 'GRID_LENGTH_CHANGED'; gridLength: GridLength }
  | { type: 'SLOT_SELECTED'; slot: Slot }
  | { type: 'SLOT_DESELECTED' }
  | { type: 'BOOK' }
  /** The expired-offers modal: keep the slot anyway, or hide the modal (which clears the proposed slot). */
  | { type: 'EXPIRED_OFFERS_ACCEPTED' }
  | { type: 'EXPIRED_OFFERS_HIDDEN' }
  /** The restriction modal's 'Select a later slot' (or closing it): clears the proposed slot. */
  | { type: 'RESTRICTED_SLOT_DISMISSED' }
  /** 'Refresh page', 'Refresh now', 'Try again'. */
  | { type: 'REFRESH' }
  | { type: 'ERROR_DISMISSED' }
  | DoneActorEvent<SlotGrid, 'loadGrid'>
  | ErrorActorEvent<unknown, 'loadGrid'>
  | DoneActorEvent<SlotGrid, 'refreshGrid'>
  | ErrorActorEvent<unknown, 'refreshGrid'>
  | DoneActorEvent<CustomerSlot, 'bookSlot'>
  | ErrorActorEvent<unknown, 'bookSlot'>;

/** What the machine tells the app (analytics, the customer slot actor, navigation). */
export type SlotBookingEmitted =
  | { type: 'resultsShown'; grid: SlotGrid; context: SlotBookingContext; refreshed: boolean }
  | { type: 'gridNavigated'; direction: 'previous' | 'next' | 'type'; context: SlotBookingContext }
  | { type: 'slotBooked'; customerSlot: CustomerSlot; slot: Slot; context: SlotBookingContext }
  | { type: 'reschedulingProhibited' };

function notProvided(name: string): never {
  throw new Error(`The slot booking's "${name}" is supplied by the app with slotBookingMachine.provide()`);
}

function gridRequest(context: SlotBookingContext): SlotGridRequest {
  const { slotType, location } = context;
  if (!slotType || !location)
    throw new Error('The grid is loaded only once a service and a place are chosen');
  return {
    slotType,
    ...(location.kind === 'address' ? { addressId: location.addressId } : { branchId: location.branchId }),
    fromDate: context.selectedDate,
    days: context.gridLength,
    slotGridType: context.selectedSlotGridType,
  };
}

const FRESH_BOOKING = {
  location: null,
  grid: null,
  proposedSlot: null,
  newSlotThisVisit: false,
  bookedSlot: null,
  error: null,
} as const;

/**
 * Service selection and slot booking (doc 2 §2, §3 Slot booking state, §4 Slot booking, §8 Slots). One
 * actor for a visit to the slot pages, created by the bookslot layout; the customer's booked slot itself is
 * the long-lived customer-slot actor's.
 */
/**
 * Selecting a slot, wherever the grid offers it (browsing, a slot proposed, a refusal on show): the restriction
 * modal when a trolley line cannot go in it, else the expired-offers modal when the trolley's offers end before
 * it, else it becomes the proposed slot. Targets are the grid's `showing` children.
 */
/** The slot as a newly loaded grid has it, if it can still be booked there; otherwise null. */
function stillBookable(grid: SlotGrid, slot: Slot | null): Slot | null {
  if (!slot) return null;
  const found = grid.list.slotDays
    .flatMap((day) => day.slots)
    .find((candidate) => candidate.slotId === slot.slotId && candidate.status === 'AVAILABLE');
  return found ?? null;
}

const SELECTING_A_SLOT = [
  { guard: 'a trolley line cannot go in the slot', target: 'restricted', actions: 'propose the slot' },
  { guard: "the trolley's offers end before the slot", target: 'expiredOffers', actions: 'propose the slot' },
  { guard: 'the slot can be booked', target: 'proposed', actions: 'propose the slot' },
] as const;

export const slotBookingMachine = setup({
  types: {
    context: {} as SlotBookingContext,
    events: {} as SlotBookingEvent,
    emitted: {} as SlotBookingEmitted,
  },
  actors: {
    /** POST slotdays (and slotdates for the window): the grid's days from the selected date. */
    loadGrid: fromPromise<SlotGrid, SlotGridRequest>(async () => notProvided('loadGrid')),
    /** The same call every two minutes, while the grid stays on show. */
    refreshGrid: fromPromise<SlotGrid, SlotGridRequest>(async () => notProvided('refreshGrid')),
    /** POST bookslot. */
    bookSlot: fromPromise<CustomerSlot, BookSlotRequest>(async () => notProvided('bookSlot')),
  },
  actions: {
    'load the grid': spawnChild('loadGrid', { id: 'loadGrid', input: ({ context }) => gridRequest(context) }),
    'stop loading the grid': stopChild('loadGrid'),
    'refresh the grid': spawnChild('refreshGrid', {
      id: 'refreshGrid',
      input: ({ context }) => gridRequest(context),
    }),
    'stop refreshing the grid': stopChild('refreshGrid'),
    'book the proposed slot': spawnChild('bookSlot', {
      id: 'bookSlot',
      input: ({ context }) => bookRequest(context),
    }),
    'stop booking': stopChild('bookSlot'),
    'take the service': assign(({ event }) => {
      assertEvent(event, 'SERVICE_CHOSEN');
      const option = serviceOption(event.service);
      return {
        service: option.id,
        fulfilmentType: option.fulfilmentType,
        slotType: option.slotType,
        selectedDate: event.fromDate,
        today: event.today,
        gridLength: event.gridLength,
        offersEndDate: event.offersEndDate,
        restrictedLines: event.restrictedLines,
      };
    }),
    'take the restricted lines': assign(({ event }) => {
      assertEvent(event, 'TROLLEY_RESTRICTIONS_CHANGED');
      return { restrictedLines: event.restrictedLines };
    }),
    'take the offers end date': assign(({ event }) => {
      assertEvent(event, 'OFFERS_END_CHANGED');
      return { offersEndDate: event.offersEndDate };
    }),
    // doc 2 §4: changing the fulfilment type resets address, branch, date, proposed slot and the flag.
    'reset the booking': assign({ ...FRESH_BOOKING }),
    'take the address': assign(({ event }) => {
      assertEvent(event, 'ADDRESS_SELECTED');
      return {
        location: { kind: 'address' as const, addressId: event.addressId, postcode: event.postcode },
        proposedSlot: null,
        error: null,
      };
    }),
    'take the branch': assign(({ event }) => {
      assertEvent(event, 'BRANCH_SELECTED');
      return {
        location: { kind: 'branch' as const, branchId: event.branchId, branchName: event.branchName },
        proposedSlot: null,
        error: null,
      };
    }),
    'take the days': assign(({ event }) => {
      assertEvent(event, 'DAYS_SHOWN');
      return { selectedDate: event.fromDate, error: null };
    }),
    'take the grid type': assign(({ event }) => {
      assertEvent(event, 'GRID_TYPE_SELECTED');
      return { selectedSlotGridType: event.slotGridType, proposedSlot: null, error: null };
    }),
    'take the grid length': assign(({ event }) => {
      assertEvent(event, 'GRID_LENGTH_CHANGED');
      return { gridLength: event.gridLength };
    }),
    'start from today': assign(({ context }) => ({ selectedDate: context.today })),
    'keep the grid': assign(({ event, context }) => {
      assertEvent(event, ['xstate.done.actor.loadGrid', 'xstate.done.actor.refreshGrid']);
      const grid = event.output;
      // A proposed slot stays proposed only while it can still be booked.
      return { grid, proposedSlot: stillBookable(grid, context.proposedSlot) };
    }),
    'forget the error': assign({ error: null }),
    'remember the error': assign(({ event }) => {
      assertEvent(event, [
        'xstate.error.actor.loadGrid',
        'xstate.error.actor.bookSlot',
        'xstate.error.actor.refreshGrid',
      ]);
      return { error: slotErrorOf(event.error) };
    }),
    'propose the slot': assign(({ event }) => {
      assertEvent(event, 'SLOT_SELECTED');
      return { proposedSlot: event.slot, error: null };
    }),
    'clear the proposed slot': assign({ proposedSlot: null }),
    'keep the booked slot': assign(({ event }) => {
      assertEvent(event, 'xstate.done.actor.bookSlot');
      return { bookedSlot: event.output, newSlotThisVisit: true, error: null };
    }),
    'announce the results': emit(({ context, event }) => {
      assertEvent(event, ['xstate.done.actor.loadGrid', 'xstate.done.actor.refreshGrid']);
      return {
        type: 'resultsShown' as const,
        grid: event.output,
        context,
        refreshed: event.type === 'xstate.done.actor.refreshGrid',
      };
    }),
    'announce the grid navigation': emit(({ context, event }) => {
      assertEvent(event, ['DAYS_SHOWN', 'GRID_TYPE_SELECTED']);
      const direction =
        event.type === 'GRID_TYPE_SELECTED'
          ? ('type' as const)
          : event.fromDate < context.selectedDate
            ? ('previous' as const)
            : ('next' as const);
      return { type: 'gridNavigated' as const, direction, context };
    }),
    'announce the booking': emit(({ context, event }) => {
      assertEvent(event, 'xstate.done.actor.bookSlot');
      const slot = context.proposedSlot;
      if (!slot) throw new Error('A booking always has a proposed slot');
      return { type: 'slotBooked' as const, customerSlot: event.output, slot, context };
    }),
    'announce that rescheduling is prohibited': emit({ type: 'reschedulingProhibited' as const }),
  },
  guards: {
    'the fulfilment type changes': ({ context, event }) => {
      assertEvent(event, 'SERVICE_CHOSEN');
      return context.fulfilmentType !== serviceOption(event.service).fulfilmentType;
    },
    'a place is chosen': ({ context }) => context.location !== null,
    'a slot is proposed': ({ context }) => context.proposedSlot !== null,
    'is delivery': ({ context }) => context.fulfilmentType === 'DELIVERY',
    'is collection': ({ context }) => context.fulfilmentType === 'COLLECTION',
    'the grid asks for a refresh from a later date': ({ context, event }) => {
      assertEvent(event, 'xstate.error.actor.loadGrid');
      return slotErrorOf(event.error).kind === 'needsRefresh' && context.selectedDate !== context.today;
    },
    'the refreshed grid no longer has the proposed slot': ({ context, event }) => {
      assertEvent(event, 'xstate.done.actor.refreshGrid');
      return !stillBookable(event.output, context.proposedSlot);
    },
    'the grid asks for a refresh': ({ event }) => {
      assertEvent(event, ['xstate.error.actor.loadGrid', 'xstate.error.actor.bookSlot']);
      return slotErrorOf(event.error).kind === 'needsRefresh';
    },
    'rescheduling is prohibited': ({ event }) => {
      assertEvent(event, 'xstate.error.actor.bookSlot');
      return slotErrorOf(event.error).kind === 'reschedulingProhibited';
    },
    'the slot can be booked': ({ event }) => {
      assertEvent(event, 'SLOT_SELECTED');
      return event.slot.status === 'AVAILABLE';
    },
    'a trolley line cannot go in the slot': ({ context, event }) => {
      assertEvent(event, 'SLOT_SELECTED');
      if (event.slot.status !== 'AVAILABLE' || !context.slotType) return false;
      const date = londonCalendarDate(event.slot.startDateTime);
      return (
        lineRestrictions(context.restrictedLines, { date, slotType: context.slotType }, context.today)
          .length > 0
      );
    },
    "the trolley's offers end before the slot": ({ context, event }) => {
      assertEvent(event, 'SLOT_SELECTED');
      return (
        context.offersEndDate !== null && londonCalendarDate(event.slot.startDateTime) > context.offersEndDate
      );
    },
    'the date is in the booking window': ({ context, event }) => {
      assertEvent(event, 'DAYS_SHOWN');
      const last = context.grid?.lastDate ?? null;
      return event.fromDate >= context.today && (last === null || event.fromDate <= last);
    },
  },
  delays: {
    SLOT_REFRESH: SLOT_REFRESH_MS,
  },
}).createMachine({
  id: 'slot-booking',
  description:
    'A visit to the slot pages: the route names the service (delivery, or groceries, entertaining or ' +
    'groceries-and-entertaining collection); the shopper chooses an address (delivery) or a branch (collection), ' +
    'browses the grid of 5 or 3 days (Slots from today or Saver slots), selects a slot, which becomes the proposed ' +
    'slot, and books it. The grid refreshes every two minutes.',
  context: {
    service: null,
    fulfilmentType: null,
    slotType: null,
    ...FRESH_BOOKING,
    selectedDate: '',
    today: '',
    selectedSlotGridType: 'DEFAULT_GRID',
    gridLength: 5,
    offersEndDate: null,
    restrictedLines: [],
  },
  initial: 'waitingForService',
  on: {
    OFFERS_END_CHANGED: { actions: 'take the offers end date' },
    TROLLEY_RESTRICTIONS_CHANGED: { actions: 'take the restricted lines' },
    SERVICE_CHOSEN: [
      {
        guard: 'the fulfilment type changes',
        target: '.choosingPlace',
        actions: ['reset the booking', 'take the service'],
      },
      { guard: 'a place is chosen', target: '.located.loading', actions: 'take the service' },
      { target: '.choosingPlace', actions: 'take the service' },
    ],
  },
  states: {
    waitingForService: {
      description: 'The slot page has not yet said which service it books.',
    },
    choosingPlace: {
      description:
        'Delivery: the shopper chooses one of their addresses (or adds one). Collection: the shopper searches ' +
        'branches by postcode and chooses one.',
      on: {
        ADDRESS_SELECTED: { guard: 'is delivery', target: 'located', actions: 'take the address' },
        BRANCH_SELECTED: { guard: 'is collection', target: 'located', actions: 'take the branch' },
      },
    },
    located: {
      description: 'An address or branch is chosen: its slot grid loads, shows, refreshes and books.',
      initial: 'loading',
      on: {
        ADDRESS_SELECTED: { guard: 'is delivery', target: '.loading', actions: 'take the address' },
        BRANCH_SELECTED: { guard: 'is collection', target: '.loading', actions: 'take the branch' },
        DAYS_SHOWN: {
          guard: 'the date is in the booking window',
          target: '.loading',
          actions: ['announce the grid navigation', 'take the days'],
        },
        GRID_TYPE_SELECTED: {
          target: '.loading',
          actions: ['announce the grid navigation', 'take the grid type'],
        },
        GRID_LENGTH_CHANGED: { target: '.loading', actions: 'take the grid length' },
      },
      states: {
        loading: {
          description: 'POST slotdays (and slotdates) for the chosen place, days and grid type.',
          entry: 'load the grid',
          exit: 'stop loading the grid',
          on: {
            'xstate.done.actor.loadGrid': {
              target: 'showing',
              actions: ['keep the grid', 'forget the error', 'announce the results'],
            },
            'xstate.error.actor.loadGrid': [
              // doc 2 §4: a 400 date error or a 410 forces a refresh: the grid starts again from today.
              {
                guard: 'the grid asks for a refresh from a later date',
                target: 'loading',
                reenter: true,
                actions: 'start from today',
              },
              { target: 'loadFailed', actions: 'remember the error' },
            ],
          },
        },
        loadFailed: {
          description:
            "The grid could not load: 'Unable to load page' (Try again) for a 503, 'Internet connection lost' offline, " +
            'otherwise the unexpected error.',
          on: { REFRESH: 'loading' },
        },
        showing: {
          description:
            "The grid is on show, with the notice 'The slot grid will refresh every two minutes so you will always " +
            "see the latest availability.' and its Refresh page button. The shopper's choice and the two-minute " +
            'refresh run side by side: a refresh never closes a modal or loses a click.',
          type: 'parallel',
          on: { REFRESH: 'loading' },
          states: {
            choice: {
              description: "The shopper's choice of slot, and what it led to.",
              initial: 'deciding',
              states: {
                deciding: {
                  description:
                    'After a load: a slot proposed before it is still proposed if it can still be booked.',
                  always: [{ guard: 'a slot is proposed', target: 'proposed' }, { target: 'browsing' }],
                },
                browsing: {
                  description: 'No slot proposed yet.',
                  on: {
                    SLOT_SELECTED: [...SELECTING_A_SLOT],
                  },
                },
                proposed: {
                  description: 'The selected slot is the proposed slot; Book confirms it.',
                  on: {
                    'xstate.done.actor.refreshGrid': {
                      guard: 'the refreshed grid no longer has the proposed slot',
                      target: 'browsing',
                    },
                    SLOT_SELECTED: [...SELECTING_A_SLOT],
                    SLOT_DESELECTED: { target: 'browsing', actions: 'clear the proposed slot' },
                    BOOK: '#slot-booking.located.booking',
                  },
                },
                expiredOffers: {
                  description:
                    'The expired-offers modal: offers in the trolley end before the slot. Hiding it clears the proposed slot.',
                  on: {
                    'xstate.done.actor.refreshGrid': {
                      guard: 'the refreshed grid no longer has the proposed slot',
                      target: 'browsing',
                    },
                    EXPIRED_OFFERS_ACCEPTED: 'proposed',
                    // The viewport changed under the modal: the grid reloads and the unconfirmed slot is dropped
                    // (kept, a reload would propose it without the modal's question).
                    GRID_LENGTH_CHANGED: {
                      target: '#slot-booking.located.loading',
                      actions: ['clear the proposed slot', 'take the grid length'],
                    },
                    EXPIRED_OFFERS_HIDDEN: { target: 'browsing', actions: 'clear the proposed slot' },
                  },
                },
                restricted: {
                  description:
                    "The restriction modal 'Choose another date or remove item': a trolley line cannot go in the " +
                    'selected slot (no earlier slot dates, not on that date or day, entertaining collection only); it ' +
                    "lists the lines and their next possible date. 'Select a later slot' clears the proposed slot; " +
                    "'Go to My Trolley' leaves for the trolley.",
                  on: {
                    'xstate.done.actor.refreshGrid': {
                      guard: 'the refreshed grid no longer has the proposed slot',
                      target: 'browsing',
                    },
                    RESTRICTED_SLOT_DISMISSED: { target: 'browsing', actions: 'clear the proposed slot' },
                    // The viewport changed under the modal: the grid reloads and the unconfirmed slot is dropped
                    // (kept, a reload would propose it without the modal's question).
                    GRID_LENGTH_CHANGED: {
                      target: '#slot-booking.located.loading',
                      actions: ['clear the proposed slot', 'take the grid length'],
                    },
                  },
                },
                refused: {
                  description:
                    "The booking was refused and says why where it belongs: 'Sorry, that slot's just been taken' with " +
                    "'Refresh now to see all our currently available slots', 'Delivery charge update', 'Sorry, you've already " +
                    "booked two Christmas slots', 'Unfortunately, we don't deliver to this address', or the unexpected error.",
                  on: {
                    ERROR_DISMISSED: { target: 'browsing', actions: 'forget the error' },
                    SLOT_SELECTED: [...SELECTING_A_SLOT],
                  },
                },
                booked: {
                  description: 'The slot is booked: the confirmation shows, and the header shows the slot.',
                  on: {
                    SLOT_SELECTED: [...SELECTING_A_SLOT],
                  },
                },
              },
            },
            freshness: {
              description: 'The two-minute refresh of the grid on show (doc 2 §4).',
              initial: 'waiting',
              states: {
                waiting: {
                  after: { SLOT_REFRESH: 'refreshing' },
                },
                refreshing: {
                  description:
                    'The latest availability loads while the grid stays on show. A proposed slot that can no ' +
                    'longer be booked is no longer proposed (its modal closes); a failure keeps the grid and ' +
                    'the next refresh tries again.',
                  entry: 'refresh the grid',
                  exit: 'stop refreshing the grid',
                  on: {
                    'xstate.done.actor.refreshGrid': {
                      target: 'waiting',
                      actions: ['keep the grid', 'announce the results'],
                    },
                    'xstate.error.actor.refreshGrid': { target: 'waiting' },
                  },
                },
              },
            },
          },
        },
        booking: {
          description:
            'POST bookslot for the proposed slot, with the charge the shopper saw. A change of place, days, grid ' +
            'type or length waits for the answer (the grid says it is booking): leaving here would abandon a ' +
            'booking the server may still make.',
          entry: 'book the proposed slot',
          exit: 'stop booking',
          on: {
            ADDRESS_SELECTED: {},
            BRANCH_SELECTED: {},
            DAYS_SHOWN: {},
            GRID_TYPE_SELECTED: {},
            GRID_LENGTH_CHANGED: {},
            'xstate.done.actor.bookSlot': {
              target: 'showing.choice.booked',
              actions: ['keep the booked slot', 'announce the booking', 'clear the proposed slot'],
            },
            'xstate.error.actor.bookSlot': [
              {
                guard: 'the grid asks for a refresh',
                target: 'loading',
                actions: ['clear the proposed slot', 'remember the error'],
              },
              {
                guard: 'rescheduling is prohibited',
                target: 'showing.choice.refused',
                actions: [
                  'clear the proposed slot',
                  'remember the error',
                  'announce that rescheduling is prohibited',
                ],
              },
              {
                target: 'showing.choice.refused',
                actions: ['clear the proposed slot', 'remember the error'],
              },
            ],
          },
        },
      },
    },
  },
});

function bookRequest(context: SlotBookingContext): BookSlotRequest {
  const slot = context.proposedSlot;
  const { slotType, location, grid } = context;
  if (!slot || !slotType || !location || !grid) throw new Error('Booking needs a proposed slot and a place');
  const branchId = location.kind === 'branch' ? location.branchId : grid.list.branchId;
  if (branchId === null) throw new Error('A delivery grid always names its branch');
  return {
    slotId: slot.slotId,
    slotType,
    branchId,
    ...(location.kind === 'address' ? { addressId: location.addressId } : {}),
    slotGridType: context.selectedSlotGridType,
    expectedCharge: slot.charge,
  };
}

export type SlotBookingSnapshot = SnapshotFrom<typeof slotBookingMachine>;
