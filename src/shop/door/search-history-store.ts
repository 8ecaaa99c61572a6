import {
  parseSearchHistory,
  SEARCH_HISTORY_STORAGE_KEY,
  serialiseSearchHistory,
} from '../../domain/search-history.ts';

/**
 * The shopper's recent searches in local storage (doc 3 §7). A corrupt value is deleted and read as no
 * history (doc 3 §5); storage that is blocked or full is no history, and searching still works.
 */
export interface SearchHistoryStore {
  read(): readonly string[];
  save(history: readonly string[]): void;
  subscribe(listener: () => void): () => void;
}

const NO_HISTORY: readonly string[] = Object.freeze([]);

export function createSearchHistoryStore(
  storage: () => Storage | null,
  view: Pick<Window, 'addEventListener' | 'removeEventListener'> | null = null,
): SearchHistoryStore {
  const listeners = new Set<() => void>();
  let cached: { raw: string | null; history: readonly string[] } = { raw: null, history: NO_HISTORY };
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SEARCH_HISTORY_STORAGE_KEY) notify();
  };

  return {
    read() {
      let raw: string | null;
      try {
        raw = storage()?.getItem(SEARCH_HISTORY_STORAGE_KEY) ?? null;
      } catch {
        return NO_HISTORY;
      }
      if (raw === cached.raw) return cached.history;
      const parsed = parseSearchHistory(raw);
      if (parsed.status === 'corrupt') {
        try {
          storage()?.removeItem(SEARCH_HISTORY_STORAGE_KEY);
        } catch {
          // Still read as none.
        }
        cached = { raw: null, history: NO_HISTORY };
        return NO_HISTORY;
      }
      cached = { raw, history: parsed.history };
      return cached.history;
    },
    save(history) {
      try {
        storage()?.setItem(SEARCH_HISTORY_STORAGE_KEY, serialiseSearchHistory(history));
      } catch {
        // Full or blocked: the search goes ahead unremembered.
      }
      notify();
    },
    subscribe(listener) {
      if (listeners.size === 0) view?.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) view?.removeEventListener('storage', onStorage);
      };
    },
  };
}

export const searchHistoryStore = createSearchHistoryStore(
  () => (typeof window === 'undefined' ? null : window.localStorage),
  typeof window === 'undefined' ? null : window,
);
