/**
 * The orders a product list can be sorted in (doc 3 §3 Search state). Here rather than with the catalogue's
 * answer schemas (src/api/catalogue.ts) because the results pages' search params are checked against them
 * when any page starts, and that must not bring the schemas into the first script (issue 5).
 */
export const SORT_OPTIONS = [
  'RELEVANCE',
  'MOST_RECENT',
  'CATEGORY',
  'A_2_Z',
  'PRICE_LOW_2_HIGH',
  'PRICE_HIGH_2_LOW',
] as const;
export type SortBy = (typeof SORT_OPTIONS)[number];
