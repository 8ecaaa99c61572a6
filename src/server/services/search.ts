import type {
  Breadcrumb,
  Filter,
  PageSize,
  Product,
  SearchResults,
  SortBy,
  SubCategory,
} from '../../contract/catalogue.ts';
import {
  FEATURED_PAGES,
  type FeaturedPage,
  featuredPageOf,
  NEW_PRODUCTS_DAYS,
} from '../../domain/featured-pages.ts';
import { OFFERS_BROWSE_PATH, OFFERS_SEGMENT_SUFFIX, offersPathOf } from '../../domain/offers-path.ts';
import {
  highlightKindOf,
  highlightsPathOf,
  type OfferKind,
  offerKindDisplay,
} from '../../domain/promotion-display.ts';
import type { Database } from '../db/client.ts';
import type { CatalogueGeneration } from './catalogue-cache.ts';
import {
  type CatalogueIndex,
  type CatalogueOrder,
  contains,
  type ProductFacets,
  type TaxonomyNode,
} from './catalogue-index.ts';
import { filterPass, parseFilterTags, type Selection } from './search-filters.ts';
import { didYouMean, matchTerm, normaliseTerm, redirectFor } from './search-query.ts';
import { OFFER_TYPES } from './search-vocabulary.ts';

/**
 * Search and browse (doc 3 §3 Search state and results, §4, §5; docs/api/catalogue.md): what a
 * `PUT content-{env}/v2/en` asks for, answered from the term's matches (PostgreSQL full-text search) and
 * the catalogue index (catalogue-index.ts): filters with their counts, the Categories filter, the sort,
 * the page and its products, breadcrumbs, sub-categories, title, 'did you mean' and page redirects.
 */

export interface ContentQuery {
  /** `/shop/search`, `/shop/multi-search`, `/shop/browse/{path}` or `/shop/browse/offers[/{name}_offers...]`. */
  contentUrl: string;
  searchTerm?: string | undefined;
  category?: string | undefined;
  filterTags: readonly string[];
  sortBy: SortBy;
  size: PageSize;
  start: number;
}

export type SearchOutcome =
  | { ok: true; results: SearchResults }
  | { ok: false; status: 400 | 404; type: 'BAD_REQUEST' | 'NOT_FOUND'; message: string };

export interface SearchDependencies {
  db: Database;
  generation: CatalogueGeneration;
  index: CatalogueIndex;
  /** The page's products, in the order asked. */
  products(lineNumbers: readonly string[]): Promise<Product[]>;
}

type Target =
  | { kind: 'search' }
  | { kind: 'browse'; node: TaxonomyNode }
  | {
      kind: 'offers';
      node: TaxonomyNode | null;
      highlight?: OfferKind;
      /** highlights/{offerIdentifier}: one promotion's products. */
      promotion?: { id: number; description: string };
    }
  | { kind: 'featured'; page: FeaturedPage; node: TaxonomyNode | null };

const BROWSE_URL = '/ecom/shop/browse';
const OFFERS_SEGMENT = 'offers';
/** Term matches, selections and sorted answers kept per catalogue generation. */
const TERM_CACHE_SIZE = 2000;
const ANSWER_CACHE_SIZE = 1000;
/** Added to the rank of a product of the kind the term names: more than any text's rank (ts_rank_cd) reaches. */
const KIND_RANK = 1000;

const browseUrl = (node: TaxonomyNode) => `${BROWSE_URL}/${node.path}`;
/** `/ecom/shop/browse/offers/groceries_offers/bakery_offers` (doc 3 §2 "The offers path"). */
const offersUrl = (node: TaxonomyNode | null) => offersPathOf(node === null ? null : node.path);

