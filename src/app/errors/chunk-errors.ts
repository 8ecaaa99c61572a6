import {
  CSS_CHUNK_LOAD_FAILED,
  MODULE_COULD_NOT_BE_LOADED,
  parseChunkAddress,
} from '../../domain/asset-chunks.ts';

/** How a chunk failed (doc 1 §8 "ChunkLoadError with type (missing or event type)"). */
export type ChunkFailureType = 'error' | 'timeout' | 'missing';

/**
 * A script or style chunk that did not load (doc 1 §8): "ChunkLoadError with type (missing or event type)
 * and requested address"; a style chunk's carries the code CSS_CHUNK_LOAD_FAILED.
 */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';

  constructor(
    readonly type: ChunkFailureType,
    /** The address asked for, when the browser said which. */
    readonly request: string | undefined,
    readonly code: typeof CSS_CHUNK_LOAD_FAILED | undefined,
    options?: ErrorOptions,
  ) {
    const chunk = request ? parseChunkAddress(request) : null;
    const what = code === CSS_CHUNK_LOAD_FAILED ? 'CSS chunk' : 'chunk';
    super(
      `Loading ${what} ${chunk?.id ?? 'unknown'} failed${type === 'timeout' ? ' (timeout)' : ''}.\n(${request ?? 'unknown address'})`,
      options,
    );
  }
}

/**
 * doc 1 §8 "Module could not be loaded, after two retries": what a route shows when its chunk failed
 * three times. `failures` are the attempts, first to last.
 */
export class ModuleLoadError extends Error {
  override readonly name = 'ModuleLoadError';

  constructor(readonly failures: readonly unknown[]) {
    super(MODULE_COULD_NOT_BE_LOADED, { cause: failures.at(-1) });
  }
}

export function isModuleLoadError(error: unknown): error is ModuleLoadError {
  return error instanceof ModuleLoadError;
}

/** Vite's helper says this when a chunk's style sheet fails: `Unable to preload CSS for {address}`. */
const STYLE_FAILURE = /^Unable to preload CSS for (\S+)/;
/**
 * What browsers say when a dynamically imported script fails: Chromium `Failed to fetch dynamically
 * imported module: {address}`, Firefox `error loading dynamically imported module: {address}`, Safari
 * `Importing a module script failed.` (no address).
 */
const SCRIPT_FAILURE =
  /^(?:Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed)[:.]?\s*(\S*)/i;

/**
 * The chunk failure an error from a dynamic import stands for, or null when it is something else (the
 * chunk arrived, and running it threw). An error that already is one is returned as it is.
 */
export function toChunkLoadError(error: unknown): ChunkLoadError | null {
  if (error instanceof ChunkLoadError) return error;
  if (!(error instanceof Error)) return null;
  const style = STYLE_FAILURE.exec(error.message);
  if (style) return new ChunkLoadError('error', style[1], CSS_CHUNK_LOAD_FAILED, { cause: error });
  const script = SCRIPT_FAILURE.exec(error.message);
  if (script) return new ChunkLoadError('error', script[1] || undefined, undefined, { cause: error });
  return null;
}

/** doc 1 §1, §8: a script chunk that takes longer than its limit is a failure of type 'timeout'. */
export function chunkTimeoutError(timeoutMs: number): ChunkLoadError {
  return new ChunkLoadError('timeout', undefined, undefined, {
    cause: new Error(`The chunk took longer than ${timeoutMs} ms`),
  });
}
