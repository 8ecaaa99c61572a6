import { describe, expect, it } from 'vitest';
import { type SearchQueryFacts, searchLifecycle } from '../../../src/domain/search-lifecycle.ts';

const facts = (overrides: Partial<SearchQueryFacts>): SearchQueryFacts => ({
  hasQuery: true,
  status: 'success',
  hasData: true,
  isPlaceholderData: false,
  isFetchingNextPage: false,
  isFetchNextPageError: false,
  hasNextPage: false,
  ...overrides,
});

// doc 3 §4 "Search lifecycle: pending, loaded, load-more (appends products), failed (error, no more
// results), cleared." Each row: the facts of the cache, then what the page shows.
describe('searchLifecycle', () => {
  it.each([
    [
      'nothing to search for',
      { hasQuery: false, hasData: false, status: 'pending' },
      {
        state: 'cleared',
        showsProducts: false,
        showsPreviousResults: false,
        canLoadMore: false,
        failure: null,
      },
    ],
    [
      'the first page is loading',
      { status: 'pending', hasData: false },
      {
        state: 'pending',
        showsProducts: false,
        showsPreviousResults: false,
        canLoadMore: false,
        failure: null,
      },
    ],
    [
      'a filter was toggled: the previous results stay on show, busy',
      { status: 'pending', isPlaceholderData: true, hasNextPage: true },
      {
        state: 'pending',
        showsProducts: true,
        showsPreviousResults: true,
        canLoadMore: false,
        failure: null,
      },
    ],
    [
      'loaded, with more to come',
      { hasNextPage: true },
      { state: 'loaded', showsProducts: true, showsPreviousResults: false, canLoadMore: true, failure: null },
    ],
    [
      'loaded, all of them',
      { hasNextPage: false },
      {
        state: 'loaded',
        showsProducts: true,
        showsPreviousResults: false,
        canLoadMore: false,
        failure: null,
      },
    ],
    [
      'the next page is loading (appends)',
      { isFetchingNextPage: true, hasNextPage: true },
      {
        state: 'load-more',
        showsProducts: true,
        showsPreviousResults: false,
        canLoadMore: false,
        failure: null,
      },
    ],
    [
      'the first page failed',
      { status: 'error', hasData: false },
      {
        state: 'failed',
        showsProducts: false,
        showsPreviousResults: false,
        canLoadMore: false,
        failure: 'results',
      },
    ],
    [
      'the next page failed: error, no more results, the loaded ones stay',
      { status: 'error', isFetchNextPageError: true, hasNextPage: true },
      {
        state: 'failed',
        showsProducts: true,
        showsPreviousResults: false,
        canLoadMore: false,
        failure: 'more-results',
      },
    ],
    [
      'a background refresh failed: the results on hand stay',
      { status: 'error', hasNextPage: true },
      { state: 'loaded', showsProducts: true, showsPreviousResults: false, canLoadMore: true, failure: null },
    ],
    [
      'a toggled filter failed to load: the previous results are gone',
      { status: 'error', hasData: false, isPlaceholderData: false },
      {
        state: 'failed',
        showsProducts: false,
        showsPreviousResults: false,
        canLoadMore: false,
        failure: 'results',
      },
    ],
  ] as const)('%s', (_, given, expected) => {
    expect(searchLifecycle(facts(given))).toEqual(expected);
  });
});
