import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  checkoutRefusalSchema,
  savedPaymentCardSchema,
  savedPaymentCardsSchema,
} from '../../src/contract/checkout.ts';
import { CHECKOUT_REFUSALS } from '../../src/domain/checkout.ts';
import { paymentCards } from '../../src/server/db/schema.ts';
import { SMALL_BODY_LIMIT_BYTES } from '../../src/server/http/body-limit.ts';
import { defaultSavedCard, findSavedCard, savePaymentCard } from '../../src/server/services/payment-cards.ts';
import { Browser, claimsOf, createHarness, type Harness } from './support/auth-harness.ts';
import { PAYMENT_CARDS, paymentCall, tokeniseCard, VISA } from './support/payment-fixtures.ts';
import { newShopper, type Shopper } from './support/slot-fixtures.ts';

// Saved cards (docs/api/checkout.md "Saved cards"; doc 2 §3 "A payment card has id and paymentCardId", §4
// instant checkout): list (default first, expired from the clock), add from the customer's own token, make
// default (one per customer), delete (the newest left becomes the default), and never another customer's.
// The test clock reads 2 June 2025.

let h: Harness;
const START = '2025-06-02T09:00:00Z';

beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});
beforeEach(() => {
  h.clock.set(START);
});

const CARDS = `${PAYMENT_CARDS}/payment-cards`;
const MASTERCARD = '5555 5555 5555 4444';
const AMEX = '3782 822463 10005';

const list = async (shopper: Shopper) => {
  const answer = await paymentCall(h, shopper, CARDS);
  expect(answer.status).toBe(200);
  return v.parse(savedPaymentCardsSchema, answer.body).paymentCards;
};
const save = (shopper: Shopper | null, json: unknown) => paymentCall(h, shopper, CARDS, { json });
const makeDefault = (shopper: Shopper, id: string, json: unknown = { defaultCard: true }) =>
  paymentCall(h, shopper, `${CARDS}/${id}`, { method: 'PATCH', json });
const remove = (shopper: Shopper, id: string) =>
  paymentCall(h, shopper, `${CARDS}/${id}`, { method: 'DELETE' });

async function saveCard(shopper: Shopper, number = VISA, defaultCard?: boolean) {
  const { cardToken } = await tokeniseCard(h, shopper, number);
  const answer = await save(shopper, { cardToken, ...(defaultCard !== undefined && { defaultCard }) });
  expect(answer.status).toBe(201);
  return { cardToken, card: v.parse(savedPaymentCardSchema, answer.body) };
}

function expectRefusal(answer: { status: number; body: unknown }, status: number, type: string) {
  expect(answer.status).toBe(status);
  const refusal = v.parse(checkoutRefusalSchema, answer.body);
  expect(refusal.type).toBe(type);
  expect(refusal.code).toBe(type);
  return refusal;
}

const defaultsOf = async (customerId: number) =>
  h.database.db
    .select({ id: paymentCards.id })
    .from(paymentCards)
    .where(and(eq(paymentCards.customerId, customerId), eq(paymentCards.isDefault, true)));

describe('who may call', () => {
  it('answers 401 without a token and to an anonymous session, for every call', async () => {
    const browser = new Browser(h.app);
    expect((await browser.exchange()).status).toBe(200);
    expect(claimsOf(browser.accessToken ?? '').customerId).toBe(-1);
    const anonymous: Shopper = { browser, customerId: -1, email: '' };
    for (const caller of [null, anonymous]) {
      expect((await paymentCall(h, caller, CARDS)).status).toBe(401);
      expect((await save(caller, { cardToken: 'tok_x' })).status).toBe(401);
      expect(
        (await paymentCall(h, caller, `${CARDS}/1`, { method: 'PATCH', json: { defaultCard: true } })).status,
      ).toBe(401);
      expect((await paymentCall(h, caller, `${CARDS}/1`, { method: 'DELETE' })).status).toBe(401);
    }
  });
});

