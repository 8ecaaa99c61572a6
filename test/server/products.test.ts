import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoneyShort } from '../../src/domain/money.ts';
import { PRODUCT_LOOKUP_MAX } from '../../src/domain/search-limits.ts';
import { createSettableClock } from '../../src/server/clock.ts';
import type { Database } from '../../src/server/db/client.ts';
import { picturesVersion } from '../../src/server/pictures/product-picture.ts';
import { createCatalogueService } from '../../src/server/services/catalogue.ts';
import { PROMOTION_GROUP_LINE_NUMBERS_MAX, productSlug } from '../../src/server/services/products.ts';
import {
  CATALOGUE_TEST_DATE,
  CATALOGUE_TEST_NOW,
  type CatalogueFixture,
  createCatalogueFixture,
} from './support/catalogue-fixture.ts';

// Products service (docs/api/catalogue.md "Products"; doc 3 §3 Product and Promotion, §7, §9).

let shop: CatalogueFixture;

beforeAll(async () => {
  shop = await createCatalogueFixture();
});

afterAll(async () => {
  await shop?.close();
});

const PRODUCTS = '/api/products-prod/v1/products';
const DETAILS = '/api/products-prod/v1/product-details';
const PRICED = '/api/products-prod/v2/priced-products';

interface Row {
  id: string;
  line_number: string;
  name: string;
  uom: string;
  price_pence: number;
  price_quantity: string;
  default_quantity: string;
  unit_price_pence: number;
  unit_price_unit: string;
}

const firstRow = async <T>(query: string) => {
  const [row] = await shop.rows<T>(query);
  if (!row) throw new Error(`no row for ${query}`);
  return row;
};

async function lineNumbers(count: number): Promise<string[]> {
  const rows = await shop.rows<{ line_number: string }>(
    `select line_number from products order by line_number limit ${count}`,
  );
  return rows.map((row) => row.line_number);
}

async function productOf(lineNumber: string) {
  const answer = await shop.get(`${PRODUCTS}/${lineNumber}`);
  expect(answer.status).toBe(200);
  return answer.body.products[0];
}

describe('GET products/{lineNumbers joined with +}', () => {
  it('answers the products in the order asked, leaving out unknown ones and repeats', async () => {
    const [a, b, c] = await lineNumbers(3);
    const answer = await shop.get(
      `${PRODUCTS}/${c}+999999999+${a}+${b}+${a}?view=SUMMARY&trolleyId=10000001`,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.products.map((product: { lineNumber: string }) => product.lineNumber)).toEqual([
      c,
      a,
      b,
    ]);
    expect(answer.headers.get('Cache-Control')).toBe('public, max-age=60');
  });

  it(`answers ${PRODUCT_LOOKUP_MAX} at once`, async () => {
    const wanted = await lineNumbers(PRODUCT_LOOKUP_MAX);
    const answer = await shop.get(`${PRODUCTS}/${wanted.join('+')}`);
    expect(answer.body.products).toHaveLength(PRODUCT_LOOKUP_MAX);
  });

  it.each([
    ['more than 100 line numbers', async () => `${(await lineNumbers(101)).join('+')}`],
    ['a line number with letters', async () => '12345a'],
    ['a line number of 21 digits', async () => '1'.repeat(21)],
    ['an empty line number', async () => '204729++212648'],
    ['a negative line number', async () => '-204729'],
  ])('refuses %s with 400', async (_name, path) => {
    const answer = await shop.get(`${PRODUCTS}/${await path()}`);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ type: 'BAD_REQUEST' });
    expect(answer.body.message).toMatch(/lineNumbers/);
  });

  it.each([
    ['another view', '?view=FULL', 'view must be SUMMARY'],
    [
      'a trolley id with spaces',
      '?trolleyId=a%20b',
      'trolleyId must be a trolley id of letters, digits and dashes',
    ],
  ])('refuses %s with 400', async (_name, query, message) => {
    const [a] = await lineNumbers(1);
    const answer = await shop.get(`${PRODUCTS}/${a}${query}`);
    expect(answer).toMatchObject({ status: 400, body: { type: 'BAD_REQUEST', message } });
  });
});

