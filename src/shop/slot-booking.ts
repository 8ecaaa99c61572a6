import { type ActorRefFrom, fromPromise } from 'xstate';
import { type SlotBookingEmitted, slotBookingMachine } from '../../machines/slot-booking.machine.ts';
import { bookSlot, getSlotDates, getSlotDays } from '../api/slots.ts';
import {
  type BookSlotRequest,
  type CustomerSlot,
  RESCHEDULING_PROHIBITED_PATH,
  type SlotGrid,
  type SlotGridRequest,
} from '../domain/slot-booking.ts';
import type { CustomerSlotActor } from './customer-slot.ts';
import { type PushToDataLayer, pushToDataLayer } from './door/data-layer.ts';
import { slotAnalyticsEvents } from './door/slot-analytics.ts';

export type SlotBookingActor = ActorRefFrom<typeof slotBookingMachine>;

/** The slot calls the slot booking machine makes; tests give their own. */
export interface SlotBookingApi {
  loadGrid(request: SlotGridRequest): Promise<SlotGrid>;
  bookSlot(request: BookSlotRequest): Promise<CustomerSlot>;
}

/** POST slotdays for the days on show, and slotdates for the booking window (first, last, any bookable). */
async function loadGrid(request: SlotGridRequest): Promise<SlotGrid> {
  const place = {
    slotType: request.slotType,
    ...(request.addressId === undefined ? {} : { addressId: request.addressId }),
    ...(request.branchId === undefined ? {} : { branchId: request.branchId }),
  };
  const [list, dates] = await Promise.all([
    getSlotDays({
      ...place,
      fromDate: request.fromDate,
      days: request.days,
      slotGridType: request.slotGridType,
    }),
    getSlotDates(place),
  ]);
  return {
    list,
    firstDate: dates.dates.length ? dates.firstDate : null,
    lastDate: dates.dates.length ? dates.lastDate : null,
    anyAvailable: dates.dates.some((date) => date.available),
  };
}

export const slotBookingApi: SlotBookingApi = {
  loadGrid,
  bookSlot: (request) =>
    bookSlot({
      slotId: request.slotId,
      slotType: request.slotType,
      branchId: request.branchId,
      ...(request.addressId === undefined ? {} : { addressId: request.addressId }),
      slotGridType: request.slotGridType,
      expectedCharge: request.expectedCharge.amount,
    }),
};

/** The machine's actors, from the slot calls. */
export function slotBookingActors(api: SlotBookingApi) {
  return {
    loadGrid: fromPromise<SlotGrid, SlotGridRequest>(({ input }) => api.loadGrid(input)),
    refreshGrid: fromPromise<SlotGrid, SlotGridRequest>(({ input }) => api.loadGrid(input)),
    bookSlot: fromPromise<CustomerSlot, BookSlotRequest>(({ input }) => api.bookSlot(input)),
  };
}

export interface SlotBooking {
  /** The booking machine of a visit to the slot pages, with the shop's calls. */
  machine: ReturnType<typeof slotBookingMachine.provide>;
  /**
   * Follows a visit's booking actor: pushes its analytics events, hands a booked slot to the shopper's
   * customer slot (the header shows it) and goes to the reschedulingprohibited page when the server says so.
   * Returns the way to stop following.
   */
  follow(actor: SlotBookingActor): () => void;
}

export interface SlotBookingOptions {
  customerSlot: CustomerSlotActor;
  navigate: (path: string) => void;
  api?: SlotBookingApi;
  push?: PushToDataLayer;
}

const EMITTED: ReadonlyArray<SlotBookingEmitted['type']> = [
  'resultsShown',
  'gridNavigated',
  'slotBooked',
  'reschedulingProhibited',
];

export function slotBooking({
  customerSlot,
  navigate,
  api = slotBookingApi,
  push = pushToDataLayer,
}: SlotBookingOptions): SlotBooking {
  return {
    machine: slotBookingMachine.provide({ actors: slotBookingActors(api) }),
    follow(actor) {
      const subscriptions = EMITTED.map((type) =>
        actor.on(type, (emitted: SlotBookingEmitted) => {
          for (const event of slotAnalyticsEvents(emitted)) push(event);
          if (emitted.type === 'slotBooked')
            customerSlot.send({ type: 'BOOKED', slot: emitted.customerSlot });
          if (emitted.type === 'reschedulingProhibited') navigate(RESCHEDULING_PROHIBITED_PATH);
        }),
      );
      return () => {
        for (const subscription of subscriptions) subscription.unsubscribe();
      };
    },
  };
}
