/**
 * Dates and times as the shop shows them (doc 1 §9, doc 3 §9 "Locale and zone: en-gb, Europe/London"),
 * whatever the time zone of the machine running the code, and the slot start time rule (doc 1 §9,
 * doc 2 §7, doc 3 §9: "A slot start time of 23:30 displays as 12AM").
 *
 * A value is one of:
 * - an instant: a Date, epoch milliseconds, or an ISO string with `Z` or an offset; shown in London time;
 * - a London wall-clock date-time written without an offset (`2024-06-01T14:30`), shown as written;
 * - a calendar date (`2024-06-01`), shown as written (at midnight where a time is asked for);
 * - for the time functions only, a time of day (`23:30`, `23:30:00`).
 * Day and month names are written here rather than taken from Intl, so every browser shows the same text;
 * Intl only tells London's wall clock for an instant.
 */

export const SHOP_TIME_ZONE = 'Europe/London';
export const SHOP_LOCALE = 'en-GB';

export type DateInput = Date | number | string;

/** A London wall-clock reading; month is 1 to 12, hour 0 to 23. */
export interface LondonDateTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
/** The months' names in English, January first. */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const londonClock = new Intl.DateTimeFormat(SHOP_LOCALE, {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const WALL_CLOCK_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;
// Only ISO instants: other text Date.parse accepts ('June 1, 2024') would be read on the machine's clock.
const INSTANT = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i;
const TIME_OF_DAY = /^(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

function invalid(value: DateInput): RangeError {
  return new RangeError(`Not a date or time: ${String(value)}`);
}

function wallClock(
  value: DateInput,
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
): LondonDateTime {
  const check = new Date(Date.UTC(year, month - 1, day, hour, minute));
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day ||
    check.getUTCHours() !== hour ||
    check.getUTCMinutes() !== minute
  ) {
    throw invalid(value);
  }
  return { year, month, day, hour, minute };
}

function londonClockAt(value: DateInput, epochMs: number): LondonDateTime {
  if (Number.isNaN(epochMs)) throw invalid(value);
  const parts: Record<string, number> = {};
  for (const { type, value: part } of londonClock.formatToParts(epochMs)) parts[type] = Number(part);
  const { year, month, day, hour, minute } = parts;
  if (year === undefined || month === undefined || day === undefined) throw invalid(value);
  return { year, month, day, hour: hour ?? 0, minute: minute ?? 0 };
}

/** The London wall clock for a date value (see the header for the shapes a value may take). */
export function londonDateTime(value: DateInput): LondonDateTime {
  if (value instanceof Date) return londonClockAt(value, value.getTime());
  if (typeof value === 'number') return londonClockAt(value, value);
  const text = value.trim();
  const date = CALENDAR_DATE.exec(text);
  if (date) return wallClock(value, Number(date[1]), Number(date[2]), Number(date[3]));
  const dateTime = WALL_CLOCK_DATE_TIME.exec(text);
  if (dateTime) {
    const [, year, month, day, hour, minute] = dateTime.map(Number);
    return wallClock(value, year ?? 0, month ?? 0, day ?? 0, hour, minute);
  }
  if (!INSTANT.test(text)) throw invalid(value);
  // Written in the one shape every browser's Date.parse reads: 'T' between date and time, '+01:00'.
  const standard = text
    .toUpperCase()
    .replace(' ', 'T')
    .replace(/([+-]\d{2})(\d{2})$/, '$1:$2');
  return londonClockAt(value, Date.parse(standard));
}

function timeOfDay(value: DateInput): { hour: number; minute: number } {
  const time = typeof value === 'string' ? TIME_OF_DAY.exec(value.trim()) : null;
  if (!time) return londonDateTime(value);
  const hour = Number(time[1]);
  const minute = Number(time[2]);
  if (hour > 23 || minute > 59) throw invalid(value);
  return { hour, minute };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The London calendar date as `YYYY-MM-DD`, the shape of the slot pages' fromDate and startDate. */
export function londonCalendarDate(value: DateInput): string {
  const { year, month, day } = londonDateTime(value);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** long: 'Saturday 1 June 2024'; dayMonth: 'Saturday 1 June'; short: '01/06/2024'. */
export type DateStyle = 'long' | 'dayMonth' | 'short';

export function formatDate(value: DateInput, style: DateStyle = 'long'): string {
  const { year, month, day } = londonDateTime(value);
  if (style === 'short') return `${pad(day)}/${pad(month)}/${year}`;
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  const dayMonth = `${weekday} ${day} ${MONTHS[month - 1]}`;
  return style === 'dayMonth' ? dayMonth : `${dayMonth} ${year}`;
}

/** The 24-hour London time: '09:05', '23:30'. */
export function formatTime(value: DateInput): string {
  const { hour, minute } = timeOfDay(value);
  return `${pad(hour)}:${pad(minute)}`;
}

/**
 * A slot's time as the slot pages and analytics show it: '7AM', '7:30AM', '12PM'. A slot starting at
 * 23:30 shows as '12AM', the midnight it runs into (doc 1 §9).
 */
export function formatSlotTime(value: DateInput): string {
  const { hour, minute } = timeOfDay(value);
  if (hour === 23 && minute === 30) return '12AM';
  const twelveHour = hour % 12 === 0 ? 12 : hour % 12;
  const minutes = minute === 0 ? '' : `:${pad(minute)}`;
  return `${twelveHour}${minutes}${hour < 12 ? 'AM' : 'PM'}`;
}
