import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../src/contract/checkout.ts';
import { CHECKOUT_REFUSALS } from '../../src/domain/checkout.ts';
import { MESSAGES } from '../../src/domain/validation.ts';
import { customerOrders, paymentCards } from '../../src/server/db/schema.ts';
import { picturesVersion } from '../../src/server/pictures/product-picture.ts';
import type { Harness } from './support/auth-harness.ts';
import {
  bookCollection,
  CARDS,
  call,
  currentOrderId,
  fillTrolley,
  getOrder,
  newKey,
  ORDERS,
  ORDERS_V2,
  patchOrder,
  place,
  putCard,
  putSavedCard,
  readyToPlace,
  tokenise,
} from './support/checkout-fixtures.ts';
import { createSlotHarness, newShopper } from './support/slot-fixtures.ts';
import {
  anonymousShopper,
  GET_TROLLEY,
  type MoneyAnswer,
  P,
  pence,
  trolleyCall,
} from './support/trolley-fixtures.ts';

// The order service (docs/api/checkout.md "The order service") through app.request on PGlite: the order view
// of a PENDING order, the checkout details, the card on the order (v1 and v2) and who may see what. Placing is
// place-order.test.ts.

let h: Harness;

beforeAll(async () => {
  h = await createSlotHarness();
});
afterAll(async () => {
  await h?.close();
});

const NOT_FOUND = {
  message: CHECKOUT_REFUSALS.ORDER_NOT_FOUND,
  type: 'ORDER_NOT_FOUND',
  code: 'ORDER_NOT_FOUND',
};

const penceOf = (money: { amount: number }) => Math.round(money.amount * 100);

describe('who may call', () => {
  it('a signed-in customer only: no token and an anonymous session are 401', async () => {
    const shopper = await newShopper(h);
    const id = await currentOrderId(shopper);
    expect((await call(h, null, `${ORDERS}/orders/${id}`)).status).toBe(401);
    const anonymous = await anonymousShopper(h);
    expect((await call(h, anonymous, `${ORDERS}/orders/${id}`)).status).toBe(401);
    expect((await call(h, anonymous, `${ORDERS}/orders/${id}`, { method: 'PATCH', json: {} })).status).toBe(
      401,
    );
    expect(
      (await call(h, anonymous, `${ORDERS_V2}/orders/${id}/payment-cards`, { method: 'PUT', json: {} }))
        .status,
    ).toBe(401);
    const mine = await getOrder(h, shopper, id);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('no-store');
  });

  it("another customer's order, and ids that are nobody's, are 404 ORDER_NOT_FOUND for every call", async () => {
    const owner = await newShopper(h, 'owner');
    const other = await newShopper(h, 'other');
    await fillTrolley(owner, [['milk', 1]]);
    const id = await currentOrderId(owner);
    const before = await h.database.db
      .select()
      .from(customerOrders)
      .where(eq(customerOrders.id, Number(id)));
    for (const answer of [
      await getOrder(h, other, id),
      await patchOrder(h, other, id, { bagless: true }),
      await putCard(h, other, id, { cardToken: await tokenise(h, other) }),
      await call(h, other, `${ORDERS}/orders/${id}/authenticated-payment-cards`, {
        method: 'PATCH',
        json: { jwtId: 'nope' },
      }),
      await call(h, other, `${ORDERS}/orders/${id}/place`, {
        json: {},
        headers: { 'Idempotency-Key': 'k-12345678' },
      }),
    ])
      expect({ status: answer.status, body: answer.body }).toEqual({ status: 404, body: NOT_FOUND });
    for (const bad of ['0', '-1', 'abc', '99999999999', '2147483648', '1e3'])
      expect((await getOrder(h, other, bad)).status).toBe(404);
    const after = await h.database.db
      .select()
      .from(customerOrders)
      .where(eq(customerOrders.id, Number(id)));
    expect(after).toEqual(before);
  });
});

