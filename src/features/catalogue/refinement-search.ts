import type { Refinements } from './catalogue.search.ts';

/** Refinements as search params of search and browse pages: empty values are left out of the address. */
export function refinementSearch(refinements: Refinements) {
  return {
    filterTags: refinements.filterTags.length > 0 ? [...refinements.filterTags] : undefined,
    category: refinements.category,
    sortBy: refinements.sortBy,
  };
}

/** The same for multi-search, whose filter tags are `flt` (doc 3 §2). */
export function multiSearchRefinementSearch(refinements: Refinements) {
  const { filterTags, ...rest } = refinementSearch(refinements);
  return { flt: filterTags, ...rest };
}

export function refinementsOf(search: {
  filterTags?: string[] | undefined;
  category?: string | undefined;
  sortBy?: Refinements['sortBy'];
}): Refinements {
  return { filterTags: search.filterTags ?? [], category: search.category, sortBy: search.sortBy };
}
