import { describe, expect, it } from 'vitest';
import {
  analyticsPostcode,
  bookedSlotLabel,
  campaignOf,
  collectionRedirect,
  expiryState,
  gridLengthFor,
  gridStartDate,
  SERVICE_OPTIONS,
  serviceOptionPath,
  slotErrorOf,
} from '../../../src/domain/slot-booking.ts';
import { customerSlotSample } from '../../fixtures/customer-slot.ts';

// Midday in London on 1 June 2026.
const NOW = Date.parse('2026-06-01T11:00:00.000Z');

describe('gridStartDate (doc 2 §2: fromDate or startDate honoured when signed in, or at least tomorrow)', () => {
  it.each([
    [null, true, '2026-06-01'],
    ['not a date', true, '2026-06-01'],
    ['2026-02-31', true, '2026-06-01'],
    ['2026-05-30', true, '2026-06-01'],
    ['2026-06-01', false, '2026-06-01'],
    ['2026-06-02', false, '2026-06-02'],
    ['2026-06-05', true, '2026-06-05'],
    ['2026-06-05', false, '2026-06-05'],
  ] as const)('%s, signed in %s → %s', (requested, signedIn, expected) => {
    expect(gridStartDate(requested, signedIn, NOW)).toBe(expected);
  });
});

describe('collectionRedirect (doc 2 §2, doc 1 §2.4)', () => {
  it.each([
    ['groceries', false, '/ecom/bookslot/collection/groceries'],
    ['entertaining', false, '/ecom/bookslot/collection/entertaining'],
    ['groceries-and-entertaining', false, '/ecom/bookslot/collection/groceriesandentertaining'],
    ['entertaining', true, '/ecom/bookslot/collection/entertaining/christmas'],
    ['GROCERY_COLLECTION', true, '/ecom/bookslot/collection/groceries/christmas'],
    ['delivery', false, null],
    [undefined, false, null],
  ] as const)('%s, christmas %s → %s', (type, christmas, expected) => {
    expect(collectionRedirect(type, christmas)).toBe(expected);
  });
});

describe('service options (doc 2 §2)', () => {
  it('are the four services, each with id, path, name, description and messages', () => {
    expect(SERVICE_OPTIONS.map((option) => option.name)).toEqual([
      'Grocery Delivery',
      'Groceries collection',
      'Entertaining collection',
      'Groceries & Entertaining collection',
    ]);
    for (const option of SERVICE_OPTIONS) {
      expect(option.description).not.toBe('');
      expect(option.messages.length).toBeGreaterThan(0);
    }
  });

  it('keeps /christmas for the Christmas entertaining page only', () => {
    const [delivery, , entertaining] = SERVICE_OPTIONS;
    if (!delivery || !entertaining) throw new Error('missing options');
    expect(serviceOptionPath(entertaining, campaignOf('christmas'))).toBe(
      '/ecom/bookslot/collection/entertaining/christmas',
    );
    expect(serviceOptionPath(delivery, campaignOf('christmas'))).toBe('/ecom/bookslot/delivery');
    expect(campaignOf('easter')).toBe('EASTER');
    expect(campaignOf('summer')).toBeNull();
  });
});

describe('slot errors (doc 2 §8; docs/api/slots.md POST bookslot)', () => {
  const apiError = (status: number, type: string, message = '') =>
    Object.assign(new Error(message), { status, type, body: { type, message } });
  it.each([
    [apiError(409, 'SLOT_TAKEN'), 'slotTaken', "Sorry, that slot's just been taken"],
    [apiError(409, 'CHARGE_CHANGED'), 'chargeChanged', 'Delivery charge update'],
    [
      apiError(409, 'CHRISTMAS_SLOT_LIMIT'),
      'christmasLimit',
      "Sorry, you've already booked two Christmas slots",
    ],
    [apiError(409, 'NOT_DELIVERABLE'), 'notDeliverable', "Unfortunately, we don't deliver to this address"],
    [
      apiError(409, 'RESCHEDULING_PROHIBITED'),
      'reschedulingProhibited',
      'Your order contains items currently being prepared. We are unable to change the delivery/collection time.',
    ],
    [
      apiError(400, 'DATE_OUT_OF_RANGE', 'The date must be after today and before 21 days in the future'),
      'needsRefresh',
      'The date must be after today and before 21 days in the future',
    ],
    [
      apiError(410, 'SLOT_GONE', 'That slot is no longer available'),
      'needsRefresh',
      'That slot is no longer available',
    ],
    [apiError(503, 'UNAVAILABLE'), 'unavailable', 'Unable to load page'],
    [new TypeError('Failed to fetch'), 'offline', 'Internet connection lost'],
    [apiError(500, 'BOOM'), 'unexpected', "Sorry, we're experiencing an unexpected error."],
  ])('%s → %s', (error, kind, message) => {
    expect(slotErrorOf(error)).toEqual({ kind, message });
  });
});

describe('analytics and display (doc 2 §7)', () => {
  it.each([
    ['RG12 1EN', 'RG12'],
    ['SW1A 1AA', 'SW1A'],
    [null, null],
  ])('postcode %s is sent as %s', (postcode, expected) => {
    expect(analyticsPostcode(postcode)).toBe(expected);
  });

  it('shows a 23:30 start as 12AM', () => {
    expect(
      bookedSlotLabel({ slotStartTime: '2026-12-01T23:30:00.000Z', slotEndTime: '2026-12-02T00:30:00.000Z' }),
    ).toBe('Tue 1 Dec, 12AM - 12:30AM');
  });

  it.each([
    [375, 3],
    [767, 3],
    [768, 5],
    [1280, 5],
  ])('a %ipx viewport shows %i days', (width, days) => {
    expect(gridLengthFor(width)).toBe(days);
  });
});

describe('expiry (doc 2 §4, §9)', () => {
  const slot = customerSlotSample();
  it.each([
    [NOW, 'lasting'],
    [Date.parse('2026-06-01T11:20:00.000Z'), 'expiringSoon'],
    [Date.parse('2026-06-01T12:59:00.000Z'), 'expiringSoon'],
    [Date.parse('2026-06-01T13:00:00.000Z'), 'expired'],
  ] as const)('at %i the reservation is %s', (now, state) => {
    expect(expiryState(slot, now)).toBe(state);
  });

  it('never lapses once the order is placed (CONFIRMED)', () => {
    expect(expiryState({ ...slot, bookingStatus: 'CONFIRMED' }, Date.parse('2026-06-02T00:00:00.000Z'))).toBe(
      'lasting',
    );
  });
});
