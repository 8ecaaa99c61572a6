/**
 * The storefront's asset chunks (doc 1 §1, §8, §9): how they are named, how long a script chunk may take,
 * and how often a route's chunk is tried before 'Module could not be loaded'.
 */

/** doc 1 §1: asset files load on demand from /ecom/assets/. */
export const ASSETS_PATH = '/ecom/assets/';

/**
 * doc 1 §1: "script files named chunk-{id}-{name}.js and style files named chunk-{id}-{name}.css".
 * The id is the content hash, so a chunk's address changes exactly when its content does. These are
 * Rolldown output patterns, relative to the build's output folder; hashes are written in base 36
 * (CHUNK_HASH_CHARACTERS) so that an id never contains the dash that ends it. Seven characters (36^7, some
 * 78 billion ids) rather than Rolldown's eight: the first script names every chunk a page may load, for
 * its preloads, so each character costs on every page (issue 15: 0.3 KB gz on the home page's first script).
 */
export const SCRIPT_CHUNK_FILE_NAMES = 'assets/chunk-[hash:7]-[name].js';
export const STYLE_CHUNK_FILE_NAMES = 'assets/chunk-[hash:7]-[name][extname]';
/**
 * The bundler's own chunks, the modules that several pages or parts share (not a page, not a part loaded on
 * demand, not the framework's chunk), are all named `shared`: the name Rolldown gives them is one of their
 * modules', picked by order, and it costs on every page, since the first script names every chunk a page
 * may load (issue 15: 0.6 KB gz on the home page, 0.7 on search). A page's chunk and a part loaded on
 * demand keep their names, which are what error reports and the network panel show of a failed load.
 */
export const SHARED_SCRIPT_CHUNK_FILE_NAMES = 'assets/chunk-[hash:7]-shared.js';
export const CHUNK_HASH_CHARACTERS = 'base36';

/** doc 1 §1, §8, §9: a script chunk that takes longer than 120 s to load is treated as failed. */
export { SCRIPT_CHUNK_TIMEOUT_MS } from './layout.ts';

/**
 * doc 1 §8 "Module could not be loaded, after two retries"; doc 1 §9 "Loader retry delays are 0 ms and
 * 0 ms": a failed route chunk is asked for twice more, straight away.
 */
export const MODULE_LOAD_RETRY_DELAYS_MS: readonly number[] = [0, 0];
export const MODULE_COULD_NOT_BE_LOADED = 'Module could not be loaded';

/** doc 1 §8: the code a failed style chunk is reported with. */
export const CSS_CHUNK_LOAD_FAILED = 'CSS_CHUNK_LOAD_FAILED';

export type ChunkKind = 'script' | 'style';

export interface ChunkAddress {
  kind: ChunkKind;
  id: string;
  name: string;
  /** The address as it was requested. */
  request: string;
}

const CHUNK_FILE = /\/chunk-([0-9a-z]+)-([^/?#]+)\.(js|css)(?:[?#].*)?$/;

/**
 * The chunk an address names (`https://shop.example/ecom/assets/chunk-0fq3k2ab-log-out.js`), or null
 * for an address that is not a chunk of the shop.
 */
export function parseChunkAddress(address: string): ChunkAddress | null {
  const match = CHUNK_FILE.exec(address);
  if (!match) return null;
  const [, id, name, extension] = match as unknown as [string, string, string, string];
  return { kind: extension === 'css' ? 'style' : 'script', id, name, request: address };
}
