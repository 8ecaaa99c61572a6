import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import type { SearchResults } from '../../api/catalogue.ts';
import { searchLifecycle } from '../../domain/search-lifecycle.ts';
import { useSession } from '../../shop/door/session-hooks.ts';
import { Button } from '../../ui/Button.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { SelectField } from '../../ui/SelectField.tsx';
import { VisuallyHidden } from '../../ui/VisuallyHidden.tsx';
import styles from './Catalogue.module.css';
import { type ProductListQuery, productListQueryKey, productListQueryOptions } from './catalogue.queries.ts';
import type { Refinements } from './catalogue.search.ts';
import { FiltersModal } from './FiltersModal.tsx';
import { FiltersPanel } from './FiltersPanel.tsx';
import { ProductGrid } from './ProductGrid.tsx';
import {
  appliedFiltersView,
  type FilterGroupView,
  filterGroupsView,
  hasRefinements,
  productCountText,
  productsOf,
  shownText,
  sortOptions,
} from './product-list.view-model.ts';
import {
  clearedRefinements,
  deselectedRefinements,
  toggledRefinements,
  withoutApplied,
} from './refinements.ts';
import { useTrolleyActions } from './use-trolley-actions.ts';

export type ProductListKind = 'search' | 'multi-search' | 'browse';

export interface ProductListPageProps {
  kind: ProductListKind;
  /** null: nothing to search for (the search is cleared). */
  query: ProductListQuery | null;
  refinements: Refinements;
  /** Puts new refinements in the page's address (a new history entry: back undoes them). */
  onRefine: (refinements: Refinements) => void;
  /** The term searched for, for the heading while the results load. */
  term?: string | undefined;
  /** A link that searches for another term ('did you mean'). */
  termLink: (term: string) => ReactNode;
  /** What the page shows above its results (the multi-search strip). */
  above?: ReactNode;
  /** What the page shows above its heading once its results are there (browse pages: breadcrumbs). */
  top?: (first: SearchResults) => ReactNode;
  /** What the page shows under its heading once its results are there (browse pages: their categories). */
  below?: (first: SearchResults) => ReactNode;
}

const PLACEHOLDER_QUERY: ProductListQuery = { contentUrl: '/shop/search', filterTags: [] };

/**
 * A page of results (doc 3 §2 search, multi-search and browse; §3 Search state and results; §4 Search and
 * browse): heading and count (a browse page adds its breadcrumbs and categories around it), the filters
 * panel (a modal on small screens), the sort, the products and 'Load more'. Its state follows the search
 * lifecycle (src/domain/search-lifecycle.ts) of the results' cache.
 */
export function ProductListPage(props: ProductListPageProps) {
  const { query } = props;
  const { customerId } = useSession();
  const list = useInfiniteQuery({
    ...productListQueryOptions(query ?? PLACEHOLDER_QUERY, String(customerId)),
    enabled: query !== null,
    // A refinement keeps the list on show, busy, until its own results arrive (doc 3 §4).
    placeholderData: keepPreviousData,
    // The loader has just tried (and the call layer retried); its failure is shown, with a retry.
    retryOnMount: false,
  });
  const lifecycle = searchLifecycle({
    hasQuery: query !== null,
    status: list.status,
    hasData: list.data !== undefined,
    isPlaceholderData: list.isPlaceholderData,
    isFetchingNextPage: list.isFetchingNextPage,
    isFetchNextPageError: list.isFetchNextPageError,
    hasNextPage: list.hasNextPage,
  });
  const pages = list.data?.pages ?? [];
  const { onQuantityChange } = useTrolleyActions();

  return (
    <ProductListView
      {...props}
      lifecycle={lifecycle}
      pages={pages}
      listId={JSON.stringify(productListQueryKey(query ?? PLACEHOLDER_QUERY))}
      onRetry={() => void (lifecycle.failure === 'more-results' ? list.fetchNextPage() : list.refetch())}
      onLoadMore={() => void list.fetchNextPage()}
      onQuantityChange={onQuantityChange}
    />
  );
}

interface ProductListViewProps extends ProductListPageProps {
  lifecycle: ReturnType<typeof searchLifecycle>;
  pages: readonly SearchResults[];
  listId: string;
  onRetry: () => void;
  onLoadMore: () => void;
  onQuantityChange: ReturnType<typeof useTrolleyActions>['onQuantityChange'];
}

