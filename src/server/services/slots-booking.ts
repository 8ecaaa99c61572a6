import { and, eq, gt, inArray, lte, ne, or, sql } from 'drizzle-orm';
import type { CustomerSlot } from '../../contract/slots.ts';
import { moneyOfPence, poundsToPence } from '../../domain/money.ts';
import { IN_PREPARATION_STATUSES, type OrderStatus } from '../../domain/orders.ts';
import {
  CHRISTMAS,
  fulfilmentOf,
  isSlotWindow,
  isWithinSlotRange,
  orderCutOff,
  parseSlotId,
  reservationExpiry,
  SLOT_MESSAGES,
  type SlotGridType,
  type SlotType,
} from '../../domain/slots.ts';
import type { Database } from '../db/client.ts';
import { addresses, branches, customers, slotBookings, slots } from '../db/schema.ts';
import {
  type CustomerOrderRow,
  findCurrentOrder,
  lockCurrentOrder,
  type TrolleyOwner,
} from './customer-orders.ts';
import { hasActiveDeliveryPass } from './delivery-pass.ts';
import {
  type AddressSummary,
  type BranchSummary,
  DATE_OUT_OF_RANGE,
  invalidInput,
  isRecord,
  parseId,
  readGridType,
  readPlace,
  refuse,
  resolvePlace,
  type SlotContext,
  type SlotRefusal,
  type SlotResult,
} from './slots.ts';
import { ensureSlots, type SlotRow } from './slots-supply.ts';

/**
 * Slot bookings (docs/api/slots.md: bookslot, customerslot; doc 2 §3 Customer slot, Booking status; §4 Slot
 * booking; §5): a booking reserves one place of a slot for the customer's current order.
 *
 * Capacity is kept by the database: a place is taken by `UPDATE slots SET booked = booked + 1 WHERE id = $1
 * AND booked < capacity`, so of any number of shoppers after the last place exactly one gets it (and the check
 * constraint stands behind it). Every change takes its locks in one order (the customer's row, the order's
 * row, the slot rows by id, then booking rows), so two changes never wait for each other in a circle.
 */

type BookingRow = typeof slotBookings.$inferSelect;

const LIVE: BookingRow['status'][] = ['UNCONFIRMED', 'CONFIRMED'];

/** A live booking holds its place: confirmed, or unconfirmed and not yet past its expiry. */
const holds = (booking: Pick<BookingRow, 'status' | 'expiresAt'>, now: Date) =>
  booking.status === 'CONFIRMED' ||
  (booking.status === 'UNCONFIRMED' && booking.expiresAt.getTime() > now.getTime());

class Refused extends Error {
  constructor(readonly refusal: SlotRefusal) {
    super(refusal.message);
  }
}

const fail = (result: { ok: false; refusal: SlotRefusal }): never => {
  throw new Refused(result.refusal);
};

const SLOT_TAKEN = refuse(409, 'SLOT_TAKEN', SLOT_MESSAGES.slotTaken);
const SLOT_GONE = refuse(410, 'SLOT_GONE', SLOT_MESSAGES.slotGone);
const NO_SLOT = refuse(404, 'NO_SLOT', 'You have no slot booked.');
/**
 * doc 2 §4 "Slot change is blocked when the order is in preparation" (IN_PREPARATION_STATUSES of
 * src/domain/orders.ts), and once an amended order's cut-off has passed.
 */
const RESCHEDULING_PROHIBITED = refuse(409, 'RESCHEDULING_PROHIBITED', SLOT_MESSAGES.reschedulingProhibited);

// ---------------------------------------------------------------------------------------------------------
// The customer slot

async function customerSlotView(
  db: Database,
  booking: BookingRow,
  order: Pick<CustomerOrderRow, 'substitutionsAllowed'>,
  known?: { slot: SlotRow; branch: BranchSummary; address: AddressSummary | null },
): Promise<CustomerSlot> {
  const details = known ?? (await loadDetails(db, booking));
  const { slot, branch, address } = details;
  const cutOff = orderCutOff(slot.slotDate).toISOString();
  return {
    slotReservationId: String(booking.id),
    slotId: slot.id,
    slotType: booking.slotType,
    branchId: branch.id,
    branchName: branch.name,
    addressId: address ? String(address.id) : null,
    addressPostcode: address?.postalCode ?? null,
    addressName: address?.line1 ?? null,
    slotDate: slot.slotDate,
    slotStartTime: slot.startTime.toISOString(),
    slotEndTime: slot.endTime.toISOString(),
    slotExpiryTime: booking.expiresAt.toISOString(),
    orderCutOff: cutOff,
    amendOrderCutOff: cutOff,
    slotGridType: booking.slotGridType as SlotGridType,
    greenSlot: slot.greenSlot,
    substitutionPref: order.substitutionsAllowed,
    deliveryCharge: moneyOfPence(booking.chargePence),
    bookingStatus: booking.status,
    campaign: booking.campaign,
  };
}

