import { afterEach, describe, expect, it, vi } from 'vitest';
import { MalformedResponseError } from '../../../src/api/errors.ts';
import {
  bookSlot,
  cancelCustomerSlot,
  getCampaigns,
  getCoverage,
  getCustomerSlot,
  getSlotDates,
  getSlotDays,
  needsSlotRefresh,
  slotRefusalOf,
} from '../../../src/api/slots.ts';
import { fakeFetch, jsonAnswer } from './fake-fetch.ts';

// docs/api/slots.md: each call's method, address and body, its answer's schema, and its refusals.

const ORIGIN = window.location.origin;
const ROOT = `${ORIGIN}/api/slot-orchestration-prod/v1`;

function serve(...answers: Response[]) {
  const faked = fakeFetch(...answers);
  vi.stubGlobal('fetch', faked.fetch);
  return faked;
}

afterEach(() => vi.unstubAllGlobals());

const slot = {
  slotId: '651-DELIVERY-2025-06-03-0700',
  startDateTime: '2025-06-03T06:00:00.000Z',
  endDateTime: '2025-06-03T07:00:00.000Z',
  status: 'AVAILABLE',
  charge: { amount: 4.5, currencyCode: 'GBP' },
  greenSlot: false,
  saver: false,
  campaign: null,
  isPriority: false,
};

const slotList = {
  slotType: 'DELIVERY',
  branchId: 651,
  addressId: '50000001',
  slotGridType: 'DEFAULT_GRID',
  greenVariant: 'GREEN_SLOT',
  bookingSlotId: null,
  slotsDisabled: false,
  alerts: [],
  slotDays: [{ date: '2025-06-03', slots: [slot] }],
};

const customerSlot = {
  slotReservationId: '70000001',
  slotId: slot.slotId,
  slotType: 'DELIVERY',
  branchId: 651,
  branchName: 'Bracknell',
  addressId: '50000001',
  addressPostcode: 'RG12 1EN',
  addressName: '1 High Street',
  slotDate: '2025-06-03',
  slotStartTime: slot.startDateTime,
  slotEndTime: slot.endDateTime,
  slotExpiryTime: '2025-06-02T11:00:00.000Z',
  orderCutOff: '2025-06-02T21:00:00.000Z',
  amendOrderCutOff: '2025-06-02T21:00:00.000Z',
  slotGridType: 'DEFAULT_GRID',
  greenSlot: false,
  substitutionPref: true,
  deliveryCharge: { amount: 4.5, currencyCode: 'GBP' },
  bookingStatus: 'UNCONFIRMED',
  campaign: null,
};

