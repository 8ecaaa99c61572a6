/**
 * Every page's title comes from one place (doc 1 §2.5, doc 3 §2 Page titles): the root route's `head`
 * reads the deepest route that matched and asks `src/domain/page-titles.ts`.
 */
import { documentTitle } from '../../domain/page-titles.ts';
import { SHOP_NAME } from '../../ui/brand.ts';

export interface TitledMatch {
  /** The matched path, below the router's base: `/shop/search`. */
  pathname: string;
  search: unknown;
}

/** The document title for the matched routes: the deepest one's, or the shop's name. */
export function documentTitleOf(matches: readonly TitledMatch[]): string {
  const page = matches.at(-1);
  if (!page) return SHOP_NAME;
  const search =
    typeof page.search === 'object' && page.search !== null ? (page.search as Record<string, unknown>) : '';
  return documentTitle(page.pathname, search, SHOP_NAME);
}
