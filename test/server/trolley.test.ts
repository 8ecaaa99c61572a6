import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerOrders, products, promotions, trolleyItems } from '../../src/server/db/schema.ts';
import { CATALOGUE_TTL_MS, createTrolleyCatalogue } from '../../src/server/services/trolley-catalogue.ts';
import { checkQuantity } from '../../src/server/services/trolley-rules.ts';
import { Browser, type Harness } from './support/auth-harness.ts';
import {
  ADD_ITEM,
  anonymousShopper,
  createTrolleyHarness,
  FIXTURE_CATEGORY,
  type FixtureRef,
  GET_TROLLEY,
  graph,
  P,
  REPLACE_ITEM,
  TROLLEY_FIELDS,
  trolleyCall,
  UPDATE_ITEM,
  UPDATE_ITEMS,
} from './support/trolley-fixtures.ts';

// The trolley through the graph endpoint (doc 2 §3, §4 Trolley item update, §5, §7; docs/api/trolley.md):
// the quantity rules per unit, notes, personalised messages, substitutions, locks, every operation, and
// that a shopper only ever reaches their own trolley.

let h: Harness;
beforeAll(async () => {
  h = await createTrolleyHarness();
});
afterAll(async () => {
  await h?.close();
});

const product = (key: string) => P[key] as FixtureRef;
const qty = (amount: number, uom = 'C62') => ({ amount, uom });
const add = (browser: Browser, key: string, amount: number, extra: Record<string, unknown> = {}) =>
  trolleyCall(browser, ADD_ITEM, 'addItemToTrolley', {
    trolleyItem: { lineNumber: product(key).lineNumber, quantity: qty(amount, product(key).uom), ...extra },
  });
const update = (browser: Browser, trolleyItem: Record<string, unknown>, orderId?: string) =>
  trolleyCall(browser, UPDATE_ITEM, 'updateTrolleyItem', { trolleyItem, ...(orderId && { orderId }) });
const getTrolley = (browser: Browser, orderId?: string) =>
  trolleyCall(browser, GET_TROLLEY, 'getTrolley', orderId ? { orderId } : {});
const itemOf = (answer: Awaited<ReturnType<typeof add>>, key: string) =>
  answer.trolley?.trolleyItems.find((item) => item.lineNumber === product(key).lineNumber);

