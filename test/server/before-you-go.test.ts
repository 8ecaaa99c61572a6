import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BeforeYouGo, beforeYouGoSchema } from '../../src/contract/checkout.ts';
import { CHECKOUT_REFUSALS } from '../../src/domain/checkout.ts';
import { products } from '../../src/server/db/schema.ts';
import { picturesVersion } from '../../src/server/pictures/product-picture.ts';
import type { Browser, Harness } from './support/auth-harness.ts';
import {
  bookCollection,
  type CallResult,
  call,
  collectionSlot,
  currentOrderId,
  fillTrolley,
  INTERSTITIALS,
  newKey,
  place,
  putCard,
  tokenise,
} from './support/checkout-fixtures.ts';
import { createSlotHarness, newShopper, type Shopper } from './support/slot-fixtures.ts';
import { anonymousShopper, P } from './support/trolley-fixtures.ts';

// Before you go (docs/api/checkout.md "Before you go"; doc 2 §4 Interstitials) through app.request on PGlite:
// forgotten favourites from the shopper's placed orders, offers one unit away, and who may ask.

let h: Harness;

beforeAll(async () => {
  h = await createSlotHarness();
});
afterAll(async () => {
  await h?.close();
});

const beforeYouGo = (who: Shopper | Browser | null, orderId: string): Promise<CallResult<BeforeYouGo>> =>
  call<BeforeYouGo>(h, who, `${INTERSTITIALS}/before-you-go?customerOrderId=${orderId}`);

/** The steps by id, each with its products' ids. */
const stepsOf = (answer: BeforeYouGo) =>
  Object.fromEntries(
    answer.interstitials.map((step) => [step.id, step.products.map((product) => product.id)]),
  );

/** Places the shopper's trolley of these items with a collection slot and a card. */
async function placeOrderOf(shopper: Shopper, items: [string, number][], slotId: string): Promise<string> {
  await fillTrolley(shopper, items);
  await bookCollection(h, shopper, slotId);
  const orderId = await currentOrderId(shopper);
  await putCard(h, shopper, orderId, { cardToken: await tokenise(h, shopper) });
  const placed = await place(h, shopper, orderId, newKey());
  if (placed.status !== 200)
    throw new Error(`place answered ${placed.status}: ${JSON.stringify(placed.body)}`);
  return orderId;
}

describe('who may ask', () => {
  it('a signed-in customer, about their own order being checked out', async () => {
    const shopper = await newShopper(h);
    const other = await newShopper(h, 'other');
    const orderId = await currentOrderId(shopper);
    expect((await beforeYouGo(null, orderId)).status).toBe(401);
    expect((await beforeYouGo(await anonymousShopper(h), orderId)).status).toBe(401);
    const theirs = await beforeYouGo(other, orderId);
    expect({ status: theirs.status, body: theirs.body }).toEqual({
      status: 404,
      body: { message: CHECKOUT_REFUSALS.ORDER_NOT_FOUND, type: 'ORDER_NOT_FOUND', code: 'ORDER_NOT_FOUND' },
    });
    expect((await call(h, shopper, `${INTERSTITIALS}/before-you-go`)).status).toBe(404);
    expect((await beforeYouGo(shopper, 'abc')).status).toBe(404);
    const mine = await beforeYouGo(shopper, orderId);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('no-store');
    // An empty trolley of a shopper who never ordered: no steps at all.
    expect(mine.body).toEqual({ interstitials: [] });
  });
});

