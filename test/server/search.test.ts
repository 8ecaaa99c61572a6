import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_TERM_MAX_LENGTH } from '../../src/domain/search-limits.ts';
import { DIETARY_TAGS } from '../../src/server/seed/dietary.ts';
import { rowsOf } from '../../src/server/services/products.ts';
import {
  closestWordsStatement,
  prefixQuery,
  wordsSpelledLike,
  wordsSpelledLikeStatement,
} from '../../src/server/services/search-query.ts';
import { SERVING_SIZES } from '../../src/server/services/search-vocabulary.ts';
import {
  CATALOGUE_TEST_DATE,
  type CatalogueFixture,
  createCatalogueFixture,
  planOfFunction,
} from './support/catalogue-fixture.ts';

// Search and browse through PUT content-{env}/v2/en (docs/api/catalogue.md; doc 3 §3, §4, §5).

let shop: CatalogueFixture;

beforeAll(async () => {
  shop = await createCatalogueFixture();
});

afterAll(async () => {
  await shop?.close();
});

interface AnswerProduct {
  id: string;
  lineNumber: string;
  name: string;
  displayPrice: string;
  categories: { id: string; name: string; path: string }[];
}
interface AnswerOption {
  filterTag: string;
  text: string;
  value: string;
  count: number;
  applied: boolean;
}
interface AnswerFilter {
  group: string;
  allowMultiple: boolean;
  deselectAllOptionsLabel: string | null;
  options: AnswerOption[];
}

async function ok(contentUrl: string, queryParams: Record<string, unknown> = {}) {
  const answer = await shop.search(contentUrl, queryParams);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

/** Every product of a query, page by page. */
async function allPages(contentUrl: string, queryParams: Record<string, unknown>, size = 10) {
  const products: AnswerProduct[] = [];
  let total = -1;
  for (let start = 0; ; start += size) {
    const page = await ok(contentUrl, { ...queryParams, size, start });
    total = page.totalMatches;
    products.push(...page.products);
    expect(page.productsInResultset).toBe(page.products.length);
    expect(page.hasMore).toBe(start + page.products.length < total);
    if (!page.hasMore) break;
    expect(page.products).toHaveLength(size);
  }
  return { products, total };
}

const leafOf = (product: AnswerProduct) => product.categories.at(-1)?.name ?? '';
const pence = (displayPrice: string) =>
  displayPrice.endsWith('p')
    ? Number(displayPrice.slice(0, -1))
    : Math.round(Number(displayPrice.slice(1)) * 100);

// ---------------------------------------------------------------------------------------------------------
// Independent counts, in plain SQL

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;
const OPTION_SQL: Record<string, (value: string) => string> = {
  OFFER_TYPE: (
    value,
  ) => `exists (select 1 from product_promotions pp join promotions pr on pr.id = pp.promotion_id
      where pp.product_id = p.id and not pr.hidden and pr.start_date <= '${CATALOGUE_TEST_DATE}'
      and pr.expiry_date >= '${CATALOGUE_TEST_DATE}' and pr.promotion_type = ${quote(value)})`,
  DIETARY_AND_LIFESTYLE: (value) => `${quote(value)} = any (p.dietary_tags)`,
  BRAND: (value) => `p.brand = ${quote(value)}`,
  LEADTIME: (value) => `(p.lead_time_days is null or p.lead_time_days <= ${Number(value)})`,
  COOKING_STATUS: (value) => `p.cooking_status = ${quote(value)}`,
  SERVING_SIZE: (value) => {
    const size = SERVING_SIZES.find((bucket) => bucket.value === value);
    if (!size) throw new Error(`no serving size ${value}`);
    return `(p.servings_min <= ${Number.isFinite(size.max) ? size.max : 100000} and p.servings_max >= ${size.min})`;
  },
};

function groupsOf(tags: readonly string[]): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const tag of tags) {
    const colon = tag.indexOf(':');
    const group = tag.slice(0, colon);
    groups.set(group, [...(groups.get(group) ?? []), tag.slice(colon + 1)]);
  }
  return groups;
}

