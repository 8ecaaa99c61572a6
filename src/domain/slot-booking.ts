/**
 * Slot booking and service selection (doc 2 §2, §3 Customer slot, Slot booking state, Slot list, §4 Slot
 * booking, §7 Slots, §8 Slots, §9; doc 1 §2.4; doc 3 §3 fulfilment types), as the storefront and its
 * machines read them. The shapes follow docs/api/slots.md; `src/api/slots.ts` parses the answers into them.
 */
import { formatSlotTime, londonCalendarDate } from './dates.ts';
import type { Money } from './money.ts';
import {
  DELIVERY_SLOTS_PATH,
  ENTERTAINING_COLLECTION_PATH,
  GROCERIES_AND_ENTERTAINING_COLLECTION_PATH,
  GROCERIES_COLLECTION_PATH,
  SERVICE_SELECTION_PATH,
} from './slot-booking-routes.ts';
import {
  addDays,
  isCalendarDate,
  SEASONAL_CAMPAIGNS,
  type SeasonalCampaign,
  SLOT_MESSAGES as SPEC,
} from './slots.ts';

export { bookedSlotLabel, slotTimeRange } from './slot-booking-display.ts';
export {
  BOOKSLOT_PATH,
  COLLECTION_PATH,
  collectionRedirect,
  DELIVERY_SLOTS_PATH,
  RESCHEDULING_PROHIBITED_PATH,
  RESELECT_SERVICE_PATH,
  SELECT_COLLECTION_SERVICE_PATH,
  SERVICE_SELECTION_PATH,
  TROLLEY_PAGE_PATH,
} from './slot-booking-routes.ts';
export { addDays, type SeasonalCampaign };

export type FulfilmentType = 'DELIVERY' | 'COLLECTION';
export type SlotType =
  | 'DELIVERY'
  | 'DELIVERY_SERVICE'
  | 'ENTERTAINING_COLLECTION'
  | 'GROCERY_COLLECTION'
  | 'UNDEFINED';
/** The slot types a shopper books (docs/api/slots.md "Slot types and fulfilment"). */
export type BookableSlotType = 'DELIVERY' | 'GROCERY_COLLECTION' | 'ENTERTAINING_COLLECTION';
export type SlotGridType = 'DEFAULT_GRID' | 'SAVER_GRID';
export type GridLength = 3 | 5;
export type SlotStatus = 'AVAILABLE' | 'FULLY_BOOKED' | 'UNAVAILABLE' | 'BOOKED';
export type GreenVariant = 'UNKNOWN' | 'GREEN_SLOT' | 'CONTROL';
export type AlertType = 'informative' | 'success' | 'warning' | 'error';

export interface Slot {
  slotId: string;
  startDateTime: string;
  endDateTime: string;
  status: SlotStatus;
  charge: Money;
  greenSlot: boolean;
  saver: boolean;
  campaign: string | null;
  isPriority: boolean;
}

export interface SlotDay {
  /** London calendar date, YYYY-MM-DD. */
  date: string;
  slots: Slot[];
}

export interface SlotAlert {
  alertType: AlertType;
  message: string;
}

/** The slot list (doc 2 §3): POST slotdays. */
export interface SlotList {
  slotType: string;
  branchId: number | null;
  addressId: string | null;
  slotGridType: SlotGridType;
  greenVariant: GreenVariant;
  bookingSlotId: string | null;
  slotsDisabled: boolean;
  alerts: SlotAlert[];
  slotDays: SlotDay[];
}

/** A grid page: the slot list of the days shown, and the booking window's dates (POST slotdates). */
export interface SlotGrid {
  list: SlotList;
  /** The first and last dates that have slots; null when there are none. */
  firstDate: string | null;
  lastDate: string | null;
  /** Whether any date of the window has a bookable slot. */
  anyAvailable: boolean;
}

/** The customer's booked slot (doc 2 §3 Customer slot; docs/api/slots.md). */
export interface CustomerSlot {
  slotReservationId: string;
  slotId: string;
  slotType: string;
  branchId: number;
  branchName?: string | null;
  addressId: string | null;
  addressPostcode: string | null;
  addressName: string | null;
  slotDate: string;
  slotStartTime: string;
  slotEndTime: string;
  slotExpiryTime: string | null;
  orderCutOff: string | null;
  amendOrderCutOff: string | null;
  slotGridType: string;
  greenSlot: boolean;
  substitutionPref: boolean;
  deliveryCharge: Money | null;
  bookingStatus: string;
  campaign?: string | null;
}

/** Where slots are looked for: an address for delivery, a branch for collection. */
export type SlotLocation =
  | { kind: 'address'; addressId: string; postcode: string | null }
  | { kind: 'branch'; branchId: number; branchName: string };

