import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkoutRefusalSchema } from '../../src/contract/checkout.ts';
import { paymentResolutionSchema } from '../../src/contract/orders.ts';
import { CUSTOMER_CARE_PHONE } from '../../src/domain/customer-care.ts';
import { moneyOfPence } from '../../src/domain/money.ts';
import { MAX_PAYMENT_RESOLUTION_ATTEMPTS, PAYMENT_RESOLUTION_MESSAGES } from '../../src/domain/orders.ts';
import { customerOrders, paymentAuthorisations } from '../../src/server/db/schema.ts';
import type { Harness } from './support/auth-harness.ts';
import { CARDS, call, newKey, place, readyToPlace, tokenise } from './support/checkout-fixtures.ts';
import { PAYMENT_CARDS } from './support/payment-fixtures.ts';
import { createSlotHarness, newShopper, type Shopper } from './support/slot-fixtures.ts';

// Resolve order payment (docs/api/orders.md "Payment resolution"; doc 2 §3 Payment resolution, §7 GET and
// POST failed order payments): an order whose charge at picking was declined is paid with another card. The
// PAYMENT_FAILED order is made by placing one and then setting what picking would have set.

let h: Harness;
const START = '2025-06-02T09:00:00Z';
const PICKED_TOTAL_PENCE = 2750;

beforeAll(async () => {
  h = await createSlotHarness();
});
afterAll(async () => {
  await h?.close();
});
beforeEach(() => {
  h.clock.set(START);
});

const url = (id: string) => `${PAYMENT_CARDS}/failed-order-payments/${id}`;
const getResolution = (who: Shopper | null, id: string) => call(h, who, url(id));
const pay = (who: Shopper, id: string, json: unknown) => call(h, who, url(id), { json });

const money = (pence: number) => moneyOfPence(pence);
const actualTotals = (paidPence: number) => ({
  paid: money(paidPence),
  savings: money(300),
  partnerDiscountSavings: money(0),
  membershipSavings: money(0),
  offerSavings: money(300),
  deliveryCharge: money(0),
  carrierBagCharge: money(0),
  pickedPrice: money(paidPence),
  depositCharge: money(0),
});

/** A placed order whose charge at picking was declined: PAYMENT_FAILED with its picked totals. */
async function failedOrder() {
  const ready = await readyToPlace(h);
  const placed = await place(h, ready.shopper, ready.orderId, newKey());
  expect(placed.status).toBe(200);
  const id = Number(ready.orderId);
  await h.database.db
    .update(customerOrders)
    .set({ state: 'PAYMENT_FAILED', actualTotals: actualTotals(PICKED_TOTAL_PENCE) })
    .where(eq(customerOrders.id, id));
  await h.database.db
    .update(paymentAuthorisations)
    .set({ status: 'CHARGE_DECLINED', amountPence: PICKED_TOTAL_PENCE })
    .where(eq(paymentAuthorisations.customerOrderId, id));
  return ready;
}

const orderRow = async (id: string) =>
  (
    await h.database.db
      .select()
      .from(customerOrders)
      .where(eq(customerOrders.id, Number(id)))
  )[0];

function expectRefusal(answer: { status: number; body: unknown }, status: number, type: string) {
  expect(answer.status).toBe(status);
  const refusal = v.parse(checkoutRefusalSchema, answer.body);
  expect(refusal.type).toBe(type);
  return refusal;
}

describe('GET failed-order-payments/{id}', () => {
  it('answers a PAYMENT_FAILED order: enabled, attempt allowed, the picked total and the declined card', async () => {
    const { shopper, orderId } = await failedOrder();
    const answer = await getResolution(shopper, orderId);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const resolution = v.parse(paymentResolutionSchema, answer.body);
    expect(resolution).toMatchObject({
      customerOrderId: orderId,
      paymentResolutionEnabled: true,
      resolved: false,
      paymentAttemptAllowed: true,
      totalToPay: { amount: 27.5, currencyCode: 'GBP' },
      failedAttempts: 0,
    });
    expect(resolution.declinedCard?.maskedCardNumber).toMatch(/1111$/);
  });

  it('answers a placed order that needs no payment as not enabled', async () => {
    const ready = await readyToPlace(h);
    await place(h, ready.shopper, ready.orderId, newKey());
    const resolution = v.parse(
      paymentResolutionSchema,
      (await getResolution(ready.shopper, ready.orderId)).body,
    );
    expect(resolution).toMatchObject({
      paymentResolutionEnabled: false,
      resolved: false,
      paymentAttemptAllowed: false,
      declinedCard: null,
    });
  });

  it("answers 404 for another customer's order, a trolley and an id that is nobody's; 401 signed out", async () => {
    const { orderId } = await failedOrder();
    const other = await newShopper(h, 'other');
    expectRefusal(await getResolution(other, orderId), 404, 'ORDER_NOT_FOUND');
    expectRefusal(await getResolution(other, '99999999'), 404, 'ORDER_NOT_FOUND');
    expectRefusal(await getResolution(other, 'abc'), 404, 'ORDER_NOT_FOUND');
    const ready = await readyToPlace(h);
    expectRefusal(await getResolution(ready.shopper, ready.orderId), 404, 'ORDER_NOT_FOUND');
    expect((await getResolution(null, orderId)).status).toBe(401);
  });
});

