import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenderAnswerSchema } from '../../src/contract/incentives.ts';
import { INCENTIVE_FIELD_MESSAGES, INCENTIVE_REFUSALS } from '../../src/domain/incentives.ts';
import {
  customerOrders,
  giftCardAttempts,
  giftCards,
  giftVouchers,
  incentives,
  orderGiftCards,
  orderGiftVouchers,
  partnerDiscountCards,
  paymentAuthorisations,
} from '../../src/server/db/schema.ts';
import { removeSeededTender } from '../../src/server/seed/tender.ts';
import type { Harness } from './support/auth-harness.ts';
import {
  type OrderCall as BaseOrderCall,
  CARDS,
  call,
  newKey,
  ORDERS,
  orderState,
  place,
  type ReadyOrder,
  readyToPlace,
} from './support/checkout-fixtures.ts';
import { createSlotHarness, newShopper, type Shopper } from './support/slot-fixtures.ts';
import {
  balanceOf,
  ledgerOf,
  makeGiftCard,
  makeGiftVoucher,
  makePartnerCard,
  voucherOf,
} from './support/tender-fixtures.ts';

// Gift cards, gift vouchers and the Partner discount card (docs/api/checkout.md "Money off") through
// app.request on PGlite: every input rule and refusal, spending them at placing against hand-computed totals,
// giving them back on cancel, and amending without spending twice. Races: money-off-concurrency.test.ts.

type OrderCall = BaseOrderCall & { body: { fieldErrors?: { field: string; message: string }[] } };

let h: Harness;

beforeAll(async () => {
  h = await createSlotHarness();
});
afterAll(async () => {
  await h?.close();
});

const db = () => h.database.db;
const penceOf = (money: { amount: number }) => Math.round(money.amount * 100);

/** A made card or voucher is sent as its fields (without its id). */
const bodyOf = (json: unknown) => {
  if (typeof json !== 'object' || json === null || !('id' in json)) return json;
  const { id: _id, ...fields } = json as Record<string, unknown>;
  return fields;
};
const addCard = (who: Shopper | null, orderId: string, json: unknown) =>
  call(h, who, `${ORDERS}/orders/${orderId}/gift-cards`, { json: bodyOf(json) }) as Promise<OrderCall>;
const removeCard = (who: Shopper, orderId: string, id: number | string) =>
  call(h, who, `${ORDERS}/orders/${orderId}/gift-cards/${id}`, { method: 'DELETE' }) as Promise<OrderCall>;
const addVoucher = (who: Shopper, orderId: string, json: unknown) =>
  call(h, who, `${ORDERS}/orders/${orderId}/gift-vouchers`, { json: bodyOf(json) }) as Promise<OrderCall>;
const removeVoucher = (who: Shopper, orderId: string, id: number | string) =>
  call(h, who, `${ORDERS}/orders/${orderId}/gift-vouchers/${id}`, { method: 'DELETE' }) as Promise<OrderCall>;
const putPartner = (who: Shopper, orderId: string, json: unknown) =>
  call(h, who, `${ORDERS}/orders/${orderId}/partner-discount-card`, {
    method: 'PUT',
    json,
  }) as Promise<OrderCall>;
const deletePartner = (who: Shopper, orderId: string) =>
  call(h, who, `${ORDERS}/orders/${orderId}/partner-discount-card`, {
    method: 'DELETE',
  }) as Promise<OrderCall>;
const action = (who: Shopper, orderId: string, rel: string) =>
  call(h, who, `${ORDERS}/orders/${orderId}/${rel}`, { method: 'POST' });

const refusal = (type: keyof typeof INCENTIVE_REFUSALS, extra: Record<string, unknown> = {}) => ({
  message: INCENTIVE_REFUSALS[type],
  type,
  code: type,
  ...extra,
});

/** £55.30 of items: olive oil ×8 (£48.00), bread ×2 (£2.80, its offer ended), milk ×3 (£4.50); collection free. */
const ORDER_5530: [string, number][] = [
  ['oliveOil', 8],
  ['bread', 2],
  ['milk', 3],
];

async function expectOk(answer: OrderCall) {
  expect({ status: answer.status, body: answer.status === 200 ? 'ok' : answer.body }).toEqual({
    status: 200,
    body: 'ok',
  });
  expect(v.safeParse(tenderAnswerSchema, answer.body).issues).toBeUndefined();
  expect(answer.headers.get('cache-control')).toBe('no-store');
}

async function placed(ready: ReadyOrder) {
  const answer = await place(h, ready.shopper, ready.orderId, newKey());
  expect({ status: answer.status, body: answer.status === 200 ? 'ok' : answer.body }).toEqual({
    status: 200,
    body: 'ok',
  });
  return answer.body.order;
}

