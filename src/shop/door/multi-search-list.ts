import {
  MULTI_SEARCH_STORAGE_KEY,
  parseStoredMultiSearchList,
  serialiseMultiSearchList,
} from '../../domain/multi-search.ts';

/**
 * The shopper's multi-search list, kept in local storage under `MULTI_SEARCH_STORAGE_KEY` so the strip
 * shows it on every multi-search page, in this tab and others. Storage that is blocked or full is no
 * list: multi-search then works for the one search it was started with.
 */
export interface MultiSearchListStore {
  read(): readonly string[];
  save(items: readonly string[]): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
}

const NO_LIST: readonly string[] = Object.freeze([]);

export function createMultiSearchListStore(
  storage: () => Storage | null,
  view: Pick<Window, 'addEventListener' | 'removeEventListener'> | null = null,
): MultiSearchListStore {
  const listeners = new Set<() => void>();
  // The same array for the same stored text, so `useSyncExternalStore` sees no change when there is none.
  let cached: { raw: string | null; items: readonly string[] } = { raw: null, items: NO_LIST };

  const readRaw = (): string | null => {
    try {
      return storage()?.getItem(MULTI_SEARCH_STORAGE_KEY) ?? null;
    } catch {
      return null;
    }
  };
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === MULTI_SEARCH_STORAGE_KEY) notify();
  };

  return {
    read() {
      const raw = readRaw();
      if (raw !== cached.raw) cached = { raw, items: parseStoredMultiSearchList(raw) ?? NO_LIST };
      return cached.items;
    },
    save(items) {
      try {
        storage()?.setItem(MULTI_SEARCH_STORAGE_KEY, serialiseMultiSearchList(items));
      } catch {
        // Full or blocked: the search still goes ahead, without a strip.
      }
      notify();
    },
    clear() {
      try {
        storage()?.removeItem(MULTI_SEARCH_STORAGE_KEY);
      } catch {
        // Nothing was kept.
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

/** The browser's list. */
export const multiSearchListStore = createMultiSearchListStore(
  () => (typeof window === 'undefined' ? null : window.localStorage),
  typeof window === 'undefined' ? null : window,
);
