import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET_ORDER, GET_ORDER_WITH_RECOMMENDATIONS } from '../../src/api/previous-order.ts';
import {
  lightOrderSchema,
  type OrderWithRecommendations,
  orderWithRecommendationsSchema,
} from '../../src/contract/orders.ts';
import { CHECKOUT_REFUSALS } from '../../src/domain/checkout.ts';
import { customerOrders, orderLines } from '../../src/server/db/schema.ts';
import type { Browser, Harness } from './support/auth-harness.ts';
import { currentOrderId, fillTrolley, newKey, place, readyToPlace } from './support/checkout-fixtures.ts';
import { createSlotHarness, newShopper, type Shopper } from './support/slot-fixtures.ts';
import { anonymousShopper, GRAPH, graph, P } from './support/trolley-fixtures.ts';

// Shop from a previous order (docs/api/orders.md "Shop from a previous order") on the graph, with the
// storefront's own documents: the placed order's lines in chunks with each product as sold today, the
// recommendations beside them, the lighter getOrder, and ORDER_NOT_FOUND for anything that is not a placed
// order of the caller's.

let h: Harness;
let shopper: Shopper;
let orderId: string;

const ORDERED = ['coffee', 'oliveOil', 'milk', 'apples'] as const;
const NOT_FOUND = { type: 'ORDER_NOT_FOUND', message: CHECKOUT_REFUSALS.ORDER_NOT_FOUND };

beforeAll(async () => {
  h = await createSlotHarness();
  const ready = await readyToPlace(h, {
    items: [
      ['coffee', 3],
      ['oliveOil', 3],
      ['milk', 2],
      ['apples', 2],
    ],
  });
  shopper = ready.shopper;
  orderId = ready.orderId;
  const placed = await place(h, shopper, orderId, newKey());
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
});
afterAll(async () => {
  await h?.close();
});

