import { useSyncExternalStore } from 'react';
import { multiSearchListStore } from '../../shop/door/multi-search-list.ts';

const NO_LIST: string[] = [];

/**
 * The stored multi-search list (empty when there is none, or it is not a list of strings: doc 3 §5),
 * kept up to date when the modal saves or clears it, here or in another tab.
 */
export function useStoredMultiSearchList(): string[] {
  return useSyncExternalStore(
    multiSearchListStore.subscribe,
    multiSearchListStore.read,
    () => NO_LIST,
  ) as string[];
}
