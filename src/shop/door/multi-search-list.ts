import {
  MULTI_SEARCH_STORAGE_KEY,
  parseStoredMultiSearchList,
  serialiseMultiSearchList,
} from '../../domain/multi-search.ts';
import { createStoredList, localStoredList, type StoredList, type StoredListFormat } from './stored-list.ts';

/**
 * The shopper's multi-search list, kept in local storage under `MULTI_SEARCH_STORAGE_KEY` so the strip
 * shows it on every multi-search page, in this tab and others. Storage that is blocked or full is no
 * list: multi-search then works for the one search it was started with.
 */
export type MultiSearchListStore = StoredList;

const FORMAT: StoredListFormat = {
  key: MULTI_SEARCH_STORAGE_KEY,
  parse: parseStoredMultiSearchList,
  serialise: serialiseMultiSearchList,
};

/** The list in `storage` (a test's own), hearing other tabs' changes through `view` if given. */
export const createMultiSearchListStore = createStoredList.bind(null, FORMAT);

/** The browser's list. */
export const multiSearchListStore = localStoredList(FORMAT);
