import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError } from '../../../src/app/errors/chunk-errors.ts';
import { listenForErrors } from '../../../src/app/errors/error-listeners.ts';
import { createNetworkErrorNotice } from '../../../src/shop/door/network-error.ts';

function preloadError(payload: unknown): Event {
  return Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload });
}

describe('the page-wide error listeners (doc 1 §8)', () => {
  const stops: Array<() => void> = [];
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
  });

  function listen(online = true) {
    const report = vi.fn();
    const networkError = createNetworkErrorNotice(() => online);
    stops.push(listenForErrors(window, { report, networkError }));
    return { report, networkError };
  }

  it('open the offline modal when the browser goes offline', () => {
    const { networkError } = listen(false);
    expect(networkError.getState()).toBe('hidden');
    window.dispatchEvent(new Event('offline'));
    expect(networkError.getState()).toBe('offline');
  });

  it('report a failed style chunk with CSS_CHUNK_LOAD_FAILED, and leave the failure to its importer', () => {
    const { report } = listen();
    const event = preloadError(
      new Error('Unable to preload CSS for http://localhost/ecom/assets/chunk-ab1-x.css'),
    );
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    const [error, details] = report.mock.calls[0] ?? [];
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({
      code: 'CSS_CHUNK_LOAD_FAILED',
      request: 'http://localhost/ecom/assets/chunk-ab1-x.css',
    });
    expect(details).toEqual({ caught: 'chunk' });
  });

  it('report a failed script chunk as a ChunkLoadError with its address', () => {
    const { report } = listen();
    window.dispatchEvent(
      preloadError(
        new TypeError(
          'Failed to fetch dynamically imported module: http://localhost/ecom/assets/chunk-ab1-x.js',
        ),
      ),
    );
    expect(report.mock.calls[0]?.[0]).toMatchObject({
      name: 'ChunkLoadError',
      type: 'error',
      code: undefined,
    });
  });

  it('report errors and rejections nothing else caught', () => {
    const { report } = listen();
    const error = new Error('Boom');
    window.dispatchEvent(new ErrorEvent('error', { error, message: 'Boom' }));
    const reason = new Error('Nobody waited for me');
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason }));
    expect(report.mock.calls).toEqual([
      [error, { caught: 'unhandled' }],
      [reason, { caught: 'unhandled rejection' }],
    ]);
  });

  it('stop listening when told', () => {
    const target = new EventTarget();
    const report = vi.fn();
    const stop = listenForErrors(target, { report, networkError: createNetworkErrorNotice(() => true) });
    stop();
    target.dispatchEvent(new Event('unhandledrejection'));
    target.dispatchEvent(preloadError(new Error('Unable to preload CSS for /ecom/assets/x.css')));
    expect(report).not.toHaveBeenCalled();
  });
});