describe('quantity per unit of measure (doc 2 §5)', () => {
  // [unit, amount, refused with] — null: accepted.
  const ROWS: [string, number, string | null][] = [
    ['C62', 1, null],
    ['C62', 99, null],
    ['C62', 100, 'Sorry, you can only order 99 of this product.'],
    ['C62', 0.5, 'Items are sold in whole numbers.'],
    ['C62', 2.5, 'Items are sold in whole numbers.'],
    ['C62', -1, 'The quantity cannot be negative.'],
    ['C62', 0, null],
    ['KGM', 0.1, null],
    ['KGM', 0.5, null],
    ['KGM', 2.3, null],
    ['KGM', 99.9, null],
    ['KGM', 100, 'Sorry, you can only order 99.9kg of this product.'],
    ['KGM', 0.05, 'The quantity must be at least 0.1kg.'],
    ['KGM', 0.25, 'Quantities in KGM may have one decimal place at most.'],
    ['KGM', -0.5, 'The quantity cannot be negative.'],
    ['GRM', 100, null],
    ['GRM', 150, null],
    ['GRM', 999, null],
    ['GRM', 1000, 'Sorry, you can only order 999g of this product.'],
    ['GRM', 50, 'The quantity must be at least 100g.'],
    ['GRM', 150.5, 'Quantities in GRM must be whole numbers.'],
    ['LBR', 1, null],
    ['LBR', 1.5, null],
    ['LBR', 99.9, null],
    ['LBR', 99.99, null],
    ['LBR', 100, 'Sorry, you can only order 99.99lb of this product.'],
    ['LBR', 0.5, 'The quantity must be at least 1lb.'],
    ['LBR', 1.55, 'Quantities in LBR may have one decimal place at most.'],
  ];

  it.each(ROWS)('%s %d → %s', (uom, amount, refused) => {
    const result = checkQuantity({ amount, uom }, { uom }, { allowZero: true });
    expect(result?.message ?? null).toBe(refused);
    if (refused) expect(result?.type).toBe('INVALID_QUANTITY');
  });

  it('0 is refused where it would not be a removal', () => {
    expect(checkQuantity({ amount: 0, uom: 'KGM' }, { uom: 'KGM' }, { allowZero: false })?.message).toBe(
      'The quantity must be at least 0.1kg.',
    );
  });

  it('the unit must be the product’s', () => {
    expect(checkQuantity({ amount: 1, uom: 'C62' }, { uom: 'KGM' }, { allowZero: false })).toEqual({
      type: 'INVALID_UNIT',
      message: 'This product is sold by kg: the quantity must be in KGM, not C62.',
    });
    expect(checkQuantity({ amount: 1, uom: 'BOX' }, { uom: 'C62' }, { allowZero: false })?.type).toBe(
      'INVALID_UNIT',
    );
    expect(
      checkQuantity({ amount: Number.NaN, uom: 'C62' }, { uom: 'C62' }, { allowZero: false })?.type,
    ).toBe('INVALID_QUANTITY');
  });

  it.each([
    ['coffee', -1, 'The quantity cannot be negative.'],
    ['coffee', 1.5, 'Items are sold in whole numbers.'],
    ['ham', 150.5, 'Quantities in GRM must be whole numbers.'],
    ['bananas', 0.25, 'Quantities in KGM may have one decimal place at most.'],
    ['coffee', 100, 'Sorry, you can only order 99 of this product.'],
  ])('through the graph: %s %d is refused and nothing changes', async (key, amount, message) => {
    const shopper = await anonymousShopper(h);
    await add(shopper, 'milk', 2);
    const before = await getTrolley(shopper);
    const answer = await add(shopper, key, amount);
    expect(answer.failures).toEqual([{ type: 'INVALID_QUANTITY', message }]);
    expect(answer.trolley).toEqual(before.trolley);
    // And on a line already in the trolley.
    const milk = itemOf(before, 'milk');
    const changed = await update(shopper, {
      trolleyItemId: milk?.trolleyItemId,
      quantity: qty(amount < 0 ? -3 : 2.5),
    });
    expect(changed.failures[0]?.type).toBe('INVALID_QUANTITY');
    expect(itemOf(changed, 'milk')?.quantity).toEqual(qty(2));
  });

  it('weighed products take their own unit', async () => {
    const shopper = await anonymousShopper(h);
    const answer = await add(shopper, 'bananas', 1.5);
    expect(itemOf(answer, 'bananas')?.quantity).toEqual(qty(1.5, 'KGM'));
    const wrongUnit = await trolleyCall(shopper, ADD_ITEM, 'addItemToTrolley', {
      trolleyItem: { lineNumber: product('ham').lineNumber, quantity: qty(2) },
    });
    expect(wrongUnit.failures).toEqual([
      {
        type: 'INVALID_UNIT',
        message: 'This product is sold by gram: the quantity must be in GRM, not C62.',
      },
    ]);
  });

  it('loose produce with an item weight may be bought by the item or by the kilo (doc 3 §5)', async () => {
    const shopper = await anonymousShopper(h);
    const byItem = await add(shopper, 'looseApples', 4, { quantity: qty(4, 'C62') });
    expect(byItem.failures).toEqual([]);
    const line = itemOf(byItem, 'looseApples');
    // 4 items × 150 g × £3.00/kg, estimated.
    expect(line).toMatchObject({
      quantity: qty(4),
      retailPrice: { amount: 1.8 },
      totalPrice: { amount: 1.8 },
    });
    expect(line?.product).toMatchObject({ itemWeightKg: 0.15 });

    const byKilo = await trolleyCall(shopper, UPDATE_ITEM, 'updateTrolleyItem', {
      trolleyItem: { trolleyItemId: line?.trolleyItemId, quantity: qty(4, 'KGM') },
    });
    expect(byKilo.failures).toEqual([]);
    expect(itemOf(byKilo, 'looseApples')).toMatchObject({
      quantity: qty(4, 'KGM'),
      retailPrice: { amount: 12 },
    });

    const bananasByItem = await trolleyCall(shopper, ADD_ITEM, 'addItemToTrolley', {
      trolleyItem: { lineNumber: product('bananas').lineNumber, quantity: qty(3) },
    });
    expect(bananasByItem.failures).toEqual([
      { type: 'INVALID_UNIT', message: 'This product is sold by kg: the quantity must be in KGM, not C62.' },
    ]);
  });
});

