import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  cardTokenSchema,
  challengeResultMessageSchema,
  checkoutRefusalSchema,
  paymentSecurityTokenSchema,
  paymentSessionSchema,
} from '../../src/contract/checkout.ts';
import { CHECKOUT_REFUSALS } from '../../src/domain/checkout.ts';
import { CARD_ENTRY_MESSAGES } from '../../src/domain/payment-cards.ts';
import {
  cardTokens,
  customerOrders,
  paymentAuthorisations,
  paymentChallenges,
  paymentSessions,
} from '../../src/server/db/schema.ts';
import { SMALL_BODY_LIMIT_BYTES } from '../../src/server/http/body-limit.ts';
import {
  authorisePayment,
  challengeOutcome,
  findCardToken,
  PAYMENT_MESSAGES,
} from '../../src/server/services/payment-processor.ts';
import { rowsOf } from '../../src/server/services/products.ts';
import { sha256 } from '../../src/server/services/secrets.ts';
import { Browser, claimsOf, createHarness, type Harness, TEST_JWT_SECRET } from './support/auth-harness.ts';
import {
  AUTHENTICATING_VISA,
  cardFields,
  openPaymentSession,
  PAYMENT_SERVICE,
  paymentCall,
  sendCard,
  TEST_CARDS,
  tokeniseCard,
  VISA,
} from './support/payment-fixtures.ts';
import { newShopper, type Shopper } from './support/slot-fixtures.ts';

// The payment service (docs/api/checkout.md "The payment service", "Published test cards"; doc 2 §3 Payment
// session, Global flow; §7 Payments; §8 SECURITY_NEEDED): payment sessions, card entry and its refusals, every
// test card through the processor, the security token and the bank's challenge page, and that a shopper only
// ever reaches their own session, token, order and challenge. The test clock reads 2 June 2025, 10:00 London.

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

const SESSIONS = `${PAYMENT_SERVICE}/payment-sessions`;
const cardsOf = (sessionGUID: string) => `${SESSIONS}/${sessionGUID}/cards`;
const SECURITY_TOKENS = `${PAYMENT_SERVICE}/payment-security-tokens`;
const FIFTEEN_MINUTES = 15 * 60 * 1000;

const orderIdOf = (shopper: Shopper) => Number(claimsOf(shopper.browser.accessToken ?? '').customerOrderId);

async function putCardOnOrder(shopper: Shopper, cardToken: string | null) {
  await h.database.db
    .update(customerOrders)
    .set({ cardToken })
    .where(eq(customerOrders.id, orderIdOf(shopper)));
}

function expectRefusal(answer: { status: number; body: unknown }, status: number, type: string) {
  expect(answer.status).toBe(status);
  const refusal = v.parse(checkoutRefusalSchema, answer.body);
  expect(refusal.type).toBe(type);
  expect(refusal.code).toBe(type);
  return refusal;
}

describe('who may call', () => {
  it('answers 401 to a call without a token, and to an anonymous session', async () => {
    const browser = new Browser(h.app);
    expect((await browser.exchange()).status).toBe(200);
    expect(claimsOf(browser.accessToken ?? '').customerId).toBe(-1);
    const anonymous: Shopper = { browser, customerId: -1, email: '' };
    for (const caller of [null, anonymous]) {
      expect((await paymentCall(h, caller, SESSIONS, { method: 'POST' })).status).toBe(401);
      expect((await paymentCall(h, caller, cardsOf('x'), { json: cardFields() })).status).toBe(401);
      expect((await paymentCall(h, caller, `${SECURITY_TOKENS}?customerOrderId=1`)).status).toBe(401);
    }
  });
});

describe('POST payment-sessions', () => {
  it('opens a session for 15 minutes and keeps only the SHA-256 of its passcode', async () => {
    const shopper = await newShopper(h, 'session');
    const answer = await paymentCall(h, shopper, SESSIONS, { method: 'POST' });
    expect(answer.status).toBe(201);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const session = v.parse(paymentSessionSchema, answer.body);
    expect(session.processingDB).toBe('PDB-1');
    expect(session.passcode.length).toBeGreaterThanOrEqual(32);
    const [row] = await h.database.db
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.id, session.sessionGUID));
    expect(row).toMatchObject({
      customerId: shopper.customerId,
      passcodeHash: sha256(session.passcode),
      processingDb: 'PDB-1',
      usedAt: null,
    });
    expect(JSON.stringify(row)).not.toContain(session.passcode);
    expect(row?.expiresAt.getTime()).toBe(new Date(START).getTime() + FIFTEEN_MINUTES);
  });

  it('gives every session its own GUID and passcode', async () => {
    const shopper = await newShopper(h, 'sessions');
    const [a, b] = [await openPaymentSession(h, shopper), await openPaymentSession(h, shopper)];
    expect(a.sessionGUID).not.toBe(b.sessionGUID);
    expect(a.passcode).not.toBe(b.passcode);
  });
});

