import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatSlotTime,
  formatTime,
  londonCalendarDate,
  londonDateTime,
} from '../../../src/domain/dates.ts';

// These rows hold in any machine time zone: run them with TZ=America/New_York or TZ=Asia/Tokyo too.

// doc 1 §9, doc 3 §9 "Locale and zone: en-gb, Europe/London": instants are shown on London's clock.
describe('dates and times on the London clock, en-GB', () => {
  it.each([
    // winter (GMT): London is UTC
    ['2024-01-15T23:30:00Z', 'Monday 15 January 2024', '15/01/2024', '23:30', '2024-01-15'],
    // summer (BST): an evening in UTC is already tomorrow in London
    ['2024-06-01T23:30:00Z', 'Sunday 2 June 2024', '02/06/2024', '00:30', '2024-06-02'],
    ['2024-06-01T22:59:59.999Z', 'Saturday 1 June 2024', '01/06/2024', '23:59', '2024-06-01'],
    ['2024-06-01T09:05:00+01:00', 'Saturday 1 June 2024', '01/06/2024', '09:05', '2024-06-01'],
    ['2024-06-01T09:05:00-04:00', 'Saturday 1 June 2024', '01/06/2024', '14:05', '2024-06-01'],
    // the clocks go forward at 01:00 UTC on 31 March 2024 and back at 01:00 UTC on 27 October 2024
    ['2024-03-31T00:59:00Z', 'Sunday 31 March 2024', '31/03/2024', '00:59', '2024-03-31'],
    ['2024-03-31T01:00:00Z', 'Sunday 31 March 2024', '31/03/2024', '02:00', '2024-03-31'],
    ['2024-10-27T00:30:00Z', 'Sunday 27 October 2024', '27/10/2024', '01:30', '2024-10-27'],
    ['2024-10-27T01:30:00Z', 'Sunday 27 October 2024', '27/10/2024', '01:30', '2024-10-27'],
    ['2024-12-31T23:59:00Z', 'Tuesday 31 December 2024', '31/12/2024', '23:59', '2024-12-31'],
  ])('instant %s → %s, %s, %s', (instant, long, short, time, calendarDate) => {
    for (const value of [instant, new Date(instant), Date.parse(instant)]) {
      expect(formatDate(value)).toBe(long);
      expect(formatDate(value, 'short')).toBe(short);
      expect(formatTime(value)).toBe(time);
      expect(londonCalendarDate(value)).toBe(calendarDate);
    }
  });

  // Dates and date-times written without an offset are London's own, shown as written.
  it.each([
    ['2024-02-29', 'Thursday 29 February 2024', 'Thursday 29 February', '29/02/2024', '00:00'],
    ['2024-12-24', 'Tuesday 24 December 2024', 'Tuesday 24 December', '24/12/2024', '00:00'],
    ['2024-06-01T23:30', 'Saturday 1 June 2024', 'Saturday 1 June', '01/06/2024', '23:30'],
    ['2024-06-01T07:00:00', 'Saturday 1 June 2024', 'Saturday 1 June', '01/06/2024', '07:00'],
    ['2025-01-05 18:45:00.000', 'Sunday 5 January 2025', 'Sunday 5 January', '05/01/2025', '18:45'],
  ])('wall clock %s → %s, %s, %s, %s', (value, long, dayMonth, short, time) => {
    expect(formatDate(value, 'long')).toBe(long);
    expect(formatDate(value, 'dayMonth')).toBe(dayMonth);
    expect(formatDate(value, 'short')).toBe(short);
    expect(formatTime(value)).toBe(time);
  });

  it('reads the London clock as numbers', () => {
    expect(londonDateTime('2024-06-01T23:30:00Z')).toEqual({
      year: 2024,
      month: 6,
      day: 2,
      hour: 0,
      minute: 30,
    });
  });

  it.each([
    ['2023-02-29'],
    ['2024-13-01'],
    ['tomorrow'],
    [''],
    ['2024-06-01T24:00'],
    ['June 1, 2024'],
    ['2024-06-01T25:00:00Z'],
  ])('%o is not a date', (value) => {
    expect(() => formatDate(value)).toThrow(RangeError);
  });

  it('rejects an invalid Date and a time of day where a date is needed', () => {
    expect(() => formatDate(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => formatDate('23:30')).toThrow(RangeError);
  });
});

// doc 1 §9, doc 2 §7 "Analytics and tracking", doc 3 §9: "A slot start time of 23:30 displays as 12AM."
describe('formatSlotTime', () => {
  it.each([
    ['23:30', '12AM'],
    ['23:30:00', '12AM'],
    ['00:00', '12AM'],
    ['07:00', '7AM'],
    ['7:00', '7AM'],
    ['07:30', '7:30AM'],
    ['11:00', '11AM'],
    ['12:00', '12PM'],
    ['12:30', '12:30PM'],
    ['13:00', '1PM'],
    ['22:30', '10:30PM'],
    ['23:00', '11PM'],
    ['2024-06-01T23:30:00', '12AM'],
    // 22:30 UTC in June is 23:30 in London
    ['2024-06-01T22:30:00Z', '12AM'],
    ['2024-01-15T23:30:00Z', '12AM'],
    ['2024-06-01T23:30:00Z', '12:30AM'],
    ['2024-01-15T08:00:00Z', '8AM'],
    ['2024-01-15T08:00:00+0000', '8AM'],
    ['2024-01-15 08:00:00z', '8AM'],
  ])('%s → %s', (start, expected) => {
    expect(formatSlotTime(start)).toBe(expected);
  });

  it('takes instants too', () => {
    expect(formatSlotTime(new Date('2024-06-01T22:30:00Z'))).toBe('12AM');
    expect(formatSlotTime(Date.parse('2024-06-01T17:00:00Z'))).toBe('6PM');
  });

  it.each([['24:00'], ['12:60'], ['noon']])('%o is not a time', (value) => {
    expect(() => formatSlotTime(value)).toThrow(RangeError);
  });
});

describe('formatTime', () => {
  it.each([
    ['9:05', '09:05'],
    ['23:30:00', '23:30'],
    ['00:00', '00:00'],
  ])('%s → %s', (value, expected) => {
    expect(formatTime(value)).toBe(expected);
  });
});