describe('trolley operations', () => {
  it('a session gets its trolley on first use: a PENDING customer order', async () => {
    const shopper = await anonymousShopper(h);
    const answer = await getTrolley(shopper);
    expect(answer.failures).toEqual([]);
    expect(answer.trolley).toMatchObject({
      orderId: expect.stringMatching(/^\d+$/),
      customerOrderState: 'PENDING',
      substitutionsAllowed: true,
      trolleyItems: [],
      conflicts: [],
    });
    expect((await getTrolley(shopper)).trolley?.orderId).toBe(answer.trolley?.orderId);
    expect((await getTrolley(shopper, answer.trolley?.orderId)).trolley?.orderId).toBe(
      answer.trolley?.orderId,
    );
  });

  it('adds a product; adding it again sets its quantity (a retried add is harmless)', async () => {
    const shopper = await anonymousShopper(h);
    const first = await add(shopper, 'coffee', 2, { trolleyItemId: -990_102 });
    expect(first.failures).toEqual([]);
    const line = itemOf(first, 'coffee');
    expect(line).toMatchObject({ quantity: qty(2), canSubstitute: true, locked: false, noteToShopper: null });
    expect(line?.trolleyItemId).toBeGreaterThan(0);
    const again = await add(shopper, 'coffee', 3);
    expect(again.trolley?.trolleyItems).toHaveLength(1);
    expect(itemOf(again, 'coffee')).toMatchObject({ trolleyItemId: line?.trolleyItemId, quantity: qty(3) });
  });

  it('names the last day of each offer, so a slot after it can be warned about (doc 2 §4)', async () => {
    const shopper = await anonymousShopper(h);
    const answer = await add(shopper, 'coffee', 1);
    expect(answer.trolley?.promotions).toContainEqual(
      expect.objectContaining({
        promotionId: 990_001,
        status: 'TRIGGERED',
        promotionExpiryDate: '2025-12-31',
      }),
    );
  });

  it('updates quantity, note and substitution; quantity 0 removes the line', async () => {
    const shopper = await anonymousShopper(h);
    const added = await add(shopper, 'coffee', 1);
    const id = itemOf(added, 'coffee')?.trolleyItemId;
    const updated = await update(shopper, {
      trolleyItemId: id,
      quantity: qty(4),
      noteToShopper: '  ripe ones please ',
      canSubstitute: false,
    });
    expect(updated.failures).toEqual([]);
    expect(itemOf(updated, 'coffee')).toMatchObject({
      quantity: qty(4),
      noteToShopper: 'ripe ones please',
      canSubstitute: false,
    });
    // Fields left out stay as they are; '' clears the note.
    const cleared = await update(shopper, { trolleyItemId: id, noteToShopper: '' });
    expect(itemOf(cleared, 'coffee')).toMatchObject({
      quantity: qty(4),
      noteToShopper: null,
      canSubstitute: false,
    });
    const removed = await update(shopper, { trolleyItemId: id, quantity: qty(0) });
    expect(removed.failures).toEqual([]);
    expect(removed.trolley?.trolleyItems).toEqual([]);
  });

  it('an update without an id finds the line by product, or adds it', async () => {
    const shopper = await anonymousShopper(h);
    const added = await update(shopper, { lineNumber: product('tea').lineNumber, quantity: qty(2) });
    expect(itemOf(added, 'tea')?.quantity).toEqual(qty(2));
    const changed = await update(shopper, { productId: product('tea').id, quantity: qty(5) });
    expect(changed.trolley?.trolleyItems).toHaveLength(1);
    expect(itemOf(changed, 'tea')?.quantity).toEqual(qty(5));
  });

  it('refuses a note over 100 characters or over one line, and an unknown product', async () => {
    const shopper = await anonymousShopper(h);
    const long = await add(shopper, 'coffee', 1, { noteToShopper: 'x'.repeat(101) });
    expect(long.failures).toEqual([
      { type: 'NOTE_TOO_LONG', message: 'The note to your shopper must be no more than 100 characters.' },
    ]);
    expect(long.trolley?.trolleyItems).toEqual([]);
    expect((await add(shopper, 'coffee', 1, { noteToShopper: 'x'.repeat(100) })).failures).toEqual([]);
    expect((await add(shopper, 'coffee', 1, { noteToShopper: 'a\nb' })).failures[0]?.type).toBe(
      'INVALID_INPUT',
    );
    const unknown = await trolleyCall(shopper, ADD_ITEM, 'addItemToTrolley', {
      trolleyItem: { lineNumber: '123', quantity: qty(1) },
    });
    expect(unknown.failures).toEqual([
      { type: 'PRODUCT_NOT_FOUND', message: 'Sorry, we could not find this product.' },
    ]);
    const nothing = await trolleyCall(shopper, ADD_ITEM, 'addItemToTrolley', {
      trolleyItem: { quantity: qty(1) },
    });
    expect(nothing.failures[0]?.type).toBe('INVALID_INPUT');
    const mismatch = await trolleyCall(shopper, ADD_ITEM, 'addItemToTrolley', {
      trolleyItem: {
        lineNumber: product('tea').lineNumber,
        productId: product('coffee').id,
        quantity: qty(1),
      },
    });
    expect(mismatch.failures[0]?.type).toBe('INVALID_INPUT');
  });

  it('a personalised message only where the product allows one, within its length', async () => {
    const shopper = await anonymousShopper(h);
    const cake = await add(shopper, 'cake', 1, { personalisedMessage: 'Happy birthday Sam' });
    expect(cake.failures).toEqual([]);
    expect(itemOf(cake, 'cake')?.personalisedMessage).toBe('Happy birthday Sam');
    const tooLong = await update(shopper, {
      trolleyItemId: itemOf(cake, 'cake')?.trolleyItemId,
      personalisedMessage: 'x'.repeat(31),
    });
    expect(tooLong.failures).toEqual([
      {
        type: 'PERSONALISED_MESSAGE_TOO_LONG',
        message: 'The personalised message must be no more than 30 characters.',
      },
    ]);
    expect(itemOf(tooLong, 'cake')?.personalisedMessage).toBe('Happy birthday Sam');
    const coffee = await add(shopper, 'coffee', 1, { personalisedMessage: 'Hello' });
    expect(coffee.failures).toEqual([
      {
        type: 'PERSONALISED_MESSAGE_NOT_ALLOWED',
        message: 'A personalised message cannot be added to this product.',
      },
    ]);
    expect(itemOf(coffee, 'coffee')).toBeUndefined();
  });

  it('entertaining, pharmaceutical and fresh counter items are never substituted', async () => {
    const shopper = await anonymousShopper(h);
    for (const key of ['cake', 'paracetamol', 'ham']) {
      const refused = await add(shopper, key, key === 'ham' ? 200 : 1, { canSubstitute: true });
      expect(refused.failures).toEqual([
        {
          type: 'SUBSTITUTION_NOT_ALLOWED',
          message: 'Substitutions are not possible for entertaining, pharmaceutical and fresh counter items.',
        },
      ]);
      const added = await add(shopper, key, key === 'ham' ? 200 : 1);
      expect(itemOf(added, key)).toMatchObject({
        canSubstitute: false,
        product: { substitutionsProhibited: true },
      });
      const turnedOn = await update(shopper, {
        trolleyItemId: itemOf(added, key)?.trolleyItemId,
        canSubstitute: true,
      });
      expect(turnedOn.failures[0]?.type).toBe('SUBSTITUTION_NOT_ALLOWED');
    }
  });

  it('substitute-all sets the order and every line that can be substituted; locked lines are left alone', async () => {
    const shopper = await anonymousShopper(h);
    await add(shopper, 'coffee', 1);
    await add(shopper, 'cake', 1);
    const tea = await add(shopper, 'tea', 1, { locked: true });
    expect(itemOf(tea, 'tea')?.locked).toBe(true);
    const SUB = /* GraphQL */ `
      mutation updateTrolleySubPreferences($subPreference: Boolean!) {
        updateTrolleySubPreferences(subPreference: $subPreference) { trolley { ...TrolleyFields } failures { message type } }
      }
      ${TROLLEY_FIELDS}
    `;
    const off = await trolleyCall(shopper, SUB, 'updateTrolleySubPreferences', { subPreference: false });
    expect(off.failures).toEqual([]);
    expect(off.trolley?.substitutionsAllowed).toBe(false);
    expect(off.trolley?.trolleyItems.map((i) => [i.product.name, i.canSubstitute])).toEqual([
      ['Test coffee', false],
      ['Test cake', false],
      ['Test tea', true],
    ]);
    // New lines take the order's preference.
    expect(itemOf(await add(shopper, 'milk', 1), 'milk')?.canSubstitute).toBe(false);
    const on = await trolleyCall(shopper, SUB, 'updateTrolleySubPreferences', { subPreference: true });
    expect(on.trolley?.trolleyItems.map((i) => i.canSubstitute)).toEqual([true, false, true, true]);
  });

  it('a locked line cannot be changed until it is unlocked; emptying the trolley keeps it', async () => {
    const shopper = await anonymousShopper(h);
    await add(shopper, 'milk', 1);
    const locked = await add(shopper, 'coffee', 2, { locked: true });
    const id = itemOf(locked, 'coffee')?.trolleyItemId;
    for (const change of [
      { quantity: qty(3) },
      { quantity: qty(0) },
      { noteToShopper: 'hi' },
      { canSubstitute: false },
    ]) {
      const refused = await update(shopper, { trolleyItemId: id, ...change });
      expect(refused.failures).toEqual([
        { type: 'ITEM_LOCKED', message: 'This item is locked. Unlock it before changing it.' },
      ]);
    }
    expect((await add(shopper, 'coffee', 5)).failures[0]?.type).toBe('ITEM_LOCKED');
    const EMPTY = /* GraphQL */ `
      mutation emptyTrolley { emptyTrolley { trolley { ...TrolleyFields } failures { message type } } }
      ${TROLLEY_FIELDS}
    `;
    const emptied = await trolleyCall(shopper, EMPTY, 'emptyTrolley');
    expect(emptied.trolley?.trolleyItems.map((i) => i.product.name)).toEqual(['Test coffee']);
    const unlocked = await update(shopper, { trolleyItemId: id, locked: false, quantity: qty(3) });
    expect(unlocked.failures).toEqual([]);
    expect(itemOf(unlocked, 'coffee')).toMatchObject({ locked: false, quantity: qty(3) });
    expect((await trolleyCall(shopper, EMPTY, 'emptyTrolley')).trolley?.trolleyItems).toEqual([]);
  });

  it('unavailable products are hard conflicts', async () => {
    const shopper = await anonymousShopper(h);
    await add(shopper, 'milk', 1);
    await add(shopper, 'soldOut', 1);
    const answer = await add(shopper, 'unavailable', 2);
    const trolley = answer.trolley;
    expect(trolley?.conflicts.map((c) => [c.type, c.severity, c.lineNumber, c.messages.title])).toEqual([
      ['OUT_OF_STOCK', 'HARD', product('soldOut').lineNumber, 'Sold out online'],
      ['UNAVAILABLE', 'HARD', product('unavailable').lineNumber, 'Temporarily unavailable'],
    ]);
    expect(trolley?.trolleyTotals.trolleyItemCounts).toEqual({
      hardConflicts: 2,
      softConflicts: 0,
      noConflicts: 1,
    });
  });

  it('replaceTrolleyItem swaps a line for another product, keeping its quantity and note', async () => {
    const shopper = await anonymousShopper(h);
    const gone = await add(shopper, 'soldOut', 3, { noteToShopper: 'for the party' });
    const id = itemOf(gone, 'soldOut')?.trolleyItemId;
    const replaced = await trolleyCall(shopper, REPLACE_ITEM, 'replaceTrolleyItem', {
      trolleyItem: { trolleyItemId: id, lineNumber: product('tea').lineNumber },
    });
    expect(replaced.failures).toEqual([]);
    expect(
      replaced.trolley?.trolleyItems.map((i) => [i.lineNumber, i.quantity.amount, i.noteToShopper]),
    ).toEqual([[product('tea').lineNumber, 3, 'for the party']]);
    const missing = await trolleyCall(shopper, REPLACE_ITEM, 'replaceTrolleyItem', {
      trolleyItem: { lineNumber: product('milk').lineNumber },
    });
    expect(missing.failures[0]?.type).toBe('INVALID_INPUT');
  });

  it('updateTrolleyItems changes all the items or, when one is refused, none', async () => {
    const shopper = await anonymousShopper(h);
    const ok = await trolleyCall(shopper, UPDATE_ITEMS, 'updateTrolleyItems', {
      trolleyItems: [
        { lineNumber: product('milk').lineNumber, quantity: qty(2) },
        { lineNumber: product('tea').lineNumber, quantity: qty(1) },
      ],
    });
    expect(ok.failures).toEqual([]);
    const refused = await trolleyCall(shopper, UPDATE_ITEMS, 'updateTrolleyItems', {
      trolleyItems: [
        { lineNumber: product('milk').lineNumber, quantity: qty(0) },
        { lineNumber: product('coffee').lineNumber, quantity: qty(1) },
        { lineNumber: product('tea').lineNumber, quantity: qty(-2) },
      ],
    });
    expect(refused.failures).toEqual([
      {
        type: 'INVALID_QUANTITY',
        message: `Item 3 (${product('tea').lineNumber}): The quantity cannot be negative.`,
      },
    ]);
    expect(refused.trolley?.trolleyItems.map((i) => [i.lineNumber, i.quantity.amount])).toEqual([
      [product('milk').lineNumber, 2],
      [product('tea').lineNumber, 1],
    ]);
    const twice = await trolleyCall(shopper, UPDATE_ITEMS, 'updateTrolleyItems', {
      trolleyItems: [
        { lineNumber: product('milk').lineNumber, quantity: qty(3) },
        { productId: product('milk').id, quantity: qty(4) },
      ],
    });
    expect(twice.failures.map((f) => f.type)).toEqual(['INVALID_INPUT']);
  });

  it('recommends products in stock from the trolley’s categories, not already in it', async () => {
    const shopper = await anonymousShopper(h);
    const QUERY = /* GraphQL */ `
      query getTrolleyWithRecommendations($size: Int, $start: Int) {
        getTrolleyWithRecommendations(recommendationsSize: $size, recommendationsStart: $start) {
          trolley { orderId }
          failures { message type }
          recommendedProducts { failures { type } totalResults products { lineNumber name availability } }
        }
      }
    `;
    type Recommended = {
      getTrolleyWithRecommendations: {
        recommendedProducts: {
          failures: { type: string }[];
          totalResults: number;
          products: { lineNumber: string; name: string; availability: string }[];
        };
      };
    };
    const call = async (variables: Record<string, unknown>) =>
      ((await graph<Recommended>(shopper, QUERY, variables)).data as Recommended)
        .getTrolleyWithRecommendations.recommendedProducts;
    // An empty trolley: the best reviewed products in stock.
    expect((await call({ size: 2 })).products.map((p) => p.name)).toEqual(['Test apples', 'Test pears']);
    await add(shopper, 'apples', 1);
    const related = await call({});
    expect(related.products.map((p) => p.name)).toEqual(['Test pears']);
    expect(related.totalResults).toBe(1);
    await add(shopper, 'coffee', 1);
    const more = await call({});
    expect(more.products).toHaveLength(8);
    expect(more.products.every((p) => p.availability === 'IN_STOCK')).toBe(true);
    expect(more.products.map((p) => p.name)).not.toContain('Test coffee');
    const next = await call({ size: 8, start: 8 });
    expect(next.products.map((p) => p.lineNumber)).not.toContain(more.products[0]?.lineNumber);
    expect((await call({ size: 100 })).failures).toEqual([{ type: 'INVALID_INPUT' }]);
  });

  it('shopping context and minimum order values', async () => {
    const shopper = await anonymousShopper(h);
    const CONTEXT =
      '{ shoppingContext { customerId customerOrderId customerOrderState defaultBranchId failures { type } } }';
    const context = await graph<{ shoppingContext: Record<string, unknown> }>(shopper, CONTEXT);
    const { trolley } = await getTrolley(shopper);
    expect(context.data?.shoppingContext).toEqual({
      customerId: -1,
      customerOrderId: trolley?.orderId,
      customerOrderState: 'PENDING',
      defaultBranchId: 651,
      failures: [],
    });
    const MINIMUMS =
      '{ minimumOrderValues { collectionMinimumOrderValue { amount currencyCode } deliveryMinimumOrderValue { amount } failures { type } } }';
    // The same for everyone: no session needed.
    const minimums = await graph(new Browser(h.app), MINIMUMS);
    expect(minimums.status).toBe(200);
    expect(minimums.data).toEqual({
      minimumOrderValues: {
        collectionMinimumOrderValue: { amount: 25, currencyCode: 'GBP' },
        deliveryMinimumOrderValue: { amount: 40 },
        failures: [],
      },
    });
  });
});