/** How many products are in `scope` (a WHERE condition on p and its leaf category c) and pass the tags. */
async function sqlCount(scope: string, tags: readonly string[], extra: string[] = []): Promise<number> {
  const conditions = [scope, ...extra];
  for (const [group, values] of groupsOf(tags)) {
    const option = OPTION_SQL[group];
    if (!option) throw new Error(`no SQL for ${group}`);
    conditions.push(`(${values.map(option).join(' or ')})`);
  }
  const [row] = await shop.rows<{ n: string | number }>(
    `select count(*) as n from products p join categories c on c.id = p.category_id where ${conditions
      .map((condition) => `(${condition})`)
      .join(' and ')}`,
  );
  return Number(row?.n);
}

const categoryScope = (id: string | number) =>
  `(c.id = ${Number(id)} or ${Number(id)} = any (c.ancestor_ids))`;
/** The term's query as docs/api/catalogue.md reads it: websearch syntax, the last word also a prefix. */
const termSql = (term: string) => {
  const prefix = prefixQuery(term);
  return `websearch_to_tsquery('shop_english', ${quote(term)})${
    prefix ? ` || to_tsquery('shop_english', ${quote(prefix)})` : ''
  }`;
};
const termScope = (term: string) => `p.search_vector @@ (${termSql(term)})`;

/** Checks every count of an answer against SQL: results, each tag option, each Categories option. */
async function expectCountsMatchSql(
  answer: { totalMatches: number; filters: AnswerFilter[]; categoryLevelFilters: AnswerFilter[] },
  scope: string,
  tags: readonly string[],
  category?: string,
) {
  const chosen = category ? [categoryScope(category)] : [];
  expect(answer.totalMatches).toBe(await sqlCount(scope, tags, chosen));
  const applied = groupsOf(tags);
  for (const filter of answer.filters) {
    const others = tags.filter((tag) => !tag.startsWith(`${filter.group}:`));
    for (const option of filter.options) {
      const expected = await sqlCount(scope, [...others, option.filterTag], chosen);
      expect(option.count, `${option.filterTag} with ${others.join(', ') || 'nothing else'}`).toBe(expected);
      expect(option.applied).toBe(applied.get(filter.group)?.includes(option.value) ?? false);
    }
  }
  // Dietary values are shown exactly when they have 10 or more matches (doc 3 §5), or are applied.
  const dietary = answer.filters.find((filter) => filter.group === 'DIETARY_AND_LIFESTYLE');
  const otherThanDietary = tags.filter((tag) => !tag.startsWith('DIETARY_AND_LIFESTYLE:'));
  for (const tag of DIETARY_TAGS) {
    const count = await sqlCount(scope, [...otherThanDietary, `DIETARY_AND_LIFESTYLE:${tag}`], chosen);
    const shown = dietary?.options.some((option) => option.value === tag) ?? false;
    expect(shown, `${tag} (${count} matches)`).toBe(
      count >= 10 || (applied.get('DIETARY_AND_LIFESTYLE')?.includes(tag) ?? false),
    );
  }
  for (const option of answer.categoryLevelFilters.flatMap((filter) => filter.options)) {
    expect(option.count, `category ${option.text}`).toBe(
      await sqlCount(scope, tags, [categoryScope(option.value)]),
    );
  }
}

// ---------------------------------------------------------------------------------------------------------

