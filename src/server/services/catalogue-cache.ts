import { eq } from 'drizzle-orm';
import { londonCalendarDate } from '../../domain/dates.ts';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { catalogueVersion } from '../db/schema.ts';

/**
 * What an API process keeps in memory about the catalogue (search facets, term matches, mapped products,
 * suggestions), grouped in a generation that lives as long as the catalogue's version (moved on by the
 * database's triggers on every change, migration 0004) and the London date (offers start and end by date)
 * stay the same. Each process checks the version at most once per `versionCheckMs`, so a change made
 * through any process or by hand is seen within that time, and many stateless API processes can share
 * one database.
 */
export interface CatalogueGeneration {
  readonly version: number;
  /** The London date (`YYYY-MM-DD`) the generation's offers are for. */
  readonly date: string;
  /** One value per key for the generation's life, made on first use (the same promise for every caller). */
  memo<T>(key: string, make: () => Promise<T>): Promise<T>;
  /** One object per key for the generation's life, made on first use. */
  value<T>(key: string, make: () => T): T;
  /** A bounded cache (least recently used goes first) that lives as long as the generation. */
  lru<K, V>(name: string, maxEntries: number): Lru<K, V>;
}

export interface CatalogueCache {
  current(): Promise<CatalogueGeneration>;
}

export interface CatalogueCacheOptions {
  /** How often the version is read again; 0 reads it on every call (tests that change the catalogue). */
  versionCheckMs?: number;
}

export const DEFAULT_VERSION_CHECK_MS = 1000;

export function createCatalogueCache(
  db: Database,
  clock: Clock,
  options: CatalogueCacheOptions = {},
): CatalogueCache {
  const checkMs = options.versionCheckMs ?? DEFAULT_VERSION_CHECK_MS;
  let generation: CatalogueGeneration | undefined;
  let version: { value: number; readAt: number } | undefined;
  let reading: Promise<number> | undefined;

  const readVersion = async (): Promise<number> => {
    const now = performance.now();
    if (version && now - version.readAt < checkMs) return version.value;
    reading ??= db
      .select({ version: catalogueVersion.version })
      .from(catalogueVersion)
      .where(eq(catalogueVersion.id, 1))
      .then((rows) => {
        version = { value: rows[0]?.version ?? 0, readAt: performance.now() };
        return version.value;
      })
      .finally(() => {
        reading = undefined;
      });
    return reading;
  };

  // The London date, worked out again only when the minute changes (the clock may be set back or forth).
  let today: { minute: number; date: string } | undefined;
  const londonDate = () => {
    const minute = Math.floor(clock.now().getTime() / 60_000);
    if (today?.minute !== minute) today = { minute, date: londonCalendarDate(minute * 60_000) };
    return today.date;
  };

  return {
    async current() {
      const [value, date] = [await readVersion(), londonDate()];
      if (!generation || generation.version !== value || generation.date !== date) {
        generation = createGeneration(value, date);
      }
      return generation;
    },
  };
}

function createGeneration(version: number, date: string): CatalogueGeneration {
  const memos = new Map<string, Promise<unknown>>();
  const values = new Map<string, unknown>();
  const caches = new Map<string, Lru<unknown, unknown>>();
  return {
    version,
    date,
    memo<T>(key: string, make: () => Promise<T>): Promise<T> {
      let made = memos.get(key) as Promise<T> | undefined;
      if (!made) {
        made = make();
        memos.set(key, made);
        // A failure is not remembered: the next caller tries again.
        made.catch(() => memos.delete(key));
      }
      return made;
    },
    value<T>(key: string, make: () => T): T {
      if (!values.has(key)) values.set(key, make());
      return values.get(key) as T;
    },
    lru<K, V>(name: string, maxEntries: number): Lru<K, V> {
      let cache = caches.get(name) as Lru<K, V> | undefined;
      if (!cache) {
        cache = new Lru<K, V>(maxEntries);
        caches.set(name, cache as Lru<unknown, unknown>);
      }
      return cache;
    },
  };
}

/** A Map that forgets its least recently used entry beyond `maxEntries`. */
export class Lru<K, V> {
  readonly #entries = new Map<K, V>();
  constructor(readonly maxEntries: number) {}

  get(key: K): V | undefined {
    const value = this.#entries.get(key);
    if (value !== undefined) {
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
  }

  delete(key: K): void {
    this.#entries.delete(key);
  }

  get size(): number {
    return this.#entries.size;
  }
}
