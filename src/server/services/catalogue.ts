import type { PricedProduct, Product, Suggestions } from '../../contract/catalogue.ts';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import {
  type CatalogueCacheOptions,
  type CatalogueGeneration,
  createCatalogueCache,
} from './catalogue-cache.ts';
import { type CatalogueIndex, catalogueIndex } from './catalogue-index.ts';
import { loadProductRows, mapProduct, type ProductMapping, type ProductRow } from './products.ts';
import { type ContentQuery, type SearchOutcome, searchCatalogue } from './search.ts';
import { findSuggestions } from './suggestions.ts';

/**
 * The catalogue service behind the content (search and browse), products and search (autocomplete)
 * routes: one per app, holding the process's caches of the current catalogue generation.
 */
export interface CatalogueService {
  /** Names the catalogue as it is now: the same for as long as nothing in it changes (and the day). */
  generationKey(): Promise<string>;
  search(query: ContentQuery): Promise<SearchOutcome>;
  /** Products in the order asked; unknown line numbers are left out. */
  products(lineNumbers: readonly string[]): Promise<Product[]>;
  product(productId: string): Promise<Product | undefined>;
  pricedProducts(lineNumbers: readonly string[]): Promise<PricedProduct[]>;
  suggestions(term: string, limit: number): Promise<Suggestions>;
  /** Loads the catalogue index now, so the first shopper's search does not wait for it. */
  warm(): Promise<void>;
}

export interface CatalogueTuning extends CatalogueCacheOptions {
  /**
   * Read every product's row in the background once the index is loaded, a few hundred at a time, so a
   * page of products seldom waits for the database. Default true; tests that count statements turn it off.
   */
  readAhead?: boolean;
}

export interface CatalogueServiceOptions extends CatalogueTuning {
  db: Database;
  clock: Clock;
  apiEnv: string;
}

/** Mapped products kept per generation: the most looked at, about 3 KB each. */
const PRODUCT_CACHE_SIZE = 10_000;
const SUGGESTION_CACHE_SIZE = 5_000;
/** Rows read ahead per statement: a few milliseconds of the embedded database's time, then a pause. */
const READ_AHEAD_CHUNK = 250;

export function createCatalogueService(options: CatalogueServiceOptions): CatalogueService {
  const { db, apiEnv } = options;
  const cache = createCatalogueCache(db, options.clock, options);
  let latest: CatalogueGeneration | undefined;

  const current = async () => {
    const generation = await cache.current();
    latest = generation;
    const index = await catalogueIndex(db, generation);
    if (options.readAhead ?? true) void generation.memo('read-ahead', () => readAhead(generation, index));
    return { generation, index };
  };

  /** Product rows of the generation, by line number, as read ahead or asked for. */
  const rowsOf = (generation: CatalogueGeneration) =>
    generation.value('product-rows', () => new Map<string, ProductRow>());

  // Best rated first, the order browse pages open with. A failure (the database closing, a new catalogue)
  // only means pages read their products when they are asked for.
  const readAhead = async (generation: CatalogueGeneration, index: CatalogueIndex) => {
    const rows = rowsOf(generation);
    const order = index.order('BROWSE_RELEVANCE');
    try {
      for (let start = 0; start < order.length; start += READ_AHEAD_CHUNK) {
        await new Promise((resolve) => setTimeout(resolve, 0));
        if (latest !== generation) return;
        const wanted = Array.from(
          order.subarray(start, start + READ_AHEAD_CHUNK),
          (i) => index.products[i]?.lineNumber ?? '',
        ).filter((lineNumber) => rows.get(lineNumber) === undefined);
        for (const row of await loadProductRows(db, wanted)) rows.set(row.lineNumber, row);
      }
    } catch {
      // Nothing to do: see above.
    }
  };

  const productsOf = async (
    generation: CatalogueGeneration,
    index: CatalogueIndex,
    lineNumbers: readonly string[],
  ): Promise<Product[]> => {
    const mapped = generation.lru<string, Product>('products', PRODUCT_CACHE_SIZE);
    const rows = rowsOf(generation);
    const mapping: ProductMapping = {
      apiEnv,
      offers: index.offers,
      categoryChain: (id) => index.taxonomy.productCategories(id),
    };
    const missing = lineNumbers.filter(
      (lineNumber) =>
        mapped.get(lineNumber) === undefined &&
        rows.get(lineNumber) === undefined &&
        index.byLineNumber.has(lineNumber),
    );
    for (const row of await loadProductRows(db, missing)) rows.set(row.lineNumber, row);
    return lineNumbers.flatMap((lineNumber) => {
      let product = mapped.get(lineNumber);
      if (!product) {
        const row = rows.get(lineNumber);
        if (!row) return [];
        product = mapProduct(row, mapping);
        mapped.set(lineNumber, product);
      }
      return [product];
    });
  };

  const products = async (lineNumbers: readonly string[]) => {
    const { generation, index } = await current();
    return productsOf(generation, index, [...new Set(lineNumbers)]);
  };

  return {
    products,
    async warm() {
      await current();
    },
    async generationKey() {
      const generation = await cache.current();
      return `${generation.version}|${generation.date}`;
    },
    async search(query) {
      const { generation, index } = await current();
      return searchCatalogue(
        { db, generation, index, products: (lineNumbers) => productsOf(generation, index, lineNumbers) },
        query,
      );
    },
    async product(productId) {
      const { generation, index } = await current();
      const facets = index.byId.get(productId);
      if (!facets) return undefined;
      const [product] = await productsOf(generation, index, [facets.lineNumber]);
      return product;
    },
    async pricedProducts(lineNumbers) {
      const found = await products(lineNumbers);
      return found.map((product) => ({
        lineNumber: product.lineNumber,
        currentSaleUnitPrice: product.currentSaleUnitPrice,
        displayPrice: product.displayPrice,
        displayUOMPrice: product.displayUOMPrice,
        displayPriceQualifier: product.displayPriceQualifier,
        displayPriceEstimated: product.displayPriceEstimated,
        promotions: product.promotions,
      }));
    },
    async suggestions(term, limit) {
      const generation = await cache.current();
      const suggestions = generation.lru<string, Promise<Suggestions>>('suggestions', SUGGESTION_CACHE_SIZE);
      const key = `${limit}|${term}`;
      let found = suggestions.get(key);
      if (!found) {
        found = findSuggestions(db, term, limit);
        suggestions.set(key, found);
        found.catch(() => suggestions.delete(key));
      }
      return found;
    },
  };
}
