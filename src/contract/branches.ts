import * as v from 'valibot';

/** The branches answer (doc 3 §7 "branches by postcode"): find a store. */

export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const timeOfDaySchema = v.pipe(v.string(), v.regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'A time is HH:MM'));

/** A branch's hours on one weekday (London time); both null when it does not open that day. */
export const dayOpeningHoursSchema = v.object({
  day: v.picklist(WEEKDAYS),
  opens: v.nullable(timeOfDaySchema),
  closes: v.nullable(timeOfDaySchema),
});
export type DayOpeningHours = v.InferOutput<typeof dayOpeningHoursSchema>;

export const branchSchema = v.object({
  id: v.number(),
  name: v.string(),
  addressLines: v.array(v.string()),
  town: v.string(),
  region: v.nullable(v.string()),
  postcode: v.string(),
  phone: v.string(),
  /** Miles from the searched postcode (one decimal place); null when none was searched. */
  distanceMiles: v.nullable(v.number()),
  services: v.object({ groceriesCollection: v.boolean(), entertainingCollection: v.boolean() }),
  /** Monday to Sunday. */
  openingHours: v.array(dayOpeningHoursSchema),
});
export type Branch = v.InferOutput<typeof branchSchema>;

export const branchSearchSchema = v.object({
  /** The searched postcode as the service normalised it, or null for every branch. */
  postcode: v.nullable(v.string()),
  branches: v.array(branchSchema),
});
export type BranchSearch = v.InferOutput<typeof branchSearchSchema>;
