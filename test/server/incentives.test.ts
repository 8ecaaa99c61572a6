import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderAnswerSchema, placedOrderAnswerSchema } from '../../src/contract/checkout.ts';
import { addIncentiveAnswerSchema, incentivesAnswerSchema } from '../../src/contract/incentives.ts';
import { INCENTIVE_FIELD_MESSAGES, INCENTIVE_REFUSALS } from '../../src/domain/incentives.ts';
import {
  customerOrders,
  giftCards,
  incentiveRedemptions,
  incentives,
  orderGiftCards,
  orderIncentives,
} from '../../src/server/db/schema.ts';
import { SEEDED_INCENTIVES, seedIncentives } from '../../src/server/seed/incentives.ts';
import type { Harness } from './support/auth-harness.ts';
import {
  bookCollection,
  call,
  currentOrderId,
  fillTrolley,
  getOrder,
  newKey,
  ORDERS,
  place,
  putCard,
  readyToPlace,
} from './support/checkout-fixtures.ts';
import { createSlotHarness, newShopper, type Shopper } from './support/slot-fixtures.ts';
import { anonymousShopper, OTHER_CATEGORY, trolleyCall } from './support/trolley-fixtures.ts';

// Promo codes (docs/api/checkout.md "Money off") through app.request on PGlite: every rule of a code, the
// calls with their refusals, the totals to the penny (trolley = checkout = the placed order), redeeming at
// placement, releasing on cancel, and amending without counting twice. The clock reads Monday 2 June 2025,
// 10:00 in London. Fixture prices (support/trolley-fixtures.ts): coffee £4.00 with 25% off, olive oil £6.00,
// milk £1.50, cheese £3.50 with 50p off, apples £2.10 and pears £2.30 (the "Trolley test shelf" category).

let h: Harness;

/** Test-only codes beside the seeded ones: a CATEGORY code on the fixture shelf, on a parent, and spares. */
const SHELF = 'SHELF20';
const PARENT = 'ALLAISLES10';
const SPARES = ['SPARE1', 'SPARE2', 'SPARE3', 'SPARE4', 'SPARE5'];

beforeAll(async () => {
  h = await createSlotHarness();
  await seedIncentives(h.database.db);
  await h.database.db.insert(incentives).values([
    {
      code: SHELF,
      type: 'COUPON',
      description: '20% off the test shelf',
      discountKind: 'PERCENT',
      percentOff: 20,
      categoryId: OTHER_CATEGORY.id,
      minimumSpendPence: 400,
    },
    {
      code: PARENT,
      type: 'COUPON',
      description: '10% off everything under the shop',
      discountKind: 'PERCENT',
      percentOff: 10,
      // Both fixture categories are children of 10051.
      categoryId: 10051,
    },
    {
      code: 'SLASH/CODE+1=',
      type: 'COUPON',
      description: 'A code with the characters a path must encode',
      discountKind: 'AMOUNT',
      amountOffPence: 1,
    },
    {
      code: 'TENNER',
      type: 'COUPON',
      description: '£10 off',
      discountKind: 'AMOUNT',
      amountOffPence: 1000,
    },
    {
      code: 'LASTONE',
      type: 'COUPON',
      description: '£1 off, single use overall',
      discountKind: 'AMOUNT',
      amountOffPence: 100,
      maxRedemptions: 1,
    },
    ...SPARES.map((code) => ({
      code,
      type: 'COUPON',
      description: `${code}: 1p off`,
      discountKind: 'AMOUNT',
      amountOffPence: 1,
    })),
  ]);
});
afterAll(async () => {
  await h?.close();
});

type AddAnswer = v.InferOutput<typeof addIncentiveAnswerSchema>;
type ListAnswer = v.InferOutput<typeof incentivesAnswerSchema>;

const incentivesUrl = (orderId: string) => `${ORDERS}/orders/${orderId}/incentives`;

async function addCode(who: Shopper | null, orderId: string, code: unknown) {
  return call<AddAnswer & { type?: string; message?: string }>(h, who, incentivesUrl(orderId), {
    json: { code },
  });
}

const listCodes = (who: Shopper | null, orderId: string) =>
  call<ListAnswer & { type?: string }>(h, who, incentivesUrl(orderId));

