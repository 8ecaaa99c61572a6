import { toggleFilterTag, withoutFilterGroup } from '../../domain/search-results.ts';
import type { Refinements } from './catalogue.search.ts';
import {
  CATEGORY_FILTER_GROUP,
  type FilterGroupView,
  type FilterOptionView,
} from './product-list.view-model.ts';

/** doc 3 §4 "Toggling a filter marks it applied or not": the refinements after toggling one option. */
export function toggledRefinements(
  refinements: Refinements,
  group: FilterGroupView,
  option: FilterOptionView,
): Refinements {
  if (group.group === CATEGORY_FILTER_GROUP) {
    return { ...refinements, category: refinements.category === option.value ? undefined : option.value };
  }
  return {
    ...refinements,
    filterTags: toggleFilterTag(refinements.filterTags, option.value, !group.singleChoice),
  };
}

/** A group's deselect option ('All Categories', 'Show all availability'). */
export function deselectedRefinements(refinements: Refinements, group: FilterGroupView): Refinements {
  if (group.group === CATEGORY_FILTER_GROUP) return { ...refinements, category: undefined };
  return { ...refinements, filterTags: withoutFilterGroup(refinements.filterTags, group.group) };
}

/** doc 3 §4 "Clearing filters un-applies all": the sort stays. */
export function clearedRefinements(refinements: Refinements): Refinements {
  return { filterTags: [], category: undefined, sortBy: refinements.sortBy };
}

/** One applied filter removed (its chip). */
export function withoutApplied(refinements: Refinements, value: string, isCategory: boolean): Refinements {
  return isCategory
    ? { ...refinements, category: undefined }
    : { ...refinements, filterTags: refinements.filterTags.filter((tag) => tag !== value) };
}
