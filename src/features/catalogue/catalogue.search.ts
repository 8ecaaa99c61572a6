import * as v from 'valibot';
import {
  browseContentUrl,
  categoryIdOf,
  filterTagsOf,
  isRedirectSuppressed,
  searchTermOf,
} from '../../domain/search-params.ts';
import { SORT_OPTIONS, type SortBy } from '../../domain/sort-options.ts';
import type { ProductListQuery } from './catalogue.queries.ts';

/**
 * The search params of the results pages (doc 3 §2, src/domain/search-params.ts): each value is read
 * leniently (a hand-edited address shows the closest results rather than an error) and left out when
 * empty, so the addresses the shop writes stay short.
 */
const term = v.pipe(v.optional(v.unknown()), v.transform(searchTermOf));
const filterTags = v.pipe(
  v.optional(v.unknown()),
  v.transform((raw) => {
    const tags = filterTagsOf(raw);
    return tags.length > 0 ? tags : undefined;
  }),
);
const category = v.pipe(v.optional(v.unknown()), v.transform(categoryIdOf));
const sortBy = v.pipe(
  v.optional(v.unknown()),
  v.transform((raw): SortBy | undefined =>
    (SORT_OPTIONS as readonly unknown[]).includes(raw) ? (raw as SortBy) : undefined,
  ),
);
/** `redirect=false` keeps the shopper on the results of a term that names a page (doc 3 §4). */
const redirect = v.pipe(
  v.optional(v.unknown()),
  v.transform((raw): false | undefined => (isRedirectSuppressed(raw) ? false : undefined)),
);

/** shop/search?searchTerm=&filterTags=&category=&sortBy=&redirect=false */
export const searchPageSearchSchema = v.object({ searchTerm: term, filterTags, category, sortBy, redirect });
export type SearchPageSearch = v.InferOutput<typeof searchPageSearchSchema>;

/** shop/multi-search?value=&flt=&sortBy= (doc 3 §2): `value` is the term on show, `flt` its filter tags. */
export const multiSearchPageSearchSchema = v.object({ value: term, flt: filterTags, category, sortBy });
export type MultiSearchPageSearch = v.InferOutput<typeof multiSearchPageSearchSchema>;

/** shop/browse/...?filterTags=&category=&sortBy= */
export const browsePageSearchSchema = v.object({ filterTags, category, sortBy });
export type BrowsePageSearch = v.InferOutput<typeof browsePageSearchSchema>;

/** What the shopper has narrowed a list by: the same three on every results page. */
export interface Refinements {
  filterTags: readonly string[];
  category?: string | undefined;
  sortBy?: SortBy | undefined;
}

export const NO_REFINEMENTS: Refinements = { filterTags: [] };

/** A search's list; null without a term (the search is cleared). */
export function searchListQuery(search: SearchPageSearch): ProductListQuery | null {
  if (!search.searchTerm) return null;
  return {
    contentUrl: '/shop/search',
    searchTerm: search.searchTerm,
    category: search.category,
    filterTags: search.filterTags ?? [],
    sortBy: search.sortBy,
  };
}

export function multiSearchListQuery(search: MultiSearchPageSearch): ProductListQuery | null {
  if (!search.value) return null;
  return {
    contentUrl: '/shop/multi-search',
    searchTerm: search.value,
    category: search.category,
    filterTags: search.flt ?? [],
    sortBy: search.sortBy,
  };
}

export function browseListQuery(browsePath: string, search: BrowsePageSearch): ProductListQuery {
  return {
    contentUrl: browseContentUrl(browsePath),
    category: search.category,
    filterTags: search.filterTags ?? [],
    sortBy: search.sortBy,
  };
}

/** A page's search params as parsed from an address the router has not validated (a loader's location). */
export function parseSearch<TSchema extends v.GenericSchema>(schema: TSchema, search: unknown) {
  return v.parse(schema, typeof search === 'object' && search !== null ? search : {});
}