describe('POST failed-order-payments/{id}', () => {
  it('pays with a new card: PAID, resolved, the card on the order is the new one, charged the picked total', async () => {
    const { shopper, orderId } = await failedOrder();
    const cardToken = await tokenise(h, shopper, CARDS.mastercard);
    h.clock.set('2025-06-02T09:05:00Z');
    const answer = await pay(shopper, orderId, { cardToken });
    expect(answer.status).toBe(200);
    expect(v.parse(paymentResolutionSchema, answer.body)).toMatchObject({
      paymentResolutionEnabled: true,
      resolved: true,
      paymentAttemptAllowed: false,
    });
    const row = await orderRow(orderId);
    expect(row).toMatchObject({ state: 'PAID', cardToken, cardLastFour: '4444', paymentCardId: null });
    expect(row?.updatedAt.toISOString()).toBe('2025-06-02T09:05:00.000Z');
    const charges = await h.database.db
      .select()
      .from(paymentAuthorisations)
      .where(eq(paymentAuthorisations.customerOrderId, Number(orderId)));
    expect(charges.filter((charge) => charge.status === 'CHARGED')).toMatchObject([
      { cardToken, amountPence: PICKED_TOTAL_PENCE },
    ]);
    // The order's GET agrees, and paying again is not needed.
    expect((await getResolution(shopper, orderId)).body).toMatchObject({ resolved: true });
    const again = expectRefusal(await pay(shopper, orderId, { cardToken }), 409, 'PAYMENT_NOT_NEEDED');
    expect(again.message).toBe(PAYMENT_RESOLUTION_MESSAGES.notNeeded);
  });

  it('pays with a saved card by its paymentCardId', async () => {
    const { shopper, orderId } = await failedOrder();
    const cardToken = await tokenise(h, shopper, CARDS.mastercard);
    const saved = await call<{ paymentCardId: string }>(h, shopper, `${PAYMENT_CARDS}/payment-cards`, {
      json: { cardToken },
    });
    expect(saved.status).toBe(201);
    const answer = await pay(shopper, orderId, { paymentCardId: saved.body.paymentCardId });
    expect(answer.status).toBe(200);
    expect(await orderRow(orderId)).toMatchObject({
      state: 'PAID',
      cardToken,
      paymentCardId: Number(saved.body.paymentCardId),
    });
  });

  it(`counts a declined card (402) and refuses after ${MAX_PAYMENT_RESOLUTION_ATTEMPTS} declines (409)`, async () => {
    const { shopper, orderId } = await failedOrder();
    const declining = await tokenise(h, shopper, CARDS.declined);
    for (let attempt = 1; attempt <= MAX_PAYMENT_RESOLUTION_ATTEMPTS; attempt++) {
      const declined = expectRefusal(
        await pay(shopper, orderId, { cardToken: declining }),
        402,
        'PAYMENT_DECLINED',
      );
      expect(declined.message).toBe(PAYMENT_RESOLUTION_MESSAGES.declined);
      expect(await orderRow(orderId)).toMatchObject({
        state: 'PAYMENT_FAILED',
        paymentResolutionAttempts: attempt,
      });
    }
    const resolution = v.parse(paymentResolutionSchema, (await getResolution(shopper, orderId)).body);
    expect(resolution).toMatchObject({
      paymentAttemptAllowed: false,
      failedAttempts: MAX_PAYMENT_RESOLUTION_ATTEMPTS,
    });
    const good = await tokenise(h, shopper, CARDS.visa);
    const used = expectRefusal(
      await pay(shopper, orderId, { cardToken: good }),
      409,
      'PAYMENT_ATTEMPTS_USED',
    );
    expect(used.message).toBe(PAYMENT_RESOLUTION_MESSAGES.attemptsUsed(CUSTOMER_CARE_PHONE));
    expect((await orderRow(orderId))?.state).toBe('PAYMENT_FAILED');
  });

  it("refuses another customer's order (404) and card (404), and bodies it cannot read (400), changing nothing", async () => {
    const { shopper, orderId } = await failedOrder();
    const other = await newShopper(h, 'other');
    const othersCard = await tokenise(h, other, CARDS.visa);
    expectRefusal(await pay(other, orderId, { cardToken: othersCard }), 404, 'ORDER_NOT_FOUND');
    expectRefusal(await pay(shopper, orderId, { cardToken: othersCard }), 404, 'PAYMENT_CARD_NOT_FOUND');
    expectRefusal(await pay(shopper, orderId, { paymentCardId: '12345' }), 404, 'PAYMENT_CARD_NOT_FOUND');
    for (const body of [
      {},
      { cardToken: '' },
      { cardToken: 'a', paymentCardId: '1' },
      { paymentCardId: 7 },
    ]) {
      expectRefusal(await pay(shopper, orderId, body), 400, 'INVALID_INPUT');
    }
    expectRefusal(await call(h, shopper, url(orderId), { body: 'not json' }), 400, 'INVALID_INPUT');
    expect(await orderRow(orderId)).toMatchObject({ state: 'PAYMENT_FAILED', paymentResolutionAttempts: 0 });
  });

  it('takes the money once when two payments are sent at once', async () => {
    const { shopper, orderId } = await failedOrder();
    const first = await tokenise(h, shopper, CARDS.visa);
    const second = await tokenise(h, shopper, CARDS.mastercard);
    const answers = await Promise.all([
      pay(shopper, orderId, { cardToken: first }),
      pay(shopper, orderId, { cardToken: second }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const charged = await h.database.db
      .select()
      .from(paymentAuthorisations)
      .where(eq(paymentAuthorisations.customerOrderId, Number(orderId)));
    expect(charged.filter((charge) => charge.status === 'CHARGED')).toHaveLength(1);
  });
});
