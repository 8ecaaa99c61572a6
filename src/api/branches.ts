import { branchSearchSchema } from '../contract/branches.ts';
import { INVALID_UK_POSTCODE_MESSAGE } from '../domain/messages.ts';
import { call } from './client.ts';
import { ApiError } from './errors.ts';

/** Find a store (doc 3 §7 "branches by postcode"), from the branches service; src/contract/branches.ts. */

export {
  type Branch,
  type BranchSearch,
  type DayOpeningHours,
  WEEKDAYS,
  type Weekday,
} from '../contract/branches.ts';

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
