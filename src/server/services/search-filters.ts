import type { Filter, FilterGroup, FilterOption } from '../../contract/catalogue.ts';
import type { CatalogueIndex, ProductFacets } from './catalogue-index.ts';
import {
  DIETARY_VALUES,
  MAX_LEAD_DAYS,
  OFFER_TYPE_TEXT,
  OFFER_TYPES,
  SERVING_SIZE_VALUES,
  SERVING_SIZES,
} from './search-vocabulary.ts';

/**
 * The filters of search and browse (doc 3 §3 "Filter groups", §5 "Filters and offers";
 * docs/api/catalogue.md). A filter tag is `{group}:{value}`; options are ORed within a group and groups
 * are ANDed. Each option's count is the number of results it would give with the other groups' choices
 * applied, which is what a shopper expects a filter's number to mean.
 */

export const TAG_GROUPS = [
  'OFFER_TYPE',
  'DIETARY_AND_LIFESTYLE',
  'BRAND',
  'LEADTIME',
  'COOKING_STATUS',
  'SERVING_SIZE',
] as const satisfies readonly FilterGroup[];
export type TagGroup = (typeof TAG_GROUPS)[number];

/** doc 3 §5 "Dietary values with fewer than 10 matches are dropped". */
export const DIETARY_MIN_MATCHES = 10;

type OptionCount = { value: string; text: string; count: number };

interface Counter {
  /** Adds the product to the count of every option it belongs to. */
  tally(product: ProductFacets): void;
  /** The options to show; chosen values are always shown, so they can be removed. */
  options(chosen: ReadonlySet<string>): OptionCount[];
}

interface GroupSpec {
  label: string;
  allowMultiple: boolean;
  deselectLabel: string | null;
  /** Why a value cannot be one of this group's, or null when it can. */
  invalid?(value: string): string | null;
  /** The test a product must pass for the chosen values. */
  compile(chosen: ReadonlySet<string>, index: CatalogueIndex): (product: ProductFacets) => boolean;
  counter(index: CatalogueIndex): Counter;
}

const bump = (counts: Int32Array, position: number) => {
  counts[position] = (counts[position] as number) + 1;
};
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const dayText = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

/** Counts per bit of a mask over a fixed list, listed in the list's order. */
function maskCounter(
  list: readonly string[],
  maskOf: (product: ProductFacets) => number,
  text: (value: string) => string,
  min = 1,
): Counter {
  const counts = new Int32Array(list.length);
  return {
    tally(product) {
      for (let mask = maskOf(product); mask !== 0; mask &= mask - 1) {
        bump(counts, 31 - Math.clz32(mask & -mask));
      }
    },
    options: (chosen) =>
      list.flatMap((value, bit) => {
        const count = counts[bit] ?? 0;
        return count >= min || chosen.has(value) ? [{ value, text: text(value), count }] : [];
      }),
  };
}

function maskTest(list: readonly string[], maskOf: (product: ProductFacets) => number) {
  return (chosen: ReadonlySet<string>) => {
    let wanted = 0;
    list.forEach((value, bit) => {
      if (chosen.has(value)) wanted |= 1 << bit;
    });
    return (product: ProductFacets) => (maskOf(product) & wanted) !== 0;
  };
}

/** Counts per id of one of the index's lists (brands, cooking statuses). */
function idCounter(
  values: readonly string[],
  idOf: (product: ProductFacets) => number,
  order: (options: OptionCount[]) => OptionCount[],
): Counter {
  const counts = new Int32Array(values.length);
  return {
    tally(product) {
      const id = idOf(product);
      if (id >= 0) bump(counts, id);
    },
    options(chosen) {
      const shown = values.flatMap((value, id) => {
        const count = counts[id] ?? 0;
        return count > 0 || chosen.has(value) ? [{ value, text: value, count }] : [];
      });
      for (const value of chosen) {
        if (!values.includes(value)) shown.push({ value, text: value, count: 0 });
      }
      return order(shown);
    },
  };
}

function idTest(ids: ReadonlyMap<string, number>, idOf: (product: ProductFacets) => number) {
  return (chosen: ReadonlySet<string>) => {
    const wanted = new Set([...chosen].flatMap((value) => ids.get(value) ?? []));
    return (product: ProductFacets) => wanted.has(idOf(product));
  };
}

const oneOf = (group: string, values: readonly string[]) => (value: string) =>
  values.includes(value) ? null : `${group} must be one of ${values.join(', ')}`;

