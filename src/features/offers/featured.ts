import type { FeaturedPage } from '../../domain/featured-pages.ts';
import type { ProductListQuery } from '../catalogue/catalogue.queries.ts';
import type { BrowsePageSearch } from '../catalogue/catalogue.search.ts';

/** A featured page's list (the content service answers `/shop/featured/{page}`), narrowed as browse pages are. */
export function featuredListQuery(page: FeaturedPage, search: BrowsePageSearch): ProductListQuery {
  return {
    contentUrl: `/shop/featured/${page}`,
    category: search.category,
    filterTags: search.filterTags ?? [],
    sortBy: search.sortBy,
  };
}
