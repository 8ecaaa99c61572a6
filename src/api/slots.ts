import * as v from 'valibot';
import {
  bookSlotAnswerSchema,
  type Campaign,
  type Coverage,
  type CustomerSlot,
  campaignsSchema,
  coverageSchema,
  customerSlotAnswerSchema,
  type SlotDates,
  type SlotList,
  slotDatesSchema,
  slotListSchema,
} from '../contract/slots.ts';
import { SLOT_ERROR_TYPES, type SlotErrorType, type SlotGridType, type SlotType } from '../domain/slots.ts';
import { call } from './client.ts';
import { ApiError } from './errors.ts';

/**
 * The slot calls (doc 2 §7 Slots; docs/api/slots.md is the contract): slot dates and days for a branch or a
 * delivery address, seasonal campaigns, delivery coverage by postcode, booking a slot and the customer slot.
 * Their answers' shapes are src/contract/slots.ts. The slot-booking and customer-slot machines' actors are
 * these functions.
 */

const SERVICE = 'slot-orchestration';
const VERSION = 1;

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