describe('GET and POST payment-cards', () => {
  it('lists none at first, never cached', async () => {
    const shopper = await newShopper(h, 'no-cards');
    const answer = await paymentCall(h, shopper, CARDS);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body).toEqual({ paymentCards: [] });
  });

  it('saves a token of the customer’s: the first card is the default; only what may be shown of it', async () => {
    const shopper = await newShopper(h, 'first-card');
    const { cardToken, card } = await saveCard(shopper);
    expect(card).toEqual({
      id: expect.stringMatching(/^\d+$/),
      paymentCardId: card.id,
      cardType: 'VISA',
      cardholderName: 'Ann Shopper',
      maskedCardNumber: '•••• •••• •••• 1111',
      expiryDate: '12/30',
      defaultCard: true,
      expired: false,
    });
    expect(JSON.stringify(card)).not.toContain(cardToken);
    expect(await list(shopper)).toEqual([card]);
  });

  it('adds later cards as not the default unless asked, and lists the default first, then the newest', async () => {
    const shopper = await newShopper(h, 'more-cards');
    const first = await saveCard(shopper, VISA);
    h.clock.advance(60_000);
    const second = await saveCard(shopper, MASTERCARD);
    expect(second.card.defaultCard).toBe(false);
    h.clock.advance(60_000);
    const third = await saveCard(shopper, AMEX);
    expect((await list(shopper)).map((card) => [card.id, card.defaultCard])).toEqual([
      [first.card.id, true],
      [third.card.id, false],
      [second.card.id, false],
    ]);
    h.clock.advance(60_000);
    const fourth = await saveCard(shopper, VISA, true);
    expect(fourth.card.defaultCard).toBe(true);
    expect((await list(shopper)).map((card) => [card.id, card.defaultCard])).toEqual([
      [fourth.card.id, true],
      [third.card.id, false],
      [second.card.id, false],
      [first.card.id, false],
    ]);
    expect(await defaultsOf(shopper.customerId)).toEqual([{ id: Number(fourth.card.id) }]);
  });

  it('answers the saved card again (200) for a token already saved, made the default when asked', async () => {
    const shopper = await newShopper(h, 'twice');
    await saveCard(shopper, MASTERCARD);
    const { cardToken, card } = await saveCard(shopper, VISA);
    const again = await save(shopper, { cardToken });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(card);
    const asDefault = await save(shopper, { cardToken, defaultCard: true });
    expect(asDefault.status).toBe(200);
    expect(asDefault.body).toEqual({ ...card, defaultCard: true });
    expect(await list(shopper)).toHaveLength(2);
  });

  it('answers 404 for another customer’s token and for an unknown one, saving nothing', async () => {
    const owner = await newShopper(h, 'token-owner');
    const other = await newShopper(h, 'token-other');
    const { cardToken } = await tokeniseCard(h, owner);
    const refusal = expectRefusal(await save(other, { cardToken }), 404, 'CARD_TOKEN_NOT_FOUND');
    expect(refusal.message).toMatch(/could not find that card/);
    expectRefusal(await save(other, { cardToken: 'tok_unknown' }), 404, 'CARD_TOKEN_NOT_FOUND');
    expect(await list(other)).toEqual([]);
  });

  it('refuses a card that has expired since it was entered (422 CARD_EXPIRED)', async () => {
    const shopper = await newShopper(h, 'expired-token');
    const { cardToken } = await tokeniseCard(h, shopper, VISA, { expiryMonth: 6, expiryYear: 2025 });
    h.clock.set('2025-07-01T09:00:00Z');
    expect((await shopper.browser.exchange()).status).toBe(200);
    const refusal = expectRefusal(await save(shopper, { cardToken }), 422, 'CARD_EXPIRED');
    expect(refusal.message).toBe(CHECKOUT_REFUSALS.CARD_EXPIRED);
    expect(await list(shopper)).toEqual([]);
  });

  it('answers 400 INVALID_INPUT to a body that is not { cardToken, defaultCard? }, and 413 to a large one', async () => {
    const shopper = await newShopper(h, 'save-bodies');
    for (const raw of [
      'not json',
      '',
      '[]',
      '{}',
      '{"cardToken":""}',
      '{"cardToken":42}',
      `{"cardToken":"${'t'.repeat(101)}"}`,
      '{"cardToken":"tok_x","defaultCard":"yes"}',
    ]) {
      expectRefusal(await paymentCall(h, shopper, CARDS, { raw }), 400, 'INVALID_INPUT');
    }
    const large = await save(shopper, { cardToken: 'tok_x', padding: 'x'.repeat(SMALL_BODY_LIMIT_BYTES) });
    expect(large.status).toBe(413);
  });
});

