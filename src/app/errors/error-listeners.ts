/**
 * The page-wide listeners of the error catalogue (doc 1 §8):
 * - going offline opens the offline modal (the network error modal in its offline form: OK reloads);
 * - a chunk that fails to load is reported as a ChunkLoadError, a style chunk's with CSS_CHUNK_LOAD_FAILED
 *   (Vite's `vite:preloadError` event; the route that needed it retries it, src/app/errors/route-chunk.ts);
 * - errors nothing else caught are reported.
 */
import type { NetworkErrorNotice } from '../../shop/door/network-error.ts';
import { toChunkLoadError } from './chunk-errors.ts';

export interface ErrorListenerOptions {
  report: (error: unknown, details?: Record<string, unknown>) => void;
  networkError: Pick<NetworkErrorNotice, 'show'>;
}

type ListeningTarget = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/** Starts listening on the window; returns the way to stop. */
export function listenForErrors(target: ListeningTarget, { report, networkError }: ErrorListenerOptions) {
  const onOffline = () => networkError.show();
  const onPreloadError = (event: Event) => {
    const { payload } = event as Event & { payload?: unknown };
    report(toChunkLoadError(payload) ?? payload, { caught: 'chunk' });
  };
  const onError = (event: ErrorEvent) => report(event.error ?? event.message, { caught: 'unhandled' });
  const onRejection = (event: PromiseRejectionEvent) =>
    report(event.reason, { caught: 'unhandled rejection' });

  target.addEventListener('offline', onOffline);
  target.addEventListener('vite:preloadError', onPreloadError);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('offline', onOffline);
    target.removeEventListener('vite:preloadError', onPreloadError);
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