describe('the trolley’s catalogue cache', () => {
  it('sees a changed product or promotion within its 30 seconds, not before', async () => {
    let now = 0;
    const catalogue = createTrolleyCatalogue(() => now);
    const db = h.database.db;
    const read = async () => ({
      availability: (await catalogue.productsById(db, [product('granola').id])).get(product('granola').id)
        ?.availability,
      promotions: (await catalogue.promotionsOf(db, [product('granola').id])).map((p) => p.description),
    });
    expect(await read()).toEqual({ availability: 'IN_STOCK', promotions: ['Introductory offer £2.25'] });
    await db
      .update(products)
      .set({ availability: 'OUT_OF_STOCK' })
      .where(eq(products.id, product('granola').id));
    await db.update(promotions).set({ description: 'Only £2.25' }).where(eq(promotions.id, 990_004));
    now = CATALOGUE_TTL_MS - 1;
    expect(await read()).toEqual({ availability: 'IN_STOCK', promotions: ['Introductory offer £2.25'] });
    now = CATALOGUE_TTL_MS;
    expect(await read()).toEqual({ availability: 'OUT_OF_STOCK', promotions: ['Only £2.25'] });
    await db
      .update(products)
      .set({ availability: 'IN_STOCK' })
      .where(eq(products.id, product('granola').id));
    await db
      .update(promotions)
      .set({ description: 'Introductory offer £2.25' })
      .where(eq(promotions.id, 990_004));
    // By line number too, and unknown products are not remembered as missing.
    expect((await catalogue.productsByLineNumber(db, [product('tea').lineNumber, '1'])).size).toBe(1);
  });
});