function headingOf(
  kind: ProductListKind,
  first: SearchResults | undefined,
  term: string | undefined,
): string {
  if (kind === 'browse') return first?.pageTitle ?? 'Browse';
  const searched = term ?? first?.criteria.searchTerm ?? first?.pageTitle;
  return searched ? `Results for “${searched}”` : 'Search';
}

function ProductListView({
  kind,
  query,
  refinements,
  onRefine,
  term,
  termLink,
  above,
  top,
  below,
  lifecycle,
  pages,
  listId,
  onRetry,
  onLoadMore,
  onQuantityChange,
}: ProductListViewProps) {
  const headingId = useId();
  const first = pages[0];
  const products = productsOf(pages);
  const totalMatches = first?.totalMatches ?? 0;
  const heading = headingOf(kind, first, term);
  const groups = first ? filterGroupsView(first, refinements) : [];
  const applied = appliedFiltersView(groups, refinements);
  const listName =
    kind === 'browse' ? `browse: ${query?.contentUrl.replace('/shop/browse/', '') ?? ''}` : kind;
  const busy = lifecycle.showsPreviousResults;

  const status =
    lifecycle.state === 'pending'
      ? 'Loading products…'
      : lifecycle.state === 'load-more'
        ? 'Loading more products…'
        : lifecycle.showsProducts
          ? shownText(products.length, totalMatches)
          : '';

  return (
    <div className={styles.page}>
      {above}
      {first && top?.(first)}
      <header className={styles.header}>
        <h1 id={headingId} className={first?.showPageTitle === false ? styles.visuallyHidden : styles.title}>
          {heading}
        </h1>
        {first?.pageSubTitle && <p className={styles.subtitle}>{first.pageSubTitle}</p>}
        {lifecycle.showsProducts && !busy && <p className={styles.count}>{productCountText(totalMatches)}</p>}
      </header>

      {first && below?.(first)}

      {lifecycle.state === 'cleared' && (
        <p className={styles.lead}>
          Search for products by name, brand or category using the search box above.
        </p>
      )}

      {lifecycle.state !== 'cleared' && (
        <div className={styles.layout}>
          {first && groups.length > 0 && (
            <FiltersSidebar groups={groups} refinements={refinements} onRefine={onRefine} />
          )}
          <section className={styles.results} aria-labelledby={headingId}>
            <div className={styles.toolbar}>
              {first && groups.length > 0 && (
                <FiltersModal results={first} refinements={refinements} onApply={onRefine} />
              )}
              <SelectField
                id={`${headingId}-sort`}
                label="Sort by"
                className={styles.sort}
                value={refinements.sortBy ?? 'RELEVANCE'}
                options={sortOptions()}
                onChange={(event) => {
                  const sortBy = event.target.value as NonNullable<Refinements['sortBy']>;
                  onRefine({ ...refinements, sortBy: sortBy === 'RELEVANCE' ? undefined : sortBy });
                }}
              />
            </div>

            {applied.length > 0 && (
              <div className={styles.applied}>
                <h2 className={styles.visuallyHidden}>Filters applied</h2>
                <ul className={styles.chips}>
                  {applied.map((filter) => (
                    <li key={filter.value}>
                      <button
                        type="button"
                        className={styles.chip}
                        onClick={() => onRefine(withoutApplied(refinements, filter.value, filter.isCategory))}
                      >
                        {filter.label}
                        <VisuallyHidden>: remove this filter</VisuallyHidden>
                        <span aria-hidden="true"> ×</span>
                      </button>
                    </li>
                  ))}
                </ul>
                <Button
                  variant="ghost"
                  size="small"
                  onClick={() => onRefine(clearedRefinements(refinements))}
                >
                  Clear all
                </Button>
              </div>
            )}

            <p className={styles.visuallyHidden} role="status">
              {status}
            </p>

            {lifecycle.failure === 'results' && (
              <Notice severity="ERROR">
                <p>Sorry, we couldn’t load these products. Please check your connection and try again.</p>
                <Button size="small" onClick={onRetry}>
                  Try again
                </Button>
              </Notice>
            )}

            {lifecycle.state === 'pending' && !lifecycle.showsProducts && <ResultsSkeleton />}

            {lifecycle.showsProducts && products.length > 0 && (
              <ProductGrid
                products={products}
                listName={listName}
                listId={listId}
                onQuantityChange={onQuantityChange}
                busy={busy}
              />
            )}

            {lifecycle.showsProducts && !busy && totalMatches === 0 && first && (
              <NoResults
                kind={kind}
                term={term ?? first.criteria.searchTerm ?? undefined}
                didYouMean={first.metaData.didYouMean}
                refined={hasRefinements(refinements)}
                termLink={termLink}
                onClear={() => onRefine(clearedRefinements(refinements))}
              />
            )}

            {lifecycle.failure === 'more-results' && (
              <Notice severity="ERROR">
                <p>Sorry, we couldn’t load more products.</p>
                <Button size="small" onClick={onRetry}>
                  Try again
                </Button>
              </Notice>
            )}

            {lifecycle.showsProducts && products.length > 0 && !busy && (
              <LoadMore
                shown={shownText(products.length, totalMatches)}
                canLoadMore={lifecycle.canLoadMore || lifecycle.state === 'load-more'}
                loading={lifecycle.state === 'load-more'}
                onLoadMore={onLoadMore}
              />
            )}
          </section>
        </div>
      )}
    </div>
  );
}

