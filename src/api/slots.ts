import * as v from 'valibot';
import {
  ALERT_TYPES,
  BOOKING_STATUSES,
  GREEN_VARIANTS,
  SLOT_ERROR_TYPES,
  SLOT_GRID_TYPES,
  SLOT_STATUSES,
  SLOT_TYPES,
  type SlotErrorType,
  type SlotGridType,
  type SlotType,
} from '../domain/slots.ts';
import { call } from './client.ts';
import { ApiError } from './errors.ts';

/**
 * The slot calls (doc 2 §7 Slots; docs/api/slots.md is the contract): slot dates and days for a branch or a
 * delivery address, seasonal campaigns, delivery coverage by postcode, booking a slot and the customer slot.
 * The slot-booking and customer-slot machines' actors are these functions.
 */

const SERVICE = 'slot-orchestration';
const VERSION = 1;

// ---------------------------------------------------------------------------------------------------------
// Shapes

const moneySchema = v.object({ amount: v.number(), currencyCode: v.string() });
const calendarDateSchema = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'A date is YYYY-MM-DD'));
const instantSchema = v.pipe(v.string(), v.isoTimestamp('A time is an ISO instant'));

export const slotTypeSchema = v.picklist(SLOT_TYPES);
export const slotGridTypeSchema = v.picklist(SLOT_GRID_TYPES);

export const slotSchema = v.object({
  slotId: v.string(),
  startDateTime: instantSchema,
  endDateTime: instantSchema,
  status: v.picklist(SLOT_STATUSES),
  charge: moneySchema,
  greenSlot: v.boolean(),
  saver: v.boolean(),
  campaign: v.nullable(v.string()),
  isPriority: v.boolean(),
});
export type Slot = v.InferOutput<typeof slotSchema>;

export const slotAlertSchema = v.object({ alertType: v.picklist(ALERT_TYPES), message: v.string() });
export type SlotAlert = v.InferOutput<typeof slotAlertSchema>;

/** The slot list (doc 2 §3): the days of a grid with their slots. */
export const slotListSchema = v.object({
  slotType: slotTypeSchema,
  branchId: v.nullable(v.number()),
  addressId: v.nullable(v.string()),
  slotGridType: slotGridTypeSchema,
  greenVariant: v.picklist(GREEN_VARIANTS),
  /** The caller's booked slot, or null. */
  bookingSlotId: v.nullable(v.string()),
  slotsDisabled: v.boolean(),
  alerts: v.array(slotAlertSchema),
  slotDays: v.array(v.object({ date: calendarDateSchema, slots: v.array(slotSchema) })),
});
export type SlotList = v.InferOutput<typeof slotListSchema>;

export const slotDatesSchema = v.object({
  slotType: slotTypeSchema,
  branchId: v.nullable(v.number()),
  firstDate: calendarDateSchema,
  lastDate: calendarDateSchema,
  slotsDisabled: v.boolean(),
  dates: v.array(
    v.object({ date: calendarDateSchema, available: v.boolean(), campaign: v.nullable(v.string()) }),
  ),
});
export type SlotDates = v.InferOutput<typeof slotDatesSchema>;

export const campaignSchema = v.object({
  id: v.string(),
  name: v.string(),
  startDate: calendarDateSchema,
  endDate: calendarDateSchema,
  maxSlotsPerCustomer: v.number(),
});
export const campaignsSchema = v.object({ campaigns: v.array(campaignSchema) });
export type Campaign = v.InferOutput<typeof campaignSchema>;

export const coverageSchema = v.object({
  postcode: v.string(),
  deliverable: v.boolean(),
  branchId: v.nullable(v.number()),
});
export type Coverage = v.InferOutput<typeof coverageSchema>;

/** The customer slot, the current booking (doc 2 §3). */
export const customerSlotSchema = v.object({
  slotReservationId: v.string(),
  slotId: v.string(),
  slotType: slotTypeSchema,
  branchId: v.number(),
  branchName: v.string(),
  addressId: v.nullable(v.string()),
  addressPostcode: v.nullable(v.string()),
  addressName: v.nullable(v.string()),
  slotDate: calendarDateSchema,
  slotStartTime: instantSchema,
  slotEndTime: instantSchema,
  slotExpiryTime: instantSchema,
  orderCutOff: instantSchema,
  amendOrderCutOff: instantSchema,
  slotGridType: slotGridTypeSchema,
  greenSlot: v.boolean(),
  substitutionPref: v.boolean(),
  deliveryCharge: moneySchema,
  bookingStatus: v.picklist(BOOKING_STATUSES),
  campaign: v.nullable(v.string()),
});
export type CustomerSlot = v.InferOutput<typeof customerSlotSchema>;

export const customerSlotAnswerSchema = v.object({ customerSlot: v.nullable(customerSlotSchema) });
export const bookSlotAnswerSchema = v.object({ customerSlot: customerSlotSchema });

// ---------------------------------------------------------------------------------------------------------
// Refusals