async function loadDetails(db: Database, booking: BookingRow) {
  const [found] = await db
    .select({ slot: slots, branchName: branches.name })
    .from(slots)
    .innerJoin(branches, eq(branches.id, slots.branchId))
    .where(eq(slots.id, booking.slotId));
  if (!found) throw new Error(`The slot of booking ${booking.id} is missing`);
  const [address] =
    booking.addressId === null
      ? []
      : await db
          .select({ id: addresses.id, postalCode: addresses.postalCode, line1: addresses.line1 })
          .from(addresses)
          .where(eq(addresses.id, booking.addressId));
  return {
    slot: found.slot,
    branch: { id: found.slot.branchId, name: found.branchName },
    address: address ?? null,
  };
}

/**
 * The live (UNCONFIRMED or CONFIRMED) bookings of a customer order, even one past its expiry, the UNCONFIRMED
 * one first: an order has one, or two while a placed order is amended onto another slot (doc 2 §3 "When an
 * order has several slots, the unconfirmed one is used, else the first").
 */
async function liveBookingRows(db: Database, orderId: number): Promise<BookingRow[]> {
  return db
    .select()
    .from(slotBookings)
    .where(and(eq(slotBookings.customerOrderId, orderId), inArray(slotBookings.status, LIVE)))
    .orderBy(sql`CASE WHEN ${slotBookings.status} = 'UNCONFIRMED' THEN 0 ELSE 1 END`, slotBookings.id);
}

/** The booking an order uses: the live one that holds its place (the unconfirmed one first), else the first. */
async function liveBookingRow(db: Database, orderId: number, now: Date): Promise<BookingRow | undefined> {
  const rows = await liveBookingRows(db, orderId);
  return rows.find((booking) => holds(booking, now)) ?? rows[0];
}

/**
 * Ends a booking and frees its place, when it is still live (another request may have ended it first): an
 * unconfirmed one past its expiry becomes EXPIRED, any other `status`. The slot row must be locked first.
 */
export async function endBooking(
  tx: Database,
  booking: Pick<BookingRow, 'id' | 'slotId'>,
  status: 'CANCELLED' | 'EXPIRED',
  now: Date,
): Promise<boolean> {
  const ended = await tx
    .update(slotBookings)
    .set({
      status: sql`CASE WHEN ${slotBookings.status} = 'UNCONFIRMED' AND ${slotBookings.expiresAt} <= ${now} THEN 'EXPIRED' ELSE ${status} END`,
      endedAt: now,
    })
    .where(and(eq(slotBookings.id, booking.id), inArray(slotBookings.status, LIVE)))
    .returning({ id: slotBookings.id });
  if (ended.length === 0) return false;
  await tx
    .update(slots)
    .set({ booked: sql`${slots.booked} - 1` })
    .where(eq(slots.id, booking.slotId));
  return true;
}

/** Frees the places of a slot's reservations that have lapsed (the slot row must be locked first). */
async function lapseExpired(tx: Database, slotId: string, now: Date): Promise<void> {
  const lapsed = await tx
    .update(slotBookings)
    .set({ status: 'EXPIRED', endedAt: now })
    .where(
      and(
        eq(slotBookings.slotId, slotId),
        eq(slotBookings.status, 'UNCONFIRMED'),
        lte(slotBookings.expiresAt, now),
      ),
    )
    .returning({ id: slotBookings.id });
  if (lapsed.length > 0) {
    await tx
      .update(slots)
      .set({ booked: sql`${slots.booked} - ${lapsed.length}` })
      .where(eq(slots.id, slotId));
  }
}

/** Locks slot rows by id (in id order, the lock order of every booking change). */
export const lockSlots = (tx: Database, ids: string[]) =>
  tx
    .select()
    .from(slots)
    .where(inArray(slots.id, [...new Set(ids)].sort()))
    .orderBy(slots.id)
    .for('update');