/** What the content URL names, or undefined when it names nothing the catalogue has. */
function resolveTarget(contentUrl: string, index: CatalogueIndex): Target | undefined {
  const segments = contentUrl
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.toLowerCase());
  if (segments[0] !== 'shop') return undefined;
  if (segments.length === 2 && (segments[1] === 'search' || segments[1] === 'multi-search')) {
    return { kind: 'search' };
  }
  if (segments[1] === 'featured' && segments.length >= 3) return featuredTarget(segments[2] ?? '', index);
  if (segments[1] !== 'browse' || segments.length < 3) return undefined;
  const path = segments.slice(2);
  if (path[0] === OFFERS_SEGMENT) {
    if (path.length === 1) return { kind: 'offers', node: null };
    // doc 3 §2 shop/browse/offers/highlights/{offerType}/* (a type or a type code; what follows is ignored).
    if (path[1] === HIGHLIGHTS_SEGMENT) {
      const segment = path[2] ?? '';
      if (OFFER_IDENTIFIER.test(segment)) {
        const description = visiblePromotions(index).get(Number(segment));
        return description === undefined
          ? undefined
          : { kind: 'offers', node: null, promotion: { id: Number(segment), description } };
      }
      const highlight = highlightKindOf(segment);
      return highlight ? { kind: 'offers', node: null, highlight } : undefined;
    }
    const below = path.slice(1);
    if (!below.every((segment) => segment.endsWith(OFFERS_SEGMENT_SUFFIX))) return undefined;
    const node = index.taxonomy.byPath.get(
      below.map((segment) => segment.slice(0, -OFFERS_SEGMENT_SUFFIX.length)).join('/'),
    );
    return node && node.level >= 1 ? { kind: 'offers', node } : undefined;
  }
  const node = index.taxonomy.byPath.get(path.join('/'));
  return node && node.level >= 1 ? { kind: 'browse', node } : undefined;
}

const HIGHLIGHTS_SEGMENT = 'highlights';
const OFFER_IDENTIFIER = /^\d{1,9}$/;

/** Today's promotions that are not hidden, by id, with their descriptions: once per catalogue index. */
const promotionsByIndex = new WeakMap<CatalogueIndex, Map<number, string>>();
function visiblePromotions(index: CatalogueIndex): Map<number, string> {
  let found = promotionsByIndex.get(index);
  if (!found) {
    found = new Map();
    for (const product of index.products) {
      if (!product.onOffer) continue;
      for (const offer of index.offers.offersOf(product.id)) {
        if (!offer.hidden) found.set(offer.promotionId, offer.promotionDescription);
      }
    }
    promotionsByIndex.set(index, found);
  }
  return found;
}

/**
 * shop/featured/{page} (doc 3 §2): offers (every offer), groceries and entertaining (their best rated),
 * new (what was added lately); any other name is no page.
 */
function featuredTarget(name: string, index: CatalogueIndex): Target | undefined {
  const page = featuredPageOf(name);
  if (!page) return undefined;
  const shop = FEATURED_PAGES[page].shop;
  const node = shop ? (index.taxonomy.byPath.get(shop) ?? null) : null;
  if (shop && !node) return undefined;
  return { kind: 'featured', page, node };
}

/** Whether a product is one the target lists at all, before any filter: on offer, of a kind, new. */
function acceptOf(target: Target, index: CatalogueIndex): ((product: ProductFacets) => boolean) | undefined {
  if (target.kind === 'offers') {
    const { promotion } = target;
    if (promotion) {
      return (product) =>
        product.onOffer &&
        index.offers.offersOf(product.id).some((offer) => offer.promotionId === promotion.id);
    }
    if (!target.highlight) return (product) => product.onOffer;
    const bit = 1 << OFFER_TYPES.indexOf(target.highlight);
    return (product) => (product.offerMask & bit) !== 0;
  }
  if (target.kind !== 'featured') return undefined;
  if (target.page === 'offers') return (product) => product.onOffer;
  if (target.page !== 'new') return undefined;
  // New: added within NEW_PRODUCTS_DAYS of the newest product (the catalogue's own 'lately').
  let newest = 0;
  for (const product of index.products) if (product.createdAt > newest) newest = product.createdAt;
  const since = newest - NEW_PRODUCTS_DAYS * 86_400_000;
  return (product) => product.createdAt >= since;
}

function titleOf(target: Target, term: string | null): string {
  if (target.kind === 'search') return term ?? '';
  if (target.kind === 'featured') return FEATURED_PAGES[target.page].title;
  if (target.kind === 'offers') return target.node ? `${target.node.name} Offers` : 'Offers';
  return target.node.pageTitle ?? target.node.name;
}

interface Matches {
  /** Product index → rank, for the term's matches. */
  rank: Map<number, number>;
  /** The matches, best first, then by line number. */
  byRelevance: Int32Array;
  didYouMean?: Promise<string | null>;
}

