import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, SLOT_MESSAGES } from '../../src/domain/slots.ts';
import { createSettableClock } from '../../src/server/clock.ts';
import type { DatabaseHandle } from '../../src/server/db/client.ts';
import { slotBookings, slots } from '../../src/server/db/schema.ts';
import { setSlotCapacity } from '../../src/server/services/slots-booking.ts';
import { type RaceShoppers, raceShoppers } from './support/race-harness.ts';
import { insertBranches, SLOTS } from './support/slot-fixtures.ts';
import { createTestDatabase } from './support/test-database.ts';

// Slot capacity under concurrency (docs/api/slots.md "Capacity"; DESIGN §4): PGlite runs one query at a time,
// so races can only be shown on a PostgreSQL server. `npm run test:pg` (DATABASE_URL) runs these; without it
// they are not run, as the trolley's concurrency tests.

const SHOPPERS = 100;
const CAPACITY = 7;
const ROUNDS = 20;

describe.runIf(process.env.DATABASE_URL !== undefined)('slot capacity (PostgreSQL)', () => {
  let database: DatabaseHandle;
  const clock = createSettableClock('2025-06-02T09:00:00Z');
  let customerIds: number[] = [];
  /** Each customer's access token, from a signed-in session of theirs. */
  let tokens: RaceShoppers['tokens'];
  let app: RaceShoppers['app'];

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    await insertBranches(database.db);
    ({ app, customerIds, tokens } = await raceShoppers(database, clock, {
      label: 'racer',
      count: SHOPPERS + 1,
    }));
  }, 120_000);

  afterAll(async () => {
    await database?.close();
  });

  const ctx = () => ({ db: database.db, clock });
  /** POST bookslot as the customer, through the app. */
  async function bookOverHttp(customerId: number, slotId: string) {
    const response = await app.request(`${SLOTS}/bookslot`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.get(customerId)}` },
      body: JSON.stringify({
        slotId,
        slotType: 'GROCERY_COLLECTION',
        branchId: 651,
        slotGridType: 'DEFAULT_GRID',
      }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  /** Every slot's `booked` is exactly its live bookings (their demand was cleared by setSlotCapacity). */
  async function expectBookedMatchesBookings(slotIds: string[]) {
    const rows = await database.db
      .select({
        id: slots.id,
        booked: slots.booked,
        live: sql<number>`(SELECT count(*)::int FROM slot_bookings b WHERE b.slot_id = slots.id
          AND b.status IN ('UNCONFIRMED', 'CONFIRMED'))`,
      })
      .from(slots)
      .where(inArray(slots.id, slotIds));
    for (const row of rows)
      expect({ id: row.id, booked: row.booked }).toEqual({ id: row.id, booked: Number(row.live) });
  }

  it(`${SHOPPERS} shoppers after ${CAPACITY} places: exactly ${CAPACITY} booked and the rest told the slot has just been taken, ${ROUNDS} times`, async () => {
    const shoppers = customerIds.slice(0, SHOPPERS);
    const used: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      // A new slot each round; those who won a place last round replace that booking with this one.
      const slotId = `651-GROCERY_COLLECTION-${addDays('2025-06-03', round % 10)}-${round < 10 ? '1000' : '1500'}`;
      used.push(slotId);
      const set = await setSlotCapacity(ctx(), slotId, CAPACITY);
      expect(set.ok).toBe(true);
      const answers = await Promise.all(shoppers.map((id) => bookOverHttp(id, slotId)));
      const booked = answers.filter((answer) => answer.status === 200);
      const refused = answers.filter((answer) => answer.status !== 200);
      expect(booked).toHaveLength(CAPACITY);
      expect(refused).toHaveLength(SHOPPERS - CAPACITY);
      for (const answer of refused)
        expect(answer).toEqual({
          status: 409,
          body: { type: 'SLOT_TAKEN', message: SLOT_MESSAGES.slotTaken },
        });
      const [row] = await database.db.select().from(slots).where(eq(slots.id, slotId));
      expect(row?.booked).toBe(CAPACITY);
      const live = await database.db
        .select({ id: slotBookings.id })
        .from(slotBookings)
        .where(and(eq(slotBookings.slotId, slotId), eq(slotBookings.status, 'UNCONFIRMED')));
      expect(live).toHaveLength(CAPACITY);
      await expectBookedMatchesBookings(used);
    }
  }, 240_000);

  it('a shopper racing themselves across two slots ends with one booking, the other place free', async () => {
    const racer = customerIds[SHOPPERS] as number;
    const a = '651-GROCERY_COLLECTION-2025-06-13-1100';
    const b = '651-GROCERY_COLLECTION-2025-06-13-1200';
    await setSlotCapacity(ctx(), a, 5);
    await setSlotCapacity(ctx(), b, 5);
    for (let i = 0; i < 20; i++) {
      const answers = await Promise.all([bookOverHttp(racer, a), bookOverHttp(racer, b)]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      const live = await database.db
        .select()
        .from(slotBookings)
        .where(
          and(eq(slotBookings.customerId, racer), inArray(slotBookings.status, ['UNCONFIRMED', 'CONFIRMED'])),
        );
      expect(live).toHaveLength(1);
      const [rowA] = await database.db.select().from(slots).where(eq(slots.id, a));
      const [rowB] = await database.db.select().from(slots).where(eq(slots.id, b));
      const held = live[0]?.slotId;
      expect(rowA?.booked).toBe(held === a ? 1 : 0);
      expect(rowB?.booked).toBe(held === b ? 1 : 0);
    }
  }, 60_000);
});
