import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADD_ITEM_TO_TROLLEY, GET_TROLLEY } from '../../src/api/trolley.ts';
import { type Product, productDetailSchema, productsSchema } from '../../src/contract/catalogue.ts';
import {
  type MealDealDetail,
  type MealDealSummary,
  mealDealAnswerSchema,
  mealDealsAnswerSchema,
} from '../../src/contract/meal-deals.ts';
import { type Trolley, trolleyAnswerSchema } from '../../src/contract/trolley.ts';
import { buildMealDeals, unitsFreeForMealDeals } from '../../src/domain/meal-deals.ts';
import { missedOffers } from '../../src/domain/missed-offers.ts';
import { toPence } from '../../src/domain/money.ts';
import { trolleyMealDeals } from '../../src/features/meal-deals/meal-deals.view-model.ts';
import { productPromotions, products, promotions } from '../../src/server/db/schema.ts';
import { ensureSeeded } from '../../src/server/seed/index.ts';
import { createHarness, type Harness } from './support/auth-harness.ts';
import { CATALOGUE_TEST_NOW } from './support/catalogue-fixture.ts';
import { anonymousShopper, graph } from './support/trolley-fixtures.ts';

/**
 * The meal-deal service (docs/api/meal-deals.md) on the seeded shop at the e2e size, and the meal deals in the
 * trolley: the builder the trolley page shows (src/domain/meal-deals.ts) agrees with what the trolley charges.
 */

const BASE = '/api/meal-deals-prod/v1';
let h: Harness;
let deals: MealDealSummary[];

const get = async (path: string) => {
  const response = await h.app.request(path);
  return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
};

beforeAll(async () => {
  h = await createHarness();
  h.clock.set(CATALOGUE_TEST_NOW);
  await ensureSeeded(h.database.db, { products: 2000 });
  const answer = await get(`${BASE}/meal-deals`);
  deals = v.parse(mealDealsAnswerSchema, answer.body).mealDeals;
}, 120_000);
afterAll(() => h.close());

/** Products by line number, with the catalogue's lookup (as the meal-deal page does). */
async function lookUp(lineNumbers: readonly string[]): Promise<Product[]> {
  const answer = await get(`/api/products-prod/v1/products/${lineNumbers.join('+')}`);
  return v.parse(productsSchema, answer.body).products;
}

async function detail(id: number): Promise<MealDealDetail> {
  const answer = await get(`${BASE}/meal-deals/${id}`);
  expect(answer.status).toBe(200);
  return v.parse(mealDealAnswerSchema, answer.body).mealDeal;
}