describe('GET orders/{id}: the PENDING order as checkout shows it', () => {
  it('is the trolley: its lines, totals to the penny, warnings; the slot once booked', async () => {
    const shopper = await newShopper(h);
    await fillTrolley(shopper, [
      ['coffee', 3],
      ['cola', 2],
      ['bananas', 1.5],
      ['redWine', 1],
    ]);
    const id = await currentOrderId(shopper);
    const trolley = (await trolleyCall(shopper.browser, GET_TROLLEY, 'getTrolley')).trolley;
    const answer = await getOrder(h, shopper, id);
    expect(answer.status).toBe(200);
    const order = answer.body.order;
    expect(order).toMatchObject({
      customerOrderId: id,
      status: 'PENDING',
      placed: null,
      shopNumber: 651,
      bagless: false,
      paperStatement: false,
      substitutionsAllowed: true,
      contactNumber: null,
      deliveryNote: null,
      links: [],
      slots: [],
      instantCheckout: 'NOT_ALLOWED',
      minimumSpendThresholdMet: false,
      minimumOrderValue: { amount: 40, currencyCode: 'GBP' },
      paymentInfo: { giftCards: [], giftVouchers: [], cardPayment: null },
      totals: { actual: null },
    });
    // 3 coffee + 2 cola + 1 weighed line + 1 wine.
    expect(order.numberOfItems).toBe(7);
    const totals = trolley?.trolleyTotals as unknown as Record<string, MoneyAnswer>;
    const e = order.totals.estimated;
    expect(penceOf(e.itemTotal)).toBe(pence(totals.itemTotalEstimatedCost));
    expect(penceOf(e.totalPrice)).toBe(pence(totals.totalEstimatedCost));
    expect(penceOf(e.toPay)).toBe(pence(totals.totalEstimatedCost));
    expect(penceOf(e.depositCharge)).toBe(pence(totals.totalDepositCharge));
    expect(penceOf(e.totalSavings)).toBe(pence(totals.totalSavings));
    expect(penceOf(e.deliveryCharge)).toBe(0);
    expect(e.orderLines).toBe(4);
    // coffee 3 x £4.00 less 25% = £9.00; cola 2 x £4.00 + 2 x 60p deposit; bananas 1.5 kg x 68p = £1.02; wine £7.99
    expect(penceOf(e.itemTotal)).toBe(900 + 800 + 102 + 799);
    expect(penceOf(e.depositCharge)).toBe(120);
    expect(
      order.orderLines.map((line) => [line.productId, line.orderLineStatus, penceOf(line.price)]),
    ).toEqual([
      [P.coffee?.id, 'PENDING', 900],
      [P.cola?.id, 'PENDING', 800],
      [P.bananas?.id, 'PENDING', 102],
      [P.redWine?.id, 'PENDING', 799],
    ]);
    const coffee = order.orderLines[0];
    expect(coffee).toMatchObject({
      orderLineType: 'PRODUCT',
      quantity: { amount: 3, uom: 'C62' },
      unitPrice: { amount: 4, currencyCode: 'GBP' },
      salePrice: { amount: 12, currencyCode: 'GBP' },
      saving: { amount: 3, currencyCode: 'GBP' },
      depositPrice: null,
      substitutionAllowed: true,
    });
    expect(coffee?.product.thumbnail).toBe(
      `/api/images-prod/v1/products/${P.coffee?.lineNumber}/small.svg?v=${picturesVersion()}`,
    );
    expect(order.orderLines[1]?.depositPrice).toEqual({ amount: 1.2, currencyCode: 'GBP' });
    // Under the delivery minimum while no slot is booked.
    expect(order.orderWarnings).toEqual([
      { type: 'MINIMUM_SPEND_NOT_MET', message: 'You need to spend at least £40.00 to check out.' },
    ]);

    await bookCollection(h, shopper);
    const booked = (await getOrder(h, shopper, id)).body.order;
    expect(booked.slots).toHaveLength(1);
    expect(booked.slots[0]).toMatchObject({
      branchId: 651,
      type: 'GROCERY_COLLECTION',
      startDateTime: '2025-06-03T09:00:00.000Z',
      amendOrderCutoffDateTime: '2025-06-02T21:00:00.000Z',
      status: 'UNCONFIRMED',
      deliveryAddress: null,
      price: { amount: 0, currencyCode: 'GBP' },
      expiryDateTime: '2025-06-02T11:00:00.000Z',
    });
    expect(booked.slots[0]?.branchAddress).toEqual(expect.any(String));
    expect(booked.minimumOrderValue).toEqual({ amount: 25, currencyCode: 'GBP' });
    expect(booked.minimumSpendThresholdMet).toBe(true);
    expect(booked.orderWarnings).toEqual([]);
    expect(booked.shopNumber).toBe(651);
  });

  it('lists HARD conflicts as warnings; a lapsed reservation is no slot', async () => {
    const shopper = await newShopper(h);
    await fillTrolley(shopper, [
      ['oliveOil', 5],
      ['soldOut', 1],
    ]);
    const id = await currentOrderId(shopper);
    await bookCollection(h, shopper, '651-GROCERY_COLLECTION-2025-06-04-1000');
    const order = (await getOrder(h, shopper, id)).body.order;
    expect(order.orderWarnings).toEqual([
      { type: 'OUT_OF_STOCK', message: 'Test soldOut is sold out online.' },
    ]);
    expect(order.slots).toHaveLength(1);
    try {
      h.clock.advance(2 * 60 * 60 * 1000);
      // The access token has expired by now: a fresh one from the session.
      expect((await shopper.browser.exchange()).status).toBe(200);
      const lapsed = (await getOrder(h, shopper, id)).body.order;
      expect(lapsed.slots).toEqual([]);
      expect(lapsed.minimumOrderValue).toEqual({ amount: 40, currencyCode: 'GBP' });
    } finally {
      h.clock.set('2025-06-02T09:00:00Z');
    }
  });
});

