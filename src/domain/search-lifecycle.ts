/**
 * The search lifecycle of doc 3 §4 "Search and browse": pending, loaded, load-more (appends products),
 * failed (error, no more results) and cleared, read from what the results' cache knows about the query.
 * One pure function, so every page of results (search, multi-search, browse) shows the same states the
 * same way.
 */

export type SearchLifecycleState = 'cleared' | 'pending' | 'loaded' | 'load-more' | 'failed';

/** What the results' cache says about the current query (TanStack Query's infinite query, in its words). */
export interface SearchQueryFacts {
  /** False when there is nothing to search for (an empty term): the results are cleared. */
  hasQuery: boolean;
  status: 'pending' | 'error' | 'success';
  /** Results are on hand (possibly those of the previous query, see isPlaceholderData). */
  hasData: boolean;
  /** The results on hand are the previous query's, kept on show while this query's first page loads. */
  isPlaceholderData: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  hasNextPage: boolean;
}

export interface SearchLifecycle {
  state: SearchLifecycleState;
  /** Products are on show (they may be the previous query's while its refinement loads). */
  showsProducts: boolean;
  /** The products on show are the previous query's: shown dimmed and busy until the new ones arrive. */
  showsPreviousResults: boolean;
  /** 'Load more' is offered. */
  canLoadMore: boolean;
  /** What failed, for the message and its retry: the first page, or the next page. */
  failure: 'results' | 'more-results' | null;
}

const CLEARED: SearchLifecycle = {
  state: 'cleared',
  showsProducts: false,
  showsPreviousResults: false,
  canLoadMore: false,
  failure: null,
};

export function searchLifecycle(facts: SearchQueryFacts): SearchLifecycle {
  if (!facts.hasQuery) return CLEARED;
  if (facts.isPlaceholderData && facts.hasData) {
    // Toggling a filter (or a sort) marks it at once and loads: the list stays, busy, meanwhile.
    return { ...CLEARED, state: 'pending', showsProducts: true, showsPreviousResults: true };
  }
  if (!facts.hasData) {
    return facts.status === 'error'
      ? { ...CLEARED, state: 'failed', failure: 'results' }
      : { ...CLEARED, state: 'pending' };
  }
  if (facts.isFetchingNextPage) return { ...CLEARED, state: 'load-more', showsProducts: true };
  if (facts.isFetchNextPageError) {
    // doc 3 §4: failed means an error and no more results; the products already shown stay.
    return { ...CLEARED, state: 'failed', showsProducts: true, failure: 'more-results' };
  }
  // A failed background refresh keeps the results it had: they are still the right ones to show.
  return { ...CLEARED, state: 'loaded', showsProducts: true, canLoadMore: facts.hasNextPage };
}