/** What the grid asks the slot service for (POST slotdays and slotdates). */
export interface SlotGridRequest {
  slotType: BookableSlotType;
  addressId?: string;
  branchId?: number;
  fromDate: string;
  days: GridLength;
  slotGridType: SlotGridType;
}

/** What booking sends (POST bookslot). */
export interface BookSlotRequest {
  slotId: string;
  slotType: BookableSlotType;
  branchId: number;
  addressId?: string;
  slotGridType: SlotGridType;
  expectedCharge: Money;
}

// ---- Constants (doc 2 §4, §9) ----

/** doc 2 §9: the slot grid refreshes every two minutes. */
export const SLOT_REFRESH_MS = 2 * 60 * 1000;
/** doc 2 §9: the customer slot's expiry is checked every minute. */
export const EXPIRY_CHECK_MS = 60 * 1000;
/** doc 2 §9: a notice when 100 minutes or less remain. */
export const EXPIRY_WARNING_MINUTES = 100;
/** Below the md breakpoint (768 px) the grid shows 3 days, otherwise 5 (doc 2 §3 gridLength). */
export const NARROW_GRID_MAX_WIDTH = 767;

export const SLOT_GRID_TYPES: Record<SlotGridType, string> = {
  DEFAULT_GRID: 'Slots from today',
  SAVER_GRID: 'Saver slots',
};

/** The slot area's words (doc 2 §4, §8), word for word where the spec gives them. */
export const SLOT_MESSAGES = {
  refreshNotice: SPEC.gridRefresh,
  refreshPage: 'Refresh page',
  slotTaken: SPEC.slotTaken,
  slotTakenHint: SPEC.refreshNow,
  refreshNow: 'Refresh now',
  chargeChanged: SPEC.chargeChanged,
  chargeChangedHint: 'The charge for this slot has changed. Refresh to see the latest charges.',
  noSlots: SPEC.noSlots,
  amendTrolley: 'Amend trolley',
  notDeliverable: SPEC.notDeliverable,
  notDeliverableHint: 'Please choose or add another address.',
  expired: SPEC.slotExpired,
  bookASlot: 'Book a slot',
  cancelConfirmTitle: SPEC.cancelReservedSlot,
  cancelConfirmText: 'Your slot will be released and you will need to book another before checking out.',
  cancelled: SPEC.reservationCancelled,
  christmasLimit: SPEC.christmasLimit,
  saverUnavailable: SPEC.saverUnavailable,
  unableToLoad: 'Unable to load page',
  tryAgain: 'Try again',
  connectionLost: 'Internet connection lost',
  unexpected: "Sorry, we're experiencing an unexpected error.",
  reschedulingProhibited: SPEC.reschedulingProhibited,
  expiredOffersTitle: 'Some offers end before this slot',
  expiredOffersText:
    'Offers in your trolley end before the date of this slot, so they will not apply to your order.',
  dateOutOfRange: SPEC.dateOutOfRange,
} as const;

// ---- Service selection (doc 2 §2 "Service options") ----

export type ServiceOptionId =
  | 'delivery'
  | 'groceries-collection'
  | 'entertaining-collection'
  | 'groceries-and-entertaining-collection';

export interface ServiceOption {
  id: ServiceOptionId;
  /** The slot page, under /ecom. */
  path: string;
  name: string;
  description: string;
  messages: readonly string[];
  fulfilmentType: FulfilmentType;
  slotType: BookableSlotType;
  /** doc 2 §3 Service type. */
  serviceType: 'GROCERY' | 'ENTERTAINING_PLACED_AT_HOME';
}

export const SERVICE_OPTIONS: readonly ServiceOption[] = [
  {
    id: 'delivery',
    path: DELIVERY_SLOTS_PATH,
    name: 'Grocery Delivery',
    description: 'We deliver your groceries to your door in a one-hour slot, seven days a week.',
    messages: ['Delivery charges vary by slot: saver slots cost less.', 'A minimum spend applies.'],
    fulfilmentType: 'DELIVERY',
    slotType: 'DELIVERY',
    serviceType: 'GROCERY',
  },
  {
    id: 'groceries-collection',
    path: GROCERIES_COLLECTION_PATH,
    name: 'Groceries collection',
    description: 'Shop online and collect your groceries from a branch at a time that suits you.',
    messages: ['Collection is free.', 'A minimum spend applies.'],
    fulfilmentType: 'COLLECTION',
    slotType: 'GROCERY_COLLECTION',
    serviceType: 'GROCERY',
  },
  {
    id: 'entertaining-collection',
    path: ENTERTAINING_COLLECTION_PATH,
    name: 'Entertaining collection',
    description: 'Party platters, cakes and celebration food prepared for you to collect from a branch.',
    messages: ['Collection is free.', 'Entertaining orders need notice: see each item for how much.'],
    fulfilmentType: 'COLLECTION',
    slotType: 'ENTERTAINING_COLLECTION',
    serviceType: 'ENTERTAINING_PLACED_AT_HOME',
  },
  {
    id: 'groceries-and-entertaining-collection',
    path: GROCERIES_AND_ENTERTAINING_COLLECTION_PATH,
    name: 'Groceries & Entertaining collection',
    description: 'Collect your groceries and your entertaining order together, in one slot.',
    messages: ['Collection is free.', 'Both orders are ready in the same collection slot.'],
    fulfilmentType: 'COLLECTION',
    slotType: 'ENTERTAINING_COLLECTION',
    serviceType: 'ENTERTAINING_PLACED_AT_HOME',
  },
];