/**
 * Ends an order's live bookings of these statuses (CANCELLED, or EXPIRED for a lapsed reservation) and frees
 * their places, in the caller's transaction, which holds the order's row: its slots are locked first, then the
 * bookings changed. Answers how many places were freed. Used when an amendment is dropped (the UNCONFIRMED
 * one) or placed (the old CONFIRMED one), and when an order is cancelled (both).
 */
export async function endOrderBookings(
  tx: Database,
  orderId: number,
  statuses: readonly ('UNCONFIRMED' | 'CONFIRMED')[],
  now: Date,
  except?: number,
): Promise<number> {
  const live = (await liveBookingRows(tx, orderId)).filter(
    (booking) => statuses.includes(booking.status as 'UNCONFIRMED') && booking.id !== except,
  );
  if (live.length === 0) return 0;
  await lockSlots(
    tx,
    live.map((booking) => booking.slotId),
  );
  let freed = 0;
  for (const booking of live) if (await endBooking(tx, booking, 'CANCELLED', now)) freed += 1;
  return freed;
}

/**
 * Ends every live reservation a customer holds and frees their places, in the caller's transaction: their
 * account is being closed (services/account-operations.ts). Answers how many places were freed.
 */
export async function endCustomerBookings(tx: Database, customerId: number, now: Date): Promise<number> {
  const live = await tx
    .select({ id: slotBookings.id, slotId: slotBookings.slotId })
    .from(slotBookings)
    .where(and(eq(slotBookings.customerId, customerId), inArray(slotBookings.status, LIVE)));
  if (live.length === 0) return 0;
  await lockSlots(
    tx,
    live.map((booking) => booking.slotId),
  );
  let freed = 0;
  for (const booking of live) if (await endBooking(tx, booking, 'CANCELLED', now)) freed += 1;
  return freed;
}

/**
 * GET customerslot: the current order's live booking (the unconfirmed one while a placed order is amended onto
 * another slot, else the confirmed one). An unconfirmed one past its expiry is marked EXPIRED now and its
 * place freed; the answer is then the order's confirmed booking, if it has one, else null.
 */
export async function getCustomerSlot(ctx: SlotContext, owner: TrolleyOwner): Promise<CustomerSlot | null> {
  const now = ctx.clock.now();
  const order = await findCurrentOrder(ctx.db, owner);
  if (!order) return null;
  const rows = await liveBookingRows(ctx.db, order.id);
  const booking = rows.find((row) => holds(row, now));
  const lapsed = rows.filter((row) => !holds(row, now));
  if (lapsed.length > 0) {
    await ctx.db.transaction(async (tx) => {
      await lockSlots(
        tx,
        lapsed.map((row) => row.slotId),
      );
      for (const row of lapsed) await endBooking(tx, row, 'EXPIRED', now);
    });
  }
  return booking ? customerSlotView(ctx.db, booking, order) : null;
}

/**
 * DELETE customerslot: cancels the current order's reservation (its UNCONFIRMED booking) and frees its place
 * (404 NO_SLOT if none). While a placed order is being amended, only the new slot it was being moved to is
 * dropped: the CONFIRMED booking it was placed with stands.
 */
export async function cancelCustomerSlot(ctx: SlotContext, owner: TrolleyOwner): Promise<SlotResult<null>> {
  const now = ctx.clock.now();
  const order = await findCurrentOrder(ctx.db, owner);
  const booking = order
    ? (await liveBookingRows(ctx.db, order.id)).find((row) => row.status === 'UNCONFIRMED')
    : undefined;
  if (!booking) return NO_SLOT;
  const wasLive = holds(booking, now);
  const ended = await ctx.db.transaction(async (tx) => {
    await lockSlots(tx, [booking.slotId]);
    return endBooking(tx, booking, 'CANCELLED', now);
  });
  // A reservation that had already lapsed is no longer there to cancel.
  return ended && wasLive ? { ok: true, value: null } : NO_SLOT;
}

// ---------------------------------------------------------------------------------------------------------
// bookslot

export interface BookSlotInput {
  slotId: string;
  slotType: SlotType;
  branchId: number;
  addressId: number | null;
  slotGridType: SlotGridType;
  /** In pence; undefined when the caller did not say what it was shown. */
  expectedChargePence: number | undefined;
}