describe('a shopper reaches only their own trolley', () => {
  it('another shopper’s order id or item id answers as not found, and nothing changes', async () => {
    const alice = await anonymousShopper(h);
    const bob = await anonymousShopper(h);
    const aliceTrolley = await add(alice, 'coffee', 2);
    const orderId = aliceTrolley.trolley?.orderId as string;
    const itemId = itemOf(aliceTrolley, 'coffee')?.trolleyItemId;

    const read = await getTrolley(bob, orderId);
    expect(read).toEqual({
      trolley: null,
      failures: [{ type: 'ORDER_NOT_FOUND', message: 'Sorry, we could not find this trolley.' }],
    });
    const addTo = await trolleyCall(bob, ADD_ITEM, 'addItemToTrolley', {
      orderId,
      trolleyItem: { lineNumber: product('tea').lineNumber, quantity: qty(1) },
    });
    expect(addTo.failures.map((f) => f.type)).toEqual(['ORDER_NOT_FOUND']);
    const changeItem = await update(bob, { trolleyItemId: itemId, quantity: qty(9) });
    expect(changeItem.failures).toEqual([
      { type: 'ITEM_NOT_FOUND', message: 'Sorry, this item is not in your trolley.' },
    ]);
    expect(changeItem.trolley?.orderId).not.toBe(orderId);
    const replace = await trolleyCall(bob, REPLACE_ITEM, 'replaceTrolleyItem', {
      trolleyItem: { trolleyItemId: itemId, lineNumber: product('tea').lineNumber },
    });
    expect(replace.failures.map((f) => f.type)).toEqual(['ITEM_NOT_FOUND']);
    for (const bad of ['abc', '0', '-1', '99999999999', `${orderId}1`]) {
      expect((await getTrolley(bob, bad)).failures.map((f) => f.type)).toEqual(['ORDER_NOT_FOUND']);
    }

    const after = await getTrolley(alice);
    expect(after.trolley?.trolleyItems.map((i) => [i.trolleyItemId, i.quantity.amount])).toEqual([
      [itemId, 2],
    ]);
  });

  it('a signed-in customer cannot reach an anonymous trolley, nor the other way round', async () => {
    const anonymous = await anonymousShopper(h);
    const theirs = await add(anonymous, 'milk', 1);
    const customer = new Browser(h.app);
    expect((await customer.signIn('staff@example.com', 'Groceries1')).status).toBe(200);
    const own = await add(customer, 'tea', 1);
    expect((await getTrolley(customer, theirs.trolley?.orderId)).failures.map((f) => f.type)).toEqual([
      'ORDER_NOT_FOUND',
    ]);
    expect((await getTrolley(anonymous, own.trolley?.orderId)).failures.map((f) => f.type)).toEqual([
      'ORDER_NOT_FOUND',
    ]);
  });

  it('an order that is no longer a trolley answers ORDER_NOT_EDITABLE', async () => {
    const shopper = await anonymousShopper(h);
    const { trolley } = await add(shopper, 'milk', 1);
    await h.database.db
      .update(customerOrders)
      .set({ state: 'PLACED' })
      .where(eq(customerOrders.id, Number(trolley?.orderId)));
    expect((await getTrolley(shopper, trolley?.orderId)).failures.map((f) => f.type)).toEqual([
      'ORDER_NOT_EDITABLE',
    ]);
    expect(
      (
        await update(shopper, { lineNumber: product('milk').lineNumber, quantity: qty(2) }, trolley?.orderId)
      ).failures.map((f) => f.type),
    ).toEqual(['ORDER_NOT_EDITABLE']);
    // The session's trolley is now a new PENDING order.
    const fresh = await getTrolley(shopper);
    expect(fresh.trolley?.orderId).not.toBe(trolley?.orderId);
    expect(fresh.trolley?.trolleyItems).toEqual([]);
  });

  it('without a token every trolley call answers 401 UNAUTHENTICATED', async () => {
    const stranger = new Browser(h.app);
    const result = await graph(stranger, GET_TROLLEY);
    expect(result.status).toBe(401);
    expect(result.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
  });
});

// PGlite runs one query at a time, so races can only be shown on a PostgreSQL server (DESIGN §4).
describe.runIf(process.env.DATABASE_URL !== undefined)('concurrent changes (PostgreSQL)', () => {
  it('20 concurrent updates of one line are all applied, one after another', async () => {
    const shopper = await anonymousShopper(h);
    const added = await add(shopper, 'coffee', 50);
    const id = itemOf(added, 'coffee')?.trolleyItemId as number;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        update(shopper, { trolleyItemId: id, quantity: qty(i + 1), noteToShopper: `note ${i + 1}` }),
      ),
    );
    for (const answer of answers) {
      expect(answer.failures).toEqual([]);
      const line = itemOf(answer, 'coffee');
      // Each answer is the trolley just after its own change: quantity and note from the same call.
      expect(line?.noteToShopper).toBe(`note ${line?.quantity.amount}`);
    }
    const [row] = await h.database.db.select().from(trolleyItems).where(eq(trolleyItems.id, id));
    // Added as version 1, then every one of the 20 changes counted once: none was lost.
    expect(row?.version).toBe(21);
    expect(row?.noteToShopper).toBe(`note ${row?.quantityAmount}`);
  });

  it('of 20 concurrent updates that each change and lock a line, exactly one gets through', async () => {
    const shopper = await anonymousShopper(h);
    const added = await add(shopper, 'cheese', 1);
    const id = itemOf(added, 'cheese')?.trolleyItemId as number;
    // Each call checks the line is unlocked, then changes it and locks it: a check-then-write that only a
    // lock on the order makes safe.
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        update(shopper, { trolleyItemId: id, quantity: qty(i + 2), locked: true }),
      ),
    );
    const applied = answers.filter((answer) => answer.failures.length === 0);
    expect(applied).toHaveLength(1);
    expect(answers.filter((answer) => answer.failures[0]?.type === 'ITEM_LOCKED')).toHaveLength(19);
    const [row] = await h.database.db.select().from(trolleyItems).where(eq(trolleyItems.id, id));
    expect(row).toMatchObject({
      locked: true,
      version: 2,
      quantityAmount: itemOf(applied[0] as never, 'cheese')?.quantity.amount,
    });
  });

  it('20 concurrent adds of one product make one line', async () => {
    const shopper = await anonymousShopper(h);
    await getTrolley(shopper);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => add(shopper, 'granola', (i % 5) + 1)),
    );
    for (const answer of answers) expect(answer.failures).toEqual([]);
    const final = await getTrolley(shopper);
    expect(final.trolley?.trolleyItems).toHaveLength(1);
  });

  it('concurrent adds never take a trolley past its 250 lines', async () => {
    const extra = Array.from({ length: 265 }, (_, i) => ({
      id: `X${i}`,
      lineNumber: String(980_000 + i),
      name: `Extra ${i}`,
      brand: 'Test brand',
      size: '1 each',
      categoryId: FIXTURE_CATEGORY.id,
      pricePence: 100,
      unitPricePence: 100,
      unitPriceUnit: 'each',
      imageHue: 1,
      imageIcon: 'basket',
      createdAt: new Date('2025-01-01T00:00:00Z'),
    }));
    await h.database.db.insert(products).values(extra);
    const shopper = await anonymousShopper(h);
    const filled = await trolleyCall(shopper, UPDATE_ITEMS, 'updateTrolleyItems', {
      trolleyItems: extra.slice(0, 245).map((p) => ({ lineNumber: p.lineNumber, quantity: qty(1) })),
    });
    expect(filled.trolley?.trolleyItems).toHaveLength(245);
    // Each add reads the line count and adds one: without the order's lock, all 20 would see 245.
    const answers = await Promise.all(
      extra.slice(245).map((product) =>
        trolleyCall(shopper, ADD_ITEM, 'addItemToTrolley', {
          trolleyItem: { lineNumber: product.lineNumber, quantity: qty(1) },
        }),
      ),
    );
    const full = answers.filter((a) => a.failures[0]?.type === 'TROLLEY_FULL').length;
    const final = await getTrolley(shopper);
    expect(final.trolley?.trolleyItems).toHaveLength(250);
    expect(full).toBe(15);
  });

  it('two first calls at once make one trolley', async () => {
    const shopper = await anonymousShopper(h);
    const answers = await Promise.all(Array.from({ length: 10 }, () => getTrolley(shopper)));
    expect(new Set(answers.map((a) => a.trolley?.orderId)).size).toBe(1);
  });
});