export const COLLECTION_SERVICE_OPTIONS = /* @__PURE__ */ SERVICE_OPTIONS.filter(
  (option) => option.fulfilmentType === 'COLLECTION',
);

export function serviceOption(id: ServiceOptionId): ServiceOption {
  const option = SERVICE_OPTIONS.find((candidate) => candidate.id === id);
  if (!option) throw new Error(`Unknown service option ${id}`);
  return option;
}

/** The campaign a service selection path segment names ('christmas'), or null for none or an unknown one. */
export function campaignOf(segment: string | null | undefined): SeasonalCampaign | null {
  const upper = (segment ?? '').toUpperCase();
  return (SEASONAL_CAMPAIGNS as readonly string[]).includes(upper) ? (upper as SeasonalCampaign) : null;
}

/** The service's slot page for a campaign: the Christmas entertaining page keeps its /christmas (doc 2 §2). */
export function serviceOptionPath(option: ServiceOption, campaign: SeasonalCampaign | null): string {
  return campaign === 'CHRISTMAS' && option.id === 'entertaining-collection'
    ? `${option.path}/christmas`
    : option.path;
}

// ---- Dates of the grid (doc 2 §2) ----

/** A valid YYYY-MM-DD date, or null. */
export function isoDateOrNull(value: unknown): string | null {
  return typeof value === 'string' && isCalendarDate(value) ? value : null;
}

/**
 * doc 2 §2: slot pages may carry fromDate or startDate; it is honoured only for signed-in shoppers, or
 * when it is at least tomorrow. Otherwise, and for a date in the past, the grid starts today.
 */
export function gridStartDate(
  requested: string | null | undefined,
  signedIn: boolean,
  now: Date | number,
): string {
  const today = londonCalendarDate(now);
  const date = isoDateOrNull(requested);
  if (!date || date < today) return today;
  if (signedIn || date >= addDays(today, 1)) return date;
  return today;
}

/** The `length` dates the grid shows from `fromDate`. */
export function gridDates(fromDate: string, length: GridLength): string[] {
  return Array.from({ length }, (_, index) => addDays(fromDate, index));
}

/** doc 2 §3: 3 days on narrow screens, 5 otherwise. */
export function gridLengthFor(viewportWidth: number): GridLength {
  return viewportWidth <= NARROW_GRID_MAX_WIDTH ? 3 : 5;
}

// ---- Expiry (doc 2 §4) ----

/** Whole minutes until the reservation lapses; null when it does not (a confirmed booking). */
export function minutesUntilExpiry(slot: CustomerSlot, now: number): number | null {
  if (!slot.slotExpiryTime || slot.bookingStatus === 'CONFIRMED') return null;
  return Math.floor((Date.parse(slot.slotExpiryTime) - now) / 60_000);
}

export type ExpiryState = 'lasting' | 'expiringSoon' | 'expired';

export function expiryState(slot: CustomerSlot, now: number): ExpiryState {
  const minutes = minutesUntilExpiry(slot, now);
  if (minutes === null) return 'lasting';
  if (Date.parse(slot.slotExpiryTime ?? '') <= now) return 'expired';
  return minutes <= EXPIRY_WARNING_MINUTES ? 'expiringSoon' : 'lasting';
}

export function expiringSoonMessage(slot: CustomerSlot): string {
  const until = slot.slotExpiryTime ? formatSlotTime(slot.slotExpiryTime) : '';
  return `Your slot is reserved until ${until}. Check out before then to keep it.`;
}

// ---- What a slot looks like: src/domain/slot-booking-display.ts ----

export function isDeliverySlotType(slotType: string): boolean {
  return slotType === 'DELIVERY' || slotType === 'DELIVERY_SERVICE';
}

