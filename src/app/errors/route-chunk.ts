/**
 * How route chunks load (doc 1 §1, §8, §9). TanStack Router's automatic code splitting wraps each route's
 * component in `lazyRouteComponent(() => import(chunk))`; the build (vite.config.ts, through
 * `route-chunk-import.ts`) makes the routes use this `lazyRouteComponent` instead, which gives each
 * attempt 120 s, tries a failed chunk twice more, and then fails with 'Module could not be loaded'.
 *
 * It differs from TanStack's own in two ways the spec asks for: TanStack's reloads the whole page once
 * when a chunk is missing, and starts loading again each time the router asks for the component (which it
 * does more than once per navigation), so a failure would be tried far more than twice. Here a failed
 * chunk stays failed until the page is reloaded, which is what the fallback page offers.
 */
import type { lazyRouteComponent as tanstackLazyRouteComponent } from '@tanstack/react-router';
import { type ComponentType, createElement, type ReactElement, use } from 'react';
import { MODULE_LOAD_RETRY_DELAYS_MS, SCRIPT_CHUNK_TIMEOUT_MS } from '../../domain/asset-chunks.ts';
import { chunkTimeoutError, ModuleLoadError, toChunkLoadError } from './chunk-errors.ts';

export interface RouteChunkOptions {
  /** Each attempt's limit (doc 1 §1: 120 s). */
  timeoutMs?: number;
  /** The wait before each retry (doc 1 §9: 0 ms and 0 ms): as many retries as delays. */
  retryDelaysMs?: readonly number[];
  /** Waits; tests pass a fake. */
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The import, or a 'timeout' ChunkLoadError once `timeoutMs` has passed without it. */
export function withChunkTimeout<T>(loading: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(chunkTimeoutError(timeoutMs)), timeoutMs);
  });
  return Promise.race([loading, timeout]).finally(() => clearTimeout(timer));
}

/** Imports a route's chunk: up to three attempts, then a ModuleLoadError carrying what each attempt met. */
export async function loadRouteChunk<T>(
  importer: () => Promise<T>,
  options: RouteChunkOptions = {},
): Promise<T> {
  const {
    timeoutMs = SCRIPT_CHUNK_TIMEOUT_MS,
    retryDelaysMs = MODULE_LOAD_RETRY_DELAYS_MS,
    sleep = wait,
  } = options;
  const failures: unknown[] = [];
  for (let attempt = 0; ; attempt++) {
    try {
      return await withChunkTimeout(importer(), timeoutMs);
    } catch (error) {
      failures.push(toChunkLoadError(error) ?? error);
      const delay = retryDelaysMs[attempt];
      if (delay === undefined) throw new ModuleLoadError(failures);
      await sleep(delay);
    }
  }
}

type RouteComponent = ComponentType<Record<string, unknown>>;
type LazyRouteComponent = ((props: Record<string, unknown>) => ReactElement) & {
  /** What the router calls to load the chunk before it shows the route; gone once it has loaded. */
  preload?: (() => Promise<void>) | undefined;
};

/** A route component whose code is in a chunk of its own: TanStack Router's `lazyRouteComponent`. */
export function createLazyRouteComponent(
  importer: () => Promise<Record<string, unknown>>,
  exportName = 'default',
  options?: RouteChunkOptions,
): LazyRouteComponent {
  let loading: Promise<void> | undefined;
  let component: RouteComponent | undefined;
  let failure: { error: unknown } | undefined;

  const load = () => {
    loading ??= loadRouteChunk(importer, options).then(
      (module) => {
        const exported = module[exportName];
        if (typeof exported !== 'function' && typeof exported !== 'object') {
          failure = { error: new Error(`The route chunk has no component "${exportName}"`) };
          return;
        }
        component = exported as RouteComponent;
        Lazy.preload = undefined;
      },
      (error: unknown) => {
        failure = { error };
      },
    );
    return loading;
  };

  const Lazy: LazyRouteComponent = (props) => {
    if (failure) throw failure.error;
    // Suspends until the chunk has loaded; a failure is thrown above when React renders again.
    if (!component) use(load());
    if (!component) throw new Error('The route chunk did not load');
    return createElement(component, props);
  };
  Lazy.preload = load;
  return Lazy;
}

export const lazyRouteComponent = ((importer, exportName) =>
  createLazyRouteComponent(importer, exportName as string | undefined)) as typeof tanstackLazyRouteComponent;