async function authorisedPence(orderId: string) {
  return (
    await db()
      .select({ status: paymentAuthorisations.status, amountPence: paymentAuthorisations.amountPence })
      .from(paymentAuthorisations)
      .where(eq(paymentAuthorisations.customerOrderId, Number(orderId)))
      .orderBy(paymentAuthorisations.id)
  ).map((row) => `${row.status} ${row.amountPence}`);
}

const cardLinks = async (orderId: string) =>
  (
    await db()
      .select({ id: orderGiftCards.giftCardId })
      .from(orderGiftCards)
      .where(eq(orderGiftCards.customerOrderId, Number(orderId)))
  ).map((row) => row.id);
const voucherLinks = async (orderId: string) =>
  (
    await db()
      .select({ id: orderGiftVouchers.giftVoucherId })
      .from(orderGiftVouchers)
      .where(eq(orderGiftVouchers.customerOrderId, Number(orderId)))
  ).map((row) => row.id);

describe('adding a gift card: the input', () => {
  it('refuses a body that is not { serialNumber, pin } as written on a card: 400 with fieldErrors', async () => {
    const { shopper, orderId } = await readyToPlace(h);
    const bad = await addCard(shopper, orderId, { serialNumber: '1234', pin: '12a4' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      type: 'INVALID_INPUT',
      code: 'INVALID_INPUT',
      fieldErrors: [
        { field: 'serialNumber', message: INCENTIVE_FIELD_MESSAGES.giftCardSerial },
        { field: 'pin', message: INCENTIVE_FIELD_MESSAGES.giftCardPin },
      ],
    });
    const missing = await addCard(shopper, orderId, {});
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors).toHaveLength(2);
    for (const body of [[], 'text', null, { serialNumber: '6338000000000001', pin: '1234', extra: 1 }]) {
      const answer = await addCard(shopper, orderId, body);
      expect(answer.status).toBe(400);
      expect(answer.body.type).toBe('INVALID_INPUT');
    }
    const notJson = await call(h, shopper, `${ORDERS}/orders/${orderId}/gift-cards`, { body: '{nope' });
    expect(notJson.status).toBe(400);
    const numbers = await addCard(shopper, orderId, { serialNumber: 6338000000000001, pin: 1234 });
    expect(numbers.status).toBe(400);
    // Nothing was counted as a wrong guess.
    const [attempts] = await db()
      .select({ n: giftCardAttempts.id })
      .from(giftCardAttempts)
      .where(eq(giftCardAttempts.customerId, shopper.customerId));
    expect(attempts).toBeUndefined();
  });

  it('takes the number with spaces or dashes, as printed', async () => {
    const { shopper, orderId } = await readyToPlace(h);
    const card = await makeGiftCard(db(), 2000);
    const spaced = card.serialNumber.replace(/(\d{4})(?=\d)/g, '$1 ');
    await expectOk(await addCard(shopper, orderId, { serialNumber: spaced, pin: card.pin }));
    expect(await cardLinks(orderId)).toEqual([card.id]);
  });

  it('is 401 without a signed-in customer and 413 over 1 KB', async () => {
    const { shopper, orderId } = await readyToPlace(h);
    const anonymous = await addCard(null, orderId, { serialNumber: '6338000000000001', pin: '1234' });
    expect(anonymous.status).toBe(401);
    const big = await addCard(shopper, orderId, {
      serialNumber: '6338000000000001',
      pin: '1234',
      x: 'x'.repeat(1100),
    });
    expect(big.status).toBe(413);
    const bigVoucher = await addVoucher(shopper, orderId, { serialNumber: 'x'.repeat(1100) });
    expect(bigVoucher.status).toBe(413);
    const bigPartner = await putPartner(shopper, orderId, { cardNumber: 'x'.repeat(1100) });
    expect(bigPartner.status).toBe(413);
  });
});