const removeCode = (who: Shopper | null, orderId: string, code: string) =>
  call<ListAnswer & { type?: string; message?: string }>(
    h,
    who,
    `${incentivesUrl(orderId)}/${encodeURIComponent(code)}`,
    { method: 'DELETE' },
  );

/** Adds a code and checks the answer against the contract. */
async function added(who: Shopper, orderId: string, code: string): Promise<AddAnswer> {
  const answer = await addCode(who, orderId, code);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return v.parse(addIncentiveAnswerSchema, answer.body);
}

async function countOf(code: string): Promise<number> {
  const [row] = await h.database.db
    .select({ n: incentives.redemptionCount })
    .from(incentives)
    .where(eq(incentives.code, code));
  return row?.n ?? -1;
}

async function setCount(code: string, n: number) {
  await h.database.db.update(incentives).set({ redemptionCount: n }).where(eq(incentives.code, code));
}

const action = (who: Shopper, id: string, rel: string) =>
  call<{ failures: unknown[] }>(h, who, `${ORDERS}/orders/${id}/${rel}`, { method: 'POST' });

/** A new shopper with these items in their trolley (no slot); answers the shopper and the order id. */
async function shopperWith(items: [string, number][]): Promise<{ shopper: Shopper; orderId: string }> {
  const shopper = await newShopper(h, 'codes');
  await fillTrolley(shopper, items);
  return { shopper, orderId: await currentOrderId(shopper) };
}

/** £42.00 of items after offers: coffee 3 × £3.00, olive oil 3 × £6.00, milk 2 × £1.50, cheese 4 × £3.00. */
const FORTY_TWO: [string, number][] = [
  ['coffee', 3],
  ['oliveOil', 3],
  ['milk', 2],
  ['cheese', 4],
];