interface FiltersSidebarProps {
  groups: readonly FilterGroupView[];
  refinements: Refinements;
  onRefine: (refinements: Refinements) => void;
}

/**
 * The filters beside the results (from md): plain checkboxes and radio buttons, on screen with the results.
 * Each choice puts the refinements in the page's address.
 */
function FiltersSidebar({ groups, refinements, onRefine }: FiltersSidebarProps) {
  return (
    <aside className={styles.sidebar} aria-label="Filters">
      <h2 className={styles.sidebarTitle}>Filter by</h2>
      <FiltersPanel
        groups={groups}
        onToggle={(group, option) => onRefine(toggledRefinements(refinements, group, option))}
        onDeselect={(group) => onRefine(deselectedRefinements(refinements, group))}
      />
    </aside>
  );
}

interface NoResultsProps {
  kind: ProductListKind;
  term: string | undefined;
  didYouMean: string | null;
  refined: boolean;
  termLink: (term: string) => ReactNode;
  onClear: () => void;
}

function NoResults({ kind, term, didYouMean, refined, termLink, onClear }: NoResultsProps) {
  if (refined) {
    return (
      <div className={styles.noResults}>
        <h2 className={styles.noResultsTitle}>No products match these filters</h2>
        <Button variant="secondary" onClick={onClear}>
          Clear all filters
        </Button>
      </div>
    );
  }
  if (kind === 'browse' || !term) {
    return (
      <div className={styles.noResults}>
        <h2 className={styles.noResultsTitle}>There are no products here at the moment</h2>
      </div>
    );
  }
  return (
    <div className={styles.noResults}>
      <h2 className={styles.noResultsTitle}>Sorry, we couldn’t find any products for “{term}”</h2>
      {didYouMean && didYouMean.toLowerCase() !== term.toLowerCase() && (
        <p className={styles.didYouMean}>Did you mean {termLink(didYouMean)}?</p>
      )}
      <p>Check the spelling, or try a more general word such as “bread” or “cheese”.</p>
    </div>
  );
}

const SKELETON_PODS = 8;

export interface LoadMoreProps {
  /** 'Showing 48 of 120 products', or what is happening instead. */
  shown: string;
  canLoadMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  /** Announce the count as it changes (a list whose count is not announced elsewhere). */
  announce?: boolean;
}

/** Below a list of products: how many are shown, and 'Load more' while there are more (busy while loading). */
export function LoadMore({ shown, canLoadMore, loading, onLoadMore, announce = false }: LoadMoreProps) {
  return (
    <div className={styles.more}>
      <p className={styles.shown} role={announce ? 'status' : undefined}>
        {shown}
      </p>
      {canLoadMore && (
        <Button variant="secondary" onClick={onLoadMore} disabled={loading} aria-busy={loading || undefined}>
          {loading ? 'Loading…' : 'Load more'}
        </Button>
      )}
    </div>
  );
}

export function ResultsSkeleton() {
  return (
    <div className={styles.grid} aria-hidden="true">
      {Array.from({ length: SKELETON_PODS }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders with no identity of their own
        <div key={index} className={styles.skeletonPod} />
      ))}
    </div>
  );
}

// Other lists of products (the offers pages) take these through this module, so that they stay in one chunk
// with the results pages rather than being split off into chunks of their own that every results page loads.
export { ProductGrid } from './ProductGrid.tsx';
export { productCountText, shownText } from './product-list.view-model.ts';
export { useTrolleyActions } from './use-trolley-actions.ts';