describe('adding a gift card: the refusals', () => {
  it("another customer's order is 404 and their card on it cannot be removed", async () => {
    const mine = await readyToPlace(h);
    const theirs = await readyToPlace(h);
    const card = await makeGiftCard(db(), 2000);
    const onTheirs = await addCard(mine.shopper, theirs.orderId, card);
    expect(onTheirs.status).toBe(404);
    expect(onTheirs.body.type).toBe('ORDER_NOT_FOUND');
    await expectOk(await addCard(theirs.shopper, theirs.orderId, card));
    const removeTheirs = await removeCard(mine.shopper, theirs.orderId, card.id);
    expect(removeTheirs.status).toBe(404);
    expect(removeTheirs.body.type).toBe('ORDER_NOT_FOUND');
    const notOnMine = await removeCard(mine.shopper, mine.orderId, card.id);
    expect({ status: notOnMine.status, body: notOnMine.body }).toEqual({
      status: 404,
      body: refusal('GIFT_CARD_NOT_ON_ORDER'),
    });
    expect(await cardLinks(theirs.orderId)).toEqual([card.id]);
    for (const id of ['abc', '0', '99999999999'])
      expect((await removeCard(mine.shopper, mine.orderId, id)).status).toBe(404);
  });

  it('a wrong number or PIN is 404 and counted; after 10 in an hour even the right one is 429, an hour later it is fine', async () => {
    const { shopper, orderId } = await readyToPlace(h);
    const card = await makeGiftCard(db(), 2000, { pin: '4321' });
    for (let i = 0; i < 5; i++) {
      const wrongPin = await addCard(shopper, orderId, { serialNumber: card.serialNumber, pin: '0000' });
      expect({ status: wrongPin.status, body: wrongPin.body }).toEqual({
        status: 404,
        body: refusal('GIFT_CARD_NOT_FOUND'),
      });
      const unknown = await addCard(shopper, orderId, { serialNumber: '6338999999999999', pin: '4321' });
      expect(unknown.status).toBe(404);
    }
    const exceeded = await addCard(shopper, orderId, card);
    expect({ status: exceeded.status, body: exceeded.body }).toEqual({
      status: 429,
      body: refusal('GIFT_CARD_ATTEMPTS_EXCEEDED'),
    });
    const voucher = await addVoucher(shopper, orderId, { serialNumber: '6339999999999999' });
    expect(voucher.status).toBe(429);
    expect(await cardLinks(orderId)).toEqual([]);
    // The log never holds the number or the PIN.
    const logged = JSON.stringify(h.logger.lines);
    expect(logged).not.toContain(card.serialNumber);
    // An hour on (the guesses moved back rather than the clock on, which would end the session).
    await db()
      .update(giftCardAttempts)
      .set({ attemptedAt: new Date(h.clock.now().getTime() - 60 * 60 * 1000) })
      .where(eq(giftCardAttempts.customerId, shopper.customerId));
    await expectOk(await addCard(shopper, orderId, card));
  });

  it('wrong voucher numbers count too', async () => {
    const { shopper, orderId } = await readyToPlace(h);
    for (let i = 0; i < 10; i++) {
      const unknown = await addVoucher(shopper, orderId, {
        serialNumber: `63399999${String(i).padStart(8, '0')}`,
      });
      expect({ status: unknown.status, body: unknown.body }).toEqual({
        status: 404,
        body: refusal('GIFT_VOUCHER_NOT_FOUND'),
      });
    }
    const card = await makeGiftCard(db(), 2000);
    expect((await addCard(shopper, orderId, card)).status).toBe(429);
  });

  it('409 for a card with nothing on it, past its date, already on the order, and the 11th', async () => {
    const { shopper, orderId } = await readyToPlace(h);
    const empty = await makeGiftCard(db(), 0);
    const expired = await makeGiftCard(db(), 2000, { expiresOn: '2025-06-01' });
    const lastDay = await makeGiftCard(db(), 100, { expiresOn: '2025-06-02' });
    expect(await addCard(shopper, orderId, empty)).toMatchObject({
      status: 409,
      body: refusal('GIFT_CARD_NO_BALANCE'),
    });
    expect(await addCard(shopper, orderId, expired)).toMatchObject({
      status: 409,
      body: refusal('GIFT_CARD_EXPIRED'),
    });
    await expectOk(await addCard(shopper, orderId, lastDay));
    expect(await addCard(shopper, orderId, lastDay)).toMatchObject({
      status: 409,
      body: refusal('GIFT_CARD_ALREADY_ADDED'),
    });
    for (let i = 0; i < 9; i++)
      await expectOk(await addCard(shopper, orderId, await makeGiftCard(db(), 100)));
    expect(await cardLinks(orderId)).toHaveLength(10);
    expect(await addCard(shopper, orderId, await makeGiftCard(db(), 100))).toMatchObject({
      status: 409,
      body: refusal('GIFT_CARD_LIMIT_REACHED'),
    });
    await expectOk(await removeCard(shopper, orderId, lastDay.id));
    await expectOk(await addCard(shopper, orderId, await makeGiftCard(db(), 100)));
  });

  it('only on the current order: a placed one is 409 ORDER_NOT_CHECKOUTABLE', async () => {
    const ready = await readyToPlace(h);
    await placed(ready);
    const card = await makeGiftCard(db(), 2000);
    const answer = await addCard(ready.shopper, ready.orderId, card);
    expect(answer.status).toBe(409);
    expect(answer.body.type).toBe('ORDER_NOT_CHECKOUTABLE');
  });
});