const GROUPS: Record<TagGroup, GroupSpec> = {
  OFFER_TYPE: {
    label: 'Offers',
    allowMultiple: true,
    deselectLabel: null,
    invalid: oneOf('OFFER_TYPE', OFFER_TYPES),
    compile: maskTest(OFFER_TYPES, (product) => product.offerMask),
    counter: () =>
      maskCounter(
        OFFER_TYPES,
        (product) => product.offerMask,
        (value) => OFFER_TYPE_TEXT.get(value) ?? value,
      ),
  },
  DIETARY_AND_LIFESTYLE: {
    label: 'Dietary',
    allowMultiple: true,
    deselectLabel: null,
    invalid: oneOf('DIETARY_AND_LIFESTYLE', DIETARY_VALUES),
    compile: maskTest(DIETARY_VALUES, (product) => product.dietaryMask),
    counter: () =>
      maskCounter(
        DIETARY_VALUES,
        (product) => product.dietaryMask,
        (value) => value,
        DIETARY_MIN_MATCHES,
      ),
  },
  BRAND: {
    label: 'Waitrose Brands',
    allowMultiple: true,
    deselectLabel: null,
    compile: (chosen, index) => idTest(index.brandIds, (product) => product.brandId)(chosen),
    // Only the shop's own brands are offered (doc 3 §3 "Waitrose Brands (the provider's own brands)").
    counter: (index) =>
      idCounter(
        index.brands,
        (product) => (product.ownBrand ? product.brandId : -1),
        (options) => options.sort((a, b) => b.count - a.count || byText(a.value, b.value)),
      ),
  },
  LEADTIME: {
    label: 'Available in',
    allowMultiple: false,
    deselectLabel: 'Show all availability',
    invalid: (value) =>
      /^\d{1,3}$/.test(value) && Number(value) <= MAX_LEAD_DAYS
        ? null
        : `LEADTIME must be a number of days from 0 to ${MAX_LEAD_DAYS}`,
    // 'Available in 3 days' is everything that can be had with 3 days' notice: items needing no notice and
    // items needing 3 or fewer.
    compile: (chosen) => {
      const days = Math.min(...[...chosen].map(Number));
      return (product) => product.leadTime <= days;
    },
    counter: () => {
      // Position 0 counts the products needing no notice; position d + 1, those needing d days.
      const counts = new Int32Array(MAX_LEAD_DAYS + 2);
      return {
        tally(product) {
          bump(counts, product.leadTime + 1);
        },
        options(chosen) {
          const days = new Set<number>();
          counts.forEach((count, position) => {
            if (position > 0 && count > 0) days.add(position - 1);
          });
          if (days.size === 0) return [];
          for (const value of chosen) days.add(Number(value));
          let running = counts[0] ?? 0;
          let counted = 0;
          return [...days]
            .sort((a, b) => a - b)
            .map((day) => {
              for (; counted <= day; counted++) running += counts[counted + 1] ?? 0;
              return { value: String(day), text: dayText(day), count: running };
            });
        },
      };
    },
  },
  COOKING_STATUS: {
    label: 'Cooking status',
    allowMultiple: true,
    deselectLabel: null,
    compile: (chosen, index) => idTest(index.cookingIds, (product) => product.cookingId)(chosen),
    counter: (index) =>
      idCounter(
        index.cookingStatuses,
        (product) => product.cookingId,
        (options) => options.sort((a, b) => byText(a.value, b.value)),
      ),
  },
  SERVING_SIZE: {
    label: 'Serving size',
    // doc 3 §5 "Serving Size shows as radio options".
    allowMultiple: false,
    deselectLabel: 'Any serving size',
    invalid: oneOf('SERVING_SIZE', SERVING_SIZE_VALUES),
    compile: maskTest(SERVING_SIZE_VALUES, (product) => product.servingMask),
    counter: () =>
      maskCounter(
        SERVING_SIZE_VALUES,
        (product) => product.servingMask,
        (value) => SERVING_SIZES.find((size) => size.value === value)?.text ?? value,
      ),
  },
};

/** The chosen values of each group, from the request's filter tags. */
export type Selection = ReadonlyMap<TagGroup, ReadonlySet<string>>;

const FILTER_TAG = /^([A-Za-z_]+):(.+)$/s;

export type SelectionResult =
  | { ok: true; selection: Selection; tags: string[] }
  | { ok: false; message: string };

/**
 * Reads `{group}:{value}` tags: unknown groups, values outside a closed list and two choices in a
 * single-choice group are refused with a message that says what is allowed. Repeats count once.
 */
