import { and, eq, inArray } from 'drizzle-orm';
import { londonDateTime } from '../../domain/dates.ts';
import {
  campaignOfDate,
  londonInstant,
  SLOT_LENGTH_MINUTES,
  type SlotType,
  slotIdOf,
  windowStartHours,
} from '../../domain/slots.ts';
import type { Database } from '../db/client.ts';
import { slots } from '../db/schema.ts';

/**
 * The shop's slots (docs/api/slots.md "Rules and constants"): the windows of a branch for one kind of
 * fulfilment are made as rows the first time a date is asked for, each with its capacity, charge, green and
 * saver flags and campaign worked out from the slot id alone, so every machine has the same shop whatever its
 * clock says. Some windows are already partly or fully taken by other shoppers (demand the shop does not
 * show), also from the id, so the grid looks like a real one.
 */

export type SlotRow = typeof slots.$inferSelect;

/** FNV-1a, 32 bits: a stable number from a text, the same on every machine. */
function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A number from 0 to `range - 1` drawn from the id for one purpose (`salt`). */
const draw = (id: string, salt: string, range: number) => hash32(`${salt}:${id}`) % range;

/** Delivery charge in pence by day of week and hour: busy evenings and Saturdays cost more (£0 to £7). */
function deliveryChargePence(id: string, weekday: number, hour: number): number {
  const byHour = hour < 10 ? 400 : hour < 16 ? 200 : hour < 20 ? 500 : 300;
  const byDay = weekday === 6 ? 100 : weekday === 0 ? -100 : 0;
  const jitter = draw(id, 'charge', 3) * 50;
  return Math.max(0, Math.min(700, byHour + byDay + jitter));
}

export type SlotValues = Omit<SlotRow, 'booked'> & { booked: number };

/** Everything about one window that does not change with bookings: worked out from its id. */
export function slotValues(branchId: number, slotType: SlotType, date: string, hour: number): SlotValues {
  const id = slotIdOf({ branchId, slotType, date, hour, minute: 0 });
  const { year, month, day } = londonDateTime(date);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  const campaign = campaignOfDate(date);
  const delivery = slotType === 'DELIVERY';
  const capacity = delivery ? 4 + draw(id, 'capacity', 9) : 6 + draw(id, 'capacity', 7);
  // About one window in eight is already full and one in three partly taken.
  const demand = draw(id, 'demand', 100);
  const booked = demand < 12 ? capacity : demand < 45 ? 1 + draw(id, 'taken', capacity - 1) : 0;
  const offPeak = hour >= 10 && hour < 16;
  const saver = delivery && campaign === null && offPeak && draw(id, 'saver', 3) === 0;
  const fullCharge = delivery ? (campaign === 'CHRISTMAS' ? 700 : deliveryChargePence(id, weekday, hour)) : 0;
  return {
    id,
    branchId,
    slotType,
    slotDate: date,
    startTime: londonInstant(date, hour),
    endTime: new Date(londonInstant(date, hour).getTime() + SLOT_LENGTH_MINUTES * 60_000),
    capacity,
    booked,
    // Saver slots are the cheapest of the day: £1 or free.
    chargePence: saver ? draw(id, 'saverCharge', 2) * 100 : fullCharge,
    // A van is already nearby in about one delivery window in five.
    greenSlot: delivery && draw(id, 'green', 5) === 0,
    saver,
    campaign,
  };
}

/** Which branch, kind and dates have had their rows made in this process (they are never removed). */
const made = new WeakMap<Database, Set<string>>();

/**
 * Makes the rows of the windows of `dates` for a branch and kind of slot, once: `INSERT ... ON CONFLICT DO
 * NOTHING`, so processes and requests making the same rows at once all end with the same ones.
 */
export async function ensureSlots(
  db: Database,
  branchId: number,
  slotType: SlotType,
  dates: readonly string[],
): Promise<void> {
  const known = made.get(db) ?? new Set<string>();
  made.set(db, known);
  const missing = dates.filter((date) => !known.has(`${branchId}/${slotType}/${date}`));
  if (missing.length === 0) return;
  const rows = missing.flatMap((date) =>
    windowStartHours(slotType).map((hour) => slotValues(branchId, slotType, date, hour)),
  );
  await db.insert(slots).values(rows).onConflictDoNothing();
  for (const date of missing) known.add(`${branchId}/${slotType}/${date}`);
}

/** The slot rows of a branch and kind of slot on these dates, earliest first. */
export function slotRowsOn(db: Database, branchId: number, slotType: SlotType, dates: readonly string[]) {
  return db
    .select()
    .from(slots)
    .where(
      and(eq(slots.branchId, branchId), eq(slots.slotType, slotType), inArray(slots.slotDate, [...dates])),
    )
    .orderBy(slots.startTime);
}
