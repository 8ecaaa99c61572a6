import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Campaign, Coverage, Slot, SlotDates, SlotList } from '../../contract/slots.ts';
import { londonDateTime } from '../../domain/dates.ts';
import { moneyOfPence } from '../../domain/money.ts';
import { validateUkPostcode } from '../../domain/postcode.ts';
import {
  addDays,
  CHRISTMAS,
  campaignOfDate,
  daysBetween,
  type GreenVariant,
  isCalendarDate,
  isWithinSlotRange,
  orderCutOff,
  SLOT_GRID_TYPES,
  SLOT_MESSAGES,
  SLOT_TYPES,
  type SlotErrorType,
  type SlotGridType,
  type SlotStatus,
  type SlotType,
  slotDateRange,
} from '../../domain/slots.ts';
import type { Database } from '../db/client.ts';
import { branches, slotBookings } from '../db/schema.ts';
import { ownRow } from './addresses.ts';
import type { ServiceContext } from './context.ts';
import { findCurrentOrder, type TrolleyOwner } from './customer-orders.ts';
import { hasActiveDeliveryPass } from './delivery-pass.ts';
import { ensureSlots, type SlotRow, slotRowsOn } from './slots-supply.ts';

/**
 * Slot grids (docs/api/slots.md: slotdates, slotdays, campaigns, coverage; doc 2 §3 Slot list; §8 Slots):
 * where a shopper's slots come from (a branch's collection service, or the branch that delivers to their
 * address), and what each window looks like to them now. Bookings are slots-booking.ts.
 */

export type SlotContext = Pick<ServiceContext, 'db' | 'clock'>;

export interface SlotRefusal {
  status: 400 | 404 | 409 | 410;
  type: SlotErrorType | 'CAPACITY_BELOW_BOOKINGS';
  message: string;
}

export type SlotResult<T> = { ok: true; value: T } | { ok: false; refusal: SlotRefusal };

export const refuse = (status: SlotRefusal['status'], type: SlotRefusal['type'], message: string) => ({
  ok: false as const,
  refusal: { status, type, message },
});

export const invalidInput = (message: string) => refuse(400, 'INVALID_INPUT', message);
export const ADDRESS_NOT_FOUND = refuse(404, 'ADDRESS_NOT_FOUND', 'Sorry, we could not find that address.');
export const BRANCH_NOT_FOUND = refuse(
  404,
  'BRANCH_NOT_FOUND',
  'Sorry, we could not find that branch, or it does not offer this service.',
);
export const DATE_OUT_OF_RANGE = refuse(400, 'DATE_OUT_OF_RANGE', SLOT_MESSAGES.dateOutOfRange);

// ---------------------------------------------------------------------------------------------------------
// Input

/** Where slots are asked for: `{ slotType, branchId?, addressId? }`. */
export interface PlaceInput {
  slotType: SlotType;
  branchId: number | null;
  addressId: number | null;
}

const ID = /^[1-9]\d{0,9}$/;