describe('POST payment-sessions/{sessionGUID}/cards: the published test cards', () => {
  it.each(TEST_CARDS)('tokenises $number as $cardType that will $behaviour', async (card) => {
    const shopper = await newShopper(h, 'test-card');
    const answer = await sendCard(h, shopper, cardFields(card.number, { cardholderName: ' Ann Shopper ' }));
    expect(answer.status).toBe(201);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const token = v.parse(cardTokenSchema, answer.body);
    const lastFour = card.number.replace(/ /g, '').slice(-4);
    expect(token).toEqual({
      cardToken: expect.stringMatching(/^tok_[\w-]{24}$/),
      cardType: card.cardType,
      maskedCardNumber: `•••• •••• •••• ${lastFour}`,
      expiryDate: '12/30',
      cardholderName: 'Ann Shopper',
    });
    const row = await findCardToken(h.database.db, shopper.customerId, token.cardToken);
    expect(row).toMatchObject({
      customerId: shopper.customerId,
      behaviour: card.behaviour,
      cardType: card.cardType,
      lastFour,
      expiryMonth: 12,
      expiryYear: 2030,
      cardholderName: 'Ann Shopper',
    });
  });

  it('takes month and year as numbers or as digits, a 2-digit year being this century', async () => {
    const shopper = await newShopper(h, 'expiry-forms');
    for (const [expiryMonth, expiryYear] of [
      [7, 2027],
      ['07', '27'],
      ['7', '2027'],
      [7, 27],
    ] as const) {
      const token = await tokeniseCard(h, shopper, VISA, { expiryMonth, expiryYear });
      expect(token.expiryDate).toBe('07/27');
    }
  });

  it('takes a card that expires this month (good to the end of it)', async () => {
    const shopper = await newShopper(h, 'this-month');
    const token = await tokeniseCard(h, shopper, VISA, { expiryMonth: 6, expiryYear: 2025 });
    expect(token.expiryDate).toBe('06/25');
  });
});

describe('card entry refusals (422 INVALID_CARD with fieldErrors)', () => {
  const cases: [string, Parameters<typeof cardFields>[1] & { number?: string }, [string, string][]][] = [
    ['no card number', { number: '' }, [['cardNumber', CARD_ENTRY_MESSAGES.cardNumberMissing]]],
    [
      'a number failing Luhn',
      { number: '4444 3333 2222 1112' },
      [['cardNumber', CARD_ENTRY_MESSAGES.cardNumberInvalid]],
    ],
    [
      'letters in the number',
      { number: '4444 3333 2222 111a' },
      [['cardNumber', CARD_ENTRY_MESSAGES.cardNumberInvalid]],
    ],
    [
      'a Visa of 10 digits',
      { number: '4000 0000 06' },
      [['cardNumber', CARD_ENTRY_MESSAGES.cardNumberInvalid]],
    ],
    [
      'a card type the shop does not take',
      { number: '9000 0000 0000 0008' },
      [['cardNumber', CARD_ENTRY_MESSAGES.cardTypeNotAccepted]],
    ],
    ['no expiry month', { expiryMonth: '' }, [['expiryDate', CARD_ENTRY_MESSAGES.expiryDateMissing]]],
    ['month 13', { expiryMonth: 13 }, [['expiryDate', CARD_ENTRY_MESSAGES.expiryDateNotInFuture]]],
    ['month 0', { expiryMonth: '00' }, [['expiryDate', CARD_ENTRY_MESSAGES.expiryDateNotInFuture]]],
    [
      'last month',
      { expiryMonth: 5, expiryYear: 2025 },
      [['expiryDate', CARD_ENTRY_MESSAGES.expiryDateNotInFuture]],
    ],
    ['a 3-digit year', { expiryYear: '203' }, [['expiryDate', CARD_ENTRY_MESSAGES.expiryDateNotInFuture]]],
    ['a year decades ahead', { expiryYear: 2099 }, [['expiryDate', PAYMENT_MESSAGES.expiryInvalid]]],
    ['no CVC', { cvc: '' }, [['cvc', CARD_ENTRY_MESSAGES.cvc(3)]]],
    ['a 4-digit CVC on a Visa', { cvc: '1234' }, [['cvc', CARD_ENTRY_MESSAGES.cvc(3)]]],
    [
      'a 3-digit CVC on American Express',
      { number: '3782 822463 10005', cvc: '123' },
      [['cvc', CARD_ENTRY_MESSAGES.cvc(4)]],
    ],
    ['letters in the CVC', { cvc: '12a' }, [['cvc', CARD_ENTRY_MESSAGES.cvc(3)]]],
    ['no name', { cardholderName: '   ' }, [['cardholderName', CARD_ENTRY_MESSAGES.cardholderNameMissing]]],
    [
      'a name of 51 letters',
      { cardholderName: 'A'.repeat(51) },
      [['cardholderName', PAYMENT_MESSAGES.nameTooLong(50)]],
    ],
    ['digits in the name', { cardholderName: 'R2-D2' }, [['cardholderName', PAYMENT_MESSAGES.nameInvalid]]],
    [
      'a name without a letter',
      { cardholderName: "-'." },
      [['cardholderName', PAYMENT_MESSAGES.nameInvalid]],
    ],
    [
      'everything at once, in the form order',
      { number: '1234', expiryMonth: 1, expiryYear: 2020, cvc: '', cardholderName: '<b>' },
      [
        ['cardNumber', CARD_ENTRY_MESSAGES.cardNumberInvalid],
        ['expiryDate', CARD_ENTRY_MESSAGES.expiryDateNotInFuture],
        ['cvc', CARD_ENTRY_MESSAGES.cvc(3)],
        ['cardholderName', PAYMENT_MESSAGES.nameInvalid],
      ],
    ],
  ];

  it.each(cases)('refuses %s', async (_name, change, expected) => {
    const shopper = await newShopper(h, 'refused-card');
    const { number = '4444 3333 2222 1111', ...fields } = change;
    const session = await openPaymentSession(h, shopper);
    const answer = await paymentCall(h, shopper, cardsOf(session.sessionGUID), {
      json: { passcode: session.passcode, ...cardFields(number, fields) },
    });
    const refusal = expectRefusal(answer, 422, 'INVALID_CARD');
    expect(refusal.fieldErrors).toEqual(expected.map(([field, message]) => ({ field, message })));
    // Nothing kept, and the session waits for the corrected card.
    const kept = await h.database.db
      .select()
      .from(cardTokens)
      .where(eq(cardTokens.customerId, shopper.customerId));
    expect(kept).toEqual([]);
    const corrected = await paymentCall(h, shopper, cardsOf(session.sessionGUID), {
      json: { passcode: session.passcode, ...cardFields() },
    });
    expect(corrected.status).toBe(201);
  });

  it('takes names with accents, apostrophes, hyphens and dots, and 50 letters', async () => {
    const shopper = await newShopper(h, 'names');
    for (const name of ["Siân O'Neill-Jones Jr.", 'José Álvarez', 'B'.repeat(50)]) {
      const token = await tokeniseCard(h, shopper, VISA, { cardholderName: name });
      expect(token.cardholderName).toBe(name);
    }
  });

  it('reads the expiry by the London calendar: at 00:30 on 1 July in London a June card has expired', async () => {
    h.clock.set('2025-06-30T23:30:00Z');
    const shopper = await newShopper(h, 'london');
    const answer = await sendCard(h, shopper, cardFields(VISA, { expiryMonth: 6, expiryYear: 2025 }));
    const refusal = expectRefusal(answer, 422, 'INVALID_CARD');
    expect(refusal.fieldErrors).toEqual([
      { field: 'expiryDate', message: CARD_ENTRY_MESSAGES.expiryDateNotInFuture },
    ]);
    h.clock.set('2025-06-30T22:30:00Z');
    expect((await sendCard(h, shopper, cardFields(VISA, { expiryMonth: 6, expiryYear: 2025 }))).status).toBe(
      201,
    );
  });
});

