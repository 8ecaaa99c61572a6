import { useCallback } from 'react';
import { useSyncExternalStoreWithSelector } from 'use-sync-external-store/with-selector';

/** What the hook needs of an actor: any XState actor (or ref) has it. */
export interface SelectableActor<TSnapshot> {
  getSnapshot(): TSnapshot;
  subscribe(observer: { next: () => void; error: () => void }): { unsubscribe(): void };
}

/**
 * A value of an actor's snapshot, read with a selector (re-renders when it changes): @xstate/react's
 * `useSelector`, with the same behaviour, for the views of the shell's first script (issue 5). Importing
 * @xstate/react there makes xstate part of the first script, as the package imports it, and every chunk
 * of the shop that uses xstate then fetches it from the first script's vendor chunk. The actors these views
 * show start after first paint, so `actor` may be undefined and the selector then gets undefined.
 */
export function useSelector<TSnapshot, T>(
  actor: SelectableActor<TSnapshot>,
  selector: (snapshot: TSnapshot) => T,
  compare?: (a: T, b: T) => boolean,
): T;
export function useSelector<TSnapshot, T>(
  actor: SelectableActor<TSnapshot> | undefined,
  selector: (snapshot: TSnapshot | undefined) => T,
  compare?: (a: T, b: T) => boolean,
): T;
export function useSelector<TSnapshot, T>(
  actor: SelectableActor<TSnapshot> | undefined,
  selector: (snapshot: TSnapshot | undefined) => T,
  compare: (a: T, b: T) => boolean = Object.is,
): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor) return () => {};
      const { unsubscribe } = actor.subscribe({ next: onChange, error: onChange });
      return unsubscribe;
    },
    [actor],
  );
  const getSnapshot = useCallback(() => {
    const snapshot = actor?.getSnapshot();
    if (snapshot && typeof snapshot === 'object' && 'status' in snapshot && snapshot.status === 'error') {
      throw (snapshot as { error?: unknown }).error;
    }
    return snapshot;
  }, [actor]);
  return useSyncExternalStoreWithSelector(subscribe, getSnapshot, getSnapshot, selector, compare);
}

/** Two objects with the same keys and the same values (Object.is) are equal: for selectors that build one. */
export function shallowEqual<T>(a: T, b: T): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}