describe('gift vouchers', () => {
  it('input, not found, not valid (redeemed elsewhere, expired), already added, the limit, removing', async () => {
    const { shopper, orderId } = await readyToPlace(h);
    const bad = await addVoucher(shopper, orderId, { serialNumber: '12' });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual([
      { field: 'serialNumber', message: INCENTIVE_FIELD_MESSAGES.giftVoucherSerial },
    ]);
    expect((await addVoucher(shopper, orderId, { serialNumber: '6339000000000001', pin: '1' })).status).toBe(
      400,
    );
    const expired = await makeGiftVoucher(db(), 500, { expiresOn: '2025-05-31' });
    expect(await addVoucher(shopper, orderId, expired)).toMatchObject({
      status: 409,
      body: refusal('GIFT_VOUCHER_NOT_VALID'),
    });
    const spent = await makeGiftVoucher(db(), 500);
    const other = await readyToPlace(h);
    await db()
      .update(giftVouchers)
      .set({ status: 'REDEEMED', redeemedOrderId: Number(other.orderId) })
      .where(eq(giftVouchers.id, spent.id));
    expect(await addVoucher(shopper, orderId, { serialNumber: spent.serialNumber })).toMatchObject({
      status: 409,
      body: refusal('GIFT_VOUCHER_NOT_VALID'),
    });
    const voucher = await makeGiftVoucher(db(), 500);
    await expectOk(await addVoucher(shopper, orderId, { serialNumber: voucher.serialNumber }));
    expect(await addVoucher(shopper, orderId, { serialNumber: voucher.serialNumber })).toMatchObject({
      status: 409,
      body: refusal('GIFT_VOUCHER_ALREADY_ADDED'),
    });
    for (let i = 0; i < 9; i++)
      await expectOk(
        await addVoucher(shopper, orderId, { serialNumber: (await makeGiftVoucher(db(), 100)).serialNumber }),
      );
    expect(
      await addVoucher(shopper, orderId, { serialNumber: (await makeGiftVoucher(db(), 100)).serialNumber }),
    ).toMatchObject({ status: 409, body: refusal('GIFT_VOUCHER_LIMIT_REACHED') });
    await expectOk(await removeVoucher(shopper, orderId, voucher.id));
    expect(await removeVoucher(shopper, orderId, voucher.id)).toMatchObject({
      status: 404,
      body: refusal('GIFT_VOUCHER_NOT_ON_ORDER'),
    });
    expect((await removeVoucher(other.shopper, orderId, voucher.id)).status).toBe(404);
  });
});

describe('the Partner discount card', () => {
  it('checks the number, links the card to the first customer, refuses another, and comes off', async () => {
    const { shopper, orderId } = await readyToPlace(h);
    const bad = await putPartner(shopper, orderId, { cardNumber: '9220000000000001' });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual([
      { field: 'cardNumber', message: 'The number should start 9210 or 9230 and contain 16 digits' },
    ]);
    expect(await putPartner(shopper, orderId, { cardNumber: '9230 9999 9999 9999' })).toMatchObject({
      status: 404,
      body: refusal('PARTNER_CARD_NOT_FOUND'),
    });
    const inactive = await makePartnerCard(db(), false);
    expect((await putPartner(shopper, orderId, { cardNumber: inactive })).status).toBe(404);
    expect(await deletePartner(shopper, orderId)).toMatchObject({
      status: 404,
      body: refusal('PARTNER_CARD_NOT_ON_ORDER'),
    });
    const number = await makePartnerCard(db());
    await expectOk(
      await putPartner(shopper, orderId, { cardNumber: number.replace(/(\d{4})(?=\d)/g, '$1 ') }),
    );
    const [row] = await db()
      .select()
      .from(customerOrders)
      .where(eq(customerOrders.id, Number(orderId)));
    expect(row?.partnerDiscountCardNumber).toBe(number);
    const [card] = await db()
      .select()
      .from(partnerDiscountCards)
      .where(eq(partnerDiscountCards.cardNumber, number));
    expect(card?.customerId).toBe(shopper.customerId);
    // The same customer again is fine; another is refused in doc 1 §5's words.
    await expectOk(await putPartner(shopper, orderId, { cardNumber: number }));
    const other = await readyToPlace(h);
    const elsewhere = await putPartner(other.shopper, other.orderId, { cardNumber: number });
    expect({ status: elsewhere.status, body: elsewhere.body }).toEqual({
      status: 409,
      body: refusal('PARTNER_CARD_LINKED_ELSEWHERE'),
    });
    expect(elsewhere.body.message).toBe('This number is already linked to another account');
    expect((await putPartner(other.shopper, orderId, { cardNumber: number })).status).toBe(404);
    expect((await deletePartner(other.shopper, orderId)).status).toBe(404);
    await expectOk(await deletePartner(shopper, orderId));
    const [after] = await db()
      .select()
      .from(customerOrders)
      .where(eq(customerOrders.id, Number(orderId)));
    expect(after?.partnerDiscountCardNumber).toBeNull();
  });
});