describe('card entry: the session and its passcode', () => {
  it('takes one card per session: a second is 404', async () => {
    const shopper = await newShopper(h, 'one-card');
    const session = await openPaymentSession(h, shopper);
    const send = () =>
      paymentCall(h, shopper, cardsOf(session.sessionGUID), {
        json: { passcode: session.passcode, ...cardFields() },
      });
    expect((await send()).status).toBe(201);
    expectRefusal(await send(), 404, 'PAYMENT_SESSION_NOT_FOUND');
    const kept = await h.database.db
      .select()
      .from(cardTokens)
      .where(eq(cardTokens.customerId, shopper.customerId));
    expect(kept).toHaveLength(1);
  });

  it('gives one token when the same session is sent two cards at once', async () => {
    const shopper = await newShopper(h, 'race');
    const session = await openPaymentSession(h, shopper);
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        paymentCall(h, shopper, cardsOf(session.sessionGUID), {
          json: { passcode: session.passcode, ...cardFields() },
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 404, 404]);
  });

  it('answers 404 for a session past its 15 minutes', async () => {
    const shopper = await newShopper(h, 'late');
    const session = await openPaymentSession(h, shopper);
    h.clock.advance(FIFTEEN_MINUTES);
    expect((await shopper.browser.exchange()).status).toBe(200);
    const answer = await paymentCall(h, shopper, cardsOf(session.sessionGUID), {
      json: { passcode: session.passcode, ...cardFields() },
    });
    expectRefusal(answer, 404, 'PAYMENT_SESSION_NOT_FOUND');
  });

  it("answers 404 for another customer's session, and for an unknown one, and leaves theirs usable", async () => {
    const owner = await newShopper(h, 'session-owner');
    const other = await newShopper(h, 'session-other');
    const session = await openPaymentSession(h, owner);
    const body = { passcode: session.passcode, ...cardFields() };
    expectRefusal(
      await paymentCall(h, other, cardsOf(session.sessionGUID), { json: body }),
      404,
      'PAYMENT_SESSION_NOT_FOUND',
    );
    expectRefusal(
      await paymentCall(h, other, cardsOf('00000000-0000-4000-8000-000000000000'), { json: body }),
      404,
      'PAYMENT_SESSION_NOT_FOUND',
    );
    expect((await paymentCall(h, owner, cardsOf(session.sessionGUID), { json: body })).status).toBe(201);
  });

  it('answers 403 INVALID_PASSCODE for a wrong passcode, keeping nothing and leaving the session', async () => {
    const shopper = await newShopper(h, 'passcode');
    const session = await openPaymentSession(h, shopper);
    const other = await openPaymentSession(h, shopper);
    for (const passcode of ['wrong', other.passcode]) {
      expectRefusal(
        await paymentCall(h, shopper, cardsOf(session.sessionGUID), { json: { ...cardFields(), passcode } }),
        403,
        'INVALID_PASSCODE',
      );
    }
    const kept = await h.database.db
      .select()
      .from(cardTokens)
      .where(eq(cardTokens.customerId, shopper.customerId));
    expect(kept).toEqual([]);
    const answer = await paymentCall(h, shopper, cardsOf(session.sessionGUID), {
      json: { passcode: session.passcode, ...cardFields() },
    });
    expect(answer.status).toBe(201);
  });

  it('answers 400 INVALID_INPUT to a body that is not a card entry', async () => {
    const shopper = await newShopper(h, 'bodies');
    const session = await openPaymentSession(h, shopper);
    const url = cardsOf(session.sessionGUID);
    const valid = { passcode: session.passcode, ...cardFields() };
    const { cvc: _cvc, ...withoutCvc } = valid;
    for (const raw of [
      'not json',
      '',
      '[]',
      '"4444333322221111"',
      JSON.stringify(withoutCvc),
      JSON.stringify({ ...valid, cardNumber: 4444333322221111 }),
      JSON.stringify({ ...valid, expiryMonth: 7.5 }),
      JSON.stringify({ ...valid, expiryMonth: null }),
      JSON.stringify({ ...valid, cardNumber: '4'.repeat(65) }),
      JSON.stringify({ ...valid, cardholderName: 'A'.repeat(201) }),
      JSON.stringify({ ...valid, passcode: '' }),
    ]) {
      expectRefusal(await paymentCall(h, shopper, url, { raw }), 400, 'INVALID_INPUT');
    }
    // The session is still there for a proper card.
    expect((await paymentCall(h, shopper, url, { json: valid })).status).toBe(201);
  });

  it('refuses a body over the small-body limit with 413', async () => {
    const shopper = await newShopper(h, 'large');
    const session = await openPaymentSession(h, shopper);
    const answer = await paymentCall(h, shopper, cardsOf(session.sessionGUID), {
      json: { passcode: session.passcode, ...cardFields(), padding: 'x'.repeat(SMALL_BODY_LIMIT_BYTES) },
    });
    expect(answer.status).toBe(413);
  });
});