describe('the steps', () => {
  it('offers close: the lines of an untriggered multi-buy one unit away, and only multi-buys', async () => {
    const shopper = await newShopper(h);
    const orderId = await currentOrderId(shopper);
    // Any 3 for £5: two yoghurts are one away. Buy 6 save 25% with five bottles, and the meal deal without its
    // drink, are one away too, but they are not multi-buys.
    await fillTrolley(shopper, [
      ['yogurtA', 1],
      ['yogurtC', 1],
      ['redWine', 5],
      ['sandwich', 1],
      ['crisps', 1],
    ]);
    const close = await beforeYouGo(shopper, orderId);
    expect(close.status).toBe(200);
    expect(v.safeParse(beforeYouGoSchema, close.body).issues).toBeUndefined();
    expect(close.body.interstitials).toHaveLength(1);
    expect(close.body.interstitials[0]).toMatchObject({
      id: 'offers-close',
      label: 'Offers you are close to',
      description: 'Add one more of these to get the offer.',
    });
    expect(stepsOf(close.body)).toEqual({ 'offers-close': [P.yogurtA?.id, P.yogurtC?.id] });
    expect(close.body.interstitials[0]?.products[0]).toMatchObject({
      name: 'Test yogurtA',
      lineNumber: P.yogurtA?.lineNumber,
      thumbnail: `/api/images-prod/v1/products/${P.yogurtA?.lineNumber}/small.svg?v=${picturesVersion()}`,
      currentSaleUnitPrice: {
        price: { amount: 2, currencyCode: 'GBP' },
        quantity: { amount: 1, uom: 'C62' },
      },
    });
    // Three yoghurts trigger it: nothing is close any more; one is two away.
    await fillTrolley(shopper, [['yogurtB', 1]]);
    expect((await beforeYouGo(shopper, orderId)).body).toEqual({ interstitials: [] });
    await fillTrolley(shopper, [
      ['yogurtB', 0],
      ['yogurtC', 0],
    ]);
    expect((await beforeYouGo(shopper, orderId)).body).toEqual({ interstitials: [] });
  });

  it('forgotten favourites: from placed orders, not in the trolley, available, most often ordered first, at most 8', async () => {
    const shopper = await newShopper(h);
    const start = h.clock.now();
    try {
      await placeOrderOf(
        shopper,
        [
          ['milk', 1],
          ['coffee', 3],
          ['oliveOil', 2],
          ['bread', 1],
          ['juice', 1],
          ['cookie', 1],
          ['ketchup', 1],
          ['tea', 1],
          ['cheese', 1],
          ['crisps', 1],
          ['apples', 1],
        ],
        collectionSlot('2025-06-03', '1100'),
      );
      h.clock.advance(60_000);
      const second = await placeOrderOf(
        shopper,
        [
          ['milk', 1],
          ['oliveOil', 4],
          ['granola', 1],
        ],
        collectionSlot('2025-06-04', '1100'),
      );
      await h.database.db
        .update(products)
        .set({ availability: 'OUT_OF_STOCK' })
        .where(eq(products.id, P.apples?.id ?? ''));
      await fillTrolley(shopper, [
        ['oliveOil', 1],
        ['yogurtA', 2],
      ]);
      const orderId = await currentOrderId(shopper);
      const answer = await beforeYouGo(shopper, orderId);
      expect(answer.status).toBe(200);
      expect(v.safeParse(beforeYouGoSchema, answer.body).issues).toBeUndefined();
      expect(answer.body.interstitials.map((step) => [step.id, step.label])).toEqual([
        ['forgotten-favourites', 'Forgotten favourites'],
        ['offers-close', 'Offers you are close to'],
      ]);
      // Milk was in both orders; then the newer order's granola; then the first order's, by product id. Olive oil
      // is in the trolley and apples have sold out.
      expect(stepsOf(answer.body)).toEqual({
        'forgotten-favourites': [
          P.milk?.id,
          P.granola?.id,
          P.coffee?.id,
          P.cheese?.id,
          P.crisps?.id,
          P.juice?.id,
          P.cookie?.id,
          P.ketchup?.id,
        ],
        'offers-close': [P.yogurtA?.id],
      });
      // A placed order has no before-you-go.
      const placed = await beforeYouGo(shopper, second);
      expect(placed.status).toBe(409);
      expect(placed.body).toMatchObject({ type: 'ORDER_NOT_CHECKOUTABLE' });
      // Another customer's orders are not this shopper's favourites.
      const other = await newShopper(h, 'other');
      await fillTrolley(other, [['milk', 1]]);
      expect((await beforeYouGo(other, await currentOrderId(other))).body).toEqual({ interstitials: [] });
    } finally {
      await h.database.db
        .update(products)
        .set({ availability: 'IN_STOCK' })
        .where(eq(products.id, P.apples?.id ?? ''));
      h.clock.set(start);
    }
  });
});