describe('placing spends them, cancelling gives them back', () => {
  it('a £20 card on a £55.30 order: the card pays £20.00, the payment card £35.30; cancelling restores it', async () => {
    const ready = await readyToPlace(h, { items: ORDER_5530 });
    const card = await makeGiftCard(db(), 2000);
    await expectOk(await addCard(ready.shopper, ready.orderId, card));
    const order = await placed(ready);
    expect(penceOf(order.totals.estimated.itemTotal)).toBe(5530);
    expect(penceOf(order.totals.estimated.giftCards)).toBe(2000);
    expect(penceOf(order.totals.estimated.giftVouchers)).toBe(0);
    expect(penceOf(order.totals.estimated.paymentCard)).toBe(3530);
    expect(penceOf(order.totals.estimated.toPay)).toBe(3530);
    expect(await authorisedPence(ready.orderId)).toEqual(['AUTHORISED 3530']);
    expect(await balanceOf(db(), card.id)).toBe(0);
    expect(await ledgerOf(db(), card.id)).toEqual([['REDEEM', -2000, Number(ready.orderId)]]);

    const cancelled = await action(ready.shopper, ready.orderId, 'cancel');
    expect(cancelled.status).toBe(200);
    expect(await balanceOf(db(), card.id)).toBe(2000);
    expect(await ledgerOf(db(), card.id)).toEqual([
      ['REDEEM', -2000, Number(ready.orderId)],
      ['REFUND', 2000, Number(ready.orderId)],
    ]);
    expect(await cardLinks(ready.orderId)).toEqual([]);
  });

  it('two cards pay in the order added (£5.00 then £50.00 of £55.30: the card pays £0.30)', async () => {
    const ready = await readyToPlace(h, { items: ORDER_5530 });
    const five = await makeGiftCard(db(), 500);
    const fifty = await makeGiftCard(db(), 5000);
    await expectOk(await addCard(ready.shopper, ready.orderId, five));
    await expectOk(await addCard(ready.shopper, ready.orderId, fifty));
    const order = await placed(ready);
    expect(penceOf(order.totals.estimated.giftCards)).toBe(5500);
    expect(penceOf(order.totals.estimated.toPay)).toBe(30);
    expect(await balanceOf(db(), five.id)).toBe(0);
    expect(await balanceOf(db(), fifty.id)).toBe(0);
  });

  it('a voucher then a card, in the order added: £10.00 voucher, £20.00 card, £25.30 to pay; £50 then £10 leaves the voucher unspent', async () => {
    const ready = await readyToPlace(h, { items: ORDER_5530 });
    const voucher = await makeGiftVoucher(db(), 1000);
    const card = await makeGiftCard(db(), 2000);
    await expectOk(await addVoucher(ready.shopper, ready.orderId, voucher));
    await expectOk(await addCard(ready.shopper, ready.orderId, card));
    const order = await placed(ready);
    expect(penceOf(order.totals.estimated.giftVouchers)).toBe(1000);
    expect(penceOf(order.totals.estimated.giftCards)).toBe(2000);
    expect(penceOf(order.totals.estimated.toPay)).toBe(2530);
    expect(await voucherOf(db(), voucher.id)).toEqual({
      status: 'REDEEMED',
      redeemedOrderId: Number(ready.orderId),
    });

    // A £30.00 order: a £50 card first pays it all (the payment card is authorised for £0.00), the voucher nothing.
    const other = await readyToPlace(h);
    const big = await makeGiftCard(db(), 5000);
    const unspent = await makeGiftVoucher(db(), 1000);
    await expectOk(await addCard(other.shopper, other.orderId, big));
    await expectOk(await addVoucher(other.shopper, other.orderId, unspent));
    const covered = await placed(other);
    expect(penceOf(covered.totals.estimated.giftCards)).toBe(3000);
    expect(penceOf(covered.totals.estimated.giftVouchers)).toBe(0);
    expect(penceOf(covered.totals.estimated.toPay)).toBe(0);
    expect(await authorisedPence(other.orderId)).toEqual(['AUTHORISED 0']);
    expect(await balanceOf(db(), big.id)).toBe(2000);
    expect(await voucherOf(db(), unspent.id)).toEqual({ status: 'ACTIVE', redeemedOrderId: null });

    // Cancelling gives the voucher back too.
    expect((await action(ready.shopper, ready.orderId, 'cancel')).status).toBe(200);
    expect(await voucherOf(db(), voucher.id)).toEqual({ status: 'ACTIVE', redeemedOrderId: null });
    expect(await voucherLinks(ready.orderId)).toEqual([]);
  });

  it('a voucher redeemed by another order since it was added refuses placing: 409 ORDER_ORCHESTRATION_037, nothing changed', async () => {
    const ready = await readyToPlace(h);
    const good = await makeGiftVoucher(db(), 500);
    const gone = await makeGiftVoucher(db(), 500);
    const card = await makeGiftCard(db(), 1000);
    await expectOk(await addCard(ready.shopper, ready.orderId, card));
    await expectOk(await addVoucher(ready.shopper, ready.orderId, good));
    await expectOk(await addVoucher(ready.shopper, ready.orderId, gone));
    const other = await readyToPlace(h);
    await db()
      .update(giftVouchers)
      .set({ status: 'REDEEMED', redeemedOrderId: Number(other.orderId) })
      .where(eq(giftVouchers.id, gone.id));
    const before = await orderState(h, ready.orderId);
    const answer = await place(h, ready.shopper, ready.orderId, newKey());
    expect({ status: answer.status, body: answer.body }).toEqual({
      status: 409,
      body: refusal('ORDER_ORCHESTRATION_037', {
        details: [
          { name: `•••• ${gone.serialNumber.slice(-4)}`, value: INCENTIVE_REFUSALS.GIFT_VOUCHER_NOT_VALID },
        ],
      }),
    });
    expect(await orderState(h, ready.orderId)).toEqual(before);
    expect(await balanceOf(db(), card.id)).toBe(1000);
    expect(await voucherOf(db(), good.id)).toEqual({ status: 'ACTIVE', redeemedOrderId: null });
    // Taken off, the order places.
    await expectOk(await removeVoucher(ready.shopper, ready.orderId, gone.id));
    const order = await placed(ready);
    expect(penceOf(order.totals.estimated.toPay)).toBe(3000 - 1000 - 500);
  });

  it('a card emptied since it was added refuses placing: 409 GIFT_CARD_NO_BALANCE naming it; a lower balance pays what it has', async () => {
    const ready = await readyToPlace(h);
    const card = await makeGiftCard(db(), 2000);
    await expectOk(await addCard(ready.shopper, ready.orderId, card));
    await db()
      .update(giftCards)
      .set({ balancePence: 0, initialBalancePence: 0 })
      .where(eq(giftCards.id, card.id));
    const answer = await place(h, ready.shopper, ready.orderId, newKey());
    expect({ status: answer.status, body: answer.body }).toEqual({
      status: 409,
      body: refusal('GIFT_CARD_NO_BALANCE', {
        details: [
          { name: `•••• ${card.serialNumber.slice(-4)}`, value: INCENTIVE_REFUSALS.GIFT_CARD_NO_BALANCE },
        ],
      }),
    });
    await db()
      .update(giftCards)
      .set({ balancePence: 700, initialBalancePence: 700 })
      .where(eq(giftCards.id, card.id));
    const order = await placed(ready);
    expect(penceOf(order.totals.estimated.giftCards)).toBe(700);
    expect(penceOf(order.totals.estimated.toPay)).toBe(2300);
    expect(await balanceOf(db(), card.id)).toBe(0);
  });

  it('a declined payment card rolls the spending back', async () => {
    const ready = await readyToPlace(h, { card: CARDS.declined });
    const card = await makeGiftCard(db(), 1000);
    await expectOk(await addCard(ready.shopper, ready.orderId, card));
    const answer = await place(h, ready.shopper, ready.orderId, newKey());
    expect(answer.status).toBe(402);
    expect(await balanceOf(db(), card.id)).toBe(1000);
    expect(await ledgerOf(db(), card.id)).toEqual([]);
  });
});

