import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '../../src/contract/slots.ts';
import { SLOT_MESSAGES } from '../../src/domain/slots.ts';
import { createApp } from '../../src/server/app.ts';
import { customerOrders, slotBookings } from '../../src/server/db/schema.ts';
import { createMemoryLogger } from '../../src/server/logger.ts';
import { NOT_SERVED_POSTCODES } from '../../src/server/seed/data/branches.ts';
import { type Harness, Q, TOKEN } from './support/auth-harness.ts';
import {
  addAddressFor,
  bookingRows,
  createSlotHarness,
  newShopper,
  type Shopper,
  SLOTS,
  slotCall,
  slotRow,
} from './support/slot-fixtures.ts';
import {
  ADD_ITEM,
  anonymousShopper,
  GET_TROLLEY,
  P,
  pence,
  trolleyCall,
} from './support/trolley-fixtures.ts';

// docs/api/slots.md through app.request on PGlite. The clock reads Monday 2 June 2025, 10:00 in London:
// today's slots are past their cut-off (22:00 the day before), tomorrow's are open until 22:00 tonight.

let h: Harness;

beforeAll(async () => {
  h = await createSlotHarness();
});
afterAll(async () => {
  await h?.close();
});

const START = '2025-06-02T09:00:00Z';
const collectionSlot = (date: string, hhmm: string, branch = 651) =>
  `${branch}-GROCERY_COLLECTION-${date}-${hhmm}`;
const deliverySlot = (date: string, hhmm: string, branch = 651) => `${branch}-DELIVERY-${date}-${hhmm}`;

interface SlotAnswer {
  slotId: string;
  status: string;
  charge: { amount: number; currencyCode: string };
  saver: boolean;
  greenSlot: boolean;
  campaign: string | null;
  startDateTime: string;
  endDateTime: string;
}
interface SlotListAnswer {
  slotType: string;
  branchId: number | null;
  addressId: string | null;
  greenVariant: string;
  bookingSlotId: string | null;
  slotsDisabled: boolean;
  alerts: { alertType: string; message: string }[];
  slotDays: { date: string; slots: SlotAnswer[] }[];
}
type CustomerSlotAnswer = Record<string, unknown> & {
  slotReservationId: string;
  slotId: string;
  deliveryCharge: { amount: number; currencyCode: string };
  bookingStatus: string;
};

/** Sets a slot's places through the development route: `capacity` places, none taken by made-up demand. */
async function setCapacity(slotId: string, capacity: number) {
  const answer = await slotCall(h, null, `testing/slots/${slotId}/capacity`, {
    method: 'PUT',
    json: { capacity },
  });
  expect(answer.status).toBe(200);
  return answer.body as { slotId: string; capacity: number; booked: number };
}

const book = (shopper: Shopper, json: Record<string, unknown>) =>
  slotCall<{ customerSlot: CustomerSlotAnswer } & { type?: string; message?: string }>(
    h,
    shopper,
    'bookslot',
    { json },
  );

const bookCollection = (shopper: Shopper, slotId: string, extra: Record<string, unknown> = {}) =>
  book(shopper, {
    slotId,
    slotType: 'GROCERY_COLLECTION',
    branchId: Number(slotId.split('-')[0]),
    slotGridType: 'DEFAULT_GRID',
    ...extra,
  });

const customerSlot = async (shopper: Shopper) =>
  (await slotCall<{ customerSlot: CustomerSlotAnswer | null }>(h, shopper, 'customerslot')).body.customerSlot;

describe('who may call', () => {
  it('grids need a session, anonymous is fine; booking and the customer slot need a customer', async () => {
    const place = { slotType: 'GROCERY_COLLECTION', branchId: 651 };
    expect((await slotCall(h, null, 'slotdates', { json: place })).status).toBe(401);
    expect((await slotCall(h, null, 'campaigns', { json: {} })).status).toBe(401);
    const anonymous = await anonymousShopper(h);
    expect((await slotCall(h, anonymous, 'slotdates', { json: place })).status).toBe(200);
    expect((await slotCall(h, anonymous, 'coverage?postcode=RG12%201EN')).status).toBe(200);
    const booking = await slotCall(h, anonymous, 'bookslot', {
      json: { ...place, slotId: collectionSlot('2025-06-03', '1000'), slotGridType: 'DEFAULT_GRID' },
    });
    expect(booking.status).toBe(401);
    expect((await slotCall(h, anonymous, 'customerslot')).status).toBe(401);
    expect((await slotCall(h, anonymous, 'customerslot', { method: 'DELETE' })).status).toBe(401);
    const answered = await slotCall(h, anonymous, 'slotdays', {
      json: { ...place, fromDate: '2025-06-03', slotGridType: 'DEFAULT_GRID' },
    });
    expect(answered.status).toBe(200);
  });
});

