import type { PaymentCardType } from '../../../src/domain/payment-cards.ts';
import type { CardBehaviour } from '../../../src/server/db/schema.ts';
import type { Harness } from './auth-harness.ts';
import type { Shopper } from './slot-fixtures.ts';

/**
 * The payment service and saved cards through the app (docs/api/checkout.md): a call helper, the published
 * test cards and a card tokenised in one step (a payment session, then the card).
 */

export const PAYMENT_SERVICE = '/api/payment-service-prod/v1';
export const PAYMENT_CARDS = '/api/payment-cards-prod/v1';

/** The published test cards (docs/api/checkout.md "Published test cards"), as a shopper types them. */
export const TEST_CARDS: readonly {
  number: string;
  cardType: PaymentCardType;
  behaviour: CardBehaviour;
  cvc: string;
}[] = [
  { number: '4444 3333 2222 1111', cardType: 'VISA', behaviour: 'SUCCEED', cvc: '739' },
  { number: '5555 5555 5555 4444', cardType: 'MASTERCARD', behaviour: 'SUCCEED', cvc: '738' },
  { number: '4000 0000 0000 0002', cardType: 'VISA', behaviour: 'DECLINE', cvc: '737' },
  { number: '4000 0027 6000 3184', cardType: 'VISA', behaviour: 'REQUIRE_AUTHENTICATION', cvc: '736' },
  { number: '4000 0000 0000 0119', cardType: 'VISA', behaviour: 'DECLINE_AT_PICKING', cvc: '735' },
  { number: '6356 2800 0000 0000 001', cardType: 'BUSINESS_ACCOUNT', behaviour: 'SUCCEED', cvc: '734' },
  { number: '5373 7000 0000 0003', cardType: 'PARTNERSHIP', behaviour: 'SUCCEED', cvc: '733' },
  { number: '3782 822463 10005', cardType: 'AMERICAN_EXPRESS', behaviour: 'SUCCEED', cvc: '7391' },
];

export const VISA = '4444 3333 2222 1111';
export const AUTHENTICATING_VISA = '4000 0027 6000 3184';

// biome-ignore lint/suspicious/noExplicitAny: answers are checked by the tests that read them
type Json = any;

export interface CallOptions {
  method?: string;
  json?: unknown;
  /** A body sent as it is, as JSON. */
  raw?: string;
  form?: Record<string, string>;
  headers?: Record<string, string>;
}

/** A call as `shopper` (null: no token at all); the answer's status, headers and body (JSON or text). */
export async function paymentCall(
  h: Harness,
  shopper: Shopper | null,
  url: string,
  options: CallOptions = {},
) {
  const headers: Record<string, string> = { ...options.headers };
  if (shopper?.browser.accessToken) headers.authorization = `Bearer ${shopper.browser.accessToken}`;
  let body: string | undefined;
  if (options.raw !== undefined || options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = options.raw ?? JSON.stringify(options.json);
  } else if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  }
  const method = options.method ?? (body === undefined ? 'GET' : 'POST');
  const response = await h.app.request(url, { method, headers, body });
  const text = await response.text();
  const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
  return {
    status: response.status,
    headers: response.headers,
    text,
    body: (isJson && text ? JSON.parse(text) : null) as Json,
  };
}

/** POST payment-sessions as the shopper: { sessionGUID, passcode, processingDB }. */
export async function openPaymentSession(h: Harness, shopper: Shopper) {
  const answer = await paymentCall(h, shopper, `${PAYMENT_SERVICE}/payment-sessions`, { method: 'POST' });
  if (answer.status !== 201) throw new Error(`payment-sessions answered ${answer.status}: ${answer.text}`);
  return answer.body as { sessionGUID: string; passcode: string; processingDB: string };
}

export interface CardFields {
  cardNumber: string;
  expiryMonth: number | string;
  expiryYear: number | string;
  cvc: string;
  cardholderName: string;
}

export const cardFields = (number: string = VISA, change: Partial<CardFields> = {}): CardFields => ({
  cardNumber: number,
  expiryMonth: 12,
  expiryYear: 2030,
  cvc: TEST_CARDS.find((card) => card.number === number)?.cvc ?? '739',
  cardholderName: 'Ann Shopper',
  ...change,
});

/** POST payment-sessions/{sessionGUID}/cards in a new session: the answer as it came. */
export async function sendCard(h: Harness, shopper: Shopper, fields: CardFields) {
  const session = await openPaymentSession(h, shopper);
  return paymentCall(h, shopper, `${PAYMENT_SERVICE}/payment-sessions/${session.sessionGUID}/cards`, {
    json: { passcode: session.passcode, ...fields },
  });
}

/** A card tokenised for the shopper: its token answer. */
export async function tokeniseCard(
  h: Harness,
  shopper: Shopper,
  number: string = VISA,
  change: Partial<CardFields> = {},
) {
  const answer = await sendCard(h, shopper, cardFields(number, change));
  if (answer.status !== 201) throw new Error(`cards answered ${answer.status}: ${answer.text}`);
  return answer.body as {
    cardToken: string;
    cardType: string;
    maskedCardNumber: string;
    expiryDate: string;
    cardholderName: string;
  };
}
