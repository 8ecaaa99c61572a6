/**
 * Slots (doc 2 §3 Customer slot, Slot booking state, Slot list, Booking status; §4 Slot booking; §5 Slots and
 * minimum spend; §8 Slots; §9; docs/api/slots.md): the constants, the slot id, the London calendar sums and
 * the messages, shared by the slot server (the authority) and the storefront. Pure: no clock is read here,
 * callers pass the time.
 */
import { londonCalendarDate, londonDateTime } from './dates.ts';

/** Slots exist for today and the next 21 days (the spec's '... days in the future'). */
export const SLOT_DAYS_AHEAD = 21;

/** An unconfirmed reservation holds its place this long unless the order is placed (slotExpiryTime). */
export const RESERVATION_MINUTES = 120;

/** Every window is one hour long. */
export const SLOT_LENGTH_MINUTES = 60;

/** The kinds of slot the server books (doc 3 §3 fulfilment types). */
export const SLOT_TYPES = ['DELIVERY', 'GROCERY_COLLECTION', 'ENTERTAINING_COLLECTION'] as const;
export type SlotType = (typeof SLOT_TYPES)[number];

/** doc 2 §3 Slot booking state: fulfilmentType. */
export type FulfilmentType = 'DELIVERY' | 'COLLECTION';

export const fulfilmentOf = (slotType: SlotType): FulfilmentType =>
  slotType === 'DELIVERY' ? 'DELIVERY' : 'COLLECTION';

/**
 * The hours windows start at, London time: delivery 07:00 to 22:00 (the last starts at 21:00), collection
 * 08:00 to 20:00 (the last starts at 19:00).
 */
export const SLOT_HOURS: Readonly<Record<SlotType, { first: number; end: number }>> = {
  DELIVERY: { first: 7, end: 22 },
  GROCERY_COLLECTION: { first: 8, end: 20 },
  ENTERTAINING_COLLECTION: { first: 8, end: 20 },
};

/** The start hours of a day's windows for a kind of slot. */
export function windowStartHours(slotType: SlotType): number[] {
  const { first, end } = SLOT_HOURS[slotType];
  return Array.from({ length: end - first }, (_, i) => first + i);
}

/** Orders (and amendments) close at 22:00 London time the day before the slot. */
export const CUT_OFF_HOUR = 22;

/** doc 2 §3 Slot booking state. */
export const SLOT_GRID_TYPES = ['DEFAULT_GRID', 'SAVER_GRID'] as const;
export type SlotGridType = (typeof SLOT_GRID_TYPES)[number];