describe('GET meal-deals', () => {
  it('lists the meal deals that apply today, each with its price and groups', async () => {
    const answer = await get(`${BASE}/meal-deals`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=60');
    expect(deals.map((deal) => deal.name)).toEqual(
      expect.arrayContaining(['Lunch Meal Deal', 'Dine In for Two', 'Sunday Roast']),
    );
    const lunch = deals.find((deal) => deal.name === 'Lunch Meal Deal');
    expect(lunch?.discount).toEqual({ type: 'TOTAL_PRICE', value: { amount: 4, currencyCode: 'GBP' } });
    expect(lunch?.groups.map((group) => [group.name, group.threshold])).toEqual([
      ['Main', 1],
      ['Snack', 1],
      ['Drink', 1],
    ]);
    for (const deal of deals) {
      expect(deal.startDate <= '2026-11-02' && '2026-11-02' <= deal.endDate).toBe(true);
      for (const group of deal.groups) expect(group.lineNumbers.length).toBeGreaterThan(0);
    }
  });

  it('leaves out a deal before its start date', async () => {
    const lunch = deals.find((deal) => deal.name === 'Lunch Meal Deal') as MealDealSummary;
    const before = new Date(`${lunch.startDate}T12:00:00Z`).getTime() - 86_400_000;
    h.clock.set(before);
    try {
      const answer = v.parse(mealDealsAnswerSchema, (await get(`${BASE}/meal-deals`)).body);
      expect(answer.mealDeals.map((deal) => deal.id)).not.toContain(lunch.id);
      expect((await get(`${BASE}/meal-deals/${lunch.id}`)).status).toBe(404);
    } finally {
      h.clock.set(CATALOGUE_TEST_NOW);
    }
  });
});

describe('GET meal-deals/{id}', () => {
  it('answers a deal with a set that completes it and saves the most', async () => {
    for (const summary of deals) {
      const deal = await detail(summary.id);
      expect(deal.name).toBe(summary.name);
      expect(deal.groups).toEqual(summary.groups);
      const needed = deal.groups.reduce((sum, group) => sum + group.threshold, 0);
      expect(deal.recommendations).toHaveLength(needed);
      const picks = await lookUp(deal.recommendations);
      const built = buildMealDeals(
        [{ id: deal.id, name: deal.name, amountPence: toPence(deal.discount.value), groups: deal.groups }],
        picks.map((product) => ({
          lineNumber: product.lineNumber,
          amountSelected: 1,
          unitPricePence: toPence(product.currentSaleUnitPrice.price),
        })),
      );
      expect(built.map((set) => set.completed)).toEqual([true]);
      // The dearest in stock of its group.
      const [first] = deal.groups;
      const group = await lookUp(first?.lineNumbers ?? []);
      const inStock = group.filter((p) => p.availability === 'IN_STOCK');
      const plain = inStock.filter((p) =>
        p.promotions.every(
          (promotion) =>
            promotion.promotionId === deal.id ||
            ['NEW_LOWER_PRICE', 'PRICE_MATCH'].includes(promotion.promotionType),
        ),
      );
      const dearest = Math.max(
        ...(plain.length > 0 ? plain : inStock).map((p) => p.currentSaleUnitPrice.price.amount),
      );
      expect(picks[0]?.currentSaleUnitPrice.price.amount).toBe(dearest);
    }
  });

  it.each([
    ['an unknown id', '999999', 404, 'NOT_FOUND'],
    ['an id that is not a number', 'lunch', 400, 'BAD_REQUEST'],
    ['an id too long', '1234567890', 400, 'BAD_REQUEST'],
  ])('refuses %s', async (_name, id, status, type) => {
    const answer = await get(`${BASE}/meal-deals/${id}`);
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ type });
  });

  it('is not found for an offer that is not a meal deal', async () => {
    const deal = await detail((deals[0] as MealDealSummary).id);
    const product = (await lookUp(deal.groups[0]?.lineNumbers ?? [])).find((p) =>
      p.promotions.some((promotion) => promotion.promotionType !== 'MEAL_DEAL'),
    );
    const other = product?.promotions.find((promotion) => promotion.promotionType !== 'MEAL_DEAL');
    if (other) expect((await get(`${BASE}/meal-deals/${other.promotionId}`)).status).toBe(404);
  });

  it('is where a product’s meal-deal offer links to', async () => {
    const deal = await detail((deals[0] as MealDealSummary).id);
    const [product] = await lookUp(deal.groups[0]?.lineNumbers.slice(0, 1) ?? []);
    const answer = await get(`/api/products-prod/v1/product-details/${product?.id}`);
    const offer = v
      .parse(productDetailSchema, answer.body)
      .product.promotions.find((promotion) => promotion.promotionId === deal.id);
    expect(offer?.promoPath).toBe(`/ecom/shop/meal-deals/${deal.id}`);
    expect(offer?.promotionDescription).toBe(deal.name);
  });
});