describe('the rules of a code', () => {
  it('WELCOME10 (COUPON): kept NOT_APPLIED under £40 with why, APPLIED at £40 or more (10%)', async () => {
    const { shopper, orderId } = await shopperWith([
      ['coffee', 3],
      ['oliveOil', 3],
      ['milk', 2],
    ]);
    const first = await added(shopper, orderId, 'welcome10');
    expect(first.rejection).toBeNull();
    expect(first.incentive).toEqual({
      code: 'WELCOME10',
      status: 'NOT_APPLIED',
      description: '10% off your first order of £40 or more',
      value: { amount: 0, currencyCode: 'GBP' },
      type: 'COUPON',
      applicationMethod: 'ORDER',
      message: 'Spend £40.00 or more to use this code.',
    });
    await fillTrolley(shopper, [['cheese', 4]]);
    const listed = await listCodes(shopper, orderId);
    expect(listed.status).toBe(200);
    const [code] = v.parse(incentivesAnswerSchema, listed.body).incentives;
    // £42.00 × 10% = £4.20.
    expect(code).toMatchObject({ status: 'APPLIED', value: { amount: 4.2 }, message: null });
  });

  it('first order only: rejected (not kept) once the customer has placed an order; fine again when it is cancelled', async () => {
    const ready = await readyToPlace(h);
    expect((await place(h, ready.shopper, ready.orderId, newKey())).status).toBe(200);
    await fillTrolley(ready.shopper, FORTY_TWO);
    const next = await currentOrderId(ready.shopper);
    const answer = await added(ready.shopper, next, 'WELCOME10');
    expect(answer).toEqual({
      incentive: null,
      rejection: {
        code: 'WELCOME10',
        type: 'INCENTIVE_FIRST_ORDER_ONLY',
        message: INCENTIVE_REFUSALS.INCENTIVE_FIRST_ORDER_ONLY,
      },
      incentives: [],
    });
    expect((await action(ready.shopper, ready.orderId, 'cancel')).status).toBe(200);
    expect((await added(ready.shopper, next, 'WELCOME10')).incentive?.status).toBe('APPLIED');
  });

  it('SAVE5 (AMOUNT, minimum spend): £5 off £50 or more; under it, kept with why', async () => {
    const { shopper, orderId } = await shopperWith(FORTY_TWO);
    expect((await added(shopper, orderId, 'SAVE5')).incentive).toMatchObject({
      status: 'NOT_APPLIED',
      message: 'Spend £50.00 or more to use this code.',
      value: { amount: 0 },
    });
    await fillTrolley(shopper, [['whiteWine', 1]]); // £51.99
    const [code] = (await listCodes(shopper, orderId)).body.incentives;
    expect(code).toMatchObject({ code: 'SAVE5', status: 'APPLIED', value: { amount: 5 } });
  });

  it('a CATEGORY code: kept until items of its category are in, then its share of them, over its minimum', async () => {
    const { shopper, orderId } = await shopperWith(FORTY_TWO);
    expect((await added(shopper, orderId, SHELF)).incentive).toMatchObject({
      status: 'NOT_APPLIED',
      applicationMethod: 'CATEGORY',
      message: 'Add items from Trolley test shelf to use this code.',
    });
    await fillTrolley(shopper, [['apples', 1]]); // £2.10 of the shelf: under its £4.00
    expect((await listCodes(shopper, orderId)).body.incentives[0]).toMatchObject({
      status: 'NOT_APPLIED',
      message: 'Spend £4.00 or more to use this code.',
    });
    await fillTrolley(shopper, [['pears', 1]]); // £4.40 of the shelf: 20% = 88p
    expect((await listCodes(shopper, orderId)).body.incentives[0]).toMatchObject({
      status: 'APPLIED',
      value: { amount: 0.88 },
    });
  });

  it('a CATEGORY code takes the items of its category and every category below it', async () => {
    const { shopper, orderId } = await shopperWith([
      ['milk', 1],
      ['apples', 1],
    ]);
    // £1.50 (fixture aisle) + £2.10 (fixture shelf), both under 10051: 10% of £3.60 = 36p.
    expect((await added(shopper, orderId, PARENT)).incentive).toMatchObject({
      status: 'APPLIED',
      value: { amount: 0.36 },
    });
  });

  it.each([
    ['SPRING15', 'INCENTIVE_EXPIRED'],
    ['NEWYEAR2099', 'INCENTIVE_NOT_STARTED'],
    ['NOSUCHCODE', 'INCENTIVE_NOT_FOUND'],
  ] as const)('%s is rejected %s and not kept', async (code, type) => {
    const { shopper, orderId } = await shopperWith(FORTY_TWO);
    const answer = await added(shopper, orderId, code);
    expect(answer).toEqual({
      incentive: null,
      rejection: { code, type, message: INCENTIVE_REFUSALS[type] },
      incentives: [],
    });
    expect((await listCodes(shopper, orderId)).body.incentives).toEqual([]);
  });

  it('a VOUCHER code (base64 of digits:digits) is looked up as typed; single use overall', async () => {
    const { shopper, orderId } = await shopperWith(FORTY_TWO);
    expect((await added(shopper, orderId, 'MTAwMDE6NTAw')).incentive).toMatchObject({
      type: 'VOUCHER',
      status: 'APPLIED',
      value: { amount: 5 },
    });
    // Lower-cased it is not base64 of digits: a COUPON, looked up in capitals, unknown.
    expect((await added(shopper, orderId, 'mtawmde6ntaw')).rejection?.type).toBe('INCENTIVE_NOT_FOUND');
    await setCount('MTAwMDE6NTAw', 1);
    try {
      const other = await shopperWith(FORTY_TWO);
      expect((await added(other.shopper, other.orderId, 'MTAwMDE6NTAw')).rejection?.type).toBe(
        'INCENTIVE_USED_UP',
      );
      // Status is worked out when read: the first shopper's code is now NOT_APPLIED, with why.
      expect((await listCodes(shopper, orderId)).body.incentives[0]).toMatchObject({
        status: 'NOT_APPLIED',
        message: INCENTIVE_REFUSALS.INCENTIVE_USED_UP,
        value: { amount: 0 },
      });
    } finally {
      await setCount('MTAwMDE6NTAw', 0);
    }
  });

  it('a COMBO code (15 characters of the set) in any case; used up after its limited redemptions', async () => {
    const { shopper, orderId } = await shopperWith(FORTY_TWO);
    expect((await added(shopper, orderId, ' happyweekend3zx ')).incentive).toMatchObject({
      code: 'HAPPYWEEKEND3ZX',
      type: 'COMBO',
      status: 'APPLIED',
      value: { amount: 3 },
    });
    await setCount('HAPPYWEEKEND3ZX', 3);
    try {
      const other = await shopperWith(FORTY_TWO);
      expect((await added(other.shopper, other.orderId, 'HAPPYWEEKEND3ZX')).rejection?.type).toBe(
        'INCENTIVE_USED_UP',
      );
    } finally {
      await setCount('HAPPYWEEKEND3ZX', 0);
    }
  });

  it('single use per customer: rejected once used on another order of theirs, fine again when that one is cancelled', async () => {
    const ready = await readyToPlace(h);
    expect((await added(ready.shopper, ready.orderId, 'THANKYOU5')).incentive?.status).toBe('APPLIED');
    expect((await place(h, ready.shopper, ready.orderId, newKey())).status).toBe(200);
    await fillTrolley(ready.shopper, FORTY_TWO);
    const next = await currentOrderId(ready.shopper);
    expect((await added(ready.shopper, next, 'THANKYOU5')).rejection?.type).toBe('INCENTIVE_ALREADY_USED');
    expect((await action(ready.shopper, ready.orderId, 'cancel')).status).toBe(200);
    expect((await added(ready.shopper, next, 'THANKYOU5')).incentive?.status).toBe('APPLIED');
  });

  it('every seeded code is in a database seeded before (seeding again adds nothing)', async () => {
    expect(await seedIncentives(h.database.db)).toBe(0);
    const codes = await h.database.db.select({ code: incentives.code }).from(incentives);
    // FRUIT20's category is not in the fixture catalogue: it is seeded with the generated shop.
    for (const seeded of SEEDED_INCENTIVES.filter((s) => !s.categoryPath))
      expect(codes.map((row) => row.code)).toContain(seeded.code);
  });
});

