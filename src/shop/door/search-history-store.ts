import {
  parseSearchHistory,
  SEARCH_HISTORY_STORAGE_KEY,
  serialiseSearchHistory,
} from '../../domain/search-history.ts';
import { createStoredList, localStoredList, type StoredList, type StoredListFormat } from './stored-list.ts';

/**
 * The shopper's recent searches in local storage (doc 3 §7). A corrupt value is deleted and read as no
 * history (doc 3 §5); storage that is blocked or full is no history, and searching still works.
 */
export type SearchHistoryStore = Pick<StoredList, 'read' | 'save' | 'subscribe'>;

const FORMAT: StoredListFormat = {
  key: SEARCH_HISTORY_STORAGE_KEY,
  parse: (raw) => {
    const stored = parseSearchHistory(raw);
    return stored.status === 'corrupt' ? null : stored.history;
  },
  serialise: serialiseSearchHistory,
  deleteUnreadable: true,
};

/** The list in `storage` (a test's own), hearing other tabs' changes through `view` if given. */
export const createSearchHistoryStore = createStoredList.bind(null, FORMAT);

export const searchHistoryStore: SearchHistoryStore = localStoredList(FORMAT);