async function termMatches(deps: SearchDependencies, term: string): Promise<Matches> {
  const cache = deps.generation.lru<string, Promise<Matches>>('search-terms', TERM_CACHE_SIZE);
  const key = term.toLowerCase();
  let found = cache.get(key);
  if (!found) {
    found = matchTerm(deps.db, term).then((matches) => {
      const { products, byLineNumber } = deps.index;
      const rank = new Map<number, number>();
      const kinds = kindsNamedBy(matches.words, deps.index);
      for (const match of matches.products) {
        const facets = byLineNumber.get(match.lineNumber);
        if (!facets) continue;
        // A product whose own category the term names is likely that kind of product ('milk' → the milks);
        // one in a category named by nothing but the term's words is that kind ('cheese' → the cheeses),
        // and comes before every product that is not, however often that one's text names the term.
        const named = matches.categoryIds.has(facets.categoryId) ? 1 : 0;
        const kind = kinds.some((node) => contains(node, { dfs: facets.leafDfs })) ? KIND_RANK : 0;
        rank.set(facets.index, match.rank + named + kind);
      }
      const line = (i: number) => (products[i] as ProductFacets).lineOrder;
      const byRelevance = Int32Array.from(rank.keys()).sort(
        (a, b) => (rank.get(b) ?? 0) - (rank.get(a) ?? 0) || line(a) - line(b),
      );
      return { rank, byRelevance };
    });
    cache.set(key, found);
    // A failed query is not remembered: the next request asks again.
    found.catch(() => cache.delete(key));
  }
  return found;
}

/**
 * The categories every word of whose name the term has ('cheese' → Cheese, 'organic milk' → Milk, but not
 * Biscuits for Cheese): the term asks for that kind of product.
 */
function kindsNamedBy(words: ReadonlySet<string>, index: CatalogueIndex): TaxonomyNode[] {
  if (words.size === 0) return [];
  return [...index.taxonomy.byId.values()].filter(
    (node) => node.level >= 1 && node.nameWords.length > 0 && node.nameWords.every((word) => words.has(word)),
  );
}

/** What a page's filters select, whatever the sort: the results and every count. */
interface Selected {
  /** Results in the candidates' order: by relevance for a search, by category for a browse. */
  results: Int32Array;
  /** The term's ranks, for a search. */
  rank?: ReadonlyMap<number, number>;
  filters: Filter[];
  categoryLevelFilters: Filter[];
  didYouMean: string | null;
}

interface Answer extends Selected {
  /** The results in the asked order, each order ending with the line number. */
  ordered: Int32Array;
}

/** Above this many results, sorting walks the whole catalogue's presorted order instead. */
const SORT_BY_WALKING_ABOVE = 4096;

function browseOrder(sortBy: SortBy): CatalogueOrder {
  if (sortBy === 'RELEVANCE') return 'BROWSE_RELEVANCE';
  if (sortBy === 'CATEGORY') return 'BROWSE_CATEGORY';
  return sortBy;
}

function ordered(selected: Selected, target: Target, asked: SortBy, index: CatalogueIndex): Int32Array {
  // What is new is shown newest first, unless the shopper sorts otherwise.
  const sortBy =
    target.kind === 'featured' && target.page === 'new' && asked === 'RELEVANCE' ? 'MOST_RECENT' : asked;
  const { results, rank } = selected;
  const { products } = index;
  if (target.kind === 'search' && sortBy === 'RELEVANCE') return results;
  if (target.kind !== 'search' && sortBy === 'CATEGORY') return results;
  if (target.kind === 'search' && sortBy === 'CATEGORY') {
    const rankOf = (i: number) => rank?.get(i) ?? 0;
    const facets = (i: number) => products[i] as ProductFacets;
    return results
      .slice()
      .sort(
        (a, b) =>
          facets(a).leafDfs - facets(b).leafDfs ||
          rankOf(b) - rankOf(a) ||
          facets(a).lineOrder - facets(b).lineOrder,
      );
  }
  const order = browseOrder(sortBy);
  if (results.length <= SORT_BY_WALKING_ABOVE) {
    const position = index.position(order);
    return results.slice().sort((a, b) => (position[a] as number) - (position[b] as number));
  }
  const chosen = new Uint8Array(products.length);
  for (const i of results) chosen[i] = 1;
  const sorted = new Int32Array(results.length);
  let next = 0;
  for (const i of index.order(order)) if (chosen[i] === 1) sorted[next++] = i;
  return sorted;
}