describe('PATCH orders/{id}: the checkout details', () => {
  it('saves the contact number, delivery note and flags; a blank clears; substitutions go to every line', async () => {
    const shopper = await newShopper(h);
    await fillTrolley(shopper, [
      ['milk', 1],
      ['ham', 100],
    ]);
    const id = await currentOrderId(shopper);
    const saved = await patchOrder(h, shopper, id, {
      contactNumber: ' 01344 123456 ',
      deliveryNote: 'Please ring the bell, side door.',
      bagless: true,
      paperStatement: true,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.order).toMatchObject({
      contactNumber: '01344 123456',
      deliveryNote: 'Please ring the bell, side door.',
      bagless: true,
      paperStatement: true,
      substitutionsAllowed: true,
    });
    const noSubs = (await patchOrder(h, shopper, id, { substitutionsAllowed: false })).body.order;
    expect(noSubs.substitutionsAllowed).toBe(false);
    expect(noSubs.orderLines.map((line) => line.substitutionAllowed)).toEqual([false, false]);
    expect(noSubs.contactNumber).toBe('01344 123456');
    const subs = (await patchOrder(h, shopper, id, { substitutionsAllowed: true })).body.order;
    // Fresh counter ham can never be substituted (doc 2 §5).
    expect(subs.orderLines.map((line) => line.substitutionAllowed)).toEqual([true, false]);
    const cleared = (await patchOrder(h, shopper, id, { contactNumber: '', deliveryNote: null })).body.order;
    expect(cleared).toMatchObject({ contactNumber: null, deliveryNote: null, bagless: true });
  });

  it('refuses what breaks the rules with 400 INVALID_INPUT and field errors, changing nothing', async () => {
    const shopper = await newShopper(h);
    const id = await currentOrderId(shopper);
    await patchOrder(h, shopper, id, { contactNumber: '07700 900123' });
    const cases: [unknown, { field: string; message: string }[] | undefined][] = [
      [{ contactNumber: 'call me' }, [{ field: 'contactNumber', message: MESSAGES.invalidPhone }]],
      [{ contactNumber: '0123' }, [{ field: 'contactNumber', message: MESSAGES.minDigits(10) }]],
      [{ contactNumber: '0123456789012345' }, [{ field: 'contactNumber', message: MESSAGES.maxDigits(15) }]],
      [{ contactNumber: 7700900123 }, [{ field: 'contactNumber', message: MESSAGES.invalidPhone }]],
      [{ deliveryNote: 'x'.repeat(151) }, [{ field: 'deliveryNote', message: MESSAGES.maxLength(150) }]],
      [{ deliveryNote: 'Leave it <here>' }, [{ field: 'deliveryNote', message: MESSAGES.freeText }]],
      [{ bagless: 'yes' }, [{ field: 'bagless', message: 'bagless must be true or false' }]],
      [
        { substitutionsAllowed: null },
        [{ field: 'substitutionsAllowed', message: 'substitutionsAllowed must be true or false' }],
      ],
      [{ shopNumber: 1 }, undefined],
      [[1], undefined],
      ['text', undefined],
    ];
    for (const [json, fieldErrors] of cases) {
      const answer = await patchOrder(h, shopper, id, json);
      expect(answer.status, JSON.stringify(json)).toBe(400);
      expect(answer.body).toMatchObject({ type: 'INVALID_INPUT', code: 'INVALID_INPUT' });
      expect((answer.body as { fieldErrors?: unknown }).fieldErrors).toEqual(fieldErrors);
    }
    const notJson = await call(h, shopper, `${ORDERS}/orders/${id}`, { method: 'PATCH', body: '{' });
    expect(notJson.status).toBe(400);
    expect((await patchOrder(h, shopper, id, { deliveryNote: 'x'.repeat(150) })).status).toBe(200);
    expect((await getOrder(h, shopper, id)).body.order.contactNumber).toBe('07700 900123');
  });

  it('only while PENDING or AMENDING: a placed order is 409 ORDER_NOT_CHECKOUTABLE', async () => {
    const shopper = await newShopper(h);
    const id = await currentOrderId(shopper);
    await h.database.db
      .update(customerOrders)
      .set({ state: 'CANCELLED', placedAt: new Date('2025-06-01T10:00:00Z') })
      .where(eq(customerOrders.id, Number(id)));
    const answer = await patchOrder(h, shopper, id, { bagless: true });
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({
      message: CHECKOUT_REFUSALS.ORDER_NOT_CHECKOUTABLE,
      type: 'ORDER_NOT_CHECKOUTABLE',
      code: 'ORDER_NOT_CHECKOUTABLE',
    });
    const card = await putCard(h, shopper, id, { cardToken: await tokenise(h, shopper) });
    expect(card.status).toBe(409);
  });
});

describe('PUT orders/{id}/payment-cards: the card on the order', () => {
  it('v1: the customer\'s own token goes on with what may be shown of it; "save" is kept for placing', async () => {
    const shopper = await newShopper(h);
    const id = await currentOrderId(shopper);
    const cardToken = await tokenise(h, shopper, CARDS.mastercard);
    const answer = await putCard(h, shopper, id, { cardToken, saveCard: true });
    expect(answer.status).toBe(200);
    expect(answer.body.order.paymentInfo.cardPayment).toEqual({
      cardType: 'MASTERCARD',
      cardholderName: 'Slot Shopper',
      maskedCardNumber: '•••• •••• •••• 4444',
      startDate: null,
      expiryDate: '12/30',
      businessAccount: false,
      paymentCardId: null,
      authenticated: false,
    });
    const [row] = await h.database.db
      .select()
      .from(customerOrders)
      .where(eq(customerOrders.id, Number(id)));
    expect(row).toMatchObject({ cardToken, saveCard: true, cardLastFour: '4444' });
    // The answer never carries the token, let alone the number.
    expect(JSON.stringify(answer.body)).not.toContain(cardToken);
    expect(JSON.stringify(answer.body)).not.toContain(CARDS.mastercard);
  });

  it("v1: another customer's token, or an unknown one, is 404 and changes nothing; a bad body is 400", async () => {
    const shopper = await newShopper(h);
    const other = await newShopper(h, 'other');
    const id = await currentOrderId(shopper);
    const theirs = await tokenise(h, other);
    for (const cardToken of [theirs, 'no-such-token']) {
      const answer = await putCard(h, shopper, id, { cardToken });
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ type: 'PAYMENT_CARD_NOT_FOUND', code: 'PAYMENT_CARD_NOT_FOUND' });
    }
    for (const json of [{}, { cardToken: 5 }, { cardToken: '' }, { cardToken: 'x', saveCard: 'yes' }, null])
      expect((await putCard(h, shopper, id, json)).status).toBe(400);
    expect((await getOrder(h, shopper, id)).body.order.paymentInfo.cardPayment).toBeNull();
  });

  it("v2: a saved card of the customer's goes on by its id; another's is 404; an expired one 409", async () => {
    const shopper = await newShopper(h);
    const other = await newShopper(h, 'other');
    const id = await currentOrderId(shopper);
    const saved = await call<{ id: string }>(h, shopper, '/api/payment-cards-prod/v1/payment-cards', {
      json: { cardToken: await tokenise(h, shopper) },
    });
    expect(saved.status).toBe(201);
    const answer = await putSavedCard(h, shopper, id, saved.body.id);
    expect(answer.status).toBe(200);
    expect(answer.body.order.paymentInfo.cardPayment).toMatchObject({
      cardType: 'VISA',
      maskedCardNumber: '•••• •••• •••• 1111',
      paymentCardId: saved.body.id,
      authenticated: false,
    });

    const theirs = await call<{ id: string }>(h, other, '/api/payment-cards-prod/v1/payment-cards', {
      json: { cardToken: await tokenise(h, other, CARDS.mastercard) },
    });
    for (const paymentCardId of [theirs.body.id, '1', '99999999999', 'abc']) {
      const refused = await putSavedCard(h, shopper, id, paymentCardId);
      expect(refused.status).toBe(404);
      expect(refused.body).toMatchObject({ type: 'PAYMENT_CARD_NOT_FOUND' });
    }
    const otherOrder = await currentOrderId(other);
    expect((await putSavedCard(h, shopper, otherOrder, saved.body.id)).status).toBe(404);

    const [expired] = await h.database.db
      .insert(paymentCards)
      .values({
        customerId: shopper.customerId,
        cardToken: 'expired-token',
        cardType: 'VISA',
        lastFour: '0005',
        expiry: '05/25',
        cardholderName: 'Slot Shopper',
        createdAt: new Date('2025-01-01T00:00:00Z'),
      })
      .returning();
    const late = await putSavedCard(h, shopper, id, String(expired?.id));
    expect(late.status).toBe(409);
    expect(late.body).toEqual({
      message: CHECKOUT_REFUSALS.CARD_EXPIRED,
      type: 'CARD_EXPIRED',
      code: 'CARD_EXPIRED',
    });
    expect((await getOrder(h, shopper, id)).body.order.paymentInfo.cardPayment?.paymentCardId).toBe(
      saved.body.id,
    );
    for (const json of [{}, { paymentCardId: 5 }])
      expect(
        (await call(h, shopper, `${ORDERS_V2}/orders/${id}/payment-cards`, { method: 'PUT', json })).status,
      ).toBe(400);
  });

  it('a different card is no longer authenticated; PATCH authenticated-payment-cards refuses an unknown jwtId', async () => {
    const shopper = await newShopper(h);
    const id = await currentOrderId(shopper);
    const first = await tokenise(h, shopper, CARDS.authentication);
    await putCard(h, shopper, id, { cardToken: first });
    await h.database.db
      .update(customerOrders)
      .set({ cardAuthenticatedJwtId: 'approved-earlier' })
      .where(eq(customerOrders.id, Number(id)));
    const same = await putCard(h, shopper, id, { cardToken: first });
    expect(same.body.order.paymentInfo.cardPayment?.authenticated).toBe(true);
    const changed = await putCard(h, shopper, id, { cardToken: await tokenise(h, shopper) });
    expect(changed.body.order.paymentInfo.cardPayment?.authenticated).toBe(false);
    const [row] = await h.database.db
      .select()
      .from(customerOrders)
      .where(eq(customerOrders.id, Number(id)));
    expect(row?.cardAuthenticatedJwtId).toBeNull();

    const unknown = await call(h, shopper, `${ORDERS}/orders/${id}/authenticated-payment-cards`, {
      method: 'PATCH',
      json: { jwtId: 'no-such-challenge' },
    });
    expect(unknown.status).toBe(409);
    expect(unknown.body).toEqual({
      message: CHECKOUT_REFUSALS.AUTHENTICATION_FAILED,
      type: 'AUTHENTICATION_FAILED',
      code: 'AUTHENTICATION_FAILED',
    });
    for (const json of [{}, { jwtId: 3 }])
      expect(
        (
          await call(h, shopper, `${ORDERS}/orders/${id}/authenticated-payment-cards`, {
            method: 'PATCH',
            json,
          })
        ).status,
      ).toBe(400);
  });
});