describe('slotdates and slotdays', () => {
  it('slotdates: today and the next 21 days; today is past its cut-off', async () => {
    const shopper = await newShopper(h);
    const { status, body } = await slotCall<{
      firstDate: string;
      lastDate: string;
      dates: { date: string; available: boolean; campaign: string | null }[];
      slotsDisabled: boolean;
    }>(h, shopper, 'slotdates', { json: { slotType: 'GROCERY_COLLECTION', branchId: 651 } });
    expect(status).toBe(200);
    expect(body.firstDate).toBe('2025-06-02');
    expect(body.lastDate).toBe('2025-06-23');
    expect(body.slotsDisabled).toBe(false);
    expect(body.dates).toHaveLength(22);
    expect(body.dates[0]).toEqual({ date: '2025-06-02', available: false, campaign: null });
    expect(body.dates.filter((d) => d.available).length).toBeGreaterThan(15);
  });

  it('slotdays: one-hour collection windows 08:00 to 20:00 London, the same shop every time', async () => {
    const shopper = await newShopper(h);
    const json = {
      slotType: 'GROCERY_COLLECTION',
      branchId: 651,
      fromDate: '2025-06-02',
      days: 7,
      slotGridType: 'DEFAULT_GRID',
    };
    const first = await slotCall<SlotListAnswer>(h, shopper, 'slotdays', { json });
    expect(first.status).toBe(200);
    const list = first.body;
    expect(list).toMatchObject({
      slotType: 'GROCERY_COLLECTION',
      branchId: 651,
      addressId: null,
      greenVariant: 'UNKNOWN',
      bookingSlotId: null,
      slotsDisabled: false,
      alerts: [],
    });
    expect(list.slotDays.map((d) => d.date)).toEqual([
      '2025-06-02',
      '2025-06-03',
      '2025-06-04',
      '2025-06-05',
      '2025-06-06',
      '2025-06-07',
      '2025-06-08',
    ]);
    const tomorrow = list.slotDays[1]?.slots ?? [];
    expect(tomorrow).toHaveLength(12);
    // British Summer Time: 08:00 in London is 07:00 UTC.
    expect(tomorrow[0]).toMatchObject({
      slotId: collectionSlot('2025-06-03', '0800'),
      startDateTime: '2025-06-03T07:00:00.000Z',
      endDateTime: '2025-06-03T08:00:00.000Z',
      charge: { amount: 0, currencyCode: 'GBP' },
      saver: false,
      greenSlot: false,
      campaign: null,
      isPriority: false,
    });
    expect(list.slotDays[0]?.slots.every((s) => s.status === 'UNAVAILABLE')).toBe(true);
    const later = list.slotDays.slice(1).flatMap((d) => d.slots.map((s) => s.status));
    // Other shoppers have already taken some windows.
    expect(later).toContain('FULLY_BOOKED');
    expect(later).toContain('AVAILABLE');
    const again = await slotCall<SlotListAnswer>(h, shopper, 'slotdays', { json });
    expect(again.body).toEqual(list);
  });

  it('delivery: the branch that delivers to the address, one-hour windows 07:00 to 22:00 with charges', async () => {
    const shopper = await newShopper(h);
    const addressId = await addAddressFor(h.database.db, shopper.customerId, 'RG12 1EN');
    const { status, body } = await slotCall<SlotListAnswer>(h, shopper, 'slotdays', {
      json: {
        slotType: 'DELIVERY',
        addressId,
        fromDate: '2025-06-03',
        days: 7,
        slotGridType: 'DEFAULT_GRID',
      },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      branchId: 651,
      addressId,
      greenVariant: 'GREEN_SLOT',
      slotsDisabled: false,
    });
    const all = body.slotDays.flatMap((d) => d.slots);
    expect(body.slotDays[0]?.slots).toHaveLength(15);
    expect(body.slotDays[0]?.slots[0]?.slotId).toBe(deliverySlot('2025-06-03', '0700'));
    for (const slot of all) {
      expect(slot.charge.amount).toBeGreaterThanOrEqual(0);
      expect(slot.charge.amount).toBeLessThanOrEqual(7);
    }
    expect(all.some((s) => s.greenSlot)).toBe(true);
    expect(all.some((s) => s.saver)).toBe(true);
    expect(new Set(all.map((s) => s.charge.amount)).size).toBeGreaterThan(2);

    const saver = await slotCall<SlotListAnswer>(h, shopper, 'slotdays', {
      json: { slotType: 'DELIVERY', addressId, fromDate: '2025-06-03', days: 7, slotGridType: 'SAVER_GRID' },
    });
    const saverSlots = saver.body.slotDays.flatMap((d) => d.slots);
    expect(saverSlots.length).toBeGreaterThan(0);
    expect(saverSlots.every((s) => s.saver)).toBe(true);
    expect(saver.body.alerts).toEqual([]);
  });

  it("an address no branch serves: slots disabled and 'Unfortunately, we don't deliver to this address'", async () => {
    const shopper = await newShopper(h);
    const addressId = await addAddressFor(
      h.database.db,
      shopper.customerId,
      NOT_SERVED_POSTCODES[0] as string,
    );
    const { status, body } = await slotCall<SlotListAnswer>(h, shopper, 'slotdays', {
      json: { slotType: 'DELIVERY', addressId, fromDate: '2025-06-03', slotGridType: 'DEFAULT_GRID' },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      slotsDisabled: true,
      branchId: null,
      slotDays: [],
      alerts: [{ alertType: 'error', message: "Unfortunately, we don't deliver to this address" }],
    });
    const dates = await slotCall(h, shopper, 'slotdates', { json: { slotType: 'DELIVERY', addressId } });
    expect(dates.body).toMatchObject({ slotsDisabled: true, dates: [] });
    const booking = await book(shopper, {
      slotId: deliverySlot('2025-06-04', '1200'),
      slotType: 'DELIVERY',
      branchId: 651,
      addressId,
      slotGridType: 'DEFAULT_GRID',
    });
    expect(booking.status).toBe(409);
    expect(booking.body).toEqual({ type: 'NOT_DELIVERABLE', message: SLOT_MESSAGES.notDeliverable });
  });

  it("the saver grid of a collection service has none: 'Saver slots unavailable'", async () => {
    const shopper = await newShopper(h);
    const { body } = await slotCall<SlotListAnswer>(h, shopper, 'slotdays', {
      json: {
        slotType: 'GROCERY_COLLECTION',
        branchId: 651,
        fromDate: '2025-06-03',
        slotGridType: 'SAVER_GRID',
      },
    });
    expect(body.alerts).toEqual([{ alertType: 'informative', message: 'Saver slots unavailable' }]);
    expect(body.slotDays.every((d) => d.slots.length === 0)).toBe(true);
  });

  it.each([
    ['2025-06-01', 'yesterday'],
    ['2025-06-24', '22 days ahead'],
  ])('a date out of range (%s, %s) is 400 DATE_OUT_OF_RANGE', async (fromDate) => {
    const shopper = await newShopper(h);
    const { status, body } = await slotCall(h, shopper, 'slotdays', {
      json: { slotType: 'GROCERY_COLLECTION', branchId: 651, fromDate, slotGridType: 'DEFAULT_GRID' },
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      type: 'DATE_OUT_OF_RANGE',
      message: 'The date must be after today and before 21 days in the future',
    });
  });

  it.each([
    ['an unknown branch', { slotType: 'GROCERY_COLLECTION', branchId: 999 }],
    ['a branch without groceries collection', { slotType: 'GROCERY_COLLECTION', branchId: 432 }],
    ['a branch without entertaining collection', { slotType: 'ENTERTAINING_COLLECTION', branchId: 114 }],
  ])('%s is 404 BRANCH_NOT_FOUND', async (_, place) => {
    const shopper = await newShopper(h);
    const { status, body } = await slotCall(h, shopper, 'slotdays', {
      json: { ...place, fromDate: '2025-06-03', slotGridType: 'DEFAULT_GRID' },
    });
    expect(status).toBe(404);
    expect(body).toMatchObject({ type: 'BRANCH_NOT_FOUND' });
  });

  it("another customer's address, an unknown one and a malformed one are 404 ADDRESS_NOT_FOUND", async () => {
    const owner = await newShopper(h);
    const other = await newShopper(h);
    const addressId = await addAddressFor(h.database.db, owner.customerId, 'RG12 1EN');
    for (const id of [addressId, '99999999', 'abc', -1]) {
      for (const path of ['slotdays', 'slotdates']) {
        const { status, body } = await slotCall(h, other, path, {
          json: { slotType: 'DELIVERY', addressId: id, fromDate: '2025-06-03', slotGridType: 'DEFAULT_GRID' },
        });
        expect(status).toBe(404);
        expect(body).toEqual({
          type: 'ADDRESS_NOT_FOUND',
          message: 'Sorry, we could not find that address.',
        });
      }
    }
    const booking = await book(other, {
      slotId: deliverySlot('2025-06-04', '1200'),
      slotType: 'DELIVERY',
      branchId: 651,
      addressId,
      slotGridType: 'DEFAULT_GRID',
    });
    expect(booking.status).toBe(404);
    expect(booking.body).toMatchObject({ type: 'ADDRESS_NOT_FOUND' });
  });

  it.each<[string, string | unknown]>([
    ['not JSON', '{nope'],
    ['an array', []],
    ['no slotType', { branchId: 651, fromDate: '2025-06-03' }],
    ['an unknown slotType', { slotType: 'TELEPORT', branchId: 651, fromDate: '2025-06-03' }],
    ['collection without a branch', { slotType: 'GROCERY_COLLECTION', fromDate: '2025-06-03' }],
    ['delivery without an address', { slotType: 'DELIVERY', branchId: 651, fromDate: '2025-06-03' }],
    ['a text branch id', { slotType: 'GROCERY_COLLECTION', branchId: 'x', fromDate: '2025-06-03' }],
    ['a huge branch id', { slotType: 'GROCERY_COLLECTION', branchId: 1e12, fromDate: '2025-06-03' }],
    ['no fromDate', { slotType: 'GROCERY_COLLECTION', branchId: 651 }],
    ['a date that is not one', { slotType: 'GROCERY_COLLECTION', branchId: 651, fromDate: '2025-02-30' }],
    ['0 days', { slotType: 'GROCERY_COLLECTION', branchId: 651, fromDate: '2025-06-03', days: 0 }],
    ['8 days', { slotType: 'GROCERY_COLLECTION', branchId: 651, fromDate: '2025-06-03', days: 8 }],
    ['days as text', { slotType: 'GROCERY_COLLECTION', branchId: 651, fromDate: '2025-06-03', days: '7' }],
    [
      'an unknown grid',
      { slotType: 'GROCERY_COLLECTION', branchId: 651, fromDate: '2025-06-03', slotGridType: 'BIG' },
    ],
  ])('slotdays with %s is 400 INVALID_INPUT', async (_, input) => {
    const shopper = await newShopper(h);
    const options = typeof input === 'string' ? { body: input } : { json: input };
    const { status, body } = await slotCall(h, shopper, 'slotdays', options);
    expect(status).toBe(400);
    expect(body).toMatchObject({ type: 'INVALID_INPUT' });
  });
});

