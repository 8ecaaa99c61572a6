import { describe, expect, it } from 'vitest';
import {
  lineRestrictions,
  nextAllowedDate,
  nextSlotDateText,
  type RestrictionFacts,
  restrictedLinesOf,
  restrictionMessages,
  type SlotRestriction,
  sameRestrictedLines,
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
const TOMORROW = '2026-12-02';

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
      { kind: 'DATE_RANGE', nextSlotDate: TOMORROW },
    ],
    [
      'day: a Saturday for a weekdays-only item',
      { availableDays: WEEKDAYS_ONLY },
      '2026-12-05',
      'DELIVERY',
      { kind: 'DAY', nextSlotDate: TOMORROW },
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
  it('is tomorrow without restrictions (today is past its cut-off)', () => {
    expect(nextAllowedDate(NONE, TODAY)).toBe(TOMORROW);
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

describe('restrictionMessages and nextSlotDateText', () => {
  it('lead time: the spec\'s "No earlier slot dates" with the first date', () => {
    const facts = { ...NONE, leadTimeDays: 3 };
    const restriction = slotRestriction(facts, { date: '2026-12-02', slotType: 'DELIVERY' }, TODAY);
    expect(restriction).not.toBeNull();
    const messages = restrictionMessages(restriction as SlotRestriction, facts, 'Party platter');
    expect(messages.title).toBe('No earlier slot dates');
    expect(messages.longItem).toBe(
      'No earlier slot dates for this item. The first date it can be delivered or collected is Friday 4 December. Choose another date or remove item.',
    );
    expect(messages.reason).toBe('Party platter: Order at least 3 days ahead.');
    expect(messages.longGroup).toBe('Choose another date or remove item');
    expect(nextSlotDateText(restriction as SlotRestriction)).toBe('Next available: Friday 4 December');
  });
  it('after the end of a range: no later dates, remove it', () => {
    const facts = { ...NONE, restrictionStartDate: '2026-11-14', restrictionEndDate: '2026-11-30' };
    const restriction = slotRestriction(facts, { date: '2026-12-02', slotType: 'DELIVERY' }, TODAY);
    expect(restriction).toEqual({ kind: 'DATE_RANGE', nextSlotDate: null });
    const messages = restrictionMessages(restriction as SlotRestriction, facts, 'Stollen');
    expect(messages.longItem).toBe(
      'Not available on your slot date. There are no later dates for it. Please remove it.',
    );
    expect(messages.reason).toBe(
      'Stollen: Available for delivery or collection from 14 November 2026 to 30 November 2026.',
    );
    expect(nextSlotDateText(restriction as SlotRestriction)).toBe('No later slot dates');
  });
  it('days and entertaining', () => {
    const days = { ...NONE, availableDays: WEEKDAYS_ONLY };
    const day = slotRestriction(days, { date: '2026-12-05', slotType: 'DELIVERY' }, TODAY) as SlotRestriction;
    expect(restrictionMessages(day, days, 'Canapés').reason).toBe(
      'Canapés: Available on Monday, Tuesday, Wednesday, Thursday and Friday.',
    );
    const party = { ...NONE, entertaining: true };
    const only = slotRestriction(
      party,
      { date: '2026-12-05', slotType: 'DELIVERY' },
      TODAY,
    ) as SlotRestriction;
    expect(restrictionMessages(only, party, 'Cake').shortItem).toBe('ENTERTAINING COLLECTION ONLY');
    expect(nextSlotDateText(only)).toBe('Entertaining collection only');
  });
});

describe('the trolley lines against a slot', () => {
  const line = (lineNumber: string, product: Record<string, unknown>) => ({
    lineNumber,
    product: { name: `Item ${lineNumber}`, ...product },
  });
  const items = [
    line('1', {}),
    line('2', { leadTimeDays: 3 }),
    line('3', {
      availableDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
    }),
    line('4', { entertaining: true }),
    line('5', { leadTimeDays: 0, availableDays: null, entertaining: false }),
  ];
  it('restrictedLinesOf keeps only the lines some slot could refuse', () => {
    expect(restrictedLinesOf(items).map((restricted) => restricted.lineNumber)).toEqual(['2', '4']);
  });
  it('lineRestrictions names the lines a slot cannot take', () => {
    const lines = restrictedLinesOf(items);
    expect(
      lineRestrictions(lines, { date: '2026-12-02', slotType: 'DELIVERY' }, TODAY).map((restricted) => [
        restricted.lineNumber,
        restricted.restriction.kind,
      ]),
    ).toEqual([
      ['2', 'LEAD_TIME'],
      ['4', 'ENTERTAINING_ONLY'],
    ]);
    expect(
      lineRestrictions(lines, { date: '2026-12-10', slotType: 'ENTERTAINING_COLLECTION' }, TODAY),
    ).toEqual([]);
  });
  it('sameRestrictedLines compares by value', () => {
    expect(sameRestrictedLines(restrictedLinesOf(items), restrictedLinesOf(items))).toBe(true);
    expect(sameRestrictedLines(restrictedLinesOf(items), [])).toBe(false);
  });
});
