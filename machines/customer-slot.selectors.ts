/**
 * What the header, the slot pages and the slot messages read of the customer slot
 * (machines/customer-slot.machine.ts). Kept apart from the machine so the header can read it without
 * loading the machine's code, which the app loads after first paint.
 */
import type { CustomerSlot } from '../src/domain/slot-booking.ts';
import type { CustomerSlotNotice, CustomerSlotSnapshot } from './customer-slot.machine.ts';

/** The booked slot while one is live; null otherwise (the header then reads 'Book Slot'). */
export const selectBookedSlot = (snapshot: CustomerSlotSnapshot): CustomerSlot | null =>
  snapshot.matches('booked') ? snapshot.context.slot : null;

export const selectSlotNotice = (snapshot: CustomerSlotSnapshot): CustomerSlotNotice | null =>
  snapshot.context.notice;

/** 'Sorry, your slot has now expired.' is on show. */
export const selectHasExpired = (snapshot: CustomerSlotSnapshot): boolean => snapshot.matches('expired');

/** 'Cancel reserved slot?' is on show (or its answer is awaited). */
export const selectIsConfirmingCancel = (snapshot: CustomerSlotSnapshot): boolean =>
  snapshot.matches({ booked: { cancellation: 'confirming' } }) ||
  snapshot.matches({ booked: { cancellation: 'cancelling' } });

export const selectIsCancelling = (snapshot: CustomerSlotSnapshot): boolean =>
  snapshot.matches({ booked: { cancellation: 'cancelling' } });