describe('slot calls', () => {
  it('POST slotdays with the query; the slot list parsed', async () => {
    const { sent } = serve(jsonAnswer(slotList));
    const query = {
      slotType: 'DELIVERY' as const,
      addressId: '50000001',
      fromDate: '2025-06-03',
      days: 7,
      slotGridType: 'DEFAULT_GRID' as const,
    };
    await expect(getSlotDays(query)).resolves.toEqual(slotList);
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.url).toBe(`${ROOT}/slotdays`);
    expect(JSON.parse(sent[0]?.body ?? '')).toEqual(query);
  });

  it('POST slotdates', async () => {
    const dates = {
      slotType: 'GROCERY_COLLECTION',
      branchId: 651,
      firstDate: '2025-06-02',
      lastDate: '2025-06-23',
      slotsDisabled: false,
      dates: [{ date: '2025-06-02', available: false, campaign: null }],
    };
    const { sent } = serve(jsonAnswer(dates));
    await expect(getSlotDates({ slotType: 'GROCERY_COLLECTION', branchId: 651 })).resolves.toEqual(dates);
    expect(sent[0]?.url).toBe(`${ROOT}/slotdates`);
  });

  it('POST campaigns', async () => {
    const christmas = {
      id: 'CHRISTMAS',
      name: 'Christmas',
      startDate: '2025-12-20',
      endDate: '2025-12-24',
      maxSlotsPerCustomer: 2,
    };
    const { sent } = serve(jsonAnswer({ campaigns: [christmas] }));
    await expect(getCampaigns()).resolves.toEqual([christmas]);
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.url).toBe(`${ROOT}/campaigns`);
  });

  it('GET coverage?postcode=', async () => {
    const { sent } = serve(jsonAnswer({ postcode: 'RG12 1EN', deliverable: true, branchId: 651 }));
    await expect(getCoverage('RG12 1EN')).resolves.toEqual({
      postcode: 'RG12 1EN',
      deliverable: true,
      branchId: 651,
    });
    expect(sent[0]?.url).toBe(`${ROOT}/coverage?postcode=RG12+1EN`);
  });

  it('POST bookslot answers the customer slot', async () => {
    const { sent } = serve(jsonAnswer({ customerSlot }));
    const input = {
      slotId: slot.slotId,
      slotType: 'DELIVERY' as const,
      branchId: 651,
      addressId: '50000001',
      slotGridType: 'DEFAULT_GRID' as const,
      expectedCharge: 4.5,
    };
    await expect(bookSlot(input)).resolves.toEqual(customerSlot);
    expect(JSON.parse(sent[0]?.body ?? '')).toEqual(input);
  });

  it('GET customerslot: the booking, or null', async () => {
    serve(jsonAnswer({ customerSlot }), jsonAnswer({ customerSlot: null }));
    await expect(getCustomerSlot()).resolves.toEqual(customerSlot);
    await expect(getCustomerSlot()).resolves.toBeNull();
  });

  it('DELETE customerslot: true when cancelled (204), false when there was none (404 NO_SLOT)', async () => {
    const { sent } = serve(
      new Response(null, { status: 204 }),
      jsonAnswer({ type: 'NO_SLOT', message: 'You have no slot booked.' }, { status: 404 }),
    );
    await expect(cancelCustomerSlot()).resolves.toBe(true);
    expect(sent[0]?.method).toBe('DELETE');
    expect(sent[0]?.url).toBe(`${ROOT}/customerslot`);
    await expect(cancelCustomerSlot()).resolves.toBe(false);
  });

  it('a malformed answer is a MalformedResponseError, never undefined spreading', async () => {
    serve(jsonAnswer({ ...slotList, slotDays: [{ date: '3 June', slots: [{ ...slot, status: 'MAYBE' }] }] }));
    await expect(
      getSlotDays({
        slotType: 'DELIVERY',
        addressId: '1',
        fromDate: '2025-06-03',
        slotGridType: 'DEFAULT_GRID',
      }),
    ).rejects.toBeInstanceOf(MalformedResponseError);
  });
});

describe('refusals a machine can tell apart', () => {
  const input = {
    slotId: slot.slotId,
    slotType: 'DELIVERY' as const,
    branchId: 651,
    addressId: '50000001',
    slotGridType: 'DEFAULT_GRID' as const,
  };

  it.each([
    [409, 'SLOT_TAKEN', "Sorry, that slot's just been taken", false],
    [409, 'CHARGE_CHANGED', 'Delivery charge update', false],
    [409, 'CHRISTMAS_SLOT_LIMIT', "Sorry, you've already booked two Christmas slots", false],
    [409, 'NOT_DELIVERABLE', "Unfortunately, we don't deliver to this address", false],
    [400, 'DATE_OUT_OF_RANGE', 'The date must be after today and before 21 days in the future', true],
    [410, 'SLOT_GONE', 'That slot is no longer available', true],
    [404, 'ADDRESS_NOT_FOUND', 'Sorry, we could not find that address.', false],
  ])('%i %s', async (status, type, message, refresh) => {
    serve(jsonAnswer({ type, message }, { status }));
    const error = await bookSlot(input).catch((caught: unknown) => caught);
    expect(slotRefusalOf(error)).toEqual({ status, type, message });
    expect(needsSlotRefresh(error)).toBe(refresh);
  });

  it('other failures are not refusals', async () => {
    serve(jsonAnswer({ type: 'INTERNAL_ERROR', message: 'x' }, { status: 500 }));
    const error = await getCustomerSlot().catch((caught: unknown) => caught);
    expect(slotRefusalOf(error)).toBeUndefined();
    expect(slotRefusalOf(new Error('x'))).toBeUndefined();
  });
});