describe('the calls', () => {
  it("need a signed-in customer (401) and the customer's own order (404 for another's or nobody's)", async () => {
    const { shopper, orderId } = await shopperWith([['milk', 1]]);
    expect((await listCodes(null, orderId)).status).toBe(401);
    const anonymous = await anonymousShopper(h);
    const anonymousCall = await call(h, anonymous, incentivesUrl(orderId));
    expect(anonymousCall.status).toBe(401);
    const other = await newShopper(h, 'other');
    for (const answer of [
      await listCodes(other, orderId),
      await addCode(other, orderId, 'SAVE5'),
      await removeCode(other, orderId, 'SAVE5'),
      await listCodes(shopper, '99999999'),
      await listCodes(shopper, 'abc'),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body.type).toBe('ORDER_NOT_FOUND');
    }
    expect(
      await h.database.db
        .select()
        .from(orderIncentives)
        .where(eq(orderIncentives.customerOrderId, Number(orderId))),
    ).toEqual([]);
  });

  it('400 for a body that is not a JSON object of { code }, with field errors', async () => {
    const { shopper, orderId } = await shopperWith([['milk', 1]]);
    const raw = (body: string) => call(h, shopper, incentivesUrl(orderId), { body });
    for (const answer of [
      await raw('not json'),
      await raw('["SAVE5"]'),
      await raw('{"code":"SAVE5","extra":1}'),
      await addCode(shopper, orderId, 5),
    ])
      expect([answer.status, answer.body.type]).toEqual([400, 'INVALID_INPUT']);
    const blank = await addCode(shopper, orderId, '  ');
    expect(blank.body).toMatchObject({
      type: 'INVALID_INPUT',
      fieldErrors: [{ field: 'code', message: INCENTIVE_FIELD_MESSAGES.codeRequired }],
    });
    for (const code of ['SAVE 5', 'x'.repeat(41), 'SAVE5;'])
      expect((await addCode(shopper, orderId, code)).body).toMatchObject({
        fieldErrors: [{ field: 'code', message: INCENTIVE_FIELD_MESSAGES.codeInvalid }],
      });
  });

  it('413 for a body over 1 KB', async () => {
    const { shopper, orderId } = await shopperWith([['milk', 1]]);
    const answer = await call(h, shopper, incentivesUrl(orderId), {
      body: JSON.stringify({ code: 'SAVE5', padding: 'x'.repeat(1100) }),
    });
    expect(answer.status).toBe(413);
  });

  it('409 for a code already on the order, and for a sixth code', async () => {
    const { shopper, orderId } = await shopperWith(FORTY_TWO);
    await added(shopper, orderId, 'SAVE5');
    const again = await addCode(shopper, orderId, 'save5');
    expect([again.status, again.body.type, again.body.message]).toEqual([
      409,
      'INCENTIVE_ALREADY_ADDED',
      INCENTIVE_REFUSALS.INCENTIVE_ALREADY_ADDED,
    ]);
    for (const code of SPARES.slice(0, 4)) await added(shopper, orderId, code);
    const sixth = await addCode(shopper, orderId, SPARES[4]);
    expect([sixth.status, sixth.body.type]).toEqual([409, 'INCENTIVE_LIMIT_REACHED']);
    // In the order added.
    expect((await listCodes(shopper, orderId)).body.incentives.map((code) => code.code)).toEqual([
      'SAVE5',
      ...SPARES.slice(0, 4),
    ]);
  });

  it('DELETE takes a code off (404 INCENTIVE_NOT_ON_ORDER when it is not on it); answers the codes left', async () => {
    const { shopper, orderId } = await shopperWith(FORTY_TWO);
    await added(shopper, orderId, 'SAVE5');
    await added(shopper, orderId, 'MTAwMDE6NTAw');
    const removed = await removeCode(shopper, orderId, 'save5');
    expect(removed.status).toBe(200);
    expect(v.parse(incentivesAnswerSchema, removed.body).incentives.map((code) => code.code)).toEqual([
      'MTAwMDE6NTAw',
    ]);
    for (const code of ['SAVE5', 'NOSUCHCODE', 'bad code']) {
      const answer = await removeCode(shopper, orderId, code);
      expect([answer.status, answer.body.type]).toEqual([404, 'INCENTIVE_NOT_ON_ORDER']);
    }
    expect(removed.headers.get('cache-control')).toBe('no-store');
    // `{code}` is URL-encoded: '/', '+' and '=' come through.
    expect((await added(shopper, orderId, 'slash/code+1=')).incentive?.code).toBe('SLASH/CODE+1=');
    const slash = await removeCode(shopper, orderId, 'SLASH/CODE+1=');
    expect([slash.status, slash.body.incentives?.map((code) => code.code)]).toEqual([200, ['MTAwMDE6NTAw']]);
  });

  it('409 ORDER_NOT_CHECKOUTABLE on a placed order', async () => {
    const ready = await readyToPlace(h);
    expect((await place(h, ready.shopper, ready.orderId, newKey())).status).toBe(200);
    for (const answer of [
      await listCodes(ready.shopper, ready.orderId),
      await addCode(ready.shopper, ready.orderId, 'SAVE5'),
      await removeCode(ready.shopper, ready.orderId, 'SAVE5'),
    ])
      expect([answer.status, answer.body.type]).toEqual([409, 'ORDER_NOT_CHECKOUTABLE']);
  });
});

