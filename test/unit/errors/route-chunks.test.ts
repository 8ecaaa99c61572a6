import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ChunkLoadError,
  chunkTimeoutError,
  isModuleLoadError,
  ModuleLoadError,
  toChunkLoadError,
} from '../../../src/app/errors/chunk-errors.ts';
import { createLazyRouteComponent, loadRouteChunk } from '../../../src/app/errors/route-chunk.ts';
import { withRetryingRouteChunks } from '../../../src/app/errors/route-chunk-import.ts';

const CHUNK = 'http://localhost:3000/ecom/assets/chunk-k3x9-log-out.js';
const STYLE = 'http://localhost:3000/ecom/assets/chunk-p0q1-log-out.css';

describe('what a failed dynamic import was (doc 1 §8)', () => {
  it.each<[string, Error, Partial<ChunkLoadError> | null]>([
    [
      'Chromium',
      new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`),
      { type: 'error', request: CHUNK, code: undefined },
    ],
    [
      'Firefox',
      new TypeError(`error loading dynamically imported module: ${CHUNK}`),
      { type: 'error', request: CHUNK, code: undefined },
    ],
    [
      'Safari',
      new TypeError('Importing a module script failed.'),
      { type: 'error', request: undefined, code: undefined },
    ],
    [
      "Vite's style sheet preload",
      new Error(`Unable to preload CSS for ${STYLE}`),
      { type: 'error', request: STYLE, code: 'CSS_CHUNK_LOAD_FAILED' },
    ],
    ['the chunk ran and threw', new ReferenceError('x is not defined'), null],
  ])('%s', (_browser, error, expected) => {
    const chunkError = toChunkLoadError(error);
    if (expected === null) {
      expect(chunkError).toBeNull();
      return;
    }
    expect(chunkError).toBeInstanceOf(ChunkLoadError);
    expect(chunkError).toMatchObject({ name: 'ChunkLoadError', ...expected });
    expect(chunkError?.cause).toBe(error);
  });

  it('words a style chunk failure as a CSS chunk, with its id and address', () => {
    expect(toChunkLoadError(new Error(`Unable to preload CSS for ${STYLE}`))?.message).toBe(
      `Loading CSS chunk p0q1 failed.\n(${STYLE})`,
    );
    expect(chunkTimeoutError(120_000)).toMatchObject({
      type: 'timeout',
      message: 'Loading chunk unknown failed (timeout).\n(unknown address)',
    });
  });
});

describe('a route chunk (doc 1 §1, §8, §9)', () => {
  afterEach(() => vi.useRealTimers());

  const failing = () => new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`);

  it('loads at the first attempt when it can', async () => {
    const importer = vi.fn(async () => ({ component: 'page' }));
    await expect(loadRouteChunk(importer)).resolves.toEqual({ component: 'page' });
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('is tried twice more, straight away, when it fails', async () => {
    const sleep = vi.fn(async () => {});
    const importer = vi
      .fn<() => Promise<{ component: string }>>()
      .mockRejectedValueOnce(failing())
      .mockRejectedValueOnce(failing())
      .mockResolvedValue({ component: 'page' });
    await expect(loadRouteChunk(importer, { sleep })).resolves.toEqual({ component: 'page' });
    expect(importer).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls).toEqual([[0], [0]]);
  });

  it("is 'Module could not be loaded' after two retries, with what each attempt met", async () => {
    const importer = vi.fn(async () => {
      throw failing();
    });
    const error = await loadRouteChunk(importer, { sleep: async () => {} }).catch(
      (caught: unknown) => caught,
    );
    expect(importer).toHaveBeenCalledTimes(3);
    expect(isModuleLoadError(error)).toBe(true);
    expect((error as ModuleLoadError).message).toBe('Module could not be loaded');
    expect((error as ModuleLoadError).failures).toHaveLength(3);
    expect((error as ModuleLoadError).failures.every((failure) => failure instanceof ChunkLoadError)).toBe(
      true,
    );
  });

  it('fails an attempt that takes more than 120 s', async () => {
    vi.useFakeTimers();
    const importer = vi.fn(() => new Promise<never>(() => {}));
    const loading = loadRouteChunk(importer).catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(119_999);
    expect(importer).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(importer).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(240_010);
    const error = (await loading) as ModuleLoadError;
    expect(error).toBeInstanceOf(ModuleLoadError);
    expect(error.failures.map((failure) => (failure as ChunkLoadError).type)).toEqual([
      'timeout',
      'timeout',
      'timeout',
    ]);
  });

  it('keeps an error that is not a chunk failure as it was', async () => {
    const bug = new ReferenceError('x is not defined');
    const error = (await loadRouteChunk(
      async () => {
        throw bug;
      },
      { sleep: async () => {} },
    ).catch((caught: unknown) => caught)) as ModuleLoadError;
    expect(error.failures).toEqual([bug, bug, bug]);
  });
});

describe("the build points the routes' lazyRouteComponent at the retrying loader", () => {
  const RETRYING = '/app/src/app/errors/route-chunk.ts';

  it.each<[string, string, string | null]>([
    [
      "the code splitter's own import",
      "import { lazyRouteComponent } from '@tanstack/react-router';\nconst $$split = () => import('./a.tsx?tsr-split=component');",
      `import { lazyRouteComponent } from "${RETRYING}";\nconst $$split = () => import('./a.tsx?tsr-split=component');`,
    ],
    [
      'double quotes, no semicolon',
      'import {lazyRouteComponent} from "@tanstack/react-router"\nx()',
      `import { lazyRouteComponent } from "${RETRYING}";\nx()`,
    ],
    [
      'shared with other imports',
      "import { createFileRoute, lazyRouteComponent as lazy } from '@tanstack/react-router';",
      `import { createFileRoute } from "@tanstack/react-router"; import { lazyRouteComponent as lazy } from "${RETRYING}";`,
    ],
    ['a route without split components', "import { createFileRoute } from '@tanstack/react-router';", null],
    ['another package', "import { lazyRouteComponent } from '@tanstack/solid-router';", null],
  ])('%s', (_name, code, rewritten) => {
    expect(withRetryingRouteChunks(code, RETRYING)).toBe(rewritten);
  });
});

describe("a route's lazy component", () => {
  const failing = () => new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`);

  it('preloads its chunk once, and then has nothing more to preload', async () => {
    const importer = vi.fn(async () => ({ component: () => null }));
    const Lazy = createLazyRouteComponent(importer, 'component');
    const first = Lazy.preload?.();
    const second = Lazy.preload?.();
    await Promise.all([first, second]);
    expect(importer).toHaveBeenCalledTimes(1);
    expect(Lazy.preload).toBeUndefined();
  });

  it('stays failed after its retries, however often the router asks, until the page is reloaded', async () => {
    const importer = vi.fn(async () => {
      throw failing();
    });
    const Lazy = createLazyRouteComponent(importer, 'component', { sleep: async () => {} });
    await Lazy.preload?.();
    await Lazy.preload?.();
    expect(importer).toHaveBeenCalledTimes(3);
    expect(() => Lazy({})).toThrow('Module could not be loaded');
  });
});