describe('relevance', () => {
  it("ranks milk above the milk chocolate and treats that only mention it ('milk')", async () => {
    const { products, total } = await allPages('/shop/search', { searchTerm: 'milk' }, 200);
    expect(products).toHaveLength(total);
    const milks = products.flatMap((product, i) => (leafOf(product) === 'Milk' ? [i] : []));
    const mentions = products.flatMap((product, i) =>
      /\bmilk\b/i.test(product.name) && !/milk/i.test(leafOf(product)) ? [i] : [],
    );
    // Real examples in the seeded shop: 'Essential Milk Chocolate Digestives', 'Whisker Cat Milk'.
    expect(mentions.map((i) => products[i]?.name)).toContain('Essential Milk Chocolate Digestives');
    expect(milks.length).toBeGreaterThan(2);
    expect(Math.max(...milks)).toBeLessThan(Math.min(...mentions));
  });

  it.each([
    ['cheese', 'Cheese'],
    ['bread', 'Bread'],
    ['chicken', 'Chicken'],
    ['crisps', 'Crisps'],
  ])(
    'ranks what is in the category %j names (%s) above what is only named after it',
    async (searchTerm, kind) => {
      const { products, total } = await allPages('/shop/search', { searchTerm }, 200);
      expect(products).toHaveLength(total);
      const inKind = (product: AnswerProduct) =>
        product.categories.some((category) => category.name === kind);
      const kinds = products.flatMap((product, i) => (inKind(product) ? [i] : []));
      const others = products.flatMap((product, i) => (inKind(product) ? [] : [i]));
      expect(kinds.length).toBeGreaterThan(2);
      // Real examples in the seeded shop for 'cheese': the categories 'Cheese Platters' and 'Biscuits for
      // Cheese', whose own names also say cheese; 'Cheese & Onion' crisps.
      expect(others.length).toBeGreaterThan(0);
      expect(Math.max(...kinds)).toBeLessThan(Math.min(...others));
    },
  );

  it('matches the last word as a prefix while it is being typed', async () => {
    const answer = await ok('/shop/search', { searchTerm: 'semi skimmed mil', size: 200 });
    const names: string[] = answer.products.map((product: AnswerProduct) => product.name);
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => /semi skimmed milk/i.test(name))).toBe(true);
  });

  it('reads the term like websearch: phrases, or, and excluded words', async () => {
    const milk = await ok('/shop/search', { searchTerm: 'milk', size: 200 });
    const withoutOrganic = await ok('/shop/search', { searchTerm: 'milk -organic', size: 200 });
    expect(withoutOrganic.totalMatches).toBeLessThan(milk.totalMatches);
    expect(withoutOrganic.products.some((product: AnswerProduct) => /organic/i.test(product.name))).toBe(
      false,
    );
    const either = await ok('/shop/search', { searchTerm: 'brioche or baguette', size: 200 });
    const names: string[] = either.products.map((product: AnswerProduct) => product.name.toLowerCase());
    expect(names.some((name) => name.includes('brioche'))).toBe(true);
    expect(names.some((name) => name.includes('baguette'))).toBe(true);
  });

  it.each([
    ['pate', /Pâté/],
    ['tomato puree', /Tomato Purée/],
    ['creme brulee', /Crème Brûlée/],
  ])('ignores accents: %s finds %s', async (searchTerm, name) => {
    const answer = await ok('/shop/search', { searchTerm, size: 200 });
    expect(answer.totalMatches).toBeGreaterThan(0);
    expect(answer.products.every((product: AnswerProduct) => name.test(product.name))).toBe(true);
  });

  it("answers 'did you mean' for a misspelling with no matches, and null for nonsense", async () => {
    const misspelt = await ok('/shop/search', { searchTerm: 'chiken' });
    expect(misspelt.totalMatches).toBe(0);
    expect(misspelt.metaData.didYouMean).toBe('chicken');
    const corrected = await ok('/shop/search', { searchTerm: misspelt.metaData.didYouMean });
    expect(corrected.totalMatches).toBeGreaterThan(0);
    const twoWords = await ok('/shop/search', { searchTerm: 'choclate biscuts' });
    expect(twoWords.metaData.didYouMean).toBe('chocolate biscuits');
    // Slips trigrams miss in short words: two letters swapped, one letter wrong (services/spelling.ts).
    const swapped = await ok('/shop/search', { searchTerm: 'mlik' });
    expect(swapped).toMatchObject({ totalMatches: 0, metaData: { didYouMean: 'milk' } });
    const swappedPair = await ok('/shop/search', { searchTerm: 'semi skimmed mlik' });
    expect(swappedPair.metaData.didYouMean).toBe('semi skimmed milk');
    const nonsense = await ok('/shop/search', { searchTerm: 'qzxv wplk' });
    expect(nonsense).toMatchObject({ totalMatches: 0, products: [], metaData: { didYouMean: null } });
    const found = await ok('/shop/search', { searchTerm: 'chicken' });
    expect(found.metaData.didYouMean).toBeNull();
  });

  it('finds products through the GIN index, not by reading every product', async () => {
    for (const term of ['free range eggs', 'milk', 'semi skimmed mil']) {
      const query = `(${termSql(term)})`;
      const plan = await planOfFunction(shop, 'search_products', { query });
      expect(plan).toContain('Bitmap Index Scan on products_search_idx');
      expect(plan).not.toMatch(/Seq Scan on products/);
    }
  });

  it("reads the words a slip could be from ranges of the words' primary key", async () => {
    const words = await wordsSpelledLike(shop.database.db, 'mlik');
    expect(words).toContain('milk');
    expect(words.every((word) => /^[ml]/.test(word) && word.length >= 3 && word.length <= 5)).toBe(true);
    const result = await shop.database.db.execute(sql`explain ${wordsSpelledLikeStatement('mlik')}`);
    const plan = rowsOf<Record<string, string>>(result)
      .map((row) => Object.values(row)[0])
      .join('\n');
    expect(plan).toContain('search_words_pkey');
    expect(plan).not.toMatch(/Seq Scan on search_words/);
  });

  it("finds 'did you mean' words through the trigram index", async () => {
    const result = await shop.database.db.execute(sql`explain ${closestWordsStatement(['chiken', 'brest'])}`);
    const plan = rowsOf<Record<string, string>>(result)
      .map((row) => Object.values(row)[0])
      .join('\n');
    expect(plan).toContain('search_words_trgm_idx');
    expect(plan).not.toMatch(/Seq Scan on search_words/);
  });
});