describe('meal deals in the trolley', () => {
  const add = async (
    browser: Awaited<ReturnType<typeof anonymousShopper>>,
    lineNumber: string,
    amount = 1,
  ) => {
    const result = await graph<{ addItemToTrolley: unknown }>(browser, ADD_ITEM_TO_TROLLEY, {
      trolleyItem: { lineNumber, quantity: { amount, uom: 'C62' } },
    });
    expect(result.errors).toBeUndefined();
  };
  const trolleyOf = async (browser: Awaited<ReturnType<typeof anonymousShopper>>): Promise<Trolley> => {
    const result = await graph<{ getTrolley: unknown }>(browser, GET_TROLLEY, {});
    const trolley = v.parse(trolleyAnswerSchema, result.data?.getTrolley).trolley;
    if (!trolley) throw new Error('no trolley');
    return trolley;
  };
  /** The builder as the trolley page runs it. */
  const builtFrom = (trolley: Trolley) => {
    const types = new Map(trolley.promotions.map((p) => [p.promotionId, p.promotionType]));
    return buildMealDeals(
      deals.map((deal) => ({
        id: deal.id,
        name: deal.name,
        amountPence: toPence(deal.discount.value),
        groups: deal.groups,
      })),
      trolley.trolleyItems.map((item) => ({
        lineNumber: item.lineNumber,
        amountSelected: unitsFreeForMealDeals(
          item.quantity.amount,
          item.triggeredPromotions.map((id) => types.get(id) ?? ''),
        ),
        unitPricePence: toPence(item.product.currentSaleUnitPrice.price),
      })),
    );
  };

  it.each(['Lunch Meal Deal', 'Dine In for Two', 'Breakfast Bundle', 'Sunday Roast'])(
    '%s: the recommended set completes it; the builder’s saving is what the trolley takes off',
    async (name) => {
      const deal = await detail((deals.find((d) => d.name === name) as MealDealSummary).id);
      const shopper = await anonymousShopper(h);
      for (const lineNumber of deal.recommendations) await add(shopper, lineNumber);
      const trolley = await trolleyOf(shopper);
      const charged = trolley.promotions.find((promotion) => promotion.promotionId === deal.id);
      if (deal.myWaitrosePromotion) {
        // Members only, and no shopper is a member yet: the trolley does not apply it, nor does the page.
        expect(charged).toBeUndefined();
        expect(trolleyMealDeals([deal], trolley.trolleyItems, trolley.promotions)).toEqual([]);
        return;
      }
      expect(charged?.status).toBe('TRIGGERED');
      const [built] = builtFrom(trolley);
      expect(built?.completed).toBe(true);
      expect(built?.savingsPence).toBeGreaterThan(0);
      expect(built?.savingsPence).toBe(toPence(charged?.saving ?? { amount: 0, currencyCode: 'GBP' }));
      expect(toPence(trolley.trolleyTotals.totalSavings)).toBeGreaterThanOrEqual(built?.savingsPence ?? 0);
      // Nothing else in this trolley saves: the deal's saving is the trolley's.
      if (trolley.promotions.every((p) => p.promotionId === deal.id || p.status !== 'TRIGGERED'))
        expect(toPence(trolley.trolleyTotals.totalSavings)).toBe(built?.savingsPence);
      for (const item of trolley.trolleyItems) expect(typeof item.product.highFatSaltSugar).toBe('boolean');
    },
  );

  it('a deal short of a group is built incomplete, is not charged and is not a missed offer', async () => {
    const deal = await detail((deals.find((d) => d.name === 'Lunch Meal Deal') as MealDealSummary).id);
    const shopper = await anonymousShopper(h);
    for (const lineNumber of deal.recommendations.slice(0, -1)) await add(shopper, lineNumber);
    const trolley = await trolleyOf(shopper);
    const charged = trolley.promotions.find((promotion) => promotion.promotionId === deal.id);
    expect(charged).toMatchObject({ status: 'UNTRIGGERED', unitsNeeded: 1 });
    const [built] = builtFrom(trolley);
    expect(built).toMatchObject({ completed: false, savingsPence: 0 });
    expect(built?.groups.at(-1)?.missing).toBe(1);
    expect(missedOffers(trolley.promotions, trolley.trolleyItems).map((m) => m.promotionId)).not.toContain(
      deal.id,
    );
  });

  it('an untriggered multi-buy on a product that is not HFSS is a missed offer', async () => {
    const [row] = await h.database.db
      .select({ lineNumber: products.lineNumber, promotionId: promotions.id, discount: promotions.discount })
      .from(productPromotions)
      .innerJoin(products, eq(products.id, productPromotions.productId))
      .innerJoin(promotions, eq(promotions.id, productPromotions.promotionId))
      .where(
        and(
          eq(promotions.promotionType, 'MULTI_BUY'),
          eq(promotions.hidden, false),
          eq(products.hfss, false),
        ),
      )
      .limit(1);
    if (!row) throw new Error('no multi-buy in the seeded shop');
    const shopper = await anonymousShopper(h);
    await add(shopper, row.lineNumber);
    const trolley = await trolleyOf(shopper);
    const buy = row.discount.type === 'MULTI_BUY' ? row.discount.buy : 0;
    expect(missedOffers(trolley.promotions, trolley.trolleyItems)).toEqual([
      expect.objectContaining({
        promotionId: row.promotionId,
        hint: `Buy ${buy - 1} more to get this offer`,
        path: `/ecom/shop/offers/${row.promotionId}`,
      }),
    ]);
  });
});
