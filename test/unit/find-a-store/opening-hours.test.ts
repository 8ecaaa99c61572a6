import { describe, expect, it } from 'vitest';
import {
  formatDayHours,
  formatOpeningTime,
  hoursOn,
  londonWeekday,
} from '../../../src/features/find-a-store/opening-hours.ts';
import { bracknell, windsor } from './branch-data.ts';

describe('londonWeekday: today in London, whatever the browser’s zone', () => {
  it.each([
    ['2026-11-21T10:00:00Z', 'Saturday'],
    ['2026-11-22T23:59:00Z', 'Sunday'],
    ['2026-11-23T00:00:00Z', 'Monday'],
    // British Summer Time: 23:30 UTC on Sunday is already Monday in London.
    ['2026-06-07T23:30:00Z', 'Monday'],
    ['2026-06-07T22:59:00Z', 'Sunday'],
    ['2026-01-01T12:00:00Z', 'Thursday'],
  ])('%s is a %s', (instant, weekday) => {
    expect(londonWeekday(new Date(instant))).toBe(weekday);
  });
});

describe('formatOpeningTime', () => {
  it.each([
    ['07:30', '7:30am'],
    ['08:00', '8am'],
    ['10:00', '10am'],
    ['12:00', '12pm'],
    ['12:30', '12:30pm'],
    ['16:00', '4pm'],
    ['21:00', '9pm'],
    ['00:00', '12am'],
  ])('%s is %s', (time, shown) => {
    expect(formatOpeningTime(time)).toBe(shown);
  });
});

describe('formatDayHours and hoursOn', () => {
  it('shows a day’s hours, or Closed', () => {
    expect(formatDayHours(hoursOn(bracknell.openingHours, 'Monday'))).toBe('7:30am – 9pm');
    expect(formatDayHours(hoursOn(bracknell.openingHours, 'Sunday'))).toBe('10am – 4pm');
    expect(formatDayHours(hoursOn(windsor.openingHours, 'Sunday'))).toBe('Closed');
    expect(formatDayHours(undefined)).toBe('Closed');
  });
});