describe('amending', () => {
  it('placing the amendment gives back and takes again: never spent twice', async () => {
    const ready = await readyToPlace(h);
    const card = await makeGiftCard(db(), 2000);
    const voucher = await makeGiftVoucher(db(), 500);
    await expectOk(await addVoucher(ready.shopper, ready.orderId, voucher));
    await expectOk(await addCard(ready.shopper, ready.orderId, card));
    const first = await placed(ready);
    expect(penceOf(first.totals.estimated.toPay)).toBe(3000 - 500 - 2000);
    expect(await balanceOf(db(), card.id)).toBe(0);

    expect((await action(ready.shopper, ready.orderId, 'init-amend')).status).toBe(200);
    // What was spent stays spent while AMENDING; the card is still on the order and may pay again.
    expect(await balanceOf(db(), card.id)).toBe(0);
    const again = await placed(ready);
    expect(penceOf(again.totals.estimated.toPay)).toBe(500);
    expect(await balanceOf(db(), card.id)).toBe(0);
    const id = Number(ready.orderId);
    expect(await ledgerOf(db(), card.id)).toEqual([
      ['REDEEM', -2000, id],
      ['REFUND', 2000, id],
      ['REDEEM', -2000, id],
    ]);
    expect(await voucherOf(db(), voucher.id)).toEqual({ status: 'REDEEMED', redeemedOrderId: id });

    // Amended again with the card and voucher removed: placing gives them back.
    expect((await action(ready.shopper, ready.orderId, 'init-amend')).status).toBe(200);
    await expectOk(await removeCard(ready.shopper, ready.orderId, card.id));
    await expectOk(await removeVoucher(ready.shopper, ready.orderId, voucher.id));
    const without = await placed(ready);
    expect(penceOf(without.totals.estimated.toPay)).toBe(3000);
    expect(await balanceOf(db(), card.id)).toBe(2000);
    expect(await voucherOf(db(), voucher.id)).toEqual({ status: 'ACTIVE', redeemedOrderId: null });
  });

  it('cancelling the changes puts back the cards, vouchers and partner card it was placed with', async () => {
    const ready = await readyToPlace(h);
    const card = await makeGiftCard(db(), 1000);
    const voucher = await makeGiftVoucher(db(), 500);
    const partner = await makePartnerCard(db());
    await expectOk(await addCard(ready.shopper, ready.orderId, card));
    await expectOk(await addVoucher(ready.shopper, ready.orderId, voucher));
    await expectOk(await putPartner(ready.shopper, ready.orderId, { cardNumber: partner }));
    await placed(ready);
    expect((await action(ready.shopper, ready.orderId, 'init-amend')).status).toBe(200);
    await expectOk(await removeCard(ready.shopper, ready.orderId, card.id));
    await expectOk(await removeVoucher(ready.shopper, ready.orderId, voucher.id));
    await expectOk(await deletePartner(ready.shopper, ready.orderId));
    const extra = await makeGiftCard(db(), 300);
    await expectOk(await addCard(ready.shopper, ready.orderId, extra));
    expect((await action(ready.shopper, ready.orderId, 'cancel-amend')).status).toBe(200);
    expect(await cardLinks(ready.orderId)).toEqual([card.id]);
    expect(await voucherLinks(ready.orderId)).toEqual([voucher.id]);
    const [row] = await db()
      .select()
      .from(customerOrders)
      .where(eq(customerOrders.id, Number(ready.orderId)));
    expect(row?.partnerDiscountCardNumber).toBe(partner);
    expect(await balanceOf(db(), card.id)).toBe(0);
    expect(await balanceOf(db(), extra.id)).toBe(300);
    // Cancelled, everything comes back.
    expect((await action(ready.shopper, ready.orderId, 'cancel')).status).toBe(200);
    expect(await balanceOf(db(), card.id)).toBe(1000);
    expect(await voucherOf(db(), voucher.id)).toEqual({ status: 'ACTIVE', redeemedOrderId: null });
  });
});

