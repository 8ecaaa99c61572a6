import { sql } from 'drizzle-orm';
import type { ProductCategory, SortBy } from '../../contract/catalogue.ts';
import type { Database } from '../db/client.ts';
import { categories, productPromotions, products, promotions } from '../db/schema.ts';
import type { CatalogueGeneration } from './catalogue-cache.ts';
import {
  createOfferBook,
  displayPricePence,
  type OfferBook,
  type PromotionLinkRecord,
  type PromotionRecord,
  rowsOf,
} from './products.ts';
import { DIETARY_VALUES, maskOf, OFFER_TYPES, servingSizeMask } from './search-vocabulary.ts';

/**
 * What search and browse need to know about every product to filter, count and sort in memory: its
 * category, brand, tags, lead time, servings, price, name, date added, rating and today's offers (the offer
 * book, which product answers take their promotions from). Loaded in one statement once per catalogue
 * generation (catalogue-cache.ts); full-text matching stays in PostgreSQL (search-query.ts). Counting filter
 * options over a result set of thousands is a loop here instead of six grouped queries per request, which
 * is what keeps a search within a few milliseconds on the embedded database.
 */

export interface TaxonomyNode {
  id: number;
  name: string;
  path: string;
  level: number;
  parentId: number | null;
  pageTitle: string | null;
  /** The name's words as the text search reads them (stemmed, no stop words): 'Biscuits for Cheese' → biscuit, chees. */
  nameWords: readonly string[];
  children: TaxonomyNode[];
  /** Position in a depth-first walk of the tree in menu order; `dfsEnd` is one past its last descendant. */
  dfs: number;
  dfsEnd: number;
}

export interface Taxonomy {
  root: TaxonomyNode;
  byId: ReadonlyMap<number, TaxonomyNode>;
  byPath: ReadonlyMap<string, TaxonomyNode>;
  /** The node and its ancestors from the shop (level 1) down to it. */
  chain(id: number): TaxonomyNode[];
  /** The same chain as a product answer's categories. */
  productCategories(id: number): ProductCategory[];
}

export function contains(scope: TaxonomyNode, node: { dfs: number }): boolean {
  return node.dfs >= scope.dfs && node.dfs < scope.dfsEnd;
}

/**
 * One product's facets, held as numbers so that filtering and counting thousands of products is a loop of
 * integer tests: masks over the fixed vocabularies (search-vocabulary.ts), ids into the index's lists of
 * brands and cooking statuses.
 */
export interface ProductFacets {
  index: number;
  id: string;
  lineNumber: string;
  /** The line number as a number: every sort ends with it. */
  lineOrder: number;
  categoryId: number;
  /** The leaf's position in the taxonomy walk: scope checks and the Categories sort. */
  leafDfs: number;
  /** Into `CatalogueIndex.brands`. */
  brandId: number;
  ownBrand: boolean;
  /** Bits of DIETARY_VALUES. */
  dietaryMask: number;
  /** Days' notice, or -1 when none is needed. */
  leadTime: number;
  /** Into `CatalogueIndex.cookingStatuses`, or -1. */
  cookingId: number;
  /** Bits of SERVING_SIZES. */
  servingMask: number;
  /** Bits of OFFER_TYPES: today's offers that are not hidden. */
  offerMask: number;
  /** Has an offer today that is not hidden (of any type). */
  onOffer: boolean;
  pricePence: number;
  /** Lower-cased, accents removed: 'Alphabetical' sorts 'Crème' with 'Cream'. */
  nameKey: string;
  createdAt: number;
  rating: number | null;
}

/** The sorts that do not depend on a term's ranking, for every product at once. */
export type CatalogueOrder =
  | Exclude<SortBy, 'RELEVANCE' | 'CATEGORY'>
  | 'BROWSE_RELEVANCE'
  | 'BROWSE_CATEGORY';