describe('filters and their counts', () => {
  it('counts every option with the other groups applied, as plain SQL does (browse)', async () => {
    const [fresh] = await shop.rows<{ id: number }>(
      "select id from categories where path = 'groceries/fresh_and_chilled'",
    );
    const tags = ['DIETARY_AND_LIFESTYLE:Vegetarian', 'BRAND:Waitrose', 'BRAND:Essential Waitrose'];
    const answer = await ok('/shop/browse/groceries/fresh_and_chilled', { filterTags: tags });
    expect(answer.filters.map((filter: AnswerFilter) => filter.group)).toEqual(
      expect.arrayContaining(['OFFER_TYPE', 'DIETARY_AND_LIFESTYLE', 'BRAND']),
    );
    expect(answer.categoryLevelFilters[0]).toMatchObject({
      group: 'childCategories',
      allowMultiple: false,
      deselectAllOptionsLabel: 'All Categories',
    });
    await expectCountsMatchSql(answer, categoryScope(fresh?.id ?? -1), tags);
  });

  it('counts every option as plain SQL does for a search narrowed to a category, with an offer chosen', async () => {
    const [cupboard] = await shop.rows<{ id: number }>(
      "select id from categories where path = 'groceries/food_cupboard'",
    );
    const term = 'chocolate';
    const tags = ['OFFER_TYPE:PERCENT_OFF', 'OFFER_TYPE:MULTI_BUY', 'DIETARY_AND_LIFESTYLE:Vegetarian'];
    const answer = await ok('/shop/search', {
      searchTerm: term,
      filterTags: tags,
      category: String(cupboard?.id),
    });
    expect(answer.totalMatches).toBeGreaterThan(0);
    const chosen = answer.categoryLevelFilters[0].options.find((option: AnswerOption) => option.applied);
    expect(chosen).toMatchObject({ value: String(cupboard?.id), text: 'Food Cupboard' });
    await expectCountsMatchSql(answer, termScope(term), tags, String(cupboard?.id));
  });

  it('counts entertaining filters (lead time, serving size, cooking status) as plain SQL does', async () => {
    const [party] = await shop.rows<{ id: number }>("select id from categories where path = 'entertaining'");
    const tags = ['LEADTIME:3', 'SERVING_SIZE:7-10'];
    const answer = await ok('/shop/browse/entertaining', { filterTags: tags });
    const leadTime = answer.filters.find((filter: AnswerFilter) => filter.group === 'LEADTIME');
    expect(leadTime).toMatchObject({
      allowMultiple: false,
      deselectAllOptionsLabel: 'Show all availability',
    });
    expect(leadTime.options.find((option: AnswerOption) => option.value === '3')).toMatchObject({
      text: '3 days',
      applied: true,
    });
    expect(answer.filters.map((filter: AnswerFilter) => filter.group)).toContain('SERVING_SIZE');
    await expectCountsMatchSql(answer, categoryScope(party?.id ?? -1), tags);
  });

  it('keeps hidden offers out of the Offers filter and the offers page', async () => {
    const hiddenOnly = await shop.rows<{ line_number: string }>(`
      select p.line_number from products p
      where exists (select 1 from product_promotions pp join promotions pr on pr.id = pp.promotion_id
                    where pp.product_id = p.id and pr.hidden)
        and not exists (select 1 from product_promotions pp join promotions pr on pr.id = pp.promotion_id
                        where pp.product_id = p.id and not pr.hidden)`);
    const offers = await allPages('/shop/browse/offers', {}, 200);
    const onOffersPage = new Set(offers.products.map((product) => product.lineNumber));
    for (const { line_number } of hiddenOnly) expect(onOffersPage.has(line_number)).toBe(false);
    expect(offers.total).toBe(
      await sqlCount(
        'true',
        [],
        [
          `exists (select 1 from product_promotions pp join promotions pr on pr.id = pp.promotion_id
          where pp.product_id = p.id and not pr.hidden and pr.start_date <= '${CATALOGUE_TEST_DATE}'
          and pr.expiry_date >= '${CATALOGUE_TEST_DATE}')`,
        ],
      ),
    );
  });

  it('answers no products, not an error, for a category that does not exist', async () => {
    const answer = await ok('/shop/search', { searchTerm: 'milk', category: '999999999' });
    expect(answer).toMatchObject({ totalMatches: 0, products: [], hasMore: false });
  });
});