const TOTALS_QUERY = /* GraphQL */ `
  query getTrolley($orderId: ID) {
    getTrolley(orderId: $orderId) {
      trolley {
        trolleyTotals {
          itemTotalEstimatedCost { amount } totalEstimatedCost { amount } totalDepositCharge { amount }
          deliveryCharge { amount } savingsFromOffers { amount } savingsFromOffersAndIncentives { amount }
          totalSavings { amount } partnerDiscountSavings { amount } giftCards { amount } giftVouchers { amount }
          paymentCard { amount } minimumSpendThresholdMet
        }
      }
      failures { message type }
    }
  }
`;

interface TrolleyTotalsAnswer {
  trolley: { trolleyTotals: Record<string, { amount: number } | boolean | null> };
}

describe('the totals, to the penny', () => {
  it('codes, the partner discount and a gift card: trolley = checkout = the placed order', async () => {
    const ready = await readyToPlace(h, { items: FORTY_TWO });
    const { shopper, orderId } = ready;
    await added(shopper, orderId, 'WELCOME10');
    await added(shopper, orderId, 'MTAwMDE6NTAw');
    const db = h.database.db;
    await db
      .update(customerOrders)
      .set({ partnerDiscountCardNumber: '9210000000000001' })
      .where(eq(customerOrders.id, Number(orderId)));
    const [card] = await db
      .insert(giftCards)
      .values({
        serialNumber: `633800000000${String(Date.now()).slice(-4)}`,
        pinHash: 'not-used',
        balancePence: 2000,
        initialBalancePence: 2000,
      })
      .returning();
    if (!card) throw new Error('no gift card');
    await db
      .insert(orderGiftCards)
      .values({ customerOrderId: Number(orderId), giftCardId: card.id, addedAt: h.clock.now() });

    // Items £42.00 (offers £3.00 + £2.00 = £5.00); WELCOME10 £4.20, the voucher £5.00: £32.80 left;
    // partner 12% of £32.80 = £3.936 → £3.94; the total £28.86 (collection: no charge, no deposits);
    // the gift card pays £20.00, the card £8.86.
    const trolley = (await trolleyCall(shopper.browser, TOTALS_QUERY, 'getTrolley', {
      orderId,
    })) as unknown as TrolleyTotalsAnswer;
    const t = trolley.trolley.trolleyTotals;
    const amount = (key: string) => (t[key] as { amount: number }).amount;
    expect({
      item: amount('itemTotalEstimatedCost'),
      offers: amount('savingsFromOffers'),
      offersAndCodes: amount('savingsFromOffersAndIncentives'),
      partner: amount('partnerDiscountSavings'),
      total: amount('totalEstimatedCost'),
      savings: amount('totalSavings'),
      giftCards: amount('giftCards'),
      giftVouchers: amount('giftVouchers'),
      card: amount('paymentCard'),
      met: t.minimumSpendThresholdMet,
    }).toEqual({
      item: 42,
      offers: 5,
      offersAndCodes: 14.2,
      partner: 3.94,
      total: 28.86,
      savings: 18.14,
      giftCards: 20,
      giftVouchers: 0,
      card: 8.86,
      met: true,
    });

    const live = await getOrder(h, shopper, orderId);
    const order = v.parse(orderAnswerSchema, live.body).order;
    expect(order.totals.estimated).toMatchObject({
      itemTotal: { amount: 42 },
      offerSavings: { amount: 5 },
      incentiveSavings: { amount: 9.2 },
      partnerDiscountSavings: { amount: 3.94 },
      orderLevelSavings: { amount: 13.14 },
      totalSavings: { amount: 18.14 },
      totalPrice: { amount: 28.86 },
      giftCards: { amount: 20 },
      giftVouchers: { amount: 0 },
      paymentCard: { amount: 8.86 },
      toPay: { amount: 8.86 },
    });
    expect(order.partnerDiscountCardNumber).toBe('•••• 0001');
    expect(order.adjustments).toEqual([
      expect.objectContaining({
        adjustmentType: 'INCENTIVE',
        amount: expect.objectContaining({ amount: 4.2 }),
      }),
      expect.objectContaining({
        adjustmentType: 'INCENTIVE',
        amount: expect.objectContaining({ amount: 5 }),
      }),
      expect.objectContaining({
        adjustmentType: 'PARTNER_DISCOUNT',
        amount: expect.objectContaining({ amount: 3.94 }),
      }),
    ]);
    expect(order.adjustments[0]).toMatchObject({
      displayText: '10% off your first order of £40 or more',
      status: 'APPLIED',
      applicationMethod: 'ORDER',
    });
    expect(order.paymentInfo.giftCards).toEqual([
      {
        id: String(card.id),
        serialNumber: `•••• ${card.serialNumber.slice(-4)}`,
        remainingBalance: { amount: 20, currencyCode: 'GBP' },
        amountToDeduct: { amount: 20, currencyCode: 'GBP' },
      },
    ]);

    const placed = await place(h, shopper, orderId, newKey());
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const snapshot = v.parse(placedOrderAnswerSchema, placed.body).order;
    expect(snapshot.totals.estimated).toEqual(order.totals.estimated);
    expect(snapshot.adjustments).toEqual(order.adjustments);
    const confirmation = v.parse(orderAnswerSchema, (await getOrder(h, shopper, orderId)).body).order;
    expect(confirmation.totals.estimated).toEqual(order.totals.estimated);
    expect(confirmation.adjustments).toEqual(order.adjustments);
    expect(confirmation.paymentInfo.giftCards).toEqual([
      expect.objectContaining({ amountToDeduct: { amount: 20, currencyCode: 'GBP' } }),
    ]);
  });

  it('codes never take more than the items cost; the card still pays the slot', async () => {
    const { shopper, orderId } = await shopperWith([['milk', 2]]); // £3.00
    await added(shopper, orderId, 'TENNER'); // £10.00 off, capped at £3.00
    const [code] = (await listCodes(shopper, orderId)).body.incentives;
    expect(code).toMatchObject({ status: 'APPLIED', value: { amount: 3 } });
    const order = v.parse(orderAnswerSchema, (await getOrder(h, shopper, orderId)).body).order;
    expect(order.totals.estimated).toMatchObject({
      incentiveSavings: { amount: 3 },
      totalPrice: { amount: 0 },
      toPay: { amount: 0 },
    });
  });
});