describe('GET product-details/{productId}', () => {
  it('answers the product page', async () => {
    const row = await firstRow<Row>('select * from products order by line_number limit 1');
    const answer = await shop.get(`${DETAILS}/${row.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body.product).toMatchObject({ id: row.id, lineNumber: row.line_number, name: row.name });
  });

  it('answers 404 for a product that does not exist, and 400 for one that cannot', async () => {
    expect(await shop.get(`${DETAILS}/100000-1-2`)).toMatchObject({
      status: 404,
      body: { type: 'NOT_FOUND' },
    });
    expect(await shop.get(`${DETAILS}/${'9'.repeat(65)}`)).toMatchObject({ status: 400 });
    expect(await shop.get(`${DETAILS}/a%20b`)).toMatchObject({ status: 400, body: { type: 'BAD_REQUEST' } });
  });
});

describe('POST v2/priced-products', () => {
  it('answers prices and offers in the order asked', async () => {
    const [a, b] = await lineNumbers(2);
    const answer = await shop.post(
      PRICED,
      JSON.stringify({ lineNumbers: [b, '999999999', a], branchId: 651 }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.products.map((product: { lineNumber: string }) => product.lineNumber)).toEqual([b, a]);
    expect(Object.keys(answer.body.products[0]).sort()).toEqual(
      [
        'currentSaleUnitPrice',
        'displayPrice',
        'displayPriceEstimated',
        'displayPriceQualifier',
        'displayUOMPrice',
        'lineNumber',
        'promotions',
      ].sort(),
    );
  });

  it.each([
    ['a body that is not JSON', 'lineNumbers=1'],
    ['a JSON array', '["204729"]'],
    ['no line numbers', '{}'],
    ['line numbers that are not a list', '{"lineNumbers":"204729"}'],
    ['an empty list', '{"lineNumbers":[]}'],
    ['a line number that is a number', '{"lineNumbers":[204729]}'],
    [
      '101 line numbers',
      JSON.stringify({ lineNumbers: Array.from({ length: 101 }, (_, i) => String(100000 + i)) }),
    ],
    ['a branch that is not a number', '{"lineNumbers":["204729"],"branchId":"651"}'],
    ['a negative branch', '{"lineNumbers":["204729"],"branchId":-1}'],
    ['a body over 16 KB', JSON.stringify({ lineNumbers: ['204729'], padding: 'x'.repeat(17_000) })],
  ])('refuses %s with 400', async (_name, body) => {
    const answer = await shop.post(PRICED, body);
    expect(answer.status).toBe(400);
    expect(answer.body.type).toBe('BAD_REQUEST');
  });
});

describe('a product as every call answers it (doc 3 §3)', () => {
  it('carries its identity, page address, images and category chain', async () => {
    const row = await firstRow<Row & { category_id: number }>(
      "select * from products where name like '%&%' order by line_number limit 1",
    );
    const product = await productOf(row.line_number);
    expect(product.url).toBe(`/ecom/products/${productSlug(row.name)}/${row.id}`);
    expect(product.url).toMatch(/^\/ecom\/products\/[a-z0-9-]+\/[0-9-]+$/);
    const v = picturesVersion();
    expect(product.images).toEqual({
      small: `/api/images-prod/v1/products/${row.line_number}/small.svg?v=${v}`,
      medium: `/api/images-prod/v1/products/${row.line_number}/medium.svg?v=${v}`,
      large: `/api/images-prod/v1/products/${row.line_number}/large.svg?v=${v}`,
      extraLarge: `/api/images-prod/v1/products/${row.line_number}/extraLarge.svg?v=${v}`,
    });
    expect(product.thumbnail).toBe(product.images.small);
    const chain = await shop.rows<{ id: number; name: string; path: string }>(
      `select a.id, a.name, a.path from categories leaf join categories a
         on a.id = leaf.id or a.id = any (leaf.ancestor_ids)
       where leaf.id = ${row.category_id} and a.level >= 1 order by a.level`,
    );
    expect(product.categories).toEqual(chain.map((node) => ({ ...node, id: String(node.id) })));
    expect(product.categories[0].path).toMatch(/^(groceries|entertaining)$/);
    const image = await shop.app.request(product.images.medium);
    expect(image.status).toBe(200);
  });

  it('prices an item sold by the each with its unit price in brackets', async () => {
    const row = await firstRow<Row>(
      "select * from products where uom = 'C62' and unit_price_unit = 'litre' limit 1",
    );
    const product = await productOf(row.line_number);
    const unit = `${formatMoneyShort(row.unit_price_pence)}/litre`;
    expect(product).toMatchObject({
      displayPrice: formatMoneyShort(row.price_pence),
      displayUOMPrice: unit,
      displayPriceQualifier: `(${unit})`,
      displayPriceEstimated: false,
      currentSaleUnitPrice: { price: { amount: row.price_pence / 100, currencyCode: 'GBP' } },
      defaultQuantity: { amount: 1, uom: 'C62' },
    });
  });

  it.each(['KGM', 'GRM'])(
    'estimates the price of the default quantity of a weighed item (%s)',
    async (uom) => {
      const row = await firstRow<Row>(`select * from products where uom = '${uom}' limit 1`);
      const product = await productOf(row.line_number);
      const estimate = Math.round(
        (row.price_pence * Number(row.default_quantity)) / Number(row.price_quantity),
      );
      expect(product).toMatchObject({
        displayPrice: formatMoneyShort(estimate),
        displayUOMPrice: `${formatMoneyShort(row.unit_price_pence)}/${row.unit_price_unit}`,
        displayPriceQualifier: 'est.',
        displayPriceEstimated: true,
        currentSaleUnitPrice: {
          price: { amount: row.price_pence / 100 },
          quantity: { amount: Number(row.price_quantity), uom },
        },
        defaultQuantity: { amount: Number(row.default_quantity), uom },
        weights: { uoms: [uom] },
      });
    },
  );

  it('shows a new lower price with what it was, and links every offer to its page', async () => {
    const link = await firstRow<{ line_number: string; promotion_id: number; was_price_pence: number }>(`
      select p.line_number, pp.promotion_id, pp.was_price_pence from product_promotions pp
      join promotions pr on pr.id = pp.promotion_id join products p on p.id = pp.product_id
      where pr.promotion_type = 'NEW_LOWER_PRICE' and not pr.hidden limit 1`);
    const product = await productOf(link.line_number);
    const offer = product.promotions.find(
      (promotion: { promotionId: number }) => promotion.promotionId === link.promotion_id,
    );
    expect(offer).toMatchObject({
      promotionType: 'NEW_LOWER_PRICE',
      promotionTypeCode: 'NLP',
      promotionDescription: 'New lower price',
      wasDisplayPrice: formatMoneyShort(link.was_price_pence),
      promoPath: `/ecom/shop/offers/${link.promotion_id}`,
      hidden: false,
      discount: { type: 'DISPLAY_ONLY' },
    });
    expect(offer.groups[0].lineNumbers).toContain(link.line_number);
  });

  it('lists a meal deal group by its line numbers, at most the cap', async () => {
    const link = await firstRow<{ line_number: string; promotion_id: number }>(`
      select p.line_number, pp.promotion_id from product_promotions pp
      join promotions pr on pr.id = pp.promotion_id join products p on p.id = pp.product_id
      where pr.promotion_type = 'MEAL_DEAL' limit 1`);
    const product = await productOf(link.line_number);
    const deal = product.promotions.find(
      (promotion: { promotionId: number }) => promotion.promotionId === link.promotion_id,
    );
    expect(deal.groups.length).toBeGreaterThan(1);
    const members = await shop.rows<{ group_id: number; n: string }>(
      `select group_id, count(*) as n from product_promotions where promotion_id = ${link.promotion_id}
       group by group_id order by group_id`,
    );
    deal.groups.forEach((group: { lineNumbers: string[] }, i: number) => {
      expect(group.lineNumbers).toHaveLength(
        Math.min(Number(members[i]?.n ?? 0), PROMOTION_GROUP_LINE_NUMBERS_MAX),
      );
    });
  });

  it('marks a hidden offer hidden, so it is never shown as an offer', async () => {
    const link = await firstRow<{ line_number: string; promotion_id: number }>(`
      select p.line_number, pp.promotion_id from product_promotions pp
      join promotions pr on pr.id = pp.promotion_id join products p on p.id = pp.product_id
      where pr.hidden limit 1`);
    const product = await productOf(link.line_number);
    expect(
      product.promotions.find(
        (promotion: { promotionId: number }) => promotion.promotionId === link.promotion_id,
      ),
    ).toMatchObject({ hidden: true });
  });

  it('leaves out offers that have not started yet', async () => {
    const link = await firstRow<{ line_number: string; promotion_id: number; start_date: string }>(`
      select p.line_number, pp.promotion_id, pr.start_date::text from product_promotions pp
      join promotions pr on pr.id = pp.promotion_id join products p on p.id = pp.product_id
      where pr.start_date > '2026-06-01' limit 1`);
    // Noon the day before it starts.
    shop.clock.set(new Date(Date.parse(`${link.start_date}T12:00:00Z`) - 86_400_000));
    try {
      const before = await productOf(link.line_number);
      expect(
        before.promotions.map((promotion: { promotionId: number }) => promotion.promotionId),
      ).not.toContain(link.promotion_id);
    } finally {
      shop.clock.set(CATALOGUE_TEST_NOW);
    }
    const after = await productOf(link.line_number);
    expect(after.promotions.map((promotion: { promotionId: number }) => promotion.promotionId)).toContain(
      link.promotion_id,
    );
    expect(CATALOGUE_TEST_DATE >= link.start_date).toBe(true);
  });

  it('names delivery days, alcohol, deposits and Christmas dates as the spec does', async () => {
    const days = await firstRow<Row>('select * from products where available_days is not null limit 1');
    expect((await productOf(days.line_number)).availableDays).toEqual([
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
    ]);
    const wine = await firstRow<Row & { percent_by_volume: string; units_in_bottle: string }>(
      'select * from products where contains_alcohol limit 1',
    );
    expect((await productOf(wine.line_number)).alcoholDetails).toEqual({
      percentByVolume: Number(wine.percent_by_volume),
      unitsInBottle: Number(wine.units_in_bottle),
    });
    const deposit = await firstRow<Row & { deposit_charge_pence: number }>(
      'select * from products where deposit_charge_pence is not null limit 1',
    );
    expect((await productOf(deposit.line_number)).depositCharge).toEqual({
      amount: deposit.deposit_charge_pence / 100,
      currencyCode: 'GBP',
    });
    const christmas = await firstRow<Row & { restriction_start_date: string; restriction_end_date: string }>(
      'select *, restriction_start_date::text, restriction_end_date::text from products where restriction_start_date is not null limit 1',
    );
    expect((await productOf(christmas.line_number)).restriction.availableDates[0]).toMatchObject({
      startDate: christmas.restriction_start_date,
      endDate: christmas.restriction_end_date,
    });
  });
});

describe('reading products takes a fixed number of queries (no N+1)', () => {
  /** The database with every statement it is asked to run counted. */
  function counted(db: Database) {
    let statements = 0;
    const proxy = new Proxy(db, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver);
        if (property === 'select' || property === 'selectDistinct' || property === 'execute') {
          return (...args: unknown[]) => {
            statements++;
            return (value as (...args: unknown[]) => unknown).apply(target, args);
          };
        }
        return value;
      },
    });
    return { db: proxy, statements: () => statements };
  }

  // Without reading ahead, so every statement counted is one a request made.
  const serviceOn = (db: Database) =>
    createCatalogueService({
      db,
      clock: createSettableClock(CATALOGUE_TEST_NOW),
      apiEnv: 'prod',
      readAhead: false,
    });

  it('reads 10 or 100 products in the same few statements', async () => {
    const few = counted(shop.database.db);
    await serviceOn(few.db).products(await lineNumbers(10));
    const many = counted(shop.database.db);
    await serviceOn(many.db).products(await lineNumbers(100));
    expect(many.statements()).toBe(few.statements());
    // The version, the statistics check (and once an ANALYZE), the index, then the products.
    expect(many.statements()).toBeLessThanOrEqual(5);
  });

  it('answers a search page of 200 products in no more statements than a page of 10 needs', async () => {
    const ten = counted(shop.database.db);
    const small = await serviceOn(ten.db).search({
      contentUrl: '/shop/browse/groceries',
      filterTags: [],
      sortBy: 'RELEVANCE',
      size: 10,
      start: 0,
    });
    const twoHundred = counted(shop.database.db);
    const large = await serviceOn(twoHundred.db).search({
      contentUrl: '/shop/browse/groceries',
      filterTags: [],
      sortBy: 'RELEVANCE',
      size: 200,
      start: 0,
    });
    expect(small.ok && small.results.products).toHaveLength(10);
    expect(large.ok && large.results.products).toHaveLength(200);
    // The version, the statistics check (and once an ANALYZE), the index, then the page's products.
    expect(ten.statements()).toBeLessThanOrEqual(5);
    expect(twoHundred.statements()).toBeLessThanOrEqual(5);
  });
});

describe('a change to the catalogue is seen at once', () => {
  it('finds a renamed product and the products of a renamed category by their new names', async () => {
    const row = await firstRow<Row>("select * from products where uom = 'C62' order by line_number limit 1");
    await shop.rows(
      `update products set name = 'Zanzibar Test Loaf' where line_number = '${row.line_number}'`,
    );
    expect((await productOf(row.line_number)).name).toBe('Zanzibar Test Loaf');
    const found = await shop.search('/shop/search', { searchTerm: 'zanzibar' });
    expect(found.body.products.map((product: { lineNumber: string }) => product.lineNumber)).toEqual([
      row.line_number,
    ]);

    await shop.rows(
      "update categories set name = 'Quokka Spreads' where path = 'groceries/fresh_and_chilled/milk_butter_and_eggs/butter_and_spreads'",
    );
    const renamed = await shop.search('/shop/search', { searchTerm: 'quokka', size: 200 });
    const butter = await shop.rows<{ n: string }>(`
      select count(*) as n from products p join categories c on c.id = p.category_id
      where c.path = 'groceries/fresh_and_chilled/milk_butter_and_eggs/butter_and_spreads'`);
    expect(renamed.body.totalMatches).toBe(Number(butter[0]?.n));
    expect(renamed.body.products[0].categories.at(-1).name).toBe('Quokka Spreads');
  });
});
