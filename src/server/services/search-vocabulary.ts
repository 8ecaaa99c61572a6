import { DIETARY_TAGS } from '../seed/dietary.ts';

/**
 * The closed lists the search filters are made of (doc 3 §3 "Filter groups"): a product holds them as bit
 * masks (catalogue-index.ts), and a filter tag naming a value outside them is refused.
 */

/** DIETARY_AND_LIFESTYLE values, in the order the filter lists them. */
export const DIETARY_VALUES: readonly string[] = DIETARY_TAGS;

/** The shopper's words for each kind of offer, in the order the Offers filter lists them. */
export const OFFER_TYPE_TEXT: ReadonlyMap<string, string> = new Map([
  ['MULTI_BUY', 'Multibuy'],
  ['PERCENT_OFF', 'Percentage off'],
  ['AMOUNT_OFF', 'Money off'],
  ['MEAL_DEAL', 'Meal deals'],
  ['NEW_LOWER_PRICE', 'New lower price'],
  ['PRICE_MATCH', 'Brand Price Match'],
  ['INTRODUCTORY', 'Introductory offers'],
  ['FEATURED', 'Featured offers'],
]);
export const OFFER_TYPES: readonly string[] = [...OFFER_TYPE_TEXT.keys()];

/** Serving size buckets; a product serving 2 to 4 is in '2' and '3-4'. */
export const SERVING_SIZES = [
  { value: '1', text: 'Serves 1', min: 1, max: 1 },
  { value: '2', text: 'Serves 2', min: 2, max: 2 },
  { value: '3-4', text: 'Serves 3 to 4', min: 3, max: 4 },
  { value: '5-6', text: 'Serves 5 to 6', min: 5, max: 6 },
  { value: '7-10', text: 'Serves 7 to 10', min: 7, max: 10 },
  { value: '11+', text: 'Serves 11 or more', min: 11, max: Number.POSITIVE_INFINITY },
] as const;
export const SERVING_SIZE_VALUES: readonly string[] = SERVING_SIZES.map((size) => size.value);

/** The most days' notice a LEADTIME tag may name. */
export const MAX_LEAD_DAYS = 365;

/** The bits of the values found in `list` (values outside it have none). */
export function maskOf(list: readonly string[], values: readonly string[]): number {
  let mask = 0;
  for (const value of values) {
    const bit = list.indexOf(value);
    if (bit >= 0) mask |= 1 << bit;
  }
  return mask;
}

export function servingSizeMask(min: number | null, max: number | null): number {
  if (min === null || max === null) return 0;
  let mask = 0;
  SERVING_SIZES.forEach((size, bit) => {
    if (min <= size.max && max >= size.min) mask |= 1 << bit;
  });
  return mask;
}
