import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { notFound, type ParsedLocation } from '@tanstack/react-router';
import type { SearchResults } from '../../api/catalogue.ts';
import { browsePathOf } from '../../domain/search-params.ts';
import type { ShopDoor } from '../../shop/door/door.tsx';
import { productListQueryKey, productQueryOptions } from './catalogue.queries.ts';
import {
  browseListQuery,
  browsePageSearchSchema,
  multiSearchListQuery,
  multiSearchPageSearchSchema,
  parseSearch,
  searchListQuery,
  searchPageSearchSchema,
} from './catalogue.search.ts';
import { loadProductList } from './product-list.loader.ts';
import { preloadResultsPageParts } from './results-page-parts.ts';

/**
 * The loaders of the catalogue's routes. The routes import this module when they load (not with the
 * app's first script), so the catalogue's calls and analytics cost nothing to a page that does not use them.
 * The results pages' loaders also start loading the parts those pages render their products without
 * (results-page-parts.ts), alongside the results.
 */
export interface CatalogueLoad {
  context: { queryClient: QueryClient; shop: ShopDoor };
  location: ParsedLocation;
  cause: 'preload' | 'enter' | 'stay';
}

/** shop/search: the term's results, or the page a result redirects to unless `redirect=false`. */
export function loadSearchPage({ context: { queryClient, shop }, location }: CatalogueLoad) {
  preloadResultsPageParts();
  const search = parseSearch(searchPageSearchSchema, location.search);
  return loadProductList({
    queryClient,
    shop,
    query: searchListQuery(search),
    href: location.href,
    redirectSuppressed: search.redirect === false,
  });
}

/** shop/multi-search: a list's term is the shopper's own item, so its results show, never another page. */
export function loadMultiSearchPage({ context: { queryClient, shop }, location }: CatalogueLoad) {
  preloadResultsPageParts();
  return loadProductList({
    queryClient,
    shop,
    query: multiSearchListQuery(parseSearch(multiSearchPageSearchSchema, location.search)),
    href: location.href,
    redirectSuppressed: true,
  });
}

/**
 * Every browse page (doc 3 §2 shop/browse/*): its results, the not-found page for a path that is no
 * category, and the browse-category action (doc 1 §2.4) once the shopper is really there (not a preload).
 */
export async function loadBrowsePage(browsePath: string, load: CatalogueLoad): Promise<void> {
  preloadResultsPageParts();
  const {
    context: { queryClient, shop },
    location,
    cause,
  } = load;
  const path = browsePathOf(browsePath);
  const query = browseListQuery(path, parseSearch(browsePageSearchSchema, location.search));
  await loadProductList({ queryClient, shop, query, href: location.href });
  if (cause === 'preload') return;
  const first = queryClient.getQueryData<InfiniteData<SearchResults>>(productListQueryKey(query))?.pages[0];
  // Recorded once the shop has arrived (the page does not wait for it; on the server it never does).
  if (first)
    void shop
      .ready()
      .then((ready) =>
        ready.trackBrowseCategory({ id: first.metaData.categoryId, name: first.pageTitle, path }),
      );
}

/** The product page: its product, or the not-found page. */
export async function loadProductPage(queryClient: QueryClient, productId: string) {
  const product = await queryClient.ensureQueryData(productQueryOptions(productId));
  if (!product) throw notFound();
  return { name: product.name, summary: product.summary };
}

// The offers pages' loaders take these through this module, so that they stay in one chunk with it.
export { loadProductList } from './product-list.loader.ts';
export { preloadResultsPageParts } from './results-page-parts.ts';
