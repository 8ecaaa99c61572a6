import { useEffect, useState } from 'react';

/**
 * Code that is not needed for the first paint (issue 5: the initial JavaScript budget), loaded the first
 * time it is wanted: a shopper's interaction, or a rare event. One load is shared by every caller; a load
 * that fails is forgotten, so the next time it is wanted it is tried again.
 */
export interface OnDemand<T> {
  /** Starts loading if nothing has, and resolves with the module. */
  load(): Promise<T>;
  /** The module once it has loaded, so a caller can go on at once without waiting a tick. */
  loaded(): T | undefined;
}

export function onDemand<T>(importer: () => Promise<T>): OnDemand<T> {
  let module: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    load() {
      if (module !== undefined) return Promise.resolve(module);
      loading ??= importer().then(
        (loadedModule) => {
          module = loadedModule;
          return loadedModule;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => module,
  };
}

/**
 * The module, once it is wanted and has loaded (undefined before). A module that fails to load is reported
 * through `onError`; it is tried again when it stops being wanted and is wanted again.
 */
export function useOnDemand<T>(
  demand: OnDemand<T>,
  wanted: boolean,
  onError: (error: unknown) => void,
): T | undefined {
  const [module, setModule] = useState<T | undefined>(demand.loaded);
  useEffect(() => {
    if (module !== undefined || !wanted) return;
    let cancelled = false;
    demand.load().then(
      (loaded) => {
        if (!cancelled) setModule(() => loaded);
      },
      (error: unknown) => {
        if (!cancelled) onError(error);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [demand, wanted, module, onError]);
  return module;
}

/**
 * Loads the module once the page has nothing better to do: for code that must be there when it is wanted
 * even if the network is not (the offline modal). Failures are left for the load that wants the module.
 * Returns a function that cancels a load that has not started.
 */
export function preloadWhenIdle(demand: OnDemand<unknown>, view: Window = window): () => void {
  const preload = () => void demand.load().catch(() => {});
  if (typeof view.requestIdleCallback === 'function') {
    const handle = view.requestIdleCallback(preload, { timeout: 5000 });
    return () => view.cancelIdleCallback(handle);
  }
  const handle = view.setTimeout(preload, 1);
  return () => view.clearTimeout(handle);
}