describe('substitution products (doc 2 §7; §2 swap-unavailable)', () => {
  const SUBSTITUTES = /* GraphQL */ `
    query substitutionProducts($orderId: ID, $lineNumber: String!, $size: Int) {
      substitutionProducts(orderId: $orderId, lineNumber: $lineNumber, size: $size) {
        failures { message type } totalResults products { lineNumber availability }
      }
    }`;
  interface Substitutes {
    failures: { message: string; type: string }[];
    totalResults: number;
    products: { lineNumber: string; availability: string }[];
  }
  const substitutes = async (browser: Browser, variables: Record<string, unknown>) => {
    const result = await graph<{ substitutionProducts: Substitutes }>(browser, SUBSTITUTES, variables);
    expect(result.errors).toBeUndefined();
    return result.data?.substitutionProducts as Substitutes;
  };

  it('offers in-stock products of the line’s shelf and unit, not in the trolley, nearest in price first', async () => {
    const shopper = await anonymousShopper(h);
    await add(shopper, 'soldOut', 1);
    await add(shopper, 'coffee', 1);
    const answer = await substitutes(shopper, { lineNumber: product('soldOut').lineNumber, size: 3 });
    expect(answer.failures).toEqual([]);
    // £5.00 sold out: £4.00 and £6.00 are nearest; coffee (£4.00) is already in the trolley.
    expect(answer.products.map((p) => p.lineNumber)).toEqual(
      ['wrap', 'oliveOil', 'cola'].map((key) => product(key).lineNumber),
    );
    expect(answer.products.every((p) => p.availability === 'IN_STOCK')).toBe(true);
    expect(answer.totalResults).toBeGreaterThan(3);
  });

  it('answers only for the caller’s own lines and orders, and refuses a bad size', async () => {
    const alice = await anonymousShopper(h);
    const bob = await anonymousShopper(h);
    const aliceTrolley = await add(alice, 'soldOut', 1);
    const lineNumber = product('soldOut').lineNumber;
    expect((await substitutes(bob, { lineNumber })).failures).toEqual([
      { type: 'ITEM_NOT_FOUND', message: 'Sorry, this item is not in your trolley.' },
    ]);
    const otherOrder = await substitutes(bob, { lineNumber, orderId: aliceTrolley.trolley?.orderId });
    expect(otherOrder).toEqual({
      failures: [{ type: 'ORDER_NOT_FOUND', message: 'Sorry, we could not find this trolley.' }],
      totalResults: 0,
      products: [],
    });
    expect((await substitutes(alice, { lineNumber, size: 0 })).failures.map((f) => f.type)).toEqual([
      'INVALID_INPUT',
    ]);
  });
});
