import * as v from 'valibot';
import { INVALID_UK_POSTCODE_MESSAGE } from '../domain/messages.ts';
import { call } from './client.ts';
import { ApiError } from './errors.ts';

/** Find a store (doc 3 §7 "branches by postcode"), from the branches service. */

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

/** How many branches a postcode search shows. */
export const BRANCH_SEARCH_LIMIT = 10;

/**
 * GET branches?postcode=&limit=: the branches nearest a postcode first, or every branch alphabetically
 * without one. An invalid postcode is an ApiError 400 of type INVALID_POSTCODE (see isInvalidPostcode).
 */
export function getBranches(postcode: string | undefined, signal?: AbortSignal) {
  return call({
    service: 'branches',
    version: 1,
    endpoint: 'branches',
    searchParams: postcode ? { postcode, limit: BRANCH_SEARCH_LIMIT } : {},
    schema: branchSearchSchema,
    handleStatuses: [400],
    signal,
  });
}

/**
 * The invalid postcode flag on branches (doc 3 §8): the service's message for a postcode it refused
 * ('Invalid UK postcode'), or undefined for any other failure.
 */
export function invalidPostcodeMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 400 || error.type !== 'INVALID_POSTCODE')
    return undefined;
  const { body } = error;
  return typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
    ? body.message
    : INVALID_UK_POSTCODE_MESSAGE;
}