export function parseFilterTags(tags: readonly string[]): SelectionResult {
  const selection = new Map<TagGroup, Set<string>>();
  const unique: string[] = [];
  for (const tag of tags) {
    const match = FILTER_TAG.exec(tag);
    if (!match) return { ok: false, message: `filterTags: "${tag}" is not {group}:{value}` };
    const [, group = '', value = ''] = match;
    if (group === 'childCategories') {
      return { ok: false, message: 'filterTags: choose a category with the category parameter, not a tag' };
    }
    if (!(TAG_GROUPS as readonly string[]).includes(group)) {
      return { ok: false, message: `filterTags: the group must be one of ${TAG_GROUPS.join(', ')}` };
    }
    const spec = GROUPS[group as TagGroup];
    const invalid = spec.invalid?.(value);
    if (invalid) return { ok: false, message: `filterTags: ${invalid}` };
    const chosen = selection.get(group as TagGroup) ?? new Set<string>();
    if (chosen.has(value)) continue;
    if (!spec.allowMultiple && chosen.size > 0) {
      return { ok: false, message: `filterTags: ${group} is a single choice; send one ${group} tag` };
    }
    chosen.add(value);
    selection.set(group as TagGroup, chosen);
    unique.push(tag);
  }
  return { ok: true, selection, tags: unique };
}

export interface FilterPassInput {
  index: CatalogueIndex;
  /** Product indices, in the order results should keep. */
  candidates: ArrayLike<number>;
  /** Which candidates belong to the page at all (the offers page: products on offer). */
  accept?: (product: ProductFacets) => boolean;
  selection: Selection;
  /** The chosen category (`category` parameter), if any. */
  inCategory?: (product: ProductFacets) => boolean;
  /** The Categories filter option a product counts towards, if any. */
  categoryOptionOf: (product: ProductFacets) => number | undefined;
}

export interface FilterPass {
  /** The candidates that pass everything, in their order. */
  results: Int32Array;
  /** The tag filter groups with their options and counts, in the contract's order. */
  filters: Filter[];
  /** Per Categories option: results with every tag filter applied, but not the category choice. */
  categoryCounts: Map<number, number>;
}

/**
 * One pass over the candidates: a product failing no group is a result and counts towards every group's
 * options; failing exactly one group it still counts towards that group's options (choosing one of them
 * would bring it in); failing two or more it counts nowhere.
 */
export function filterPass(input: FilterPassInput): FilterPass {
  const { index, candidates, accept, selection, inCategory, categoryOptionOf } = input;
  const { products } = index;
  const counters = TAG_GROUPS.map((group) => GROUPS[group].counter(index));
  const active = TAG_GROUPS.flatMap((group, position) => {
    const chosen = selection.get(group);
    return chosen && chosen.size > 0
      ? [{ test: GROUPS[group].compile(chosen, index), counter: counters[position] as Counter }]
      : [];
  });
  const categoryCounts = new Map<number, number>();
  const results: number[] = [];
  for (let i = 0; i < candidates.length; i++) {
    const position = candidates[i] as number;
    const product = products[position] as ProductFacets;
    if (accept && !accept(product)) continue;
    let failed: Counter | undefined;
    let failures = 0;
    for (let g = 0; g < active.length && failures < 2; g++) {
      const group = active[g] as (typeof active)[number];
      if (!group.test(product)) {
        failed = group.counter;
        failures++;
      }
    }
    if (failures >= 2) continue;
    if (failures === 0) {
      const option = categoryOptionOf(product);
      if (option !== undefined) categoryCounts.set(option, (categoryCounts.get(option) ?? 0) + 1);
    }
    if (inCategory && !inCategory(product)) continue;
    if (failed) {
      failed.tally(product);
    } else {
      results.push(position);
      for (const counter of counters) counter.tally(product);
    }
  }

  const filters: Filter[] = [];
  TAG_GROUPS.forEach((group, position) => {
    const spec = GROUPS[group];
    const chosen = selection.get(group) ?? new Set<string>();
    const options: FilterOption[] = (counters[position] as Counter).options(chosen).map((option) => ({
      filterTag: `${group}:${option.value}`,
      text: option.text,
      value: option.value,
      count: option.count,
      applied: chosen.has(option.value),
    }));
    if (options.length === 0) return;
    filters.push({
      group,
      label: spec.label,
      allowMultiple: spec.allowMultiple,
      deselectAllOptionsLabel: spec.deselectLabel,
      options,
    });
  });
  return { results: Int32Array.from(results), filters, categoryCounts };
}