describe('authorisePayment: each test card through the processor', () => {
  const authorise = (shopper: Shopper, cardToken: string, authenticated = false, amountPence = 4250) =>
    authorisePayment(h.database.db, h.clock, {
      customerId: shopper.customerId,
      customerOrderId: orderIdOf(shopper),
      cardToken,
      amountPence,
      authenticated,
    });
  const recorded = (cardToken: string) =>
    h.database.db.select().from(paymentAuthorisations).where(eq(paymentAuthorisations.cardToken, cardToken));

  it.each([
    ['4444 3333 2222 1111', 'AUTHORISED'],
    ['5555 5555 5555 4444', 'AUTHORISED'],
    ['6356 2800 0000 0000 001', 'AUTHORISED'],
    ['5373 7000 0000 0003', 'AUTHORISED'],
    ['3782 822463 10005', 'AUTHORISED'],
    ['4000 0000 0000 0119', 'AUTHORISED'],
    ['4000 0000 0000 0002', 'DECLINED'],
  ])('%s is %s at checkout, and that is recorded', async (number, outcome) => {
    const shopper = await newShopper(h, 'authorise');
    const { cardToken } = await tokeniseCard(h, shopper, number);
    const answer = await authorise(shopper, cardToken);
    expect(answer.outcome).toBe(outcome);
    const rows = await recorded(cardToken);
    expect(rows).toEqual([
      expect.objectContaining({
        customerOrderId: orderIdOf(shopper),
        amountPence: 4250,
        status: outcome,
        createdAt: new Date(START),
      }),
    ]);
    if (answer.outcome === 'AUTHORISED') expect(answer.authorisationId).toBe(rows[0]?.id);
  });

  it('asks for authentication on 4000 0027 6000 3184 until the order says it was authenticated', async () => {
    const shopper = await newShopper(h, 'needs-auth');
    const { cardToken } = await tokeniseCard(h, shopper, AUTHENTICATING_VISA);
    expect(await authorise(shopper, cardToken)).toEqual({ outcome: 'SECURITY_NEEDED' });
    expect(await recorded(cardToken)).toEqual([]);
    const answer = await authorise(shopper, cardToken, true);
    expect(answer).toEqual({ outcome: 'AUTHORISED', authorisationId: expect.any(Number) });
    expect((await recorded(cardToken)).map((row) => row.status)).toEqual(['AUTHORISED']);
  });

  it("knows only the customer's own cards: another's token is UNKNOWN_CARD and nothing is recorded", async () => {
    const owner = await newShopper(h, 'card-owner');
    const other = await newShopper(h, 'card-other');
    const { cardToken } = await tokeniseCard(h, owner);
    expect(await authorise(other, cardToken)).toEqual({ outcome: 'UNKNOWN_CARD' });
    expect(await authorise(other, 'tok_unknown')).toEqual({ outcome: 'UNKNOWN_CARD' });
    expect(await recorded(cardToken)).toEqual([]);
    expect(await findCardToken(h.database.db, other.customerId, cardToken)).toBeUndefined();
    expect(await findCardToken(h.database.db, owner.customerId, cardToken)).toMatchObject({
      token: cardToken,
    });
  });

  it('declines a card once its expiry month is over', async () => {
    const shopper = await newShopper(h, 'expired');
    const { cardToken } = await tokeniseCard(h, shopper, VISA, { expiryMonth: 6, expiryYear: 2025 });
    h.clock.set('2025-07-01T08:00:00Z');
    expect(await authorise(shopper, cardToken)).toEqual({ outcome: 'DECLINED' });
  });

  it('runs in the caller’s transaction: rolled back, nothing is recorded', async () => {
    const shopper = await newShopper(h, 'rollback');
    const { cardToken } = await tokeniseCard(h, shopper);
    await expect(
      h.database.db.transaction(async (tx) => {
        const answer = await authorisePayment(tx, h.clock, {
          customerId: shopper.customerId,
          customerOrderId: orderIdOf(shopper),
          cardToken,
          amountPence: 100,
          authenticated: false,
        });
        expect(answer.outcome).toBe('AUTHORISED');
        throw new Error('placing failed after the authorisation');
      }),
    ).rejects.toThrow('placing failed');
    expect(await recorded(cardToken)).toEqual([]);
  });

  it('refuses an amount that is not whole pence', async () => {
    const shopper = await newShopper(h, 'amount');
    const { cardToken } = await tokeniseCard(h, shopper);
    await expect(authorise(shopper, cardToken, false, 12.5)).rejects.toThrow('pence');
    await expect(authorise(shopper, cardToken, false, -1)).rejects.toThrow('pence');
  });
});