describe('paging', () => {
  it.each(['A_2_Z', 'PRICE_LOW_2_HIGH', 'RELEVANCE', 'MOST_RECENT'])(
    'pages of 10 sorted %s cover every match exactly once',
    async (sortBy) => {
      const { products, total } = await allPages('/shop/search', { searchTerm: 'chocolate', sortBy });
      expect(total).toBeGreaterThan(20);
      const lineNumbers = products.map((product) => product.lineNumber);
      expect(new Set(lineNumbers).size).toBe(total);
      const everything = await allPages('/shop/search', { searchTerm: 'chocolate', sortBy }, 200);
      expect(lineNumbers).toEqual(everything.products.map((product) => product.lineNumber));
      expect(total).toBe(await sqlCount(termScope('chocolate'), []));
      if (sortBy === 'PRICE_LOW_2_HIGH') {
        const prices = products.map((product) => pence(product.displayPrice));
        expect(prices).toEqual([...prices].sort((a, b) => a - b));
      }
      if (sortBy === 'A_2_Z') {
        const names = products.map((product) => product.name.toLowerCase());
        expect(names[0]?.localeCompare(names.at(-1) ?? '')).toBeLessThanOrEqual(0);
      }
    },
  );

  it('pages a browse of a department sorted by price high to low, and answers past the end with nothing', async () => {
    const { products, total } = await allPages('/shop/browse/groceries/bakery', {
      sortBy: 'PRICE_HIGH_2_LOW',
    });
    expect(new Set(products.map((product) => product.lineNumber)).size).toBe(total);
    const prices = products.map((product) => pence(product.displayPrice));
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const past = await ok('/shop/browse/groceries/bakery', { start: total + 5, size: 10 });
    expect(past).toMatchObject({ products: [], productsInResultset: 0, hasMore: false, totalMatches: total });
  });
});