export async function searchCatalogue(deps: SearchDependencies, query: ContentQuery): Promise<SearchOutcome> {
  const { index } = deps;
  const target = resolveTarget(query.contentUrl, index);
  if (!target) {
    return { ok: false, status: 404, type: 'NOT_FOUND', message: `No products page at ${query.contentUrl}` };
  }
  const term = target.kind === 'search' ? normaliseTerm(query.searchTerm ?? '') : null;
  if (term === '') {
    return { ok: false, status: 400, type: 'BAD_REQUEST', message: 'searchTerm is required for a search' };
  }
  const parsed = parseFilterTags(query.filterTags);
  if (!parsed.ok) return { ok: false, status: 400, type: 'BAD_REQUEST', message: parsed.message };
  const category =
    query.category === undefined ? undefined : (index.taxonomy.byId.get(Number(query.category)) ?? null);

  const selectionKey = JSON.stringify([
    target.kind,
    target.kind === 'search' ? term?.toLowerCase() : target.node?.id,
    target.kind === 'featured'
      ? target.page
      : target.kind === 'offers'
        ? (target.highlight ?? target.promotion?.id ?? null)
        : null,
    query.category ?? null,
    [...parsed.tags].sort(),
  ]);
  const answers = deps.generation.lru<string, Promise<Answer>>('search-answers', ANSWER_CACHE_SIZE);
  const answerKey = `${query.sortBy} ${selectionKey}`;
  let answer = answers.get(answerKey);
  if (!answer) {
    const selections = deps.generation.lru<string, Promise<Selected>>('search-selections', ANSWER_CACHE_SIZE);
    let selected = selections.get(selectionKey);
    if (!selected) {
      selected = select(deps, target, term, category, parsed.selection);
      selections.set(selectionKey, selected);
      selected.catch(() => selections.delete(selectionKey));
    }
    answer = selected.then((found) => ({ ...found, ordered: ordered(found, target, query.sortBy, index) }));
    answers.set(answerKey, answer);
    answer.catch(() => answers.delete(answerKey));
  }
  const found = await answer;

  const page = Array.from(
    found.ordered.subarray(query.start, query.start + query.size),
    (i) => (index.products[i] as ProductFacets).lineNumber,
  );
  const products = await deps.products(page);
  const node = target.kind === 'search' ? null : target.node;
  return {
    ok: true,
    results: {
      breadcrumbs: breadcrumbs(target, index),
      criteria: {
        searchTerm: term,
        category: query.category ?? null,
        filterTags: parsed.tags,
        sortBy: query.sortBy,
        size: query.size,
        start: query.start,
      },
      metaData: {
        didYouMean: found.didYouMean,
        origin: target.kind === 'search' ? 'search' : 'browse',
        categoryId: node ? String(node.id) : null,
      },
      products,
      productsInResultset: products.length,
      totalMatches: found.ordered.length,
      hasMore: query.start + products.length < found.ordered.length,
      filters: found.filters,
      categoryLevelFilters: found.categoryLevelFilters,
      subCategories: subCategories(target, index),
      pageTitle: titleOf(target, term),
      pageSubTitle:
        target.kind === 'offers' && target.promotion
          ? target.promotion.description
          : target.kind === 'offers' && target.highlight
            ? offerKindDisplay(target.highlight).label
            : target.kind === 'featured'
              ? FEATURED_PAGES[target.page].subTitle
              : null,
      showPageTitle: true,
      redirectUrl: term === null ? null : redirectFor(term),
    },
  };
}

