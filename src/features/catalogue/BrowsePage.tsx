import { Breadcrumbs } from './Breadcrumbs.tsx';
import { type BrowsePageSearch, browseListQuery, type Refinements } from './catalogue.search.ts';
import { ProductListPage } from './ProductListPage.tsx';
import { refinementsOf } from './refinement-search.ts';
import { searchTermLink } from './SearchTermLink.tsx';
import { SubCategoryLinks } from './SubCategoryLinks.tsx';

export interface BrowsePageProps {
  /** Below shop/browse, lower-cased: `groceries/bakery`. */
  browsePath: string;
  search: BrowsePageSearch;
  onRefine: (refinements: Refinements) => void;
  /** The top-level pages (groceries, entertaining, christmas) show their categories as tiles. */
  landing?: boolean;
}

/** A category's page (doc 3 §2 shop/browse/*): breadcrumbs from Home, its categories, filters and products. */
export function BrowsePage({ browsePath, search, onRefine, landing = false }: BrowsePageProps) {
  return (
    <ProductListPage
      kind="browse"
      query={browseListQuery(browsePath, search)}
      refinements={refinementsOf(search)}
      onRefine={onRefine}
      termLink={searchTermLink}
      top={(first) => first.breadcrumbs.length > 0 && <Breadcrumbs crumbs={first.breadcrumbs} />}
      below={(first) => (
        <SubCategoryLinks
          categoryName={first.pageTitle}
          subCategories={first.subCategories}
          variant={landing ? 'tiles' : 'pills'}
        />
      )}
    />
  );
}
