/** What the slot pages read of the slot booking (machines/slot-booking.machine.ts). */
import { londonCalendarDate } from '../src/domain/dates.ts';
import type { Slot, SlotError, SlotGrid } from '../src/domain/slot-booking.ts';
import { type LineRestriction, lineRestrictions } from '../src/domain/slot-restrictions.ts';
import type { SlotBookingContext, SlotBookingSnapshot } from './slot-booking.machine.ts';

export const selectContext = (snapshot: SlotBookingSnapshot): SlotBookingContext => snapshot.context;
export const selectGrid = (snapshot: SlotBookingSnapshot): SlotGrid | null => snapshot.context.grid;
export const selectProposedSlot = (snapshot: SlotBookingSnapshot): Slot | null =>
  snapshot.context.proposedSlot;
export const selectError = (snapshot: SlotBookingSnapshot): SlotError | null => snapshot.context.error;

export const selectIsLoading = (snapshot: SlotBookingSnapshot): boolean =>
  snapshot.matches({ located: 'loading' });
export const selectLoadFailed = (snapshot: SlotBookingSnapshot): boolean =>
  snapshot.matches({ located: 'loadFailed' });
export const selectIsBooking = (snapshot: SlotBookingSnapshot): boolean =>
  snapshot.matches({ located: 'booking' });
export const selectIsBooked = (snapshot: SlotBookingSnapshot): boolean =>
  snapshot.matches({ located: { showing: { choice: 'booked' } } });
export const selectShowsExpiredOffers = (snapshot: SlotBookingSnapshot): boolean =>
  snapshot.matches({ located: { showing: { choice: 'expiredOffers' } } });
export const selectWasRefused = (snapshot: SlotBookingSnapshot): boolean =>
  snapshot.matches({ located: { showing: { choice: 'refused' } } });
export const selectNeedsPlace = (snapshot: SlotBookingSnapshot): boolean => snapshot.matches('choosingPlace');
export const selectShowsRestriction = (snapshot: SlotBookingSnapshot): boolean =>
  snapshot.matches({ located: { showing: { choice: 'restricted' } } });

/** The trolley's lines the proposed slot cannot take, with their next possible date (the restriction modal). */
export function selectSlotRestrictions(snapshot: SlotBookingSnapshot): LineRestriction[] {
  const { proposedSlot, slotType, restrictedLines, today } = snapshot.context;
  if (!proposedSlot || !slotType) return [];
  const date = londonCalendarDate(proposedSlot.startDateTime);
  return lineRestrictions(restrictedLines, { date, slotType }, today);
}