/** The JSON the page posts to its parent, read from its script. */
function postedMessage(html: string): unknown {
  const match =
    /<script nonce="([^"]+)">window\.parent\.postMessage\((.*), location\.origin\);<\/script>/.exec(html);
  return match ? JSON.parse(match[2] ?? '') : undefined;
}

describe('GET payment-security-tokens and the challenge page', () => {
  async function shopperWithCard(name: string, number = AUTHENTICATING_VISA) {
    const shopper = await newShopper(h, name);
    const { cardToken } = await tokeniseCard(h, shopper, number);
    await putCardOnOrder(shopper, cardToken);
    return { shopper, cardToken, orderId: orderIdOf(shopper) };
  }
  async function securityToken(shopper: Shopper, orderId: number) {
    const answer = await paymentCall(h, shopper, `${SECURITY_TOKENS}?customerOrderId=${orderId}`);
    expect(answer.status).toBe(200);
    return v.parse(paymentSecurityTokenSchema, answer.body);
  }
  const page = (challengeUrl: string, token: string | undefined, form?: Record<string, string>) =>
    paymentCall(
      h,
      null,
      token === undefined ? challengeUrl : `${challengeUrl}?token=${encodeURIComponent(token)}`,
      {
        ...(form && { form }),
      },
    );

  it('makes a challenge for the card on the order, and a signed token naming it', async () => {
    const { shopper, cardToken, orderId } = await shopperWithCard('security-token');
    const answer = await paymentCall(h, shopper, `${SECURITY_TOKENS}?customerOrderId=${orderId}`);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const token = v.parse(paymentSecurityTokenSchema, answer.body);
    expect(token.cardToken).toBe(cardToken);
    expect(token.jwtId).toMatch(/^[\w-]{24}$/);
    expect(token.challengeUrl).toBe(`${PAYMENT_SERVICE}/challenges/${token.jwtId}`);
    expect(claimsOf(token.jwt)).toMatchObject({
      jti: token.jwtId,
      sub: String(shopper.customerId),
      customerOrderId: String(orderId),
      aud: 'payment-challenge',
      typ: 'payment-challenge',
      exp: new Date(START).getTime() / 1000 + 15 * 60,
    });
    const [row] = await h.database.db
      .select()
      .from(paymentChallenges)
      .where(eq(paymentChallenges.id, token.jwtId));
    expect(row).toMatchObject({
      customerId: shopper.customerId,
      customerOrderId: orderId,
      cardToken,
      status: 'PENDING',
      answeredAt: null,
    });
    expect(row?.expiresAt.getTime()).toBe(new Date(START).getTime() + FIFTEEN_MINUTES);
  });

  it('is never an access token', async () => {
    const { shopper, orderId } = await shopperWithCard('not-access');
    const { jwt } = await securityToken(shopper, orderId);
    const answer = await h.app.request(SESSIONS, {
      method: 'POST',
      headers: { authorization: `Bearer ${jwt}` },
    });
    expect(answer.status).toBe(401);
  });

  it('refuses: no order number (400), another customer’s or an unknown order (404), no card (409)', async () => {
    const { shopper, orderId } = await shopperWithCard('token-refusals');
    const other = await newShopper(h, 'token-other');
    for (const query of ['', '?customerOrderId=', '?customerOrderId=abc', '?customerOrderId=-1']) {
      expectRefusal(await paymentCall(h, shopper, `${SECURITY_TOKENS}${query}`), 400, 'INVALID_INPUT');
    }
    const notFound = expectRefusal(
      await paymentCall(h, other, `${SECURITY_TOKENS}?customerOrderId=${orderId}`),
      404,
      'ORDER_NOT_FOUND',
    );
    expect(notFound.message).toBe(CHECKOUT_REFUSALS.ORDER_NOT_FOUND);
    expectRefusal(
      await paymentCall(h, shopper, `${SECURITY_TOKENS}?customerOrderId=999999999`),
      404,
      'ORDER_NOT_FOUND',
    );
    const noCard = expectRefusal(
      await paymentCall(h, other, `${SECURITY_TOKENS}?customerOrderId=${orderIdOf(other)}`),
      409,
      'NO_PAYMENT_CARD',
    );
    expect(noCard.message).toBe(CHECKOUT_REFUSALS.NO_PAYMENT_CARD);
    // A token on the order that is not the customer's (it could only be put there by mistake) is no card.
    const { cardToken: othersCard } = await tokeniseCard(h, other);
    await putCardOnOrder(shopper, othersCard);
    expectRefusal(
      await paymentCall(h, shopper, `${SECURITY_TOKENS}?customerOrderId=${orderId}`),
      409,
      'NO_PAYMENT_CARD',
    );
    const challenges = await h.database.db
      .select()
      .from(paymentChallenges)
      .where(eq(paymentChallenges.customerOrderId, orderId));
    expect(challenges).toEqual([]);
  });

  it('refuses an order that is no longer being checked out (409 ORDER_NOT_CHECKOUTABLE)', async () => {
    const { shopper, orderId } = await shopperWithCard('placed');
    await h.database.db.update(customerOrders).set({ state: 'PLACED' }).where(eq(customerOrders.id, orderId));
    try {
      expectRefusal(
        await paymentCall(h, shopper, `${SECURITY_TOKENS}?customerOrderId=${orderId}`),
        409,
        'ORDER_NOT_CHECKOUTABLE',
      );
    } finally {
      await h.database.db
        .update(customerOrders)
        .set({ state: 'PENDING' })
        .where(eq(customerOrders.id, orderId));
    }
  });

  it('shows the bank’s page: accessible, self-contained, framed by this origin only, no script until answered', async () => {
    const { shopper, orderId } = await shopperWithCard('page');
    const { jwt, challengeUrl } = await securityToken(shopper, orderId);
    const answer = await page(challengeUrl, jwt);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const csp = answer.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("form-action 'self'");
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    const html = answer.text;
    expect(html).toContain('<html lang="en-GB">');
    expect(html).toContain('<title>Confirm your payment</title>');
    expect(html).toContain('<h1>Confirm your payment</h1>');
    expect(html).toContain('Visa ending 3184');
    expect(html).toContain(`<style nonce="${nonce}">`);
    expect(html).toMatch(/<button type="submit" name="outcome" value="APPROVED">Approve<\/button>/);
    expect(html).toMatch(/<button type="submit" name="outcome" value="FAILED">Fail<\/button>/);
    expect(html).toContain(`<form method="post" action="${challengeUrl}?token=${jwt}">`);
    expect(html).not.toContain('<script');
    expect(html).not.toMatch(/(src|href)=/);
  });

  it('takes the first answer: Approve, then Fail changes nothing', async () => {
    const { shopper, cardToken, orderId } = await shopperWithCard('approve');
    const { jwt, jwtId, challengeUrl } = await securityToken(shopper, orderId);
    const outcome = () =>
      challengeOutcome(h.database.db, { customerId: shopper.customerId, customerOrderId: orderId, jwtId });
    expect(await outcome()).toEqual({ status: 'PENDING' });

    h.clock.advance(60_000);
    const approved = await page(challengeUrl, jwt, { outcome: 'APPROVED' });
    expect(approved.status).toBe(200);
    expect(approved.text).toContain('You approved this payment.');
    const nonce = /'nonce-([^']+)'/.exec(approved.headers.get('content-security-policy') ?? '')?.[1];
    expect(approved.text).toContain(`<script nonce="${nonce}">`);
    expect(v.parse(challengeResultMessageSchema, postedMessage(approved.text))).toEqual({
      type: 'payment-challenge',
      jwtId,
      outcome: 'APPROVED',
    });
    expect(await outcome()).toEqual({ status: 'APPROVED', cardToken });

    const again = await page(challengeUrl, jwt, { outcome: 'FAILED' });
    expect(again.status).toBe(200);
    expect(postedMessage(again.text)).toEqual({ type: 'payment-challenge', jwtId, outcome: 'APPROVED' });
    expect(await outcome()).toEqual({ status: 'APPROVED', cardToken });
    const [row] = await h.database.db.select().from(paymentChallenges).where(eq(paymentChallenges.id, jwtId));
    expect(row?.answeredAt).toEqual(new Date(new Date(START).getTime() + 60_000));

    // Opened again (the frame reloads), the page tells the checkout the answer once more.
    const reopened = await page(challengeUrl, jwt);
    expect(postedMessage(reopened.text)).toEqual({ type: 'payment-challenge', jwtId, outcome: 'APPROVED' });
  });

  it('records Fail as FAILED', async () => {
    const { shopper, orderId } = await shopperWithCard('fail');
    const { jwt, jwtId, challengeUrl } = await securityToken(shopper, orderId);
    const failed = await page(challengeUrl, jwt, { outcome: 'FAILED' });
    expect(failed.text).toContain('You did not approve this payment.');
    expect(postedMessage(failed.text)).toEqual({ type: 'payment-challenge', jwtId, outcome: 'FAILED' });
    expect(
      await challengeOutcome(h.database.db, {
        customerId: shopper.customerId,
        customerOrderId: orderId,
        jwtId,
      }),
    ).toEqual({ status: 'FAILED' });
  });

  it('asks again (400) for an answer that is neither Approve nor Fail', async () => {
    const { shopper, orderId } = await shopperWithCard('neither');
    const { jwt, jwtId, challengeUrl } = await securityToken(shopper, orderId);
    for (const form of [{ outcome: 'MAYBE' }, {}] as Record<string, string>[]) {
      const answer = await page(challengeUrl, jwt, form);
      expect(answer.status).toBe(400);
      expect(answer.text).toContain('Please choose Approve or Fail.');
      expect(answer.text).toContain('>Approve</button>');
    }
    const [row] = await h.database.db.select().from(paymentChallenges).where(eq(paymentChallenges.id, jwtId));
    expect(row?.status).toBe('PENDING');
  });

  it('opens only with its own valid token: none, tampered, another challenge’s, forged or expired is 404', async () => {
    const { shopper, orderId } = await shopperWithCard('page-owner');
    const { jwt, jwtId, challengeUrl } = await securityToken(shopper, orderId);
    const second = await securityToken(shopper, orderId);
    const other = await shopperWithCard('page-other');
    const sign = (claims: Record<string, unknown>, secret = TEST_JWT_SECRET) =>
      new SignJWT({
        typ: 'payment-challenge',
        customerOrderId: String(orderId),
        iss: 'grocery-api',
        aud: 'payment-challenge',
        sub: String(shopper.customerId),
        jti: jwtId,
        iat: new Date(START).getTime() / 1000,
        exp: new Date(START).getTime() / 1000 + 900,
        ...claims,
      })
        .setProtectedHeader({ alg: 'HS256' })
        .sign(new TextEncoder().encode(secret));
    // The same claims, signed with the server's secret, open the page: the forgeries differ in one claim.
    expect((await page(challengeUrl, await sign({}))).status).toBe(200);
    const [head, payload] = jwt.split('.');
    const bad = [
      undefined,
      '',
      `${head}.${payload}.${'A'.repeat(43)}`,
      second.jwt,
      // Another customer's: signed for this challenge but naming them, or for their own order.
      await sign({ sub: String(other.shopper.customerId) }),
      await sign({ customerOrderId: String(other.orderId) }),
      await sign({}, 'not-the-server-secret-not-the-server-secret'),
      await sign({ typ: 'access' }),
      await sign({ aud: 'web-app' }),
      await sign({ jti: second.jwtId }),
    ];
    for (const token of bad) {
      const opened = await page(challengeUrl, token);
      expect(opened.status).toBe(404);
      expect(opened.text).toContain('This confirmation is no longer available.');
      expect(opened.text).not.toContain('<form');
      expect((await page(challengeUrl, token, { outcome: 'APPROVED' })).status).toBe(404);
    }
    // The real token still works and nothing was answered.
    expect((await page(challengeUrl, jwt)).text).toContain('>Approve</button>');
    expect((await page(`${PAYMENT_SERVICE}/challenges/unknown`, jwt)).status).toBe(404);

    h.clock.advance(FIFTEEN_MINUTES);
    expect((await page(challengeUrl, jwt)).status).toBe(404);
    expect((await page(challengeUrl, jwt, { outcome: 'APPROVED' })).status).toBe(404);
    const [row] = await h.database.db.select().from(paymentChallenges).where(eq(paymentChallenges.id, jwtId));
    expect(row?.status).toBe('PENDING');
  });

  it('challengeOutcome knows only the customer’s own order’s challenges', async () => {
    const { shopper, orderId } = await shopperWithCard('outcome-owner');
    const other = await shopperWithCard('outcome-other');
    const { jwt, jwtId, challengeUrl } = await securityToken(shopper, orderId);
    await page(challengeUrl, jwt, { outcome: 'APPROVED' });
    const outcome = (customerId: number, customerOrderId: number, id = jwtId) =>
      challengeOutcome(h.database.db, { customerId, customerOrderId, jwtId: id });
    expect(await outcome(other.shopper.customerId, orderId)).toEqual({ status: 'NOT_FOUND' });
    expect(await outcome(other.shopper.customerId, other.orderId)).toEqual({ status: 'NOT_FOUND' });
    expect(await outcome(shopper.customerId, other.orderId)).toEqual({ status: 'NOT_FOUND' });
    expect(await outcome(shopper.customerId, orderId, 'unknown')).toEqual({ status: 'NOT_FOUND' });
    expect((await outcome(shopper.customerId, orderId)).status).toBe('APPROVED');
  });
});

