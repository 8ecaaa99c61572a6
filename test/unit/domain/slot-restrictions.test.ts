import { describe, expect, it } from 'vitest';
import {
  nextAllowedDate,
  type RestrictionFacts,
  type SlotRestriction,
  slotRestriction,
  weekdayOf,
} from '../../../src/domain/slot-restrictions.ts';

const NONE: RestrictionFacts = {
  leadTimeDays: null,
  availableDays: null,
  restrictionStartDate: null,
  restrictionEndDate: null,
  entertaining: false,
};
const WEEKDAYS_ONLY = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
const TODAY = '2026-12-01'; // a Tuesday

describe('slotRestriction', () => {
  const cases: [string, Partial<RestrictionFacts>, string, string, SlotRestriction | null][] = [
    ['no restriction', {}, '2026-12-01', 'DELIVERY', null],
    [
      'lead time: too soon',
      { leadTimeDays: 3 },
      '2026-12-03',
      'DELIVERY',
      { kind: 'LEAD_TIME', nextSlotDate: '2026-12-04' },
    ],
    ['lead time: exactly enough notice', { leadTimeDays: 3 }, '2026-12-04', 'DELIVERY', null],
    ['lead time 0 never restricts', { leadTimeDays: 0 }, '2026-12-01', 'DELIVERY', null],
    [
      'range: before the start',
      { restrictionStartDate: '2026-12-16', restrictionEndDate: '2026-12-24' },
      '2026-12-10',
      'DELIVERY',
      { kind: 'DATE_RANGE', nextSlotDate: '2026-12-16' },
    ],
    [
      'range: on the last day',
      { restrictionStartDate: '2026-12-16', restrictionEndDate: '2026-12-24' },
      '2026-12-24',
      'DELIVERY',
      null,
    ],
    [
      'range: after the end, no later date',
      { restrictionStartDate: '2026-11-14', restrictionEndDate: '2026-12-24' },
      '2026-12-27',
      'DELIVERY',
      { kind: 'DATE_RANGE', nextSlotDate: TODAY },
    ],
    [
      'day: a Saturday for a weekdays-only item',
      { availableDays: WEEKDAYS_ONLY },
      '2026-12-05',
      'DELIVERY',
      { kind: 'DAY', nextSlotDate: TODAY },
    ],
    ['day: a Monday', { availableDays: WEEKDAYS_ONLY }, '2026-12-07', 'DELIVERY', null],
    [
      'lead time and days: the next date is a weekday after the notice',
      { leadTimeDays: 3, availableDays: WEEKDAYS_ONLY, entertaining: true },
      '2026-12-05',
      'ENTERTAINING_COLLECTION',
      { kind: 'DAY', nextSlotDate: '2026-12-04' },
    ],
    [
      'lead time is reported before the day',
      { leadTimeDays: 5, availableDays: WEEKDAYS_ONLY, entertaining: true },
      '2026-12-05',
      'ENTERTAINING_COLLECTION',
      { kind: 'LEAD_TIME', nextSlotDate: '2026-12-07' },
    ],
    [
      'entertaining with a delivery',
      { entertaining: true },
      '2026-12-10',
      'DELIVERY',
      { kind: 'ENTERTAINING_ONLY', nextSlotDate: null },
    ],
    [
      'entertaining with a groceries collection',
      { entertaining: true },
      '2026-12-10',
      'GROCERY_COLLECTION',
      { kind: 'ENTERTAINING_ONLY', nextSlotDate: null },
    ],
    [
      'entertaining with an entertaining collection',
      { entertaining: true },
      '2026-12-10',
      'ENTERTAINING_COLLECTION',
      null,
    ],
    ['groceries with an entertaining collection', {}, '2026-12-10', 'ENTERTAINING_COLLECTION', null],
  ];
  it.each(cases)('%s', (_name, facts, date, slotType, expected) => {
    expect(slotRestriction({ ...NONE, ...facts }, { date, slotType }, TODAY)).toEqual(expected);
  });
});

describe('nextAllowedDate', () => {
  it('is null once the range has ended', () => {
    expect(
      nextAllowedDate(
        { ...NONE, restrictionStartDate: '2026-11-14', restrictionEndDate: '2026-11-30' },
        TODAY,
      ),
    ).toBeNull();
  });
  it('is null when the notice runs past the end of the range', () => {
    expect(
      nextAllowedDate({ ...NONE, leadTimeDays: 30, restrictionEndDate: '2026-12-24' }, TODAY),
    ).toBeNull();
  });
  it('is today without restrictions', () => {
    expect(nextAllowedDate(NONE, TODAY)).toBe(TODAY);
  });
});

describe('weekdayOf', () => {
  it.each([
    ['2026-12-01', 'tuesday'],
    ['2026-12-05', 'saturday'],
    ['2026-12-27', 'sunday'],
    ['2026-12-07', 'monday'],
  ])('%s is a %s', (date, weekday) => {
    expect(weekdayOf(date)).toBe(weekday);
  });
});
