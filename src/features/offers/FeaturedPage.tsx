import { BUNDLES_PAGE, featuredPageOf } from '../../domain/featured-pages.ts';
import type { BrowsePageSearch } from '../catalogue/catalogue.search.ts';
import { ProductListPage } from '../catalogue/ProductListPage.tsx';
import { refinementsOf } from '../catalogue/refinement-search.ts';
import { searchTermLink } from '../catalogue/SearchTermLink.tsx';
import { useRefineInPlace } from '../catalogue/use-refine-in-place.ts';
import { NotFoundPage } from '../not-found/NotFoundPage.tsx';
import { BundlesPage } from './BundlesPage.tsx';
import { featuredListQuery } from './featured.ts';

/** A featured page (doc 3 §2 shop/featured/*): its products, with the filters and sort of a browse page. */
export function FeaturedPage({ name, search }: { name: string; search: BrowsePageSearch }) {
  const refine = useRefineInPlace();
  const page = featuredPageOf(name);
  if (name === BUNDLES_PAGE) return <BundlesPage />;
  if (!page) return <NotFoundPage />;
  return (
    <ProductListPage
      kind="browse"
      query={featuredListQuery(page, search)}
      refinements={refinementsOf(search)}
      onRefine={refine}
      termLink={searchTermLink}
    />
  );
}