async function select(
  deps: SearchDependencies,
  target: Target,
  term: string | null,
  category: TaxonomyNode | null | undefined,
  selection: Selection,
): Promise<Selected> {
  const { index } = deps;
  const { taxonomy } = index;
  let candidates: ArrayLike<number>;
  let rank: ReadonlyMap<number, number> | undefined;
  let suggestion: Promise<string | null> = Promise.resolve(null);
  if (target.kind === 'search') {
    const matches = await termMatches(deps, term ?? '');
    candidates = matches.byRelevance;
    rank = matches.rank;
    if (matches.rank.size === 0) {
      matches.didYouMean ??= didYouMean(deps.db, term ?? '');
      suggestion = matches.didYouMean;
    }
  } else {
    // A category's products are one run of the Categories order.
    const { start, end } = target.node
      ? index.rangeOf(target.node)
      : { start: 0, end: index.products.length };
    candidates = index.order('BROWSE_CATEGORY').subarray(start, end);
  }

  // The Categories filter lists the children of the page's category, or for a search (and all offers)
  // the departments; a product counts towards the one it is in.
  const parent = target.kind === 'search' ? null : target.node;
  const childLevel = parent ? parent.level : 1;
  const pass = filterPass({
    index,
    candidates,
    accept: acceptOf(target, index),
    selection,
    inCategory:
      category === undefined
        ? undefined
        : category === null
          ? () => false
          : (product) => contains(category, { dfs: product.leafDfs }),
    categoryOptionOf: (product) => taxonomy.chain(product.categoryId)[childLevel]?.id,
  });

  return {
    results: pass.results,
    rank,
    filters: pass.filters,
    categoryLevelFilters: categoryFilters(pass.categoryCounts, category, pass.results.length, target, index),
    didYouMean: await suggestion,
  };
}

function categoryFilters(
  counts: ReadonlyMap<number, number>,
  chosen: TaxonomyNode | null | undefined,
  chosenCount: number,
  target: Target,
  index: CatalogueIndex,
): Filter[] {
  const nodes = [...counts.keys()]
    .map((id) => index.taxonomy.byId.get(id))
    .filter((node): node is TaxonomyNode => node !== undefined);
  // A search lists the categories with most matches first; a category page keeps the menu's order.
  nodes.sort((a, b) =>
    target.kind === 'search'
      ? (counts.get(b.id) ?? 0) - (counts.get(a.id) ?? 0) || a.dfs - b.dfs
      : a.dfs - b.dfs,
  );
  const options = nodes.map((node) => ({
    filterTag: `childCategories:${node.id}`,
    text: node.name,
    value: String(node.id),
    count: counts.get(node.id) ?? 0,
    applied: chosen?.id === node.id,
  }));
  if (chosen && !options.some((option) => option.applied)) {
    options.unshift({
      filterTag: `childCategories:${chosen.id}`,
      text: chosen.name,
      value: String(chosen.id),
      count: chosenCount,
      applied: true,
    });
  }
  if (options.length === 0) return [];
  return [
    {
      group: 'childCategories',
      label: 'Categories',
      allowMultiple: false,
      deselectAllOptionsLabel: 'All Categories',
      options,
    },
  ];
}

function breadcrumbs(target: Target, index: CatalogueIndex): Breadcrumb[] {
  if (target.kind === 'search') return [];
  if (target.kind === 'featured') return [];
  if (target.kind === 'offers' && target.promotion) {
    return [
      { name: 'Offers', url: offersUrl(null) },
      {
        name: target.promotion.description,
        url: `${OFFERS_BROWSE_PATH}/${HIGHLIGHTS_SEGMENT}/${target.promotion.id}`,
      },
    ];
  }
  if (target.kind === 'offers' && target.highlight) {
    return [
      { name: 'Offers', url: offersUrl(null) },
      { name: offerKindDisplay(target.highlight).label, url: highlightsPathOf(target.highlight) },
    ];
  }
  const chain = target.node ? index.taxonomy.chain(target.node.id) : [];
  if (target.kind === 'browse') return chain.map((node) => ({ name: node.name, url: browseUrl(node) }));
  return [
    { name: 'Offers', url: offersUrl(null) },
    ...chain.map((node) => ({ name: `${node.name} Offers`, url: offersUrl(node) })),
  ];
}

function subCategories(target: Target, index: CatalogueIndex): SubCategory[] {
  if (target.kind === 'search' || target.kind === 'featured') return [];
  if (target.kind === 'offers' && (target.highlight || target.promotion)) return [];
  const onOffer = target.kind === 'offers';
  const children = target.node ? target.node.children : index.taxonomy.root.children;
  return children
    .map((child) => ({
      id: String(child.id),
      name: child.name,
      url: onOffer ? offersUrl(child) : browseUrl(child),
      count: index.countIn(child, onOffer),
    }))
    .filter((child) => child.count > 0);
}