describe('browse', () => {
  it('answers a category page with breadcrumbs, sub-categories and their counts', async () => {
    const answer = await ok('/shop/browse/Groceries/Fresh_and_Chilled/milk_butter_and_eggs/');
    expect(answer.pageTitle).toBe('Milk, Butter & Eggs');
    expect(answer.metaData.origin).toBe('browse');
    expect(answer.breadcrumbs).toEqual([
      { name: 'Groceries', url: '/ecom/shop/browse/groceries' },
      { name: 'Fresh & Chilled', url: '/ecom/shop/browse/groceries/fresh_and_chilled' },
      {
        name: 'Milk, Butter & Eggs',
        url: '/ecom/shop/browse/groceries/fresh_and_chilled/milk_butter_and_eggs',
      },
    ]);
    expect(answer.subCategories.map((sub: { name: string }) => sub.name)).toEqual([
      'Milk',
      'Butter & Spreads',
      'Eggs',
      'Cream',
    ]);
    for (const sub of answer.subCategories) {
      expect(sub.url).toMatch(/^\/ecom\/shop\/browse\/groceries\/fresh_and_chilled\/milk_butter_and_eggs\//);
      expect(sub.count).toBe(await sqlCount(categoryScope(sub.id), []));
    }
    expect(answer.totalMatches).toBe(await sqlCount(categoryScope(answer.metaData.categoryId), []));
  });

  it('answers the offers page and a department of it', async () => {
    const offers = await ok('/shop/browse/offers');
    expect(offers).toMatchObject({ pageTitle: 'Offers', breadcrumbs: [{ name: 'Offers' }] });
    const bakery = await ok('/shop/browse/offers/groceries_offers/bakery_offers');
    expect(bakery.pageTitle).toBe('Bakery Offers');
    expect(bakery.breadcrumbs.map((crumb: { url: string }) => crumb.url)).toEqual([
      '/ecom/shop/browse/offers',
      '/ecom/shop/browse/offers/groceries_offers',
      '/ecom/shop/browse/offers/groceries_offers/bakery_offers',
    ]);
    expect(bakery.totalMatches).toBeGreaterThan(0);
  });

  it.each([
    '/shop/browse/groceries/no_such_aisle',
    '/shop/browse/',
    '/shop/browse/offers/bakery',
    '/shop/browse/offers/no_such_offers',
    '/shop/somewhere',
    '/recipes',
  ])('answers 404 for %s', async (contentUrl) => {
    const answer = await shop.search(contentUrl, {});
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ type: 'NOT_FOUND' });
  });
});

describe('search answers', () => {
  it.each([
    ['offers', '/ecom/shop/browse/offers'],
    ['Christmas', '/ecom/shop/browse/groceries/christmas'],
    [' entertaining ', '/ecom/shop/browse/entertaining'],
    ['milk', null],
  ])("redirects '%s' to %s", async (searchTerm, redirectUrl) => {
    expect((await ok('/shop/search', { searchTerm })).redirectUrl).toBe(redirectUrl);
  });

  it('echoes the criteria and titles the page with the term; multi-search answers the same', async () => {
    const answer = await ok('/shop/multi-search', {
      searchTerm: '  free   range eggs ',
      filterTags: ['DIETARY_AND_LIFESTYLE:Vegetarian', 'DIETARY_AND_LIFESTYLE:Vegetarian'],
      size: 10,
    });
    expect(answer.criteria).toEqual({
      searchTerm: 'free range eggs',
      category: null,
      filterTags: ['DIETARY_AND_LIFESTYLE:Vegetarian'],
      sortBy: 'RELEVANCE',
      size: 10,
      start: 0,
    });
    expect(answer).toMatchObject({ pageTitle: 'free range eggs', breadcrumbs: [], subCategories: [] });
    expect(answer.metaData).toEqual({ didYouMean: null, origin: 'search', categoryId: null });
  });
});