/** A refusal of a slot call, as the contract names it: its type and the spec's message. */
export interface SlotRefusal {
  status: number;
  type: SlotErrorType;
  message: string;
}

/** The refusal in a failed slot call (SLOT_TAKEN, CHARGE_CHANGED, ...), or undefined for any other failure. */
export function slotRefusalOf(error: unknown): SlotRefusal | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const type = error.type;
  if (type === undefined || !(SLOT_ERROR_TYPES as readonly string[]).includes(type)) return undefined;
  const { body } = error;
  const message =
    typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
      ? body.message
      : '';
  return { status: error.status, type: type as SlotErrorType, message };
}

/** Whether the grid must be fetched again (doc 2 §4: a 400 date out of range or a 410). */
export function needsSlotRefresh(error: unknown): boolean {
  const refusal = slotRefusalOf(error);
  return refusal !== undefined && (refusal.type === 'DATE_OUT_OF_RANGE' || refusal.status === 410);
}

/** What the grid calls answer as refusals rather than failures. */
const GRID_HANDLED = [400, 404] as const;
const BOOKING_HANDLED = [400, 404, 409, 410] as const;

// ---------------------------------------------------------------------------------------------------------
// Calls

/** Where slots are looked for: a branch for collection, an address for delivery. */
export interface SlotPlace {
  slotType: SlotType;
  branchId?: number;
  addressId?: string;
}

/** POST slotdates: the dates of the booking window with whether each has a bookable slot. */
export function getSlotDates(place: SlotPlace, signal?: AbortSignal): Promise<SlotDates> {
  return call({
    service: SERVICE,
    version: VERSION,
    endpoint: 'slotdates',
    method: 'POST',
    json: place,
    schema: slotDatesSchema,
    handleStatuses: GRID_HANDLED,
    signal,
  });
}

export interface SlotDaysQuery extends SlotPlace {
  fromDate: string;
  /** 1 to 7; the server's default is 7. */
  days?: number;
  slotGridType: SlotGridType;
}

/** POST slotdays: the slot list from `fromDate` for `days` days. */
export function getSlotDays(query: SlotDaysQuery, signal?: AbortSignal): Promise<SlotList> {
  return call({
    service: SERVICE,
    version: VERSION,
    endpoint: 'slotdays',
    method: 'POST',
    json: query,
    schema: slotListSchema,
    handleStatuses: GRID_HANDLED,
    signal,
  });
}

/** POST campaigns: the seasonal campaigns in or after the booking window this year. */
export async function getCampaigns(signal?: AbortSignal): Promise<Campaign[]> {
  const answer = await call({
    service: SERVICE,
    version: VERSION,
    endpoint: 'campaigns',
    method: 'POST',
    json: {},
    schema: campaignsSchema,
    signal,
  });
  return answer.campaigns;
}

/** GET coverage?postcode=: whether the shop delivers there, and from which branch. */
export function getCoverage(postcode: string, signal?: AbortSignal): Promise<Coverage> {
  return call({
    service: SERVICE,
    version: VERSION,
    endpoint: 'coverage',
    searchParams: { postcode },
    schema: coverageSchema,
    handleStatuses: [400],
    signal,
  });
}

export interface BookSlotInput {
  slotId: string;
  slotType: SlotType;
  branchId: number;
  /** Delivery only. */
  addressId?: string;
  slotGridType: SlotGridType;
  /** The charge the shopper was shown, in pounds: a different one is refused with CHARGE_CHANGED. */
  expectedCharge?: number;
}

/**
 * POST bookslot: reserves the slot for the current customer order (replacing its previous reservation).
 * A refusal rejects with an ApiError; `slotRefusalOf` tells which (SLOT_TAKEN, CHARGE_CHANGED, ...).
 */
export async function bookSlot(input: BookSlotInput, signal?: AbortSignal): Promise<CustomerSlot> {
  const answer = await call({
    service: SERVICE,
    version: VERSION,
    endpoint: 'bookslot',
    method: 'POST',
    json: input,
    schema: bookSlotAnswerSchema,
    handleStatuses: BOOKING_HANDLED,
    signal,
  });
  return answer.customerSlot;
}

/** GET customerslot: the current booking, or null (none, or its reservation has expired). */
export async function getCustomerSlot(signal?: AbortSignal): Promise<CustomerSlot | null> {
  const answer = await call({
    service: SERVICE,
    version: VERSION,
    endpoint: 'customerslot',
    schema: customerSlotAnswerSchema,
    signal,
  });
  return answer.customerSlot;
}

/** DELETE customerslot: cancels the reservation. False when there was none to cancel (404 NO_SLOT). */
export async function cancelCustomerSlot(signal?: AbortSignal): Promise<boolean> {
  try {
    await call({
      service: SERVICE,
      version: VERSION,
      endpoint: 'customerslot',
      method: 'DELETE',
      schema: v.unknown(),
      handleStatuses: [404],
      signal,
    });
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404 && error.type === 'NO_SLOT') return false;
    throw error;
  }
}