/** A positive 32-bit id, as a number or a string of digits; null for anything else. */
export function parseId(value: unknown): number | null {
  const text = typeof value === 'number' && Number.isInteger(value) ? String(value) : value;
  if (typeof text !== 'string' || !ID.test(text) || Number(text) > 2_147_483_647) return null;
  return Number(text);
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads `slotType`, `branchId` and `addressId` of a body: collection needs a branch, delivery an address. */
export function readPlace(body: Record<string, unknown>): SlotResult<PlaceInput> {
  const { slotType } = body;
  if (typeof slotType !== 'string' || !(SLOT_TYPES as readonly string[]).includes(slotType))
    return invalidInput(`slotType must be one of ${SLOT_TYPES.join(', ')}`);
  const type = slotType as SlotType;
  const branchId = body.branchId === undefined || body.branchId === null ? null : parseId(body.branchId);
  if (branchId === null && body.branchId !== undefined && body.branchId !== null)
    return invalidInput('branchId must be a branch id');
  const addressId = body.addressId === undefined || body.addressId === null ? null : parseId(body.addressId);
  if (addressId === null && body.addressId !== undefined && body.addressId !== null)
    // A malformed id is nobody's address (docs/api/addresses.md).
    return ADDRESS_NOT_FOUND;
  if (type === 'DELIVERY' && addressId === null) return invalidInput('addressId is needed for delivery');
  if (type !== 'DELIVERY' && branchId === null) return invalidInput('branchId is needed for collection');
  return { ok: true, value: { slotType: type, branchId, addressId } };
}

export function readGridType(value: unknown): SlotResult<SlotGridType> {
  if (value === undefined || value === null) return { ok: true, value: 'DEFAULT_GRID' };
  return typeof value === 'string' && (SLOT_GRID_TYPES as readonly string[]).includes(value)
    ? { ok: true, value: value as SlotGridType }
    : invalidInput(`slotGridType must be one of ${SLOT_GRID_TYPES.join(', ')}`);
}

// ---------------------------------------------------------------------------------------------------------
// Places: a branch, or the address a branch delivers to

export interface BranchSummary {
  id: number;
  name: string;
}

export interface AddressSummary {
  id: number;
  postalCode: string;
  line1: string;
}

/** The slots' branch, or (delivery to a postcode no branch serves) none. */
export interface Place {
  slotType: SlotType;
  branch: BranchSummary | null;
  address: AddressSummary | null;
}

/** The branch that delivers to a postcode's district (the lowest id when several do), or null. */
export async function branchDeliveringTo(db: Database, outwardCode: string): Promise<BranchSummary | null> {
  const [found] = await db
    .select({ id: branches.id, name: branches.name })
    .from(branches)
    .where(sql`${outwardCode} = ANY(${branches.deliveryDistricts})`)
    .orderBy(branches.id)
    .limit(1);
  return found ?? null;
}

/** The customer's own active address, with what a booking shows of it; null when it is not theirs. */
export async function ownAddress(
  db: Database,
  customerId: number | null,
  addressId: number,
): Promise<AddressSummary | null> {
  if (customerId === null) return null;
  const row = await ownRow(db, customerId, addressId);
  return row && { id: row.id, postalCode: row.postalCode, line1: row.line1 };
}

export async function branchOffering(
  db: Database,
  branchId: number,
  slotType: SlotType,
): Promise<BranchSummary | null> {
  const [found] = await db
    .select({
      id: branches.id,
      name: branches.name,
      groceries: branches.groceriesCollection,
      entertaining: branches.entertainingCollection,
    })
    .from(branches)
    .where(eq(branches.id, branchId));
  if (!found) return null;
  const offers =
    slotType === 'GROCERY_COLLECTION'
      ? found.groceries
      : slotType === 'ENTERTAINING_COLLECTION'
        ? found.entertaining
        : true;
  return offers ? { id: found.id, name: found.name } : null;
}

/** The branch and address slots are looked for at; 404 for another's address or an unknown branch. */
export async function resolvePlace(
  db: Database,
  customerId: number | null,
  input: PlaceInput,
): Promise<SlotResult<Place>> {
  if (input.slotType === 'DELIVERY') {
    const address = await ownAddress(db, customerId, input.addressId as number);
    if (!address) return ADDRESS_NOT_FOUND;
    const postcode = validateUkPostcode(address.postalCode);
    const branch = postcode.valid ? await branchDeliveringTo(db, postcode.outwardCode) : null;
    return { ok: true, value: { slotType: input.slotType, branch, address } };
  }
  const branch = await branchOffering(db, input.branchId as number, input.slotType);
  if (!branch) return BRANCH_NOT_FOUND;
  return { ok: true, value: { slotType: input.slotType, branch, address: null } };
}

// ---------------------------------------------------------------------------------------------------------
// What a window looks like now

/** How many of each slot's places are held by reservations that have lapsed but not yet been freed. */
async function lapsedCounts(db: Database, slotIds: string[], now: Date): Promise<Map<string, number>> {
  if (slotIds.length === 0) return new Map();
  const rows = await db
    .select({ slotId: slotBookings.slotId, n: sql<number>`count(*)::int` })
    .from(slotBookings)
    .where(
      and(
        inArray(slotBookings.slotId, slotIds),
        eq(slotBookings.status, 'UNCONFIRMED'),
        lte(slotBookings.expiresAt, now),
      ),
    )
    .groupBy(slotBookings.slotId);
  return new Map(rows.map((row) => [row.slotId, Number(row.n)]));
}

export function slotStatus(
  slot: Pick<SlotRow, 'id' | 'slotDate' | 'capacity' | 'booked'>,
  lapsed: number,
  now: Date,
  bookedSlotId: string | null,
): SlotStatus {
  if (slot.id === bookedSlotId) return 'BOOKED';
  if (now.getTime() >= orderCutOff(slot.slotDate).getTime()) return 'UNAVAILABLE';
  return slot.booked - lapsed >= slot.capacity ? 'FULLY_BOOKED' : 'AVAILABLE';
}

const slotView = (slot: SlotRow, status: SlotStatus): Slot => ({
  slotId: slot.id,
  startDateTime: slot.startTime.toISOString(),
  endDateTime: slot.endTime.toISOString(),
  status,
  charge: moneyOfPence(slot.chargePence),
  greenSlot: slot.greenSlot,
  saver: slot.saver,
  campaign: slot.campaign,
  // No priority scheme (for shoppers who need one) exists yet: no window is kept for one.
  isPriority: false,
});

/** The slot of the caller's current order's live booking, for BOOKED and bookingSlotId. */
async function bookedSlotIdOf(db: Database, owner: TrolleyOwner | null, now: Date): Promise<string | null> {
  if (!owner || owner.customerId === null) return null;
  const order = await findCurrentOrder(db, owner);
  if (!order) return null;
  const [booking] = await db
    .select({ slotId: slotBookings.slotId, status: slotBookings.status, expiresAt: slotBookings.expiresAt })
    .from(slotBookings)
    .where(
      and(
        eq(slotBookings.customerOrderId, order.id),
        inArray(slotBookings.status, ['UNCONFIRMED', 'CONFIRMED']),
      ),
    );
  if (!booking) return null;
  return booking.status === 'CONFIRMED' || booking.expiresAt.getTime() > now.getTime()
    ? booking.slotId
    : null;
}

const datesFrom = (first: string, count: number) =>
  Array.from({ length: count }, (_, i) => addDays(first, i));

// ---------------------------------------------------------------------------------------------------------
// slotdates

export async function getSlotDates(
  ctx: SlotContext,
  owner: TrolleyOwner | null,
  input: PlaceInput,
): Promise<SlotResult<SlotDates>> {
  const now = ctx.clock.now();
  const { firstDate, lastDate } = slotDateRange(now);
  const place = await resolvePlace(ctx.db, owner?.customerId ?? null, input);
  if (!place.ok) return place;
  const { branch } = place.value;
  const base = { slotType: input.slotType, branchId: branch?.id ?? null, firstDate, lastDate };
  if (!branch) return { ok: true, value: { ...base, slotsDisabled: true, dates: [] } };
  const dates = datesFrom(firstDate, daysBetween(firstDate, lastDate) + 1);
  await ensureSlots(ctx.db, branch.id, input.slotType, dates);
  const rows = await slotRowsOn(ctx.db, branch.id, input.slotType, dates);
  const lapsed = await lapsedCounts(
    ctx.db,
    rows.map((row) => row.id),
    now,
  );
  const available = new Set(
    rows
      .filter((row) => slotStatus(row, lapsed.get(row.id) ?? 0, now, null) === 'AVAILABLE')
      .map((row) => row.slotDate),
  );
  return {
    ok: true,
    value: {
      ...base,
      slotsDisabled: false,
      dates: dates.map((date) => ({ date, available: available.has(date), campaign: campaignOfDate(date) })),
    },
  };
}

// ---------------------------------------------------------------------------------------------------------
// slotdays

export const MAX_GRID_DAYS = 7;

export interface SlotDaysInput extends PlaceInput {
  fromDate: string;
  days: number;
  slotGridType: SlotGridType;
}

/** Reads `fromDate`, `days` and `slotGridType` of a slotdays body (the place is read by readPlace). */
export function readSlotDays(body: Record<string, unknown>, place: PlaceInput): SlotResult<SlotDaysInput> {
  const { fromDate } = body;
  if (typeof fromDate !== 'string' || !isCalendarDate(fromDate))
    return invalidInput('fromDate must be a date, YYYY-MM-DD');
  const days = body.days ?? MAX_GRID_DAYS;
  if (typeof days !== 'number' || !Number.isInteger(days) || days < 1 || days > MAX_GRID_DAYS)
    return invalidInput(`days must be a whole number from 1 to ${MAX_GRID_DAYS}`);
  const grid = readGridType(body.slotGridType);
  if (!grid.ok) return grid;
  return { ok: true, value: { ...place, fromDate, days, slotGridType: grid.value } };
}

export async function getSlotDays(
  ctx: SlotContext,
  owner: TrolleyOwner | null,
  input: SlotDaysInput,
): Promise<SlotResult<SlotList>> {
  const now = ctx.clock.now();
  if (!isWithinSlotRange(input.fromDate, now)) return DATE_OUT_OF_RANGE;
  const place = await resolvePlace(ctx.db, owner?.customerId ?? null, input);
  if (!place.ok) return place;
  const { branch, address } = place.value;
  const base = {
    slotType: input.slotType,
    branchId: branch?.id ?? null,
    addressId: address ? String(address.id) : null,
    slotGridType: input.slotGridType,
    greenVariant: (input.slotType === 'DELIVERY' ? 'GREEN_SLOT' : 'UNKNOWN') as GreenVariant,
  };
  if (!branch) {
    return {
      ok: true,
      value: {
        ...base,
        bookingSlotId: null,
        slotsDisabled: true,
        alerts: [{ alertType: 'error', message: SLOT_MESSAGES.notDeliverable }],
        slotDays: [],
      },
    };
  }
  const { lastDate } = slotDateRange(now);
  const dates = datesFrom(input.fromDate, input.days).filter((date) => date <= lastDate);
  await ensureSlots(ctx.db, branch.id, input.slotType, dates);
  const rows = await slotRowsOn(ctx.db, branch.id, input.slotType, dates);
  const lapsed = await lapsedCounts(
    ctx.db,
    rows.map((row) => row.id),
    now,
  );
  const bookingSlotId = await bookedSlotIdOf(ctx.db, owner, now);
  // docs/api/orders.md "Delivery pass": the grid shows a shopper with an ACTIVE pass free deliveries.
  const freeDelivery =
    input.slotType === 'DELIVERY' &&
    typeof owner?.customerId === 'number' &&
    (await hasActiveDeliveryPass(ctx.db, owner.customerId, now));
  const priced = freeDelivery ? rows.map((row) => ({ ...row, chargePence: 0 })) : rows;
  const shown = input.slotGridType === 'SAVER_GRID' ? priced.filter((row) => row.saver) : priced;
  const alerts: SlotList['alerts'] = [];
  if (input.slotGridType === 'SAVER_GRID' && shown.length === 0)
    alerts.push({ alertType: 'informative', message: SLOT_MESSAGES.saverUnavailable });
  return {
    ok: true,
    value: {
      ...base,
      bookingSlotId,
      slotsDisabled: false,
      alerts,
      slotDays: dates.map((date) => ({
        date,
        slots: shown
          .filter((row) => row.slotDate === date)
          .map((row) => slotView(row, slotStatus(row, lapsed.get(row.id) ?? 0, now, bookingSlotId))),
      })),
    },
  };
}

// ---------------------------------------------------------------------------------------------------------
// campaigns and coverage

/** The Christmas campaign of this year, or of next year once this one is over (doc 2 §4, §5). */
export function getCampaigns(ctx: Pick<ServiceContext, 'clock'>): { campaigns: Campaign[] } {
  const { firstDate } = slotDateRange(ctx.clock.now());
  const { year } = londonDateTime(firstDate);
  const endOf = (y: number) => `${y}-12-${CHRISTMAS.lastDay}`;
  const campaignYear = firstDate > endOf(year) ? year + 1 : year;
  return {
    campaigns: [
      {
        id: CHRISTMAS.id,
        name: CHRISTMAS.name,
        startDate: `${campaignYear}-12-${CHRISTMAS.firstDay}`,
        endDate: endOf(campaignYear),
        maxSlotsPerCustomer: CHRISTMAS.maxSlotsPerCustomer,
      },
    ],
  };
}

export async function getCoverage(db: Database, postcode: string | undefined): Promise<SlotResult<Coverage>> {
  const parsed = validateUkPostcode(postcode);
  if (!parsed.valid) return refuse(400, 'INVALID_POSTCODE', parsed.message);
  const branch = await branchDeliveringTo(db, parsed.outwardCode);
  return {
    ok: true,
    value: { postcode: parsed.postcode, deliverable: branch !== null, branchId: branch?.id ?? null },
  };
}
