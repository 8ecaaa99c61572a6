/**
 * What a product's page says beyond its pod (doc 3 §3 Product and Promotion, §9 Display rules): when an
 * offer ends, servings, alcohol, lead time, delivery days and dates. Pure functions of the product's fields
 * (src/api/catalogue.ts). Slot restrictions (src/domain/slot-restrictions.ts) word a product's limits with them.
 */
import { londonDateTime, MONTHS } from './dates.ts';
import { plural } from './product-display.ts';

// ---------------------------------------------------------------------------------------------------------
// Offers (doc 3 §3 Promotion)

const pad = (value: number) => String(value).padStart(2, '0');

/** 'Offer ends 24/12' (the London date of the last day it applies); null when the date cannot be read. */
export function offerEndsText(expiryDate: string): string | null {
  try {
    const { day, month } = londonDateTime(expiryDate);
    return `Offer ends ${pad(day)}/${pad(month)}`;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------------------
// Servings, alcohol, deposit, lead time, days and restrictions

/** doc 3 §9: 'Serves min - max' when min is above 1 and below max, otherwise 'Serves N' (the most it serves). */
export function servesText(servings: { min: number; max: number } | null): string | null {
  if (!servings || servings.max <= 0) return null;
  const { min, max } = servings;
  return min > 1 && min < max ? `Serves ${min} - ${max}` : `Serves ${Math.max(min, max)}`;
}

/** '13.5% ABV' */
export function alcoholStrengthText(percentByVolume: number): string {
  return `${Number(percentByVolume.toFixed(1))}% ABV`;
}

/** '10.1 UK units', '1 UK unit' */
export function alcoholUnitsText(unitsInBottle: number): string {
  const units = Number(unitsInBottle.toFixed(1));
  return `${units} UK ${units === 1 ? 'unit' : 'units'}`;
}

/** 'Order at least 2 days ahead'; null when the product needs no notice. */
export function leadTimeText(leadTime: number | null): string | null {
  if (leadTime === null || leadTime <= 0) return null;
  return `Order at least ${plural(leadTime, 'day', 'days')} ahead`;
}

const WEEKDAY_ORDER = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/**
 * The weekdays ('monday' ... 'sunday', in that order) a product is limited to; null when it is not limited
 * (no days given, none recognised, or all seven).
 */
export function availableWeekdays(days: readonly string[] | null): string[] | null {
  if (!days || days.length === 0) return null;
  const known = WEEKDAY_ORDER.filter((day) => days.some((given) => given.trim().toLowerCase() === day));
  return known.length === 0 || known.length === WEEKDAY_ORDER.length ? null : known;
}

/** 'Available on Tuesday, Wednesday and Friday'; null when every day (or the days are unknown). */
export function availableDaysText(days: readonly string[] | null): string | null {
  const known = availableWeekdays(days);
  if (known === null) return null;
  const names = known.map((day) => day.charAt(0).toUpperCase() + day.slice(1));
  const last = names.pop();
  return `Available on ${names.length > 0 ? `${names.join(', ')} and ${last}` : last}`;
}

function dayMonth(value: string): string | null {
  try {
    const { day, month, year } = londonDateTime(value);
    return `${day} ${MONTHS[month - 1]} ${year}`;
  } catch {
    return null;
  }
}

export interface AvailableDates {
  startDate: string;
  endDate: string;
  cutOffDate: string | null;
}

/** 'Available for delivery or collection from 1 December 2025 to 24 December 2025. Order by 20 December 2025.' */
export function availableDatesText({ startDate, endDate, cutOffDate }: AvailableDates): string | null {
  const from = dayMonth(startDate);
  const to = dayMonth(endDate);
  if (!from || !to) return null;
  const cutOff = cutOffDate ? dayMonth(cutOffDate) : null;
  const window = from === to ? `on ${from}` : `from ${from} to ${to}`;
  return `Available for delivery or collection ${window}.${cutOff ? ` Order by ${cutOff}.` : ''}`;
}