describe('another shopper', () => {
  it('cannot add to, or take from, an order that is not theirs', async () => {
    const owner = await readyToPlace(h);
    const stranger = await newShopper(h, 'stranger');
    const card = await makeGiftCard(db(), 1000);
    await expectOk(await addCard(owner.shopper, owner.orderId, card));
    expect((await removeCard(stranger, owner.orderId, card.id)).status).toBe(404);
    expect((await addVoucher(stranger, owner.orderId, { serialNumber: '6339000000000001' })).status).toBe(
      404,
    );
    expect((await putPartner(stranger, owner.orderId, { cardNumber: '9230000000000001' })).status).toBe(404);
    expect(await cardLinks(owner.orderId)).toEqual([card.id]);
  });
});

describe('the seeded demo cards (development mode)', () => {
  const RESET = '/api/testing-prod/v1/money-off/reset';

  it('the testing route seeds and resets them; the demo card pays £20.00 and is back after a reset; a plain start removes them', async () => {
    const reset = await call(h, null, RESET, { method: 'POST' });
    expect(reset).toMatchObject({ status: 200, body: { giftCards: 5, giftVouchers: 3, partnerCards: 3 } });
    const ready = await readyToPlace(h);
    await expectOk(
      await addCard(ready.shopper, ready.orderId, { serialNumber: '6338 0000 0000 0001', pin: '1234' }),
    );
    const empty = await addCard(ready.shopper, ready.orderId, {
      serialNumber: '6338000000000004',
      pin: '4567',
    });
    expect(empty.body.type).toBe('GIFT_CARD_NO_BALANCE');
    const expired = await addCard(ready.shopper, ready.orderId, {
      serialNumber: '6338000000000005',
      pin: '5678',
    });
    expect(expired.body.type).toBe('GIFT_CARD_EXPIRED');
    await expectOk(await addVoucher(ready.shopper, ready.orderId, { serialNumber: '6339000000000001' }));
    const oldVoucher = await addVoucher(ready.shopper, ready.orderId, { serialNumber: '6339000000000003' });
    expect(oldVoucher.body.type).toBe('GIFT_VOUCHER_NOT_VALID');
    await expectOk(await putPartner(ready.shopper, ready.orderId, { cardNumber: '9230000000000001' }));
    const order = await placed(ready);
    expect(penceOf(order.totals.estimated.giftVouchers)).toBe(500);
    expect(penceOf(order.totals.estimated.giftCards)).toBe(2000);
    const [demo] = await db().select().from(giftCards).where(eq(giftCards.serialNumber, '6338000000000001'));
    expect(demo?.balancePence).toBe(0);

    expect((await call(h, null, RESET, { method: 'POST' })).status).toBe(200);
    expect(await balanceOf(db(), demo?.id as number)).toBe(2000);
    expect(await ledgerOf(db(), demo?.id as number)).toEqual([]);
    const [voucher] = await db()
      .select()
      .from(giftVouchers)
      .where(eq(giftVouchers.serialNumber, '6339000000000001'));
    expect(voucher?.status).toBe('ACTIVE');
    const [partner] = await db()
      .select()
      .from(partnerDiscountCards)
      .where(eq(partnerDiscountCards.cardNumber, '9230000000000001'));
    expect(partner?.customerId).toBeNull();

    expect(await removeSeededTender(db())).toBe(11);
    expect(await db().select().from(giftCards).where(eq(giftCards.serialNumber, '6338000000000001'))).toEqual(
      [],
    );
  });
});