/** Reads a bookslot body (every refusal of bad input is 400 INVALID_INPUT, a malformed address id 404). */
export function readBookSlot(body: unknown): SlotResult<BookSlotInput> {
  if (!isRecord(body)) return invalidInput('The body must be a JSON object');
  const place = readPlace(body);
  if (!place.ok) return place;
  if (typeof body.slotId !== 'string' || body.slotId.length > 64)
    return invalidInput('slotId must be a slot id');
  const branchId = parseId(body.branchId);
  if (branchId === null) return invalidInput('branchId must be a branch id');
  const grid = readGridType(body.slotGridType);
  if (!grid.ok) return grid;
  const expected = body.expectedCharge;
  if (
    expected !== undefined &&
    expected !== null &&
    (typeof expected !== 'number' || !Number.isFinite(expected) || expected < 0 || expected > 1000)
  )
    return invalidInput('expectedCharge must be an amount in pounds');
  return {
    ok: true,
    value: {
      slotId: body.slotId,
      slotType: place.value.slotType,
      branchId,
      addressId: place.value.addressId,
      slotGridType: grid.value,
      expectedChargePence: typeof expected === 'number' ? poundsToPence(expected) : undefined,
    },
  };
}

/**
 * POST bookslot: reserves a place of the slot for the customer's current order, in one transaction that
 * replaces the order's previous booking (freeing its place). Every refusal changes nothing.
 */
export async function bookSlot(
  ctx: SlotContext,
  owner: TrolleyOwner & { customerId: number },
  input: BookSlotInput,
): Promise<SlotResult<CustomerSlot>> {
  const now = ctx.clock.now();
  const parts = parseSlotId(input.slotId);
  if (!parts) return invalidInput('slotId must be a slot id');
  if (parts.slotType !== input.slotType || parts.branchId !== input.branchId)
    return invalidInput('slotId is not a slot of this slotType and branchId');
  if (!isWithinSlotRange(parts.date, now)) return DATE_OUT_OF_RANGE;
  const place = await resolvePlace(ctx.db, owner.customerId, input);
  if (!place.ok) return place;
  const { branch, address } = place.value;
  if (!branch) return refuse(409, 'NOT_DELIVERABLE', SLOT_MESSAGES.notDeliverable);
  if (branch.id !== parts.branchId)
    return invalidInput('That slot is not at the branch that delivers to this address');
  if (!isSlotWindow(parts) || now.getTime() >= orderCutOff(parts.date).getTime()) return SLOT_GONE;
  await ensureSlots(ctx.db, parts.branchId, parts.slotType, [parts.date]);

  try {
    const booked = await ctx.db.transaction(async (tx) => {
      // The customer's row first: their Christmas bookings over all their orders are counted under it.
      await tx
        .select({ id: customers.id })
        .from(customers)
        .where(eq(customers.id, owner.customerId))
        .for('update');
      const order = await lockCurrentOrder(ctx, owner, tx);
      if (IN_PREPARATION_STATUSES.includes(order.state as OrderStatus)) fail(RESCHEDULING_PROHIBITED);
      // A placed order being amended keeps its CONFIRMED booking until the amendment is placed: the new one
      // is held UNCONFIRMED beside it (replacing only an earlier unconfirmed one), and only until its cut-off.
      const amending = order.state === 'AMENDING';
      if (amending && (order.amendCutOffAt === null || now.getTime() >= order.amendCutOffAt.getTime()))
        fail(RESCHEDULING_PROHIBITED);
      const previous = (await liveBookingRows(tx, order.id)).find(
        (row) => !amending || row.status === 'UNCONFIRMED',
      );
      const locked = await lockSlots(tx, previous ? [input.slotId, previous.slotId] : [input.slotId]);
      const slot = locked.find((row) => row.id === input.slotId);
      if (!slot) return fail(SLOT_GONE);
      // docs/api/orders.md "Delivery pass": while the shopper's pass is ACTIVE a delivery costs nothing.
      const chargePence =
        slot.slotType === 'DELIVERY' && (await hasActiveDeliveryPass(tx, owner.customerId, now))
          ? 0
          : slot.chargePence;
      if (input.expectedChargePence !== undefined && input.expectedChargePence !== chargePence)
        fail(refuse(409, 'CHARGE_CHANGED', SLOT_MESSAGES.chargeChanged));
      if (slot.campaign === CHRISTMAS.id) await checkChristmasLimit(tx, owner.customerId, order.id, now);
      if (previous) await endBooking(tx, previous, 'CANCELLED', now);
      await lapseExpired(tx, slot.id, now);
      const taken = await tx
        .update(slots)
        .set({ booked: sql`${slots.booked} + 1` })
        .where(and(eq(slots.id, slot.id), sql`${slots.booked} < ${slots.capacity}`))
        .returning({ id: slots.id });
      if (taken.length === 0) fail(SLOT_TAKEN);
      const [booking] = await tx
        .insert(slotBookings)
        .values({
          slotId: slot.id,
          customerId: owner.customerId,
          customerOrderId: order.id,
          branchId: slot.branchId,
          slotType: slot.slotType,
          addressId: address?.id ?? null,
          status: 'UNCONFIRMED',
          slotGridType: input.slotGridType,
          chargePence,
          campaign: slot.campaign,
          reservedAt: now,
          expiresAt: reservationExpiry(now),
        })
        .returning();
      if (!booking) throw new Error('The booking was not written');
      return customerSlotView(tx, booking, order, { slot, branch, address });
    });
    return { ok: true, value: booked };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, refusal: error.refusal };
    throw error;
  }
}

