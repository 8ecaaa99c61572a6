import {
  type Filter,
  type FilterGroup,
  type Product,
  type SearchResults,
  SORT_LABELS,
  SORT_OPTIONS,
  type SortBy,
} from '../../api/catalogue.ts';
import { filterTagGroup } from '../../domain/search-params.ts';
import type { Refinements } from './catalogue.search.ts';

/** doc 3 §5 "Filter lists show 10 values, then a show-more control (up to 1000)". */
export const FILTER_VALUES_SHOWN = 10;
export const FILTER_VALUES_MAX = 1000;

export const CATEGORY_FILTER_GROUP: FilterGroup = 'childCategories';
/** doc 3 §3 "'All Categories' is the deselect label". */
export const ALL_CATEGORIES = 'All Categories';

export interface FilterOptionView {
  /** The filter tag id (`DIETARY_AND_LIFESTYLE:Vegan`), or for Categories the category id. */
  value: string;
  label: string;
  count: number;
  applied: boolean;
}

export interface FilterGroupView {
  group: FilterGroup;
  label: string;
  /** Single-choice groups (Available in, Categories) are radio buttons with their deselect option first. */
  singleChoice: boolean;
  deselectLabel: string | null;
  options: FilterOptionView[];
  anyApplied: boolean;
}

/**
 * The filters panel (doc 3 §3 filters, §4 "Toggling a filter marks it applied"): the groups the results
 * offer, each option marked applied from the page's address (so a toggle shows at once, before its
 * results arrive), Categories first. Options are capped at 1000 (doc 3 §5).
 */
export function filterGroupsView(
  results: Pick<SearchResults, 'filters' | 'categoryLevelFilters'>,
  refinements: Refinements,
): FilterGroupView[] {
  const categories = results.categoryLevelFilters
    .filter((filter) => filter.options.length > 0)
    .map((filter) => groupView(filter, (option) => option.value === refinements.category, true));
  const tagGroups = results.filters
    .filter((filter) => filter.group !== CATEGORY_FILTER_GROUP && filter.options.length > 0)
    .map((filter) => groupView(filter, (option) => refinements.filterTags.includes(option.filterTag)));
  return [...categories, ...tagGroups];
}

function groupView(
  filter: Filter,
  isApplied: (option: Filter['options'][number]) => boolean,
  isCategories = false,
): FilterGroupView {
  const options = filter.options.slice(0, FILTER_VALUES_MAX).map((option) => ({
    value: isCategories ? option.value : option.filterTag,
    label: option.text,
    count: option.count,
    applied: isApplied(option),
  }));
  return {
    group: filter.group,
    label: filter.label,
    singleChoice: isCategories || !filter.allowMultiple,
    deselectLabel: filter.deselectAllOptionsLabel ?? (isCategories ? ALL_CATEGORIES : null),
    options,
    anyApplied: options.some((option) => option.applied),
  };
}

export interface AppliedFilterView {
  /** The filter tag, or the category id when `isCategory`. */
  value: string;
  label: string;
  isCategory: boolean;
}

/**
 * The filters in force, as chips that remove them: every tag in the address, named as the panel names it
 * (an applied value the results no longer list still shows, so it can still be removed).
 */
export function appliedFiltersView(
  groups: readonly FilterGroupView[],
  refinements: Refinements,
): AppliedFilterView[] {
  const labelOf = (value: string) =>
    groups.flatMap((group) => group.options).find((option) => option.value === value)?.label;
  const tags = refinements.filterTags.map((tag) => ({
    value: tag,
    label: labelOf(tag) ?? tag.slice((filterTagGroup(tag)?.length ?? -1) + 1),
    isCategory: false,
  }));
  const category = refinements.category
    ? [
        {
          value: refinements.category,
          label:
            groups
              .find((group) => group.group === CATEGORY_FILTER_GROUP)
              ?.options.find((option) => option.value === refinements.category)?.label ?? 'Category',
          isCategory: true,
        },
      ]
    : [];
  return [...category, ...tags];
}

export function hasRefinements(refinements: Refinements): boolean {
  return refinements.filterTags.length > 0 || refinements.category !== undefined;
}

/** The sorts a shopper may choose (doc 3 §3 Sorts; docs/api/catalogue.md). */
export function sortOptions(): { value: SortBy; label: string }[] {
  return SORT_OPTIONS.map((value) => ({ value, label: SORT_LABELS[value] }));
}

const count = (value: number) => value.toLocaleString('en-GB');

/** '1,234 products', '1 product'. */
export function productCountText(totalMatches: number): string {
  return `${count(totalMatches)} ${totalMatches === 1 ? 'product' : 'products'}`;
}

/** 'Showing 48 of 1,234 products'. */
export function shownText(shown: number, totalMatches: number): string {
  return `Showing ${count(shown)} of ${productCountText(totalMatches)}`;
}

/** Every product of the loaded pages, in order (pages never share a product; docs/api/catalogue.md). */
export function productsOf(pages: readonly SearchResults[]): Product[] {
  const seen = new Set<string>();
  const products: Product[] = [];
  for (const page of pages) {
    for (const product of page.products) {
      if (seen.has(product.lineNumber)) continue;
      seen.add(product.lineNumber);
      products.push(product);
    }
  }
  return products;
}