describe('picking (last: it moves the clock past the slots)', () => {
  // Placed before the first test moves the clock past the slots.
  let withMoneyOff: ReadyOrder;
  beforeAll(async () => {
    const ready = await readyToPlace(h, { items: ORDER_5530 });
    await db()
      .insert(incentives)
      .values({
        code: 'PICKED5',
        type: 'COUPON',
        description: '£5 off',
        discountKind: 'AMOUNT',
        amountOffPence: 500,
      })
      .onConflictDoNothing();
    const code = await call(h, ready.shopper, `${ORDERS}/orders/${ready.orderId}/incentives`, {
      json: { code: 'PICKED5' },
    });
    expect(code.body).toMatchObject({ incentive: { code: 'PICKED5', status: 'APPLIED' } });
    await expectOk(
      await putPartner(ready.shopper, ready.orderId, { cardNumber: await makePartnerCard(db()) }),
    );
    await placed(ready);
    withMoneyOff = ready;
  });

  it('charges the payment card what the gift cards did not pay', async () => {
    const ready = await readyToPlace(h, { items: ORDER_5530 });
    const card = await makeGiftCard(db(), 2000);
    await expectOk(await addCard(ready.shopper, ready.orderId, card));
    await placed(ready);
    const moved = await call(h, null, '/api/testing-prod/v1/clock', {
      method: 'PUT',
      json: { time: '2025-06-03T08:30:00Z' },
    });
    expect(moved.status).toBe(200);
    const [row] = await db()
      .select()
      .from(customerOrders)
      .where(eq(customerOrders.id, Number(ready.orderId)));
    expect(row?.state).not.toBe('PLACED');
    const actual = row?.actualTotals as { paid: { amount: number } } | null | undefined;
    const paid = penceOf(actual?.paid ?? { amount: Number.NaN });
    expect(await authorisedPence(ready.orderId)).toEqual([`CHARGED ${Math.max(0, paid - 2000)}`]);
  });

  it('takes off the codes as placed and the partner discount of what was picked', async () => {
    const ready = withMoneyOff;
    const [row] = await db()
      .select()
      .from(customerOrders)
      .where(eq(customerOrders.id, Number(ready.orderId)));
    type Totals = Record<string, { amount: number }>;
    const estimated = row?.estimatedTotals as Totals;
    const actual = row?.actualTotals as Totals;
    const codes = penceOf(estimated.incentiveSavings ?? { amount: Number.NaN });
    const picked = penceOf(actual.pickedPrice ?? { amount: Number.NaN });
    expect(codes).toBeGreaterThan(0);
    const takenOff = Math.min(picked, codes);
    const partner = Math.floor(((picked - takenOff) * 12 + 50) / 100);
    expect(penceOf(actual.partnerDiscountSavings ?? { amount: Number.NaN })).toBe(partner);
    const rest =
      penceOf(actual.deliveryCharge ?? { amount: 0 }) +
      penceOf(actual.carrierBagCharge ?? { amount: 0 }) +
      penceOf(actual.depositCharge ?? { amount: 0 });
    const paid = picked - takenOff - partner + rest;
    expect(penceOf(actual.paid ?? { amount: Number.NaN })).toBe(paid);
    expect(await authorisedPence(ready.orderId)).toEqual([`CHARGED ${paid}`]);
  });
});