describe('PATCH payment-cards/{id}', () => {
  it('makes the card the one default', async () => {
    const shopper = await newShopper(h, 'switch');
    const first = await saveCard(shopper, VISA);
    const second = await saveCard(shopper, MASTERCARD);
    const answer = await makeDefault(shopper, second.card.id);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(v.parse(savedPaymentCardSchema, answer.body)).toEqual({ ...second.card, defaultCard: true });
    expect((await list(shopper)).map((card) => [card.id, card.defaultCard])).toEqual([
      [second.card.id, true],
      [first.card.id, false],
    ]);
    // Already the default: the same answer, nothing changes.
    expect((await makeDefault(shopper, second.card.id)).body).toEqual({ ...second.card, defaultCard: true });
    expect(await defaultsOf(shopper.customerId)).toEqual([{ id: Number(second.card.id) }]);
  });

  it('keeps one default when many cards are made the default at once', async () => {
    const shopper = await newShopper(h, 'many-defaults');
    const cards = [];
    for (const number of [VISA, MASTERCARD, AMEX, '5373 7000 0000 0003', '6356 2800 0000 0000 001'])
      cards.push((await saveCard(shopper, number)).card);
    const answers = await Promise.all(cards.map((card) => makeDefault(shopper, card.id)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await defaultsOf(shopper.customerId)).toHaveLength(1);
  });

  it('answers 404 for another customer’s card and for ids that are no card, changing nothing', async () => {
    const owner = await newShopper(h, 'patch-owner');
    const other = await newShopper(h, 'patch-other');
    await saveCard(owner, VISA);
    const { card } = await saveCard(owner, MASTERCARD);
    await saveCard(other, VISA);
    for (const id of [card.id, '1', '99999999999', 'abc', '-1']) {
      expectRefusal(await makeDefault(other, id), 404, 'PAYMENT_CARD_NOT_FOUND');
    }
    expect((await list(owner)).find((saved) => saved.id === card.id)?.defaultCard).toBe(false);
  });

  it('answers 400 INVALID_INPUT to anything but { defaultCard: true }', async () => {
    const shopper = await newShopper(h, 'patch-bodies');
    const { card } = await saveCard(shopper);
    for (const json of [{ defaultCard: false }, {}, { defaultCard: 'true' }, []]) {
      expectRefusal(await makeDefault(shopper, card.id, json), 400, 'INVALID_INPUT');
    }
  });

  it('will not make an expired card the default (422 CARD_EXPIRED)', async () => {
    const shopper = await newShopper(h, 'patch-expired');
    await saveCard(shopper, VISA);
    const { cardToken } = await tokeniseCard(h, shopper, MASTERCARD, { expiryMonth: 6, expiryYear: 2025 });
    const saved = await save(shopper, { cardToken });
    const { id } = saved.body as { id: string };
    h.clock.set('2025-07-01T09:00:00Z');
    expect((await shopper.browser.exchange()).status).toBe(200);
    expectRefusal(await makeDefault(shopper, id), 422, 'CARD_EXPIRED');
  });
});

describe('DELETE payment-cards/{id}', () => {
  it('deletes the card (204); deleting the default makes the newest card left the default', async () => {
    const shopper = await newShopper(h, 'delete');
    const first = await saveCard(shopper, VISA);
    h.clock.advance(60_000);
    const second = await saveCard(shopper, MASTERCARD);
    h.clock.advance(60_000);
    const third = await saveCard(shopper, AMEX);
    h.clock.advance(60_000);
    const answer = await remove(shopper, first.card.id);
    expect(answer.status).toBe(204);
    expect(answer.text).toBe('');
    expect((await list(shopper)).map((card) => [card.id, card.defaultCard])).toEqual([
      [third.card.id, true],
      [second.card.id, false],
    ]);
    expect((await remove(shopper, second.card.id)).status).toBe(204);
    expect((await list(shopper)).map((card) => [card.id, card.defaultCard])).toEqual([[third.card.id, true]]);
    expect((await remove(shopper, third.card.id)).status).toBe(204);
    expect(await list(shopper)).toEqual([]);
    expectRefusal(await remove(shopper, third.card.id), 404, 'PAYMENT_CARD_NOT_FOUND');
  });

  it('answers 404 for another customer’s card, which stays theirs', async () => {
    const owner = await newShopper(h, 'delete-owner');
    const other = await newShopper(h, 'delete-other');
    const { card } = await saveCard(owner);
    for (const id of [card.id, 'abc', '0'])
      expectRefusal(await remove(other, id), 404, 'PAYMENT_CARD_NOT_FOUND');
    expect(await list(owner)).toEqual([card]);
  });
});

describe('expiry, and what the order service reads', () => {
  it('marks a card expired once its expiry month is over, by the London calendar', async () => {
    const shopper = await newShopper(h, 'expiring');
    await saveCard(shopper, VISA);
    await tokeniseCard(h, shopper, MASTERCARD, { expiryMonth: 6, expiryYear: 2025 }).then(({ cardToken }) =>
      save(shopper, { cardToken, defaultCard: true }),
    );
    const at = async (time: string) => {
      h.clock.set(time);
      expect((await shopper.browser.exchange()).status).toBe(200);
      return (await list(shopper)).map((card) => [card.expiryDate, card.expired]);
    };
    expect(await at('2025-06-30T22:30:00Z')).toEqual([
      ['06/25', false],
      ['12/30', false],
    ]);
    // 00:30 on 1 July in London.
    expect(await at('2025-06-30T23:30:00Z')).toEqual([
      ['06/25', true],
      ['12/30', false],
    ]);
  });

  it('defaultSavedCard is the default card while it has not expired', async () => {
    const shopper = await newShopper(h, 'default-for-orders');
    expect(await defaultSavedCard(h.database.db, h.clock, shopper.customerId)).toBeUndefined();
    const { cardToken } = await tokeniseCard(h, shopper, VISA, { expiryMonth: 6, expiryYear: 2025 });
    await save(shopper, { cardToken });
    expect(await defaultSavedCard(h.database.db, h.clock, shopper.customerId)).toMatchObject({
      cardToken,
      isDefault: true,
    });
    h.clock.set('2025-07-01T09:00:00Z');
    expect(await defaultSavedCard(h.database.db, h.clock, shopper.customerId)).toBeUndefined();
  });

  it('findSavedCard finds only the customer’s own, by id or its text', async () => {
    const owner = await newShopper(h, 'find-owner');
    const other = await newShopper(h, 'find-other');
    const { card, cardToken } = await saveCard(owner);
    for (const id of [card.id, Number(card.id)])
      expect(await findSavedCard(h.database.db, owner.customerId, id)).toMatchObject({ cardToken });
    for (const id of [card.id, 'abc', '', '1.5', 0, -1, 2 ** 40])
      expect(await findSavedCard(h.database.db, other.customerId, id)).toBeUndefined();
  });

  it('savePaymentCard takes the order service’s transaction: rolled back, nothing is saved', async () => {
    const shopper = await newShopper(h, 'save-in-tx');
    const { cardToken } = await tokeniseCard(h, shopper);
    await expect(
      h.database.db.transaction(async (tx) => {
        const saved = await savePaymentCard(tx, h.clock, shopper.customerId, cardToken, {
          defaultCard: true,
        });
        expect(saved).toMatchObject({
          ok: true,
          value: { created: true, card: { cardToken, isDefault: true } },
        });
        throw new Error('placing failed after saving the card');
      }),
    ).rejects.toThrow('placing failed');
    expect(await list(shopper)).toEqual([]);
    const saved = await h.database.db.transaction((tx) =>
      savePaymentCard(tx, h.clock, shopper.customerId, cardToken),
    );
    expect(saved).toMatchObject({ ok: true, value: { created: true, card: { isDefault: true } } });
    expect(await list(shopper)).toHaveLength(1);
  });

  it('keeps one default when first cards are saved at once', async () => {
    const shopper = await newShopper(h, 'first-cards-race');
    const tokens = [];
    for (const number of [VISA, MASTERCARD, AMEX])
      tokens.push((await tokeniseCard(h, shopper, number)).cardToken);
    const saved = await Promise.all(
      tokens.map((cardToken) => savePaymentCard(h.database.db, h.clock, shopper.customerId, cardToken)),
    );
    expect(saved.every((result) => result.ok)).toBe(true);
    expect(await defaultsOf(shopper.customerId)).toHaveLength(1);
  });
});
