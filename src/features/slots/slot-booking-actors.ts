import { fromPromise } from 'xstate';
import { bookSlot, getSlotDates, getSlotDays } from '../../api/slots.ts';
import type { BookSlotRequest, CustomerSlot, SlotGrid, SlotGridRequest } from '../../domain/slot-booking.ts';

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