async function previousOrder(
  who: Browser,
  variables: Record<string, unknown>,
): Promise<OrderWithRecommendations> {
  const answer = await graph(who, GET_ORDER_WITH_RECOMMENDATIONS, { customerOrderId: orderId, ...variables });
  expect(answer.status).toBe(200);
  expect(answer.errors).toBeUndefined();
  const parsed = v.safeParse(orderWithRecommendationsSchema, answer.data);
  expect(parsed.issues?.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`)).toBeUndefined();
  return v.parse(orderWithRecommendationsSchema, answer.data).getOrderWithRecommendations;
}

const idOf = (key: string) => (P[key] as { id: string }).id;

describe('the lines of a previous order', () => {
  it('in chunks: productsStart and productsSize, with totalLines', async () => {
    const first = await previousOrder(shopper.browser, { productsSize: 3, productsStart: 0 });
    expect(first.failures).toEqual([]);
    expect(first.order).toMatchObject({
      customerOrderId: orderId,
      status: 'PLACED',
      containsEntertainingLines: false,
      slots: [{ type: 'GROCERY_COLLECTION', status: 'CONFIRMED' }],
      slotStartDateTime: '2025-06-03T09:00:00.000Z',
      totalLines: 4,
    });
    expect(first.order?.placed).not.toBeNull();
    expect(first.order?.lines.map((line) => line.productId)).toEqual(ORDERED.slice(0, 3).map(idOf));
    const rest = await previousOrder(shopper.browser, { productsSize: 3, productsStart: 3 });
    expect(rest.order?.lines.map((line) => line.productId)).toEqual([idOf('apples')]);
    expect(rest.order?.totalLines).toBe(4);
    const past = await previousOrder(shopper.browser, { productsSize: 3, productsStart: 4 });
    expect(past.order?.lines).toEqual([]);
  });

  it('100 lines by default, each with what was ordered and its product as sold today', async () => {
    const all = await previousOrder(shopper.browser, {});
    const coffee = all.order?.lines[0];
    expect(all.order?.lines).toHaveLength(4);
    expect(coffee).toMatchObject({
      productId: idOf('coffee'),
      lineNumber: P.coffee?.lineNumber,
      quantity: { amount: 3, uom: 'C62' },
      product: {
        id: idOf('coffee'),
        availability: 'IN_STOCK',
        currentSaleUnitPrice: { price: { amount: 4, currencyCode: 'GBP' } },
      },
    });
    expect(coffee?.product?.thumbnail).toContain(String(P.coffee?.lineNumber));
  });

  it('a product the shop no longer sells is null, and the line keeps the name it was ordered by', async () => {
    const db = h.database.db;
    const [milk] = await db
      .select({ id: orderLines.id })
      .from(orderLines)
      .where(eq(orderLines.productId, idOf('milk')));
    if (!milk) throw new Error('no milk line');
    await db.update(orderLines).set({ productId: 'GONE-1' }).where(eq(orderLines.id, milk.id));
    try {
      const all = await previousOrder(shopper.browser, {});
      const gone = all.order?.lines.find((line) => line.productId === 'GONE-1');
      expect(gone?.product).toBeNull();
      expect(gone?.name).toMatch(/milk/i);
    } finally {
      await db
        .update(orderLines)
        .set({ productId: idOf('milk') })
        .where(eq(orderLines.id, milk.id));
    }
  });

  it.each([
    ['productsSize 0', { productsSize: 0 }],
    ['productsSize 101', { productsSize: 101 }],
    ['a negative productsStart', { productsStart: -1 }],
  ])('%s is INVALID_INPUT', async (_, variables) => {
    const answer = await previousOrder(shopper.browser, variables);
    expect(answer.order).toBeNull();
    expect(answer.failures.map((failure) => failure.type)).toEqual(['INVALID_INPUT']);
  });

  it('an order being amended is still a previous order', async () => {
    const set = (state: 'AMENDING' | 'PLACED') =>
      h.database.db
        .update(customerOrders)
        .set({ state })
        .where(eq(customerOrders.id, Number(orderId)));
    await set('AMENDING');
    try {
      const answer = await previousOrder(shopper.browser, {});
      expect(answer.order?.status).toBe('AMENDING');
      expect(answer.order?.lines).toHaveLength(4);
    } finally {
      await set('PLACED');
    }
  });
});

describe('recommended products', () => {
  it('products of the ordered ones’ categories, in stock, none of those ordered', async () => {
    const { recommendedProducts } = await previousOrder(shopper.browser, { recommendationsSize: 48 });
    const ids = recommendedProducts.products.map((product) => product.id);
    expect(recommendedProducts.failures).toEqual([]);
    expect(ids.length).toBeGreaterThan(0);
    for (const key of ORDERED) expect(ids).not.toContain(idOf(key));
    expect(ids).toContain(idOf('pears'));
    expect(ids).not.toContain(idOf('plums'));
    expect(ids).not.toContain(idOf('soldOut'));
    expect(recommendedProducts.products.every((product) => product.availability === 'IN_STOCK')).toBe(true);
    expect(recommendedProducts.totalResults).toBe(ids.length);
    const paged = await previousOrder(shopper.browser, { recommendationsSize: 2, recommendationsStart: 1 });
    expect(paged.recommendedProducts.products.map((product) => product.id)).toEqual(ids.slice(1, 3));
  });

  it('nor those already in the shopper’s trolley (trolleyId)', async () => {
    await fillTrolley(shopper, [['pears', 1]]);
    const trolleyId = await currentOrderId(shopper);
    const { recommendedProducts } = await previousOrder(shopper.browser, {
      recommendationsSize: 48,
      trolleyId,
    });
    expect(recommendedProducts.products.map((product) => product.id)).not.toContain(idOf('pears'));
    // Another's trolley is ignored.
    const other = await newShopper(h, 'previous-trolley');
    await fillTrolley(other, [['tea', 1]]);
    const ignored = await previousOrder(shopper.browser, {
      recommendationsSize: 48,
      trolleyId: await currentOrderId(other),
    });
    expect(ignored.recommendedProducts.products.map((product) => product.id)).toContain(idOf('tea'));
  });
});

describe('only a placed order of the caller’s', () => {
  it('another customer’s order, the caller’s trolley and an id that is nobody’s are ORDER_NOT_FOUND', async () => {
    const other = await newShopper(h, 'previous-other');
    const theirs = await graph(other.browser, GET_ORDER_WITH_RECOMMENDATIONS, { customerOrderId: orderId });
    expect(theirs.errors).toBeUndefined();
    expect(v.parse(orderWithRecommendationsSchema, theirs.data).getOrderWithRecommendations).toEqual({
      failures: [NOT_FOUND],
      order: null,
      recommendedProducts: { failures: [], totalResults: 0, products: [] },
    });
    const trolley = await currentOrderId(shopper);
    for (const id of [trolley, '99999999', 'not-an-id']) {
      const answer = await graph(shopper.browser, GET_ORDER_WITH_RECOMMENDATIONS, { customerOrderId: id });
      const result = v.parse(orderWithRecommendationsSchema, answer.data).getOrderWithRecommendations;
      expect(result.failures).toEqual([NOT_FOUND]);
      expect(result.order).toBeNull();
    }
    const anonymous = await anonymousShopper(h);
    const anonymousAnswer = await graph(anonymous, GET_ORDER_WITH_RECOMMENDATIONS, {
      customerOrderId: orderId,
    });
    expect(
      v.parse(orderWithRecommendationsSchema, anonymousAnswer.data).getOrderWithRecommendations.failures,
    ).toEqual([NOT_FOUND]);
  });

  it('without a token: 401', async () => {
    const response = await h.app.request(`${GRAPH}?tag=get-order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: GET_ORDER_WITH_RECOMMENDATIONS,
        variables: { customerOrderId: orderId },
      }),
    });
    expect(response.status).toBe(401);
  });
});

describe('getOrder, the lighter order', () => {
  it('id, entertaining lines, status and the slot’s type and status', async () => {
    const answer = await graph<{ getOrder: unknown }>(shopper.browser, GET_ORDER, {
      customerOrderId: orderId,
    });
    expect(answer.errors).toBeUndefined();
    expect(v.parse(lightOrderSchema, answer.data?.getOrder)).toEqual({
      customerOrderId: orderId,
      containsEntertainingLines: false,
      status: 'PLACED',
      slots: [{ type: 'GROCERY_COLLECTION', status: 'CONFIRMED' }],
    });
  });

  it('null with the error ORDER_NOT_FOUND for an order that is not the caller’s', async () => {
    const other = await newShopper(h, 'light-other');
    const answer = await graph<{ getOrder: unknown }>(other.browser, GET_ORDER, { customerOrderId: orderId });
    expect(answer.status).toBe(200);
    expect(answer.data?.getOrder).toBeNull();
    expect(answer.errors?.map((error) => error.extensions?.code)).toEqual(['ORDER_NOT_FOUND']);
  });
});
