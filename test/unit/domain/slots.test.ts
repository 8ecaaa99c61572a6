import { describe, expect, it } from 'vitest';
import { formatSlotTime } from '../../../src/domain/dates.ts';
import {
  addDays,
  campaignOfDate,
  daysBetween,
  isCalendarDate,
  isSlotWindow,
  isWithinSlotRange,
  londonInstant,
  orderCutOff,
  parseSlotId,
  RESERVATION_MINUTES,
  reservationExpiry,
  SLOT_DAYS_AHEAD,
  SLOT_MESSAGES,
  slotDateRange,
  slotIdOf,
  windowStartHours,
} from '../../../src/domain/slots.ts';

// docs/api/slots.md "Rules and constants"; doc 2 §4, §5, §8, §9.

describe('London wall clock to instant', () => {
  it.each([
    ['2025-06-03', 7, '2025-06-03T06:00:00.000Z'], // BST
    ['2025-12-03', 7, '2025-12-03T07:00:00.000Z'], // GMT
    ['2025-03-30', 7, '2025-03-30T06:00:00.000Z'], // the morning the clocks go forward
    ['2025-03-29', 22, '2025-03-29T22:00:00.000Z'], // the evening before
    ['2025-10-26', 7, '2025-10-26T07:00:00.000Z'], // the morning the clocks go back
    ['2025-10-25', 22, '2025-10-25T21:00:00.000Z'],
  ])('%s %i:00 London is %s', (date, hour, instant) => {
    expect(londonInstant(date, hour).toISOString()).toBe(instant);
  });
});

describe('calendar sums', () => {
  it.each([
    ['2025-06-02', 1, '2025-06-03'],
    ['2025-12-31', 1, '2026-01-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2025-03-01', -1, '2025-02-28'],
    ['2025-06-02', 21, '2025-06-23'],
  ])('%s + %i days is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
    expect(daysBetween(date, expected)).toBe(days);
  });

  it.each([
    ['2025-06-02', true],
    ['2025-02-29', false],
    ['2025-6-2', false],
    ['tomorrow', false],
  ])('%s is a calendar date: %s', (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
  });
});

describe('the booking window: today and the next 21 days (London)', () => {
  it('runs from the London date of now', () => {
    expect(SLOT_DAYS_AHEAD).toBe(21);
    // 23:30 UTC on 2 June is already 3 June in London.
    expect(slotDateRange(new Date('2025-06-02T23:30:00Z'))).toEqual({
      firstDate: '2025-06-03',
      lastDate: '2025-06-24',
    });
  });

  it.each([
    ['2025-06-01', false],
    ['2025-06-02', true],
    ['2025-06-23', true],
    ['2025-06-24', false],
  ])('on 2 June, %s is in range: %s', (date, expected) => {
    expect(isWithinSlotRange(date, new Date('2025-06-02T09:00:00Z'))).toBe(expected);
  });

  it("the out-of-range message names the days (doc 2 §4 'before ... days in the future')", () => {
    expect(SLOT_MESSAGES.dateOutOfRange).toBe(
      'The date must be after today and before 21 days in the future',
    );
  });
});

describe('cut-off and expiry', () => {
  it.each([
    ['2025-06-03', '2025-06-02T21:00:00.000Z'],
    ['2025-12-03', '2025-12-02T22:00:00.000Z'],
    ['2025-03-31', '2025-03-30T21:00:00.000Z'],
  ])('orders for %s close at 22:00 London the day before (%s)', (date, instant) => {
    expect(orderCutOff(date).toISOString()).toBe(instant);
  });

  it('a reservation holds for 120 minutes', () => {
    expect(RESERVATION_MINUTES).toBe(120);
    expect(reservationExpiry(new Date('2025-06-02T09:00:00Z')).toISOString()).toBe(
      '2025-06-02T11:00:00.000Z',
    );
  });
});

describe('windows and slot ids', () => {
  it('delivery windows start 07:00 to 21:00, collection 08:00 to 19:00', () => {
    expect(windowStartHours('DELIVERY')).toEqual([7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21]);
    expect(windowStartHours('GROCERY_COLLECTION')).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    expect(windowStartHours('ENTERTAINING_COLLECTION')).toEqual(windowStartHours('GROCERY_COLLECTION'));
  });

  it('an id is {branchId}-{slotType}-{date}-{HHMM} and reads back', () => {
    const parts = { branchId: 651, slotType: 'DELIVERY' as const, date: '2025-06-03', hour: 7, minute: 0 };
    expect(slotIdOf(parts)).toBe('651-DELIVERY-2025-06-03-0700');
    expect(parseSlotId('651-DELIVERY-2025-06-03-0700')).toEqual(parts);
    expect(isSlotWindow(parts)).toBe(true);
  });

  it.each([
    'slot-1',
    '651-DELIVERY-2025-02-30-0700',
    '651-DELIVERY-2025-06-03-2500',
    '651-DELIVERY-2025-06-03-0760',
    '0-DELIVERY-2025-06-03-0700',
    '651-PICNIC-2025-06-03-0700',
    '651-DELIVERY-2025-06-03-0700x',
  ])('%s is not a slot id', (id) => {
    expect(parseSlotId(id)).toBeNull();
  });

  it.each([
    ['651-DELIVERY-2025-06-03-0600', false],
    ['651-DELIVERY-2025-06-03-2100', true],
    ['651-DELIVERY-2025-06-03-2200', false],
    ['651-GROCERY_COLLECTION-2025-06-03-0700', false],
    ['651-GROCERY_COLLECTION-2025-06-03-1930', false],
  ])('%s is a window the shop has: %s', (id, expected) => {
    const parts = parseSlotId(id);
    expect(parts && isSlotWindow(parts)).toBe(expected);
  });
});

describe('Christmas (doc 2 §4: 20 to 24 December)', () => {
  it.each([
    ['2025-12-19', null],
    ['2025-12-20', 'CHRISTMAS'],
    ['2025-12-24', 'CHRISTMAS'],
    ['2025-12-25', null],
    ['2026-06-22', null],
  ])('%s belongs to %s', (date, campaign) => {
    expect(campaignOfDate(date)).toBe(campaign);
  });
});

describe('slot times as shown (doc 1 §9: a 23:30 start shows as 12AM)', () => {
  it.each([
    ['07:00', '7AM'],
    ['12:00', '12PM'],
    ['21:00', '9PM'],
    ['23:30', '12AM'],
  ])('%s shows as %s', (time, shown) => {
    expect(formatSlotTime(time)).toBe(shown);
  });
});

describe('the spec messages, word for word (doc 2 §8)', () => {
  it.each([
    ['slotTaken', "Sorry, that slot's just been taken"],
    ['refreshNow', 'Refresh now to see all our currently available slots'],
    ['chargeChanged', 'Delivery charge update'],
    ['christmasLimit', "Sorry, you've already booked two Christmas slots"],
    ['notDeliverable', "Unfortunately, we don't deliver to this address"],
    ['saverUnavailable', 'Saver slots unavailable'],
    ['slotExpired', 'Sorry, your slot has now expired.'],
    ['noSlots', 'Sorry, there are no slots available for this order'],
    ['reservationCancelled', 'Slot reservation cancelled'],
    [
      'reschedulingProhibited',
      'Your order contains items currently being prepared. We are unable to change the delivery/collection time.',
    ],
  ] as const)('%s', (key, message) => {
    expect(SLOT_MESSAGES[key]).toBe(message);
  });
});