/** The page that books slots of this type, for 'Change Slot'. */
export function slotPagePath(slotType: string | null | undefined): string {
  if (!slotType) return SERVICE_SELECTION_PATH;
  if (isDeliverySlotType(slotType)) return DELIVERY_SLOTS_PATH;
  if (slotType === 'GROCERY_COLLECTION') return GROCERIES_COLLECTION_PATH;
  if (slotType === 'ENTERTAINING_COLLECTION') return ENTERTAINING_COLLECTION_PATH;
  return SERVICE_SELECTION_PATH;
}

// ---- Errors (doc 2 §8 Slots; docs/api/slots.md POST bookslot) ----

export type SlotErrorKind =
  | 'slotTaken'
  | 'chargeChanged'
  | 'christmasLimit'
  | 'notDeliverable'
  | 'reschedulingProhibited'
  /** 400 DATE_OUT_OF_RANGE or 410: the grid is refreshed (doc 2 §4). */
  | 'needsRefresh'
  | 'unavailable'
  | 'offline'
  | 'unexpected';

export interface SlotError {
  kind: SlotErrorKind;
  message: string;
}

/** What the call layer's errors carry (ApiError: status, type, message); read without importing it. */
function errorFacts(error: unknown): { status: number | null; type: string | null; message: string } {
  if (typeof error !== 'object' || error === null) {
    return { status: null, type: null, message: String(error) };
  }
  const record = error as Record<string, unknown>;
  const body = (typeof record.body === 'object' && record.body !== null ? record.body : {}) as Record<
    string,
    unknown
  >;
  const status = typeof record.status === 'number' ? record.status : null;
  const type =
    typeof record.type === 'string' ? record.type : typeof body.type === 'string' ? body.type : null;
  const message =
    typeof body.message === 'string'
      ? body.message
      : typeof record.message === 'string'
        ? record.message
        : '';
  return { status, type, message };
}

/** Which slot error a failed slot call is, and the words the shopper sees (doc 2 §8). */
export function slotErrorOf(error: unknown): SlotError {
  const { status, type, message } = errorFacts(error);
  if (type === 'SLOT_TAKEN') return { kind: 'slotTaken', message: SLOT_MESSAGES.slotTaken };
  if (type === 'CHARGE_CHANGED') return { kind: 'chargeChanged', message: SLOT_MESSAGES.chargeChanged };
  if (type === 'CHRISTMAS_SLOT_LIMIT')
    return { kind: 'christmasLimit', message: SLOT_MESSAGES.christmasLimit };
  if (type === 'NOT_DELIVERABLE') return { kind: 'notDeliverable', message: SLOT_MESSAGES.notDeliverable };
  if (type === 'RESCHEDULING_PROHIBITED') {
    return { kind: 'reschedulingProhibited', message: SLOT_MESSAGES.reschedulingProhibited };
  }
  if (
    status === 410 ||
    type === 'DATE_OUT_OF_RANGE' ||
    (status === 400 && message.startsWith('The date must be after today'))
  ) {
    return { kind: 'needsRefresh', message: message || SLOT_MESSAGES.dateOutOfRange };
  }
  if (status === 503) return { kind: 'unavailable', message: SLOT_MESSAGES.unableToLoad };
  // The call layer lets a fetch that never reached the server through as a TypeError.
  if (error instanceof TypeError) {
    return { kind: 'offline', message: SLOT_MESSAGES.connectionLost };
  }
  return { kind: 'unexpected', message: SLOT_MESSAGES.unexpected };
}

// ---- Analytics (doc 2 §7 "Slot analytics fields") ----

/** doc 2 §7: the postcode with its last 3 characters removed ('RG12 1EN' → 'RG12'). */
export function analyticsPostcode(postcode: string | null | undefined): string | null {
  if (!postcode) return null;
  return postcode.replace(/\s+/g, '').slice(0, -3) || null;
}

/** A slot's analytics fields: date, time (23:30 is 12AM), duration in minutes, charge. */
export function slotAnalyticsFields(slot: Pick<Slot, 'startDateTime' | 'endDateTime' | 'charge'>) {
  return {
    date: londonCalendarDate(slot.startDateTime),
    time: formatSlotTime(slot.startDateTime),
    duration: Math.round((Date.parse(slot.endDateTime) - Date.parse(slot.startDateTime)) / 60_000),
    slot_charge: slot.charge.amount,
  };
}

/** The grid's facts for book_slot_results: earliest date with an available slot, green slot count. */
export function gridAnalyticsFields(list: SlotList) {
  const slots = list.slotDays.flatMap((day) => day.slots);
  const earliest = list.slotDays.find((day) => day.slots.some((slot) => slot.status === 'AVAILABLE'));
  return {
    earliest_date: earliest?.date ?? null,
    green_slot_count: slots.filter((slot) => slot.greenSlot).length,
  };
}