describe('the order view parses as the contract says', () => {
  it('with a card and a slot', async () => {
    const { orderAnswerSchema } = await import('../../src/contract/checkout.ts');
    const v = await import('valibot');
    const shopper = await newShopper(h);
    await fillTrolley(shopper, [['oliveOil', 5]]);
    await bookCollection(h, shopper, '651-GROCERY_COLLECTION-2025-06-05-1100');
    const id = await currentOrderId(shopper);
    await putCard(h, shopper, id, { cardToken: await tokenise(h, shopper) });
    const body = (await getOrder(h, shopper, id)).body;
    const parsed = v.safeParse(orderAnswerSchema, body);
    expect(parsed.issues).toBeUndefined();
    expect((parsed.output as { order: Order }).order.paymentInfo.cardPayment).not.toBeNull();
  });
});

describe('POST analytics ad-orders (docs/api/checkout.md "Ad tracking")', () => {
  const AD_ORDERS = '/api/analytics-prod/v1/ad-orders';

  it("204 for the customer's placed order; 400 for a bad body, 404 for another's, 409 before placing", async () => {
    const { shopper, orderId } = await readyToPlace(h);
    const other = await newShopper(h, 'other');
    const body = { customerOrderId: orderId, total: 30 };
    expect((await call(h, null, AD_ORDERS, { json: body })).status).toBe(401);
    const early = await call(h, shopper, AD_ORDERS, { json: body });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ type: 'ORDER_NOT_PLACED', code: 'ORDER_NOT_PLACED' });
    expect((await place(h, shopper, orderId, newKey())).status).toBe(200);
    const tracked = await call(h, shopper, AD_ORDERS, { json: body });
    expect(tracked.status).toBe(204);
    expect(tracked.body).toBeNull();
    expect((await call(h, other, AD_ORDERS, { json: body })).status).toBe(404);
    for (const json of [
      {},
      { customerOrderId: orderId },
      { customerOrderId: 5, total: 30 },
      { ...body, total: -1 },
    ])
      expect((await call(h, shopper, AD_ORDERS, { json })).status).toBe(400);
    expect((await call(h, shopper, AD_ORDERS, { body: 'x'.repeat(2000) })).status).toBe(413);
  });
});
