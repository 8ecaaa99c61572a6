/**
 * A list of strings the shop keeps in the browser's storage under one key (the recent searches, the
 * multi-search list), read the same in this tab and others: storage that is blocked or full is no list, and
 * what the list is for still works without it.
 */
export interface StoredList {
  read(): readonly string[];
  save(items: readonly string[]): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
}

/** How one list is kept. */
export interface StoredListFormat {
  key: string;
  /** The list the stored text holds (none stored: the empty list); null when the text is no list. */
  parse(raw: string | null): readonly string[] | null;
  serialise(items: readonly string[]): string;
  /** Text that is no list is deleted (else it is left, and read as no list). */
  deleteUnreadable?: boolean;
}

/** Where other tabs' changes to the storage are heard (none outside a browser). */
export type StorageView = Pick<Window, 'addEventListener' | 'removeEventListener'> | null;

const NO_ITEMS: readonly string[] = Object.freeze([]);

export function createStoredList(
  format: StoredListFormat,
  storage: () => Storage | null,
  view: StorageView = null,
): StoredList {
  const listeners = new Set<() => void>();
  // The same array for the same stored text, so `useSyncExternalStore` sees no change when there is none.
  let cached: { raw: string | null; items: readonly string[] } = { raw: null, items: NO_ITEMS };
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === format.key) notify();
  };
  const remove = () => {
    try {
      storage()?.removeItem(format.key);
    } catch {
      // Nothing was kept, or nothing can be: read as no list either way.
    }
  };

  return {
    read() {
      let raw: string | null;
      try {
        raw = storage()?.getItem(format.key) ?? null;
      } catch {
        return NO_ITEMS;
      }
      if (raw === cached.raw) return cached.items;
      const items = format.parse(raw);
      if (items === null && format.deleteUnreadable) {
        remove();
        cached = { raw: null, items: NO_ITEMS };
        return NO_ITEMS;
      }
      cached = { raw, items: items ?? NO_ITEMS };
      return cached.items;
    },
    save(items) {
      try {
        storage()?.setItem(format.key, format.serialise(items));
      } catch {
        // Full or blocked: what the list is for goes ahead without it.
      }
      notify();
    },
    clear() {
      remove();
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

/** The browser's local storage, and its window for other tabs' changes (none outside a browser). */
export function localStoredList(format: StoredListFormat): StoredList {
  return createStoredList(
    format,
    () => (typeof window === 'undefined' ? null : window.localStorage),
    typeof window === 'undefined' ? null : window,
  );
}
