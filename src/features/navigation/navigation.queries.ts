import { queryOptions } from '@tanstack/react-query';
import { GROCERIES_CATEGORY_ID, getCategory } from '../../api/taxonomy.ts';
import {
  MENU_TAXONOMY_DEPTH,
  MENU_TAXONOMY_RETRIES,
  TAXONOMY_CACHE_MS,
} from '../../domain/navigation-menu.ts';

/**
 * The groceries taxonomy both menus list (doc 3 §7 "GET groceries taxonomy (cached 5 min, one retry)"): one
 * query, depth 4, shared by the mega menu and the burger menu, so opening one after the other asks nothing
 * again. Its key has the shape of every taxonomy query (src/features/home/home.queries.ts).
 */
export function groceriesMenuQueryOptions() {
  return queryOptions({
    queryKey: ['taxonomy', 'category', GROCERIES_CATEGORY_ID, { depth: MENU_TAXONOMY_DEPTH }],
    queryFn: ({ signal }) => getCategory(GROCERIES_CATEGORY_ID, MENU_TAXONOMY_DEPTH, signal),
    staleTime: TAXONOMY_CACHE_MS,
    gcTime: TAXONOMY_CACHE_MS,
    retry: MENU_TAXONOMY_RETRIES,
  });
}
