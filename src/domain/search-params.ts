/**
 * What the address of a results page says (doc 3 §2, §3 "Search state and results", §4 "Search and
 * browse"): the term searched for, the filters applied and the sort, so that back, forward and a shared link
 * all show the same results. These rules read and write those values (toggling filters and following a
 * result's redirect are src/domain/search-results.ts); the routes validate their search
 * with them (src/features/catalogue/catalogue.search.ts).
 *
 * - `searchTerm` (search) and `value` (multi-search, the term on show): the term.
 * - `filterTags` (search and browse) and `flt` (multi-search): filter tag ids `{group}:{value}`, e.g.
 *   `DIETARY_AND_LIFESTYLE:Vegan`, as the results' filter options give them.
 * - `category`: a child category chosen in the Categories filter (its id).
 * - `sortBy`: one of the sorts.
 * - `redirect=false` (search): stay on the results even when the term names a page of the shop (a search
 *   for 'offers' otherwise goes to the offers page), e.g. for a link that means the products themselves.
 */
import { ECOM_BASE } from './routing.ts';

export const SEARCH_PARAM_NAMES = {
  searchTerm: 'searchTerm',
  filterTags: 'filterTags',
  category: 'category',
  sortBy: 'sortBy',
  redirect: 'redirect',
  multiSearchValue: 'value',
  multiSearchFilters: 'flt',
} as const;

/** The content service takes terms of at most 150 characters (docs/api/catalogue.md). */
export const MAX_SEARCH_TERM_LENGTH = 150;
/** More tags than any page offers: an address with more is not one the shop made. */
export const MAX_FILTER_TAGS = 50;
const MAX_FILTER_TAG_LENGTH = 120;

/** `{group}:{value}`: the group is a name like DIETARY_AND_LIFESTYLE, the value anything after the colon. */
const FILTER_TAG = /^([A-Za-z][A-Za-z_]*):(.+)$/;

/** The term in an address: trimmed, runs of spaces as one, at most 150 characters; undefined when empty. */
export function searchTermOf(raw: unknown): string | undefined {
  // The router reads `?searchTerm=1664` as a number.
  if (typeof raw !== 'string' && typeof raw !== 'number') return undefined;
  const term = String(raw).replace(/\s+/g, ' ').trim().slice(0, MAX_SEARCH_TERM_LENGTH).trim();
  return term === '' ? undefined : term;
}

/** The group of a filter tag id (`DIETARY_AND_LIFESTYLE`), or null when it is not one. */
export function filterTagGroup(tag: string): string | null {
  return FILTER_TAG.exec(tag)?.[1] ?? null;
}

export function isFilterTag(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_FILTER_TAG_LENGTH && FILTER_TAG.test(value);
}

/**
 * The filter tags in an address: a list (the router's form) or one comma-joined string (a hand-written
 * link). Anything that is not a tag is dropped; the result has no repeats and is sorted, so the same choice
 * made in any order is the same address, and the same cached results.
 */
export function filterTagsOf(raw: unknown): string[] {
  const values = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : [];
  const tags = values.map((value) => (typeof value === 'string' ? value.trim() : value)).filter(isFilterTag);
  return [...new Set(tags)].sort().slice(0, MAX_FILTER_TAGS);
}

/** A category id in an address: digits only. */
export function categoryIdOf(raw: unknown): string | undefined {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  return /^\d{1,12}$/.test(text) ? text : undefined;
}

/** `redirect=false` (or `0`, `no`): the shopper asked to stay on the results. */
export function isRedirectSuppressed(raw: unknown): boolean {
  if (raw === false || raw === 0) return true;
  return typeof raw === 'string' && ['false', '0', 'no'].includes(raw.trim().toLowerCase());
}

/**
 * doc 3 §2 "Category paths are lower-cased category names": the browse path below shop/browse as the shop
 * writes it (`groceries/bakery/bread`), from the route's splat as typed (`Groceries/Bakery//Bread/`).
 */
export function browsePathOf(splat: string | undefined): string {
  return (splat ?? '')
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.toLowerCase())
    .join('/');
}

/** The content service's `contentUrl` for browsing a path (`/shop/browse/groceries/bakery`). */
export function browseContentUrl(browsePath: string): string {
  return `/shop/browse/${browsePathOf(browsePath)}`;
}

/** The storefront address of a browse path: `/ecom/shop/browse/groceries/bakery`. */
export function browseHref(browsePath: string): string {
  return `${ECOM_BASE}/shop/browse/${browsePathOf(browsePath)}`;
}