describe('bad input is a 400 with a message, never a 500', () => {
  const body = (queryParams: unknown, contentUrl: unknown = '/shop/search') =>
    JSON.stringify({ contentUrl, customerId: '-1', customerSearchRequest: { queryParams } });
  const term = (extra: Record<string, unknown>) => body({ searchTerm: 'milk', ...extra });
  const cases: [string, string, string?][] = [
    ['a body that is not JSON', '{"contentUrl": "/shop/search",'],
    ['an empty body', ''],
    ['a JSON array', '[1, 2, 3]'],
    ['JSON null', 'null'],
    ['a JSON string', '"/shop/search"'],
    ['a body over 16 KB', JSON.stringify({ contentUrl: '/shop/search', padding: 'x'.repeat(17_000) })],
    ['no contentUrl', JSON.stringify({ customerSearchRequest: { queryParams: { searchTerm: 'milk' } } })],
    ['a contentUrl that is a number', body({ searchTerm: 'milk' }, 42)],
    ['a contentUrl with a query string', body({ searchTerm: 'milk' }, '/shop/search?x=1')],
    ['a contentUrl of 10,000 characters', body({}, `/shop/browse/${'a'.repeat(10_000)}`)],
    ['a customerId that is not an id', JSON.stringify({ contentUrl: '/shop/search', customerId: 'me' })],
    [
      'customerSearchRequest as a string',
      JSON.stringify({ contentUrl: '/shop/search', customerSearchRequest: 'x' }),
    ],
    ['queryParams as an array', body([])],
    ['a search without a term', body({})],
    ['a term of spaces', body({ searchTerm: '   ' })],
    ['a term that is a number', body({ searchTerm: 42 })],
    ['a term of 151 characters', body({ searchTerm: 'a'.repeat(SEARCH_TERM_MAX_LENGTH + 1) })],
    ['a term of 100,000 characters', body({ searchTerm: 'milk '.repeat(2000) })],
    ['a negative start', term({ start: -1 })],
    ['a fractional start', term({ start: 1.5 })],
    ['a start given as text', term({ start: '10' })],
    ['a start beyond any result set', term({ start: 1e12 })],
    ['a size that is not offered', term({ size: 11 })],
    ['a size given as text', term({ size: '48' })],
    ['an unknown sort', term({ sortBy: 'CHEAPEST' })],
    ['a sort in lower case', term({ sortBy: 'relevance' })],
    ['filterTags that are not a list', term({ filterTags: 'BRAND:Waitrose' })],
    ['a filter tag that is not a string', term({ filterTags: [42] })],
    ['a filter tag without a group', term({ filterTags: ['Waitrose'] })],
    ['a filter tag of an unknown group', term({ filterTags: ['COLOUR:Red'] })],
    ['a category chosen as a tag', term({ filterTags: ['childCategories:10051'] })],
    ['two LEADTIME tags', term({ filterTags: ['LEADTIME:2', 'LEADTIME:3'] })],
    ['a LEADTIME that is not a number of days', term({ filterTags: ['LEADTIME:soon'] })],
    ['an unknown dietary value', term({ filterTags: ['DIETARY_AND_LIFESTYLE:Carnivore'] })],
    ['an unknown offer type', term({ filterTags: ['OFFER_TYPE:FREE'] })],
    ['an unknown serving size', term({ filterTags: ['SERVING_SIZE:3'] })],
    ['51 filter tags', term({ filterTags: Array.from({ length: 51 }, (_, i) => `BRAND:Brand ${i}`) })],
    ['a filter tag of 500 characters', term({ filterTags: [`BRAND:${'b'.repeat(500)}`] })],
    ['searchTags that are not strings', term({ searchTags: [{}] })],
    ['a category that is not an id', term({ category: 'groceries' })],
    ['a category given as a number', term({ category: 10051 })],
    ['no clientType', body({ searchTerm: 'milk' }), ''],
    ['another clientType', body({ searchTerm: 'milk' }), '?clientType=ANDROID'],
  ];

  it.each(cases)('refuses %s', async (_name, requestBody, query) => {
    const answer = await shop.put(requestBody, query);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ type: 'BAD_REQUEST' });
    expect(typeof answer.body.message).toBe('string');
    expect(answer.body.message.length).toBeGreaterThan(5);
  });

  it('names the field and what is allowed', async () => {
    expect((await shop.put(term({ size: 11 }))).body.message).toBe(
      'customerSearchRequest.queryParams.size: must be one of 10, 48, 100, 200',
    );
    expect((await shop.put(term({ filterTags: ['LEADTIME:2', 'LEADTIME:3'] }))).body.message).toBe(
      'filterTags: LEADTIME is a single choice; send one LEADTIME tag',
    );
  });

  it.each([
    ['a NUL', 'mi\u0000lk'],
    ['a broken surrogate pair', '\ud800milk'],
    ['only control characters', '\u0000\u0001'],
    ['query syntax', '"milk" -(& | ! :*'],
  ])('answers a term holding %s without an error', async (_name, searchTerm) => {
    const answer = await shop.search('/shop/search', { searchTerm });
    expect([200, 400]).toContain(answer.status);
    expect(answer.body.type ?? 'ok').not.toBe('INTERNAL_ERROR');
    const suggestions = await shop.get(
      `/api/search-prod/v1/suggestions?${new URLSearchParams({ term: searchTerm })}`,
    );
    expect(suggestions.status).toBe(200);
  });

  it('accepts null for absent values and ignores keys it does not know', async () => {
    const answer = await shop.put(
      JSON.stringify({
        contentUrl: '/shop/search',
        customerId: '-1',
        customerSearchRequest: {
          queryParams: { searchTerm: 'milk', size: null, sortBy: null, colour: 'red' },
        },
        extra: true,
      }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.criteria).toMatchObject({ size: 48, sortBy: 'RELEVANCE' });
  });
});
