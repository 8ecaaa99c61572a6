import { type DayOpeningHours, WEEKDAYS, type Weekday } from '../../api/branches.ts';
import { type DateInput, londonCalendarDate } from '../../domain/dates.ts';

/** The day of the week in London (the shop's zone, doc 3 §9), whatever the zone of the browser. */
export function londonWeekday(now: DateInput): Weekday {
  const [year, month, day] = londonCalendarDate(now).split('-').map(Number);
  const sundayFirst = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)).getUTCDay();
  // WEEKDAYS starts on Monday.
  return WEEKDAYS[(sundayFirst + 6) % 7] ?? 'Monday';
}

/** '07:30' → '7:30am', '21:00' → '9pm', '12:00' → '12pm'. */
export function formatOpeningTime(time: string): string {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const twelveHour = hour % 12 === 0 ? 12 : hour % 12;
  const minutes = minute === 0 ? '' : `:${String(minute).padStart(2, '0')}`;
  return `${twelveHour}${minutes}${hour < 12 ? 'am' : 'pm'}`;
}

/** '7:30am – 9pm', or 'Closed'. */
export function formatDayHours(hours: DayOpeningHours | undefined): string {
  if (!hours?.opens || !hours.closes) return 'Closed';
  return `${formatOpeningTime(hours.opens)} – ${formatOpeningTime(hours.closes)}`;
}

export function hoursOn(openingHours: readonly DayOpeningHours[], day: Weekday): DayOpeningHours | undefined {
  return openingHours.find((hours) => hours.day === day);
}