/** doc 2 §3 Booking status. */
export const BOOKING_STATUSES = ['UNCONFIRMED', 'CONFIRMED', 'EXPIRED', 'CANCELLED'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** A slot on the grid: BOOKED is the caller's own booking. */
export const SLOT_STATUSES = ['AVAILABLE', 'FULLY_BOOKED', 'UNAVAILABLE', 'BOOKED'] as const;
export type SlotStatus = (typeof SLOT_STATUSES)[number];

/** doc 2 §3 Slot list: greenVariant. */
export const GREEN_VARIANTS = ['UNKNOWN', 'GREEN_SLOT', 'CONTROL'] as const;
export type GreenVariant = (typeof GREEN_VARIANTS)[number];

/** doc 2 §3 Slot list: alertType. */
export const ALERT_TYPES = ['informative', 'success', 'warning', 'error'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];

/** doc 2 §3 Slot booking state: the seasonal campaigns. Only Christmas has a window the spec gives. */
export const SEASONAL_CAMPAIGNS = ['THANKSGIVING', 'CHRISTMAS', 'NEWYEAR', 'EASTER', 'MOTHERSDAY'] as const;
export type SeasonalCampaign = (typeof SEASONAL_CAMPAIGNS)[number];

/** doc 2 §4, §5, §9: slots from 20 to 24 December; at most two Christmas slots per customer. */
export const CHRISTMAS = {
  id: 'CHRISTMAS',
  name: 'Christmas',
  month: 12,
  firstDay: 20,
  lastDay: 24,
  maxSlotsPerCustomer: 2,
} as const;

/** The campaign a London date's slots belong to, or null. */
export function campaignOfDate(date: string): 'CHRISTMAS' | null {
  const { month, day } = londonDateTime(date);
  return month === CHRISTMAS.month && day >= CHRISTMAS.firstDay && day <= CHRISTMAS.lastDay
    ? 'CHRISTMAS'
    : null;
}

/** The spec's slot messages (doc 2 §4, §8), word for word; the storefront shows them. */
export const SLOT_MESSAGES = {
  slotTaken: "Sorry, that slot's just been taken",
  refreshNow: 'Refresh now to see all our currently available slots',
  chargeChanged: 'Delivery charge update',
  christmasLimit: "Sorry, you've already booked two Christmas slots",
  notDeliverable: "Unfortunately, we don't deliver to this address",
  reschedulingProhibited:
    'Your order contains items currently being prepared. We are unable to change the delivery/collection time.',
  dateOutOfRange: `The date must be after today and before ${SLOT_DAYS_AHEAD} days in the future`,
  slotGone: 'That slot is no longer available',
  saverUnavailable: 'Saver slots unavailable',
  slotExpired: 'Sorry, your slot has now expired.',
  noSlots: 'Sorry, there are no slots available for this order',
  gridRefresh: 'The slot grid will refresh every two minutes so you will always see the latest availability.',
  reservationCancelled: 'Slot reservation cancelled',
  cancelReservedSlot: 'Cancel reserved slot?',
} as const;

/** The refusal types of docs/api/slots.md, so a caller can tell them apart. */
export const SLOT_ERROR_TYPES = [
  'SLOT_TAKEN',
  'CHARGE_CHANGED',
  'CHRISTMAS_SLOT_LIMIT',
  'NOT_DELIVERABLE',
  'RESCHEDULING_PROHIBITED',
  'DATE_OUT_OF_RANGE',
  'INVALID_INPUT',
  'ADDRESS_NOT_FOUND',
  'BRANCH_NOT_FOUND',
  'SLOT_GONE',
  'NO_SLOT',
  'INVALID_POSTCODE',
] as const;
export type SlotErrorType = (typeof SLOT_ERROR_TYPES)[number];

// ---------------------------------------------------------------------------------------------------------
// Calendar dates (London) and instants

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** A real calendar date written `YYYY-MM-DD`. */
export function isCalendarDate(value: string): boolean {
  if (!CALENDAR_DATE.test(value)) return false;
  try {
    londonDateTime(value);
    return true;
  } catch {
    return false;
  }
}

/** The calendar date `days` after `date` (before, when negative). */
export function addDays(date: string, days: number): string {
  const { year, month, day } = londonDateTime(date);
  const moved = new Date(Date.UTC(year, month - 1, day + days));
  return `${moved.getUTCFullYear()}-${pad(moved.getUTCMonth() + 1)}-${pad(moved.getUTCDate())}`;
}

/** Whole days from `from` to `to` (both calendar dates). */
export function daysBetween(from: string, to: string): number {
  const a = londonDateTime(from);
  const b = londonDateTime(to);
  return Math.round(
    (Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000,
  );
}

/** The instant London's wall clock reads `hour:minute` on `date` (for times that exist on that day). */
export function londonInstant(date: string, hour: number, minute = 0): Date {
  const { year, month, day } = londonDateTime(date);
  const wanted = Date.UTC(year, month - 1, day, hour, minute);
  let guess = wanted;
  // Two steps settle it: the first finds the offset, the second corrects a guess made across a change.
  for (let i = 0; i < 2; i++) {
    const seen = londonDateTime(guess);
    const seenMs = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute);
    guess += wanted - seenMs;
  }
  return new Date(guess);
}

/** The booking window: today (London) and the next SLOT_DAYS_AHEAD days. */
export function slotDateRange(now: Date): { firstDate: string; lastDate: string } {
  const firstDate = londonCalendarDate(now);
  return { firstDate, lastDate: addDays(firstDate, SLOT_DAYS_AHEAD) };
}

export function isWithinSlotRange(date: string, now: Date): boolean {
  const { firstDate, lastDate } = slotDateRange(now);
  return date >= firstDate && date <= lastDate;
}

/** Order cut-off and amend cut-off: 22:00 London the day before the slot's date. */
export function orderCutOff(slotDate: string): Date {
  return londonInstant(addDays(slotDate, -1), CUT_OFF_HOUR);
}

/** When a reservation made at `reservedAt` lapses (slotExpiryTime). */
export function reservationExpiry(reservedAt: Date): Date {
  return new Date(reservedAt.getTime() + RESERVATION_MINUTES * 60_000);
}

// ---------------------------------------------------------------------------------------------------------
// The slot id: `{branchId}-{slotType}-{yyyy-mm-dd}-{HHMM}` (London start time)

export interface SlotIdParts {
  branchId: number;
  slotType: SlotType;
  date: string;
  hour: number;
  minute: number;
}

export function slotIdOf(parts: SlotIdParts): string {
  return `${parts.branchId}-${parts.slotType}-${parts.date}-${pad(parts.hour)}${pad(parts.minute)}`;
}

const SLOT_ID =
  /^([1-9]\d{0,5})-(DELIVERY|GROCERY_COLLECTION|ENTERTAINING_COLLECTION)-(\d{4}-\d{2}-\d{2})-(\d{2})(\d{2})$/;

/** The parts of a well-formed slot id (a real date, a time of day), or null. It may name no real window. */
export function parseSlotId(id: string): SlotIdParts | null {
  const match = SLOT_ID.exec(id);
  if (!match) return null;
  const [, branch, slotType, date, hour, minute] = match;
  if (!date || !isCalendarDate(date)) return null;
  const h = Number(hour);
  const m = Number(minute);
  if (h > 23 || m > 59) return null;
  return { branchId: Number(branch), slotType: slotType as SlotType, date, hour: h, minute: m };
}

/** Whether the id names one of the windows the shop has (the right hours, on the hour). */
export function isSlotWindow(parts: SlotIdParts): boolean {
  return parts.minute === 0 && windowStartHours(parts.slotType).includes(parts.hour);
}