export interface CatalogueIndex {
  taxonomy: Taxonomy;
  products: readonly ProductFacets[];
  /** Today's offers, by product. */
  offers: OfferBook;
  /** Every brand, and every cooking status, once; facets refer to them by position. */
  brands: readonly string[];
  brandIds: ReadonlyMap<string, number>;
  cookingStatuses: readonly string[];
  cookingIds: ReadonlyMap<string, number>;
  /** The products of a category: a run of the Categories order ('BROWSE_CATEGORY'), which is by leaf. */
  rangeOf(node: TaxonomyNode): { start: number; end: number };
  byLineNumber: ReadonlyMap<string, ProductFacets>;
  byId: ReadonlyMap<string, ProductFacets>;
  /** Every product's index in the given order. */
  order(order: CatalogueOrder): Int32Array;
  /** Every product's position in the given order (the inverse of `order`), to sort any subset fast. */
  position(order: CatalogueOrder): Int32Array;
  /** How many products a category holds (with `onOffer`, how many of them have an offer today). */
  countIn(node: TaxonomyNode, onOffer?: boolean): number;
}

/** Where a product of a category missing from the tree sorts: last, and in no category's range. */
const UNKNOWN_CATEGORY_DFS = 0x7fffffff;

export function nameKey(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** Browse relevance (docs/api/catalogue.md): best rated first (unrated last), then by name. */
const byRatingThenName = (a: ProductFacets, b: ProductFacets) =>
  (b.rating ?? -1) - (a.rating ?? -1) || compareText(a.nameKey, b.nameKey);

const COMPARATORS: Record<CatalogueOrder, (a: ProductFacets, b: ProductFacets) => number> = {
  BROWSE_RELEVANCE: byRatingThenName,
  BROWSE_CATEGORY: (a, b) => a.leafDfs - b.leafDfs || byRatingThenName(a, b),
  MOST_RECENT: (a, b) => b.createdAt - a.createdAt,
  A_2_Z: (a, b) => compareText(a.nameKey, b.nameKey),
  PRICE_LOW_2_HIGH: (a, b) => a.pricePence - b.pricePence,
  PRICE_HIGH_2_LOW: (a, b) => b.pricePence - a.pricePence,
};

/** The generation's index, loaded on first use and shared by every request until the catalogue changes. */
export function catalogueIndex(db: Database, generation: CatalogueGeneration): Promise<CatalogueIndex> {
  return generation.memo('catalogue-index', () => loadCatalogueIndex(db, generation.date));
}

interface CategoryRow {
  id: number;
  name: string;
  path: string;
  level: number;
  parentId: number | null;
  pageTitle: string | null;
  nameWords: string[];
}

/** The tree from its categories, parents before children and siblings in menu order. */
export function buildTaxonomy(rows: readonly CategoryRow[]): Taxonomy {
  const byId = new Map<number, TaxonomyNode>();
  const byPath = new Map<string, TaxonomyNode>();
  for (const row of rows) {
    const node: TaxonomyNode = { ...row, children: [], dfs: 0, dfsEnd: 0 };
    byId.set(row.id, node);
    byPath.set(row.path, node);
  }
  const roots: TaxonomyNode[] = [];
  for (const node of byId.values()) {
    const parent = node.parentId === null ? undefined : byId.get(node.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const root: TaxonomyNode = byId.get(0) ?? {
    id: 0,
    name: 'Shop',
    path: '',
    level: 0,
    parentId: null,
    pageTitle: null,
    nameWords: [],
    children: roots,
    dfs: 0,
    dfsEnd: 0,
  };
  let counter = 0;
  const walk = (node: TaxonomyNode) => {
    node.dfs = counter++;
    for (const child of node.children) walk(child);
    node.dfsEnd = counter;
  };
  walk(root);

  const chains = new Map<number, TaxonomyNode[]>();
  const chain = (id: number): TaxonomyNode[] => {
    let found = chains.get(id);
    if (!found) {
      found = [];
      for (let node = byId.get(id); node && node.level >= 1; ) {
        found.unshift(node);
        node = node.parentId === null ? undefined : byId.get(node.parentId);
      }
      chains.set(id, found);
    }
    return found;
  };
  const productChains = new Map<number, ProductCategory[]>();
  return {
    root,
    byId,
    byPath,
    chain,
    productCategories(id) {
      let found = productChains.get(id);
      if (!found) {
        found = chain(id).map((node) => ({ id: String(node.id), name: node.name, path: node.path }));
        productChains.set(id, found);
      }
      return found;
    },
  };
}

/** A product's facets as the index query answers them: an array, to keep the document small. */
type FacetRow = [
  id: string,
  lineNumber: string,
  categoryId: number,
  brand: string,
  ownBrand: boolean,
  dietaryTags: string[],
  leadTime: number | null,
  cookingStatus: string | null,
  servingsMin: number | null,
  servingsMax: number | null,
  uom: string,
  pricePence: number,
  priceQuantity: number,
  defaultQuantity: number,
  name: string,
  createdAtMs: number,
  rating: number | null,
];

/**
 * The whole index in one statement answering one JSON document (reading one text is far cheaper than
 * decoding twenty thousand rows, on the embedded database especially).
 */
async function loadCatalogueIndex(db: Database, date: string): Promise<CatalogueIndex> {
  await ensureStatistics(db);
  const result = await db.execute(sql`
    select json_build_object(
      'categories', (
        select json_agg(json_build_object('id', id, 'name', name, 'path', path, 'level', level,
          'parentId', parent_id, 'pageTitle', page_title, 'nameWords', tsvector_to_array(name_vector))
          order by level, position, id)
        from ${categories}),
      'products', (
        select json_agg(json_build_array(p.id, p.line_number, p.category_id, p.brand, p.own_brand,
          p.dietary_tags, p.lead_time_days, p.cooking_status, p.servings_min, p.servings_max, p.uom,
          p.price_pence, p.price_quantity, p.default_quantity, p.name,
          floor(extract(epoch from p.created_at) * 1000), p.average_rating))
        from ${products} p),
      'promotions', (
        select json_agg(json_build_object('id', id, 'promotionType', promotion_type,
          'promotionTypeCode', promotion_type_code, 'description', description, 'expiryDate', expiry_date,
          'hidden', hidden, 'loyaltyOnly', loyalty_only, 'discount', discount, 'groups', groups))
        from ${promotions} where start_date <= ${date} and expiry_date >= ${date}),
      'links', (
        select json_agg(json_build_array(promotion_id, product_id, group_id, was_price_pence))
        from ${productPromotions})
    )::text as "index"`);
  const loaded = JSON.parse(rowsOf<{ index: string }>(result)[0]?.index ?? '{}') as {
    categories: CategoryRow[] | null;
    products: FacetRow[] | null;
    promotions: PromotionRecord[] | null;
    links: PromotionLinkRecord[] | null;
  };
  const taxonomy = buildTaxonomy(loaded.categories ?? []);
  const rows = loaded.products ?? [];
  const lineNumbers = new Map(rows.map(([id, lineNumber]) => [id, lineNumber]));
  const offers = createOfferBook(loaded.promotions ?? [], loaded.links ?? [], (id) => lineNumbers.get(id));

  const brands = new Vocabulary();
  const cookingStatuses = new Vocabulary();
  const facets: ProductFacets[] = rows.map((row, index) => {
    const [id, lineNumber, categoryId, brand, ownBrand, dietaryTags, leadTime, cookingStatus, ...rest] = row;
    const [
      servingsMin,
      servingsMax,
      uom,
      pricePence,
      priceQuantity,
      defaultQuantity,
      name,
      createdAt,
      rating,
    ] = rest;
    const types = offers.visibleTypes(id);
    return {
      index,
      id,
      lineNumber,
      lineOrder: Number(lineNumber),
      categoryId,
      leafDfs: taxonomy.byId.get(categoryId)?.dfs ?? UNKNOWN_CATEGORY_DFS,
      brandId: brands.idOf(brand),
      ownBrand,
      dietaryMask: maskOf(DIETARY_VALUES, dietaryTags),
      leadTime: leadTime ?? -1,
      cookingId: cookingStatus === null ? -1 : cookingStatuses.idOf(cookingStatus),
      servingMask: servingSizeMask(servingsMin, servingsMax),
      offerMask: maskOf(OFFER_TYPES, types),
      onOffer: types.length > 0,
      pricePence: displayPricePence({ uom, pricePence, priceQuantity, defaultQuantity }),
      nameKey: nameKey(name),
      createdAt,
      rating,
    };
  });
  const orders = new Map<CatalogueOrder, Int32Array>();
  const positions = new Map<CatalogueOrder, Int32Array>();
  const order = (name: CatalogueOrder): Int32Array => {
    let found = orders.get(name);
    if (!found) {
      const compare = COMPARATORS[name];
      const sorted = [...facets].sort((a, b) => compare(a, b) || a.lineOrder - b.lineOrder);
      found = Int32Array.from(sorted, (facet) => facet.index);
      orders.set(name, found);
    }
    return found;
  };
  const leafPositions = Int32Array.from(facets, (facet) => facet.leafDfs).sort();
  const offerLeafPositions = Int32Array.from(
    facets.filter((facet) => facet.onOffer),
    (facet) => facet.leafDfs,
  ).sort();
  const index: CatalogueIndex = {
    taxonomy,
    products: facets,
    offers,
    brands: brands.values,
    brandIds: brands.ids,
    cookingStatuses: cookingStatuses.values,
    cookingIds: cookingStatuses.ids,
    rangeOf(node) {
      return { start: lowerBound(leafPositions, node.dfs), end: lowerBound(leafPositions, node.dfsEnd) };
    },
    countIn(node, onOffer = false) {
      const sorted = onOffer ? offerLeafPositions : leafPositions;
      return lowerBound(sorted, node.dfsEnd) - lowerBound(sorted, node.dfs);
    },
    byLineNumber: new Map(facets.map((facet) => [facet.lineNumber, facet])),
    byId: new Map(facets.map((facet) => [facet.id, facet])),
    order,
    position(name) {
      let found = positions.get(name);
      if (!found) {
        const ordered = order(name);
        found = new Int32Array(ordered.length);
        ordered.forEach((index, position) => {
          (found as Int32Array)[index] = position;
        });
        positions.set(name, found);
      }
      return found;
    },
  };
  // Every order is made now, with the index, rather than by the first shopper to ask for it.
  for (const order of Object.keys(COMPARATORS) as CatalogueOrder[]) index.position(order);
  return index;
}

/** The first position in a sorted array whose value is at least `value`. */
function lowerBound(sorted: Int32Array, value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] as number) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The planner needs table statistics to choose index lookups for a page of products over reading whole
 * tables. A PostgreSQL server gathers them by itself (autovacuum); the embedded database never does, so a
 * catalogue that has never been analysed (seeded, or loaded by hand) is analysed once here.
 */
async function ensureStatistics(db: Database): Promise<void> {
  const result = await db.execute(sql`
    select coalesce(min(reltuples), 0) < 0 as "never" from pg_class
    where oid in ('products'::regclass, 'product_promotions'::regclass, 'promotions'::regclass,
                  'categories'::regclass)`);
  if (rowsOf<{ never: boolean }>(result)[0]?.never) {
    await db.execute(sql`analyze products, product_promotions, promotions, categories, search_words,
      search_suggestions`);
  }
}

/** Distinct strings, each with its position in order of first appearance. */
class Vocabulary {
  readonly values: string[] = [];
  readonly ids = new Map<string, number>();

  idOf(value: string): number {
    let id = this.ids.get(value);
    if (id === undefined) {
      id = this.values.length;
      this.values.push(value);
      this.ids.set(value, id);
    }
    return id;
  }
}
