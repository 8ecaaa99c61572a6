import * as v from 'valibot';
import {
  ALERT_TYPES,
  BOOKING_STATUSES,
  GREEN_VARIANTS,
  SLOT_GRID_TYPES,
  SLOT_STATUSES,
  SLOT_TYPES,
} from '../domain/slots.ts';
import { moneySchema } from './money.ts';

/**
 * The slot answers (doc 2 §3 Slot, Slot list, Customer slot; docs/api/slots.md): slot dates and days, seasonal
 * campaigns, delivery coverage, a booking and the customer slot.
 */

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
export type Campaign = v.InferOutput<typeof campaignSchema>;
export const campaignsSchema = v.object({ campaigns: v.array(campaignSchema) });
export type Campaigns = v.InferOutput<typeof campaignsSchema>;

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

/** GET customerslot: the booking, or null (none, or its reservation has expired). */
export const customerSlotAnswerSchema = v.object({ customerSlot: v.nullable(customerSlotSchema) });
export type CustomerSlotAnswer = v.InferOutput<typeof customerSlotAnswerSchema>;
export const bookSlotAnswerSchema = v.object({ customerSlot: customerSlotSchema });
export type BookSlotAnswer = v.InferOutput<typeof bookSlotAnswerSchema>;