describe('campaigns and coverage', () => {
  it('campaigns: Christmas, 20 to 24 December, two slots per customer', async () => {
    const shopper = await newShopper(h);
    const { status, body } = await slotCall(h, shopper, 'campaigns', { json: {} });
    expect(status).toBe(200);
    expect(body).toEqual({
      campaigns: [
        {
          id: 'CHRISTMAS',
          name: 'Christmas',
          startDate: '2025-12-20',
          endDate: '2025-12-24',
          maxSlotsPerCustomer: 2,
        },
      ],
    });
  });

  it.each([
    ['RG12 1EN', { postcode: 'RG12 1EN', deliverable: true, branchId: 651 }],
    ['rg121en', { postcode: 'RG12 1EN', deliverable: true, branchId: 651 }],
    ['IV27 4NY', { postcode: 'IV27 4NY', deliverable: false, branchId: null }],
  ])('coverage of %s', async (postcode, expected) => {
    const shopper = await newShopper(h);
    const { status, body } = await slotCall(h, shopper, `coverage?postcode=${encodeURIComponent(postcode)}`);
    expect(status).toBe(200);
    expect(body).toEqual(expected);
  });

  it.each(['', 'nonsense', '12345'])('coverage of %j is 400 INVALID_POSTCODE', async (postcode) => {
    const shopper = await newShopper(h);
    const { status, body } = await slotCall(h, shopper, `coverage?postcode=${postcode}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ type: 'INVALID_POSTCODE' });
  });
});

describe('bookslot and the customer slot', () => {
  it('books a collection slot: the customer slot with every field, BOOKED on the grid, one place taken', async () => {
    const shopper = await newShopper(h);
    const slotId = collectionSlot('2025-06-03', '1000');
    await setCapacity(slotId, 5);
    const { status, body } = await bookCollection(shopper, slotId);
    expect(status).toBe(200);
    expect(body.customerSlot).toEqual({
      slotReservationId: expect.stringMatching(/^\d+$/),
      slotId,
      slotType: 'GROCERY_COLLECTION',
      branchId: 651,
      branchName: 'Bracknell',
      addressId: null,
      addressPostcode: null,
      addressName: null,
      slotDate: '2025-06-03',
      slotStartTime: '2025-06-03T09:00:00.000Z',
      slotEndTime: '2025-06-03T10:00:00.000Z',
      // Two hours after booking.
      slotExpiryTime: '2025-06-02T11:00:00.000Z',
      // 22:00 London the day before.
      orderCutOff: '2025-06-02T21:00:00.000Z',
      amendOrderCutOff: '2025-06-02T21:00:00.000Z',
      slotGridType: 'DEFAULT_GRID',
      greenSlot: false,
      substitutionPref: true,
      deliveryCharge: { amount: 0, currencyCode: 'GBP' },
      bookingStatus: 'UNCONFIRMED',
      campaign: null,
    });
    expect(await customerSlot(shopper)).toEqual(body.customerSlot);
    expect((await slotRow(h.database.db, slotId))?.booked).toBe(1);
    const grid = await slotCall<SlotListAnswer>(h, shopper, 'slotdays', {
      json: { slotType: 'GROCERY_COLLECTION', branchId: 651, fromDate: '2025-06-03', days: 1 },
    });
    expect(grid.body.bookingSlotId).toBe(slotId);
    expect(grid.body.slotDays[0]?.slots.find((s) => s.slotId === slotId)?.status).toBe('BOOKED');
  });

  it('books a delivery slot to the own address, at the charge shown', async () => {
    const shopper = await newShopper(h);
    const addressId = await addAddressFor(h.database.db, shopper.customerId, 'RG42 1AA', '7 Long Lane');
    const slotId = deliverySlot('2025-06-05', '1800');
    await setCapacity(slotId, 3);
    const charge = (await slotRow(h.database.db, slotId))?.chargePence as number;
    const base = { slotId, slotType: 'DELIVERY', branchId: 651, addressId, slotGridType: 'DEFAULT_GRID' };
    const changed = await book(shopper, { ...base, expectedCharge: charge / 100 + 0.5 });
    expect(changed.status).toBe(409);
    expect(changed.body).toEqual({ type: 'CHARGE_CHANGED', message: 'Delivery charge update' });
    expect(await customerSlot(shopper)).toBeNull();
    const { status, body } = await book(shopper, { ...base, expectedCharge: charge / 100 });
    expect(status).toBe(200);
    expect(body.customerSlot).toMatchObject({
      slotType: 'DELIVERY',
      addressId,
      addressPostcode: 'RG42 1AA',
      addressName: '7 Long Lane',
      deliveryCharge: { amount: charge / 100, currencyCode: 'GBP' },
    });
  });

  it('booking another slot replaces the reservation and frees its place, in one go', async () => {
    const shopper = await newShopper(h);
    const first = collectionSlot('2025-06-04', '0900');
    const second = collectionSlot('2025-06-04', '1100');
    await setCapacity(first, 2);
    await setCapacity(second, 2);
    expect((await bookCollection(shopper, first)).status).toBe(200);
    expect((await bookCollection(shopper, second)).status).toBe(200);
    expect((await slotRow(h.database.db, first))?.booked).toBe(0);
    expect((await slotRow(h.database.db, second))?.booked).toBe(1);
    const rows = await bookingRows(h.database.db, shopper.customerId);
    expect(rows.map((row) => [row.slotId, row.status])).toEqual([
      [first, 'CANCELLED'],
      [second, 'UNCONFIRMED'],
    ]);
  });

  it("the last place goes to one shopper: 'Sorry, that slot's just been taken', nothing changed", async () => {
    const first = await newShopper(h);
    const second = await newShopper(h);
    const slotId = collectionSlot('2025-06-05', '1500');
    await setCapacity(slotId, 1);
    expect((await bookCollection(first, slotId)).status).toBe(200);
    const taken = await bookCollection(second, slotId);
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ type: 'SLOT_TAKEN', message: "Sorry, that slot's just been taken" });
    expect(await customerSlot(second)).toBeNull();
    expect((await slotRow(h.database.db, slotId))?.booked).toBe(1);
    const grid = await slotCall<SlotListAnswer>(h, second, 'slotdays', {
      json: { slotType: 'GROCERY_COLLECTION', branchId: 651, fromDate: '2025-06-05', days: 1 },
    });
    expect(grid.body.slotDays[0]?.slots.find((s) => s.slotId === slotId)?.status).toBe('FULLY_BOOKED');
  });

  it('a refused replacement keeps the reservation the shopper had', async () => {
    const holder = await newShopper(h);
    const shopper = await newShopper(h);
    const full = collectionSlot('2025-06-05', '1600');
    const mine = collectionSlot('2025-06-05', '1700');
    await setCapacity(full, 1);
    await setCapacity(mine, 1);
    await bookCollection(holder, full);
    const booked = await bookCollection(shopper, mine);
    expect((await bookCollection(shopper, full)).status).toBe(409);
    expect(await customerSlot(shopper)).toEqual(booked.body.customerSlot);
    expect((await slotRow(h.database.db, mine))?.booked).toBe(1);
  });

  it.each<[string, Record<string, unknown>, number, string]>([
    ['a slot past its cut-off (today)', { slotId: collectionSlot('2025-06-02', '1800') }, 410, 'SLOT_GONE'],
    ['a window the shop does not have', { slotId: collectionSlot('2025-06-03', '0300') }, 410, 'SLOT_GONE'],
    ['a half-hour window', { slotId: collectionSlot('2025-06-03', '1030') }, 410, 'SLOT_GONE'],
    ['a date 22 days ahead', { slotId: collectionSlot('2025-06-24', '1000') }, 400, 'DATE_OUT_OF_RANGE'],
    ['a malformed slot id', { slotId: 'slot-1' }, 400, 'INVALID_INPUT'],
    ['a slot id of another type', { slotId: deliverySlot('2025-06-03', '1000') }, 400, 'INVALID_INPUT'],
    [
      'a slot id of another branch',
      { slotId: collectionSlot('2025-06-03', '1000', 202), branchId: 651 },
      400,
      'INVALID_INPUT',
    ],
    ['an unknown grid', { slotGridType: 'BIG' }, 400, 'INVALID_INPUT'],
    ['a charge as text', { expectedCharge: '4.50' }, 400, 'INVALID_INPUT'],
    ['a negative charge', { expectedCharge: -1 }, 400, 'INVALID_INPUT'],
    ['no branch', { branchId: null }, 400, 'INVALID_INPUT'],
  ])('bookslot with %s: %i %s', async (_, override, status, type) => {
    const shopper = await newShopper(h);
    const answer = await bookCollection(shopper, collectionSlot('2025-06-03', '1000'), override);
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ type });
    if (type === 'SLOT_GONE') expect(answer.body.message).toBe('That slot is no longer available');
    if (type === 'DATE_OUT_OF_RANGE') expect(answer.body.message).toBe(SLOT_MESSAGES.dateOutOfRange);
    expect(await bookingRows(h.database.db, shopper.customerId)).toEqual([]);
  });

  it.each(['{nope', '[]', 'null', '"x"'])('bookslot with the body %s is 400, never 500', async (body) => {
    const shopper = await newShopper(h);
    const answer = await slotCall(h, shopper, 'bookslot', { body });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ type: 'INVALID_INPUT' });
  });

  it('DELETE customerslot cancels the reservation and frees the place; then there is none (404 NO_SLOT)', async () => {
    const shopper = await newShopper(h);
    const slotId = collectionSlot('2025-06-06', '1000');
    await setCapacity(slotId, 4);
    await bookCollection(shopper, slotId);
    expect((await slotRow(h.database.db, slotId))?.booked).toBe(1);
    const cancelled = await slotCall(h, shopper, 'customerslot', { method: 'DELETE' });
    expect(cancelled.status).toBe(204);
    expect((await slotRow(h.database.db, slotId))?.booked).toBe(0);
    expect(await customerSlot(shopper)).toBeNull();
    expect((await bookingRows(h.database.db, shopper.customerId))[0]?.status).toBe('CANCELLED');
    const again = await slotCall(h, shopper, 'customerslot', { method: 'DELETE' });
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ type: 'NO_SLOT' });
  });

  it("a shopper never sees nor cancels another's booking", async () => {
    const owner = await newShopper(h);
    const other = await newShopper(h);
    const slotId = collectionSlot('2025-06-06', '1100');
    await setCapacity(slotId, 4);
    const booked = await bookCollection(owner, slotId);
    expect(await customerSlot(other)).toBeNull();
    const cancel = await slotCall(h, other, 'customerslot', { method: 'DELETE' });
    expect(cancel.status).toBe(404);
    expect(await customerSlot(owner)).toEqual(booked.body.customerSlot);
    const grid = await slotCall<SlotListAnswer>(h, other, 'slotdays', {
      json: { slotType: 'GROCERY_COLLECTION', branchId: 651, fromDate: '2025-06-06', days: 1 },
    });
    expect(grid.body.bookingSlotId).toBeNull();
    expect(grid.body.slotDays[0]?.slots.find((s) => s.slotId === slotId)?.status).toBe('AVAILABLE');
  });

  it('the booking survives sign-out and sign-in', async () => {
    const shopper = await newShopper(h);
    const slotId = collectionSlot('2025-06-06', '1200');
    await setCapacity(slotId, 4);
    const booked = await bookCollection(shopper, slotId);
    await shopper.browser.request(`${TOKEN}/logout${Q}`, { method: 'POST' });
    expect((await slotCall(h, shopper, 'customerslot')).status).toBe(401);
    expect((await shopper.browser.signIn(shopper.email, 'Carrots42')).status).toBe(200);
    expect(await customerSlot(shopper)).toEqual(booked.body.customerSlot);
  });
});

describe('reservations expire', () => {
  it('an unconfirmed reservation lapses after 120 minutes: EXPIRED, its place free', async () => {
    h.clock.set(START);
    try {
      const shopper = await newShopper(h);
      const slotId = collectionSlot('2025-06-07', '1000');
      await setCapacity(slotId, 3);
      await bookCollection(shopper, slotId);
      h.clock.advance(119 * 60_000);
      // The access token has expired by now: the storefront refreshes it, as here.
      await shopper.browser.exchange();
      expect((await customerSlot(shopper))?.slotId).toBe(slotId);
      h.clock.advance(60_000);
      expect(await customerSlot(shopper)).toBeNull();
      expect((await bookingRows(h.database.db, shopper.customerId))[0]?.status).toBe('EXPIRED');
      expect((await slotRow(h.database.db, slotId))?.booked).toBe(0);
      const cancel = await slotCall(h, shopper, 'customerslot', { method: 'DELETE' });
      expect(cancel.status).toBe(404);
    } finally {
      h.clock.set(START);
    }
  });

  it('a lapsed reservation no longer holds the last place when someone else books', async () => {
    h.clock.set(START);
    try {
      const first = await newShopper(h);
      const second = await newShopper(h);
      const slotId = collectionSlot('2025-06-07', '1100');
      await setCapacity(slotId, 1);
      await bookCollection(first, slotId);
      expect((await bookCollection(second, slotId)).status).toBe(409);
      h.clock.advance(121 * 60_000);
      await first.browser.exchange();
      await second.browser.exchange();
      const grid = await slotCall<SlotListAnswer>(h, second, 'slotdays', {
        json: { slotType: 'GROCERY_COLLECTION', branchId: 651, fromDate: '2025-06-07', days: 1 },
      });
      expect(grid.body.slotDays[0]?.slots.find((s) => s.slotId === slotId)?.status).toBe('AVAILABLE');
      expect((await bookCollection(second, slotId)).status).toBe(200);
      expect((await slotRow(h.database.db, slotId))?.booked).toBe(1);
      expect((await bookingRows(h.database.db, first.customerId))[0]?.status).toBe('EXPIRED');
      expect(await customerSlot(first)).toBeNull();
    } finally {
      h.clock.set(START);
    }
  });
});

describe('Christmas slots (doc 2 §5: at most two per customer)', () => {
  /** A placed order of the customer's holding a confirmed Christmas booking. */
  async function placedChristmasOrder(shopper: Shopper, slotId: string) {
    const db = h.database.db;
    const now = h.clock.now();
    const [order] = await db
      .insert(customerOrders)
      .values({
        customerId: shopper.customerId,
        sessionId: 'placed',
        state: 'PLACED',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await db.insert(slotBookings).values({
      slotId,
      customerId: shopper.customerId,
      customerOrderId: order?.id as number,
      branchId: 651,
      slotType: 'GROCERY_COLLECTION',
      status: 'CONFIRMED',
      chargePence: 0,
      campaign: 'CHRISTMAS',
      reservedAt: now,
      expiresAt: now,
    });
  }

  it("a third is refused: 'Sorry, you've already booked two Christmas slots'; changing one is not", async () => {
    h.clock.set('2025-12-10T10:00:00Z');
    try {
      const shopper = await newShopper(h);
      const slotsOf = ['1000', '1100', '1200', '1300'].map((hhmm) => collectionSlot('2025-12-22', hhmm));
      for (const slotId of slotsOf) await setCapacity(slotId, 10);
      await placedChristmasOrder(shopper, slotsOf[0] as string);
      const second = await bookCollection(shopper, slotsOf[1] as string);
      expect(second.status).toBe(200);
      expect(second.body.customerSlot.campaign).toBe('CHRISTMAS');
      // Changing this order's Christmas slot for another is not a third.
      expect((await bookCollection(shopper, slotsOf[2] as string)).status).toBe(200);
      await placedChristmasOrder(shopper, slotsOf[3] as string);
      const third = await bookCollection(shopper, slotsOf[1] as string);
      expect(third.status).toBe(409);
      expect(third.body).toEqual({
        type: 'CHRISTMAS_SLOT_LIMIT',
        message: "Sorry, you've already booked two Christmas slots",
      });
      expect((await customerSlot(shopper))?.slotId).toBe(slotsOf[2]);
      // A slot outside the window is fine.
      await setCapacity(collectionSlot('2025-12-19', '1000'), 10);
      expect((await bookCollection(shopper, collectionSlot('2025-12-19', '1000'))).status).toBe(200);
    } finally {
      h.clock.set(START);
    }
  });
});

describe('the trolley with a booking (doc 2 §5 minimum spend)', () => {
  it('uses the booking: the delivery charge in the total, the minimum of its kind', async () => {
    const shopper = await newShopper(h);
    const browser = shopper.browser;
    // £30 of items: over the collection minimum (£25), under the delivery one (£40).
    await trolleyCall(browser, ADD_ITEM, 'addItemToTrolley', {
      trolleyItem: { productId: P.oliveOil?.id, quantity: { amount: 5, uom: 'C62' } },
    });
    const before = await trolleyCall(browser, GET_TROLLEY, 'getTrolley');
    const totals = () => before.trolley?.trolleyTotals;
    expect(totals()?.deliveryCharge).toBeNull();
    const items = pence(totals()?.itemTotalEstimatedCost as { amount: number; currencyCode: string });
    expect(items).toBe(3000);
    expect(totals()?.minimumSpendThresholdMet).toBe(false);

    const collection = collectionSlot('2025-06-08', '1000');
    await setCapacity(collection, 3);
    await bookCollection(shopper, collection);
    const collected = (await trolleyCall(browser, GET_TROLLEY, 'getTrolley')).trolley?.trolleyTotals;
    expect(collected?.minimumSpendThresholdMet).toBe(true);
    expect(pence(collected?.deliveryCharge as { amount: number; currencyCode: string })).toBe(0);

    const addressId = await addAddressFor(h.database.db, shopper.customerId, 'RG12 7QQ');
    const delivery = deliverySlot('2025-06-08', '1900');
    await setCapacity(delivery, 3);
    const charge = (await slotRow(h.database.db, delivery))?.chargePence as number;
    expect(charge).toBeGreaterThan(0);
    await book(shopper, {
      slotId: delivery,
      slotType: 'DELIVERY',
      branchId: 651,
      addressId,
      slotGridType: 'DEFAULT_GRID',
    });
    const delivered = (await trolleyCall(browser, GET_TROLLEY, 'getTrolley')).trolley?.trolleyTotals;
    expect(delivered?.minimumSpendThresholdMet).toBe(false);
    expect(pence(delivered?.deliveryCharge as { amount: number; currencyCode: string })).toBe(charge);
    expect(pence(delivered?.totalEstimatedCost as { amount: number; currencyCode: string })).toBe(
      3000 + charge,
    );

    await slotCall(h, shopper, 'customerslot', { method: 'DELETE' });
    const after = (await trolleyCall(browser, GET_TROLLEY, 'getTrolley')).trolley?.trolleyTotals;
    expect(after?.deliveryCharge).toBeNull();
  });
});

describe('the development capacity route', () => {
  it('sets the places; not below the live bookings; only in development mode', async () => {
    const shopper = await newShopper(h);
    const slotId = collectionSlot('2025-06-09', '1000');
    expect(await setCapacity(slotId, 2)).toEqual({ slotId, capacity: 2, booked: 0 });
    await bookCollection(shopper, slotId);
    const below = await slotCall(h, null, `testing/slots/${slotId}/capacity`, {
      method: 'PUT',
      json: { capacity: 0 },
    });
    expect(below.status).toBe(409);
    expect(await setCapacity(slotId, 1)).toEqual({ slotId, capacity: 1, booked: 1 });
    for (const json of [{ capacity: -1 }, { capacity: 'x' }, {}]) {
      const bad = await slotCall(h, null, `testing/slots/${slotId}/capacity`, { method: 'PUT', json });
      expect(bad.status).toBe(400);
    }
    const unknown = await slotCall(h, null, 'testing/slots/nope/capacity', {
      method: 'PUT',
      json: { capacity: 1 },
    });
    expect(unknown.status).toBe(410);

    const plain = createApp({ database: h.database, logger: createMemoryLogger(), apiEnv: 'prod' });
    const answer = await plain.request(`${SLOTS}/testing/slots/${slotId}/capacity`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ capacity: 5 }),
    });
    expect(answer.status).toBe(404);
    expect((await slotRow(h.database.db, slotId))?.capacity).toBe(1);
    const own = await h.database.db
      .select()
      .from(slotBookings)
      .where(and(eq(slotBookings.slotId, slotId), eq(slotBookings.customerId, shopper.customerId)));
    expect(own).toHaveLength(1);
  });
});

describe('every answer fits the contract (src/contract/slots.ts)', () => {
  it('slotdates, slotdays, campaigns, coverage, bookslot and customerslot', async () => {
    const shopper = await newShopper(h);
    const addressId = await addAddressFor(h.database.db, shopper.customerId, 'RG12 1EN');
    const place = { slotType: 'DELIVERY', addressId };
    const check = (schema: v.GenericSchema, body: unknown) => {
      const parsed = v.safeParse(schema, body);
      expect(parsed.issues?.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`)).toBeUndefined();
    };
    check(contract.slotDatesSchema, (await slotCall(h, shopper, 'slotdates', { json: place })).body);
    for (const slotGridType of ['DEFAULT_GRID', 'SAVER_GRID']) {
      const list = await slotCall(h, shopper, 'slotdays', {
        json: { ...place, fromDate: '2025-06-02', days: 7, slotGridType },
      });
      check(contract.slotListSchema, list.body);
    }
    check(contract.campaignsSchema, (await slotCall(h, shopper, 'campaigns', { json: {} })).body);
    check(contract.coverageSchema, (await slotCall(h, shopper, 'coverage?postcode=IV27%204NY')).body);
    const slotId = deliverySlot('2025-06-10', '0700');
    await setCapacity(slotId, 2);
    const booked = await book(shopper, { ...place, slotId, branchId: 651, slotGridType: 'DEFAULT_GRID' });
    check(contract.bookSlotAnswerSchema, booked.body);
    check(contract.customerSlotAnswerSchema, (await slotCall(h, shopper, 'customerslot')).body);
    const after = await slotCall(h, shopper, 'slotdays', {
      json: { ...place, fromDate: '2025-06-10', days: 1, slotGridType: 'DEFAULT_GRID' },
    });
    check(contract.slotListSchema, after.body);
    await slotCall(h, shopper, 'customerslot', { method: 'DELETE' });
    check(contract.customerSlotAnswerSchema, (await slotCall(h, shopper, 'customerslot')).body);
  });
});
