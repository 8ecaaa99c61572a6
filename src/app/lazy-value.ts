import { useSyncExternalStore } from 'react';

/**
 * A value the app makes after first paint (issue 5: the first script), such as an actor whose machine loads
 * on demand: null until it is set, once. Views read it with `useLazyValue` and show nothing of it until then.
 */
export interface LazyValue<T> {
  get(): T | null;
  /** Sets the value; a lazy value is set once, so a second call is a bug. */
  set(value: T): void;
  subscribe(listener: () => void): () => void;
}

export function lazyValue<T>(initial: T | null = null): LazyValue<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (value !== null) throw new Error('A lazy value is set once');
      value = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The value once it is set (re-renders then), null before. */
export function useLazyValue<T>(lazy: LazyValue<T>): T | null {
  return useSyncExternalStore(lazy.subscribe, lazy.get, lazy.get);
}