describe('redeeming, releasing, amending', () => {
  async function redemptionsOf(orderId: string) {
    return h.database.db
      .select({ code: incentives.code, savingPence: incentiveRedemptions.savingPence })
      .from(incentiveRedemptions)
      .innerJoin(incentives, eq(incentives.id, incentiveRedemptions.incentiveId))
      .where(eq(incentiveRedemptions.customerOrderId, Number(orderId)));
  }

  it('placing redeems each applied code once; cancelling gives the uses back and takes the codes off', async () => {
    const ready = await readyToPlace(h, { items: FORTY_TWO });
    await added(ready.shopper, ready.orderId, 'HAPPYWEEKEND3ZX');
    await added(ready.shopper, ready.orderId, 'SAVE5'); // kept, not met: not redeemed
    const before = await countOf('HAPPYWEEKEND3ZX');
    expect((await place(h, ready.shopper, ready.orderId, newKey())).status).toBe(200);
    expect(await countOf('HAPPYWEEKEND3ZX')).toBe(before + 1);
    expect(await countOf('SAVE5')).toBe(0);
    expect(await redemptionsOf(ready.orderId)).toEqual([{ code: 'HAPPYWEEKEND3ZX', savingPence: 300 }]);

    expect((await action(ready.shopper, ready.orderId, 'cancel')).status).toBe(200);
    expect(await countOf('HAPPYWEEKEND3ZX')).toBe(before);
    expect(await redemptionsOf(ready.orderId)).toEqual([]);
    expect(
      await h.database.db
        .select()
        .from(orderIncentives)
        .where(eq(orderIncentives.customerOrderId, Number(ready.orderId))),
    ).toEqual([]);
  });

  it('a code used up by another order refuses the placement (409 INCENTIVE_USED_UP, details naming it); nothing changes', async () => {
    const ready = await readyToPlace(h, { items: FORTY_TWO });
    await added(ready.shopper, ready.orderId, 'LASTONE');
    await setCount('LASTONE', 1);
    try {
      const refused = await place(h, ready.shopper, ready.orderId, newKey());
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        type: 'INCENTIVE_USED_UP',
        code: 'INCENTIVE_USED_UP',
        message: INCENTIVE_REFUSALS.INCENTIVE_USED_UP,
        details: [{ name: 'LASTONE', value: INCENTIVE_REFUSALS.INCENTIVE_USED_UP }],
      });
      const [order] = await h.database.db
        .select({ state: customerOrders.state })
        .from(customerOrders)
        .where(eq(customerOrders.id, Number(ready.orderId)));
      expect(order?.state).toBe('PENDING');
      expect(await redemptionsOf(ready.orderId)).toEqual([]);
      // Taken off, the order places.
      expect((await removeCode(ready.shopper, ready.orderId, 'LASTONE')).status).toBe(200);
      expect((await place(h, ready.shopper, ready.orderId, newKey())).status).toBe(200);
    } finally {
      await setCount('LASTONE', 0);
    }
  });

  it("a code used on another order of the customer's meanwhile refuses the placement (409 INCENTIVE_ALREADY_USED)", async () => {
    const ready = await readyToPlace(h);
    expect((await place(h, ready.shopper, ready.orderId, newKey())).status).toBe(200);
    // The next trolley has THANKYOU5; meanwhile the placed order is amended, given it and placed again.
    await fillTrolley(ready.shopper, FORTY_TWO);
    const next = await currentOrderId(ready.shopper);
    expect((await added(ready.shopper, next, 'THANKYOU5')).incentive?.status).toBe('APPLIED');
    expect((await action(ready.shopper, ready.orderId, 'init-amend')).status).toBe(200);
    expect((await added(ready.shopper, ready.orderId, 'THANKYOU5')).incentive?.status).toBe('APPLIED');
    expect((await place(h, ready.shopper, ready.orderId, newKey())).status).toBe(200);

    expect((await listCodes(ready.shopper, next)).body.incentives[0]).toMatchObject({
      code: 'THANKYOU5',
      status: 'NOT_APPLIED',
      message: INCENTIVE_REFUSALS.INCENTIVE_ALREADY_USED,
    });
    await bookCollection(h, ready.shopper);
    expect((await putCard(h, ready.shopper, next, { cardToken: ready.cardToken })).status).toBe(200);
    const refused = await place(h, ready.shopper, next, newKey());
    expect([refused.status, refused.body]).toEqual([
      409,
      {
        type: 'INCENTIVE_ALREADY_USED',
        code: 'INCENTIVE_ALREADY_USED',
        message: INCENTIVE_REFUSALS.INCENTIVE_ALREADY_USED,
        details: [{ name: 'THANKYOU5', value: INCENTIVE_REFUSALS.INCENTIVE_ALREADY_USED }],
      },
    ]);
  });

  it("amending: the first order's amendment is still a first order; placing again never counts twice; a code taken off is released", async () => {
    const ready = await readyToPlace(h, { items: FORTY_TWO });
    const { shopper, orderId } = ready;
    await added(shopper, orderId, 'WELCOME10');
    await added(shopper, orderId, 'HAPPYWEEKEND3ZX');
    const combo = await countOf('HAPPYWEEKEND3ZX');
    const welcome = await countOf('WELCOME10');
    expect((await place(h, shopper, orderId, newKey())).status).toBe(200);
    expect(await redemptionsOf(orderId)).toHaveLength(2);

    // Amend and place again, unchanged: one redemption each, counts unchanged.
    expect((await action(shopper, orderId, 'init-amend')).status).toBe(200);
    const codes = (await listCodes(shopper, orderId)).body.incentives;
    expect(codes.map((code) => [code.code, code.status])).toEqual([
      ['WELCOME10', 'APPLIED'],
      ['HAPPYWEEKEND3ZX', 'APPLIED'],
    ]);
    // Even when the combo is used up meanwhile: this order holds one of its uses.
    await setCount('HAPPYWEEKEND3ZX', 3);
    expect((await place(h, shopper, orderId, newKey())).status).toBe(200);
    expect(await countOf('HAPPYWEEKEND3ZX')).toBe(3);
    await setCount('HAPPYWEEKEND3ZX', combo + 1);
    expect(await countOf('WELCOME10')).toBe(welcome + 1);
    expect(await redemptionsOf(orderId)).toHaveLength(2);

    // Amend, take WELCOME10 off, cancel the changes: it is back on the order, still redeemed.
    expect((await action(shopper, orderId, 'init-amend')).status).toBe(200);
    expect((await removeCode(shopper, orderId, 'WELCOME10')).status).toBe(200);
    expect((await action(shopper, orderId, 'cancel-amend')).status).toBe(200);
    const restored = await h.database.db
      .select({ code: incentives.code })
      .from(orderIncentives)
      .innerJoin(incentives, eq(incentives.id, orderIncentives.incentiveId))
      .where(eq(orderIncentives.customerOrderId, Number(orderId)))
      .orderBy(orderIncentives.addedAt);
    expect(restored.map((row) => row.code)).toEqual(['WELCOME10', 'HAPPYWEEKEND3ZX']);
    expect(await countOf('WELCOME10')).toBe(welcome + 1);

    // Amend, take WELCOME10 off and place: its use is given back; the combo's kept.
    expect((await action(shopper, orderId, 'init-amend')).status).toBe(200);
    expect((await removeCode(shopper, orderId, 'WELCOME10')).status).toBe(200);
    const replaced = await place(h, shopper, orderId, newKey());
    expect(replaced.status).toBe(200);
    expect(await countOf('WELCOME10')).toBe(welcome);
    expect(await countOf('HAPPYWEEKEND3ZX')).toBe(combo + 1);
    expect(await redemptionsOf(orderId)).toEqual([{ code: 'HAPPYWEEKEND3ZX', savingPence: 300 }]);
    // The placed order's snapshot: no WELCOME10 any more.
    const snapshot = v.parse(placedOrderAnswerSchema, replaced.body).order;
    expect(snapshot.totals.estimated.incentiveSavings).toEqual({ amount: 3, currencyCode: 'GBP' });
    expect(snapshot.adjustments.map((a) => a.displayText)).toEqual([
      '£3 off an order of £25 or more (the first 3 orders only)',
    ]);
    expect(
      await h.database.db
        .select()
        .from(incentiveRedemptions)
        .where(
          and(
            eq(incentiveRedemptions.customerOrderId, Number(orderId)),
            eq(incentiveRedemptions.customerId, shopper.customerId),
          ),
        ),
    ).toHaveLength(1);
  });
});
