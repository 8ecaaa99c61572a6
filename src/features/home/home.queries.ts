import { queryOptions } from '@tanstack/react-query';
import {
  ENTERTAINING_CATEGORY_ID,
  GROCERIES_CATEGORY_ID,
  getCategory,
  type TaxonomyDepth,
} from '../../api/taxonomy.ts';

/** Taxonomy is cached for 5 minutes (doc 3 §7, §9). */
export const TAXONOMY_CACHE_MS = 5 * 60 * 1000;

export function categoryTreeQueryOptions(categoryId: string, depth: TaxonomyDepth) {
  return queryOptions({
    queryKey: ['taxonomy', 'category', categoryId, { depth }],
    queryFn: ({ signal }) => getCategory(categoryId, depth, signal),
    staleTime: TAXONOMY_CACHE_MS,
    gcTime: TAXONOMY_CACHE_MS,
  });
}

/** Groceries with its departments and their sub-categories. */
export const groceriesQueryOptions = () => categoryTreeQueryOptions(GROCERIES_CATEGORY_ID, 2);

/** Entertaining with its sub-categories. */
export const entertainingQueryOptions = () => categoryTreeQueryOptions(ENTERTAINING_CATEGORY_ID, 1);