describe('no card number or CVC is stored or logged (PCI DSS 3.3/3.4)', () => {
  it('keeps none in any table, and writes none to the log', async () => {
    const logged = h.logger.lines.length;
    const shopper = await newShopper(h, 'pci');
    const passcodes: string[] = [];
    const jwts: string[] = [];
    for (const card of TEST_CARDS) {
      const session = await openPaymentSession(h, shopper);
      passcodes.push(session.passcode);
      const url = cardsOf(session.sessionGUID);
      // Refused first (a wrong CVC length; a wrong passcode), then taken.
      const wrongCvc = card.cvc.length === 4 ? card.cvc.slice(0, 3) : `${card.cvc}1`;
      await paymentCall(h, shopper, url, {
        json: { passcode: session.passcode, ...cardFields(card.number, { cvc: wrongCvc }) },
      });
      await paymentCall(h, shopper, url, { json: { passcode: 'wrong', ...cardFields(card.number) } });
      const answer = await paymentCall(h, shopper, url, {
        json: { passcode: session.passcode, ...cardFields(card.number) },
      });
      expect(answer.status).toBe(201);
      expect(answer.text).not.toContain(card.number.replace(/ /g, ''));
      expect(answer.text).not.toContain(card.cvc);
      const { cardToken } = answer.body as { cardToken: string };
      await paymentCall(h, shopper, '/api/payment-cards-prod/v1/payment-cards', { json: { cardToken } });
      await putCardOnOrder(shopper, cardToken);
      await authorisePayment(h.database.db, h.clock, {
        customerId: shopper.customerId,
        customerOrderId: orderIdOf(shopper),
        cardToken,
        amountPence: 1999,
        authenticated: false,
      });
      const token = await paymentCall(h, shopper, `${SECURITY_TOKENS}?customerOrderId=${orderIdOf(shopper)}`);
      jwts.push(token.body.jwt);
      await paymentCall(h, null, `${token.body.challengeUrl}?token=${token.body.jwt}`, {
        form: { outcome: 'APPROVED' },
      });
    }
    // A number sent in a field of its own on a malformed body, and a card number in a path, are not kept either.
    await paymentCall(h, shopper, `${SESSIONS}/4444333322221111/cards`, { json: cardFields() });

    const tables = await h.database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    const tableNames = rowsOf<{ table_name: string }>(tables).map((row) => row.table_name);
    expect(tableNames).toEqual(expect.arrayContaining(['card_tokens', 'payment_cards', 'payment_sessions']));
    const dumps: string[] = [];
    for (const table of tableNames) {
      const rows = await h.database.db.execute(
        sql`select row_to_json(t) as row from ${sql.identifier(table)} t`,
      );
      dumps.push(JSON.stringify(rowsOf<{ row: unknown }>(rows)));
    }
    const dump = dumps.join('\n');
    expect(dump).toContain('"last_four":"1111"');
    const log = JSON.stringify(h.logger.lines.slice(logged));
    expect(log).toContain('payment-sessions');

    /** A CVC standing alone: not a part of a longer run of letters, digits, '-' or '_' (ids, hashes, tokens). */
    const standalone = (text: string) => new RegExp(`(?<![\\w-])${text}(?![\\w-])`);
    for (const [where, text] of [
      ['the database', dump],
      ['the log', log],
    ] as const) {
      for (const card of TEST_CARDS) {
        const digits = card.number.replace(/ /g, '');
        expect(text, `${card.number} in ${where}`).not.toContain(digits);
        expect(text, `${card.number} in ${where}`).not.toContain(card.number);
        expect(text, `${card.number} in ${where}`).not.toContain(card.number.replace(/ /g, '-'));
        expect(text, `the CVC of ${card.number} in ${where}`).not.toMatch(standalone(card.cvc));
      }
      // No 12 to 19 digit run is any of the test cards' numbers, whatever is around it.
      const runs = text.match(/\d{12,19}/g) ?? [];
      const numbers = new Set(TEST_CARDS.map((card) => card.number.replace(/ /g, '')));
      expect(runs.filter((run) => numbers.has(run))).toEqual([]);
      expect(text).not.toMatch(/"cvc"|"cvv"|card_number|cardNumber/i);
    }
    for (const passcode of passcodes) {
      expect(dump).not.toContain(passcode);
      expect(log).not.toContain(passcode);
    }
    for (const jwt of jwts) expect(log).not.toContain(jwt);
  });
});