/** doc 2 §5: at most two live Christmas bookings per customer, over all their orders but this one. */
async function checkChristmasLimit(tx: Database, customerId: number, orderId: number, now: Date) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(slotBookings)
    .where(
      and(
        eq(slotBookings.customerId, customerId),
        ne(slotBookings.customerOrderId, orderId),
        eq(slotBookings.campaign, CHRISTMAS.id),
        or(
          eq(slotBookings.status, 'CONFIRMED'),
          and(eq(slotBookings.status, 'UNCONFIRMED'), gt(slotBookings.expiresAt, now)),
        ),
      ),
    );
  if (Number(row?.n ?? 0) >= CHRISTMAS.maxSlotsPerCustomer)
    fail(refuse(409, 'CHRISTMAS_SLOT_LIMIT', SLOT_MESSAGES.christmasLimit));
}

// ---------------------------------------------------------------------------------------------------------
// The trolley's view of the booking

/** What the trolley's totals need of the live booking of an order (doc 2 §5 minimum spend by slot type). */
export interface TrolleySlot {
  fulfilment: 'DELIVERY' | 'COLLECTION';
  chargePence: number;
  slotType: SlotType;
  /** The slot's London calendar date (from its id, `{branchId}-{type}-{yyyy-mm-dd}-{HHMM}`). */
  slotDate: string | null;
}

export async function trolleySlotOf(db: Database, orderId: number, now: Date): Promise<TrolleySlot | null> {
  const booking = await liveBookingRow(db, orderId, now);
  if (!booking || !holds(booking, now)) return null;
  return {
    fulfilment: fulfilmentOf(booking.slotType),
    chargePence: booking.chargePence,
    slotType: booking.slotType,
    slotDate: parseSlotId(booking.slotId)?.date ?? null,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Development only: setting a slot's places for end-to-end tests

export interface SlotCapacityView {
  slotId: string;
  capacity: number;
  booked: number;
}

/**
 * Sets a slot's capacity and drops the other shoppers' demand the shop made up for it, so the places left
 * are `capacity` less the live bookings of real shoppers (which it may not go below).
 */
export async function setSlotCapacity(
  ctx: SlotContext,
  slotId: string,
  capacity: unknown,
): Promise<SlotResult<SlotCapacityView>> {
  const parts = parseSlotId(slotId);
  if (!parts || !isSlotWindow(parts)) return SLOT_GONE;
  if (typeof capacity !== 'number' || !Number.isInteger(capacity) || capacity < 0 || capacity > 1000)
    return invalidInput('capacity must be a whole number from 0 to 1000');
  await ensureSlots(ctx.db, parts.branchId, parts.slotType, [parts.date]);
  const now = ctx.clock.now();
  try {
    const value = await ctx.db.transaction(async (tx) => {
      const [slot] = await lockSlots(tx, [slotId]);
      if (!slot) return fail(SLOT_GONE);
      await lapseExpired(tx, slotId, now);
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(slotBookings)
        .where(and(eq(slotBookings.slotId, slotId), inArray(slotBookings.status, LIVE)));
      const live = Number(row?.n ?? 0);
      if (capacity < live)
        fail(refuse(409, 'CAPACITY_BELOW_BOOKINGS', `${live} places are booked; capacity cannot be less`));
      await tx.update(slots).set({ capacity, booked: live }).where(eq(slots.id, slotId));
      return { slotId, capacity, booked: live };
    });
    return { ok: true, value };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, refusal: error.refusal };
    throw error;
  }
}
