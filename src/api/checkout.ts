import { TimeoutError } from 'ky';
import * as v from 'valibot';
import {
  type BeforeYouGo,
  beforeYouGoSchema,
  type CardToken,
  type CheckoutRefusal,
  cardTokenSchema,
  checkoutRefusalSchema,
  type Order,
  orderAnswerSchema,
  type PaymentSecurityToken,
  type PaymentSession,
  paymentSecurityTokenSchema,
  paymentSessionSchema,
  placedOrderAnswerSchema,
  type SavedPaymentCard,
  savedPaymentCardSchema,
  savedPaymentCardsSchema,
} from '../contract/checkout.ts';
import {
  AD_TRACKING_TIMEOUT_MS,
  IDEMPOTENCY_KEY_HEADER,
  INTERSTITIALS_RESPONSE_TIMEOUT_MS,
} from '../domain/checkout.ts';
import { call } from './client.ts';
import { ApiError } from './errors.ts';

/**
 * The checkout calls (doc 2 §7 Payments, other order-related calls; docs/api/checkout.md is the contract):
 * the payment service (card entry goes there and nowhere else), saved cards, the order checkout works on,
 * placing it, card authentication, the before-you-go steps and the ad-tracking post. Their answers are
 * src/contract/checkout.ts. The checkout and interstitials machines' actors are these functions.
 */

const PAYMENT_SERVICE = 'payment-service';
const PAYMENT_CARDS = 'payment-cards';
const ORDERS = 'order-orchestration';

/** The statuses a checkout call answers as a refusal the checkout shows (doc 2 §8). */
const CHECKOUT_HANDLED = [400, 402, 403, 404, 409, 410, 422] as const;

/** Why a checkout call did not succeed, as the checkout machine tells them apart (doc 2 §8). */
export type CheckoutCallFailure =
  | { kind: 'refusal'; status: number; refusal: CheckoutRefusal }
  | { kind: 'timeout' }
  | { kind: 'failed'; message: string };

/**
 * A failed call as a CheckoutCallFailure: an answered refusal keeps its status and body (doc 2 §8
 * "Checkout errors keep the status code, response body and source request"); a call that ran out of time
 * is a timeout (the checkout's 'Sorry, there's been a problem' modal); anything else failed.
 */
export function checkoutFailureOf(error: unknown): CheckoutCallFailure {
  if (error instanceof TimeoutError) return { kind: 'timeout' };
  if (error instanceof ApiError) {
    const body = v.safeParse(checkoutRefusalSchema, error.body);
    if (body.success) return { kind: 'refusal', status: error.status, refusal: body.output };
    if (error.status === 504 || error.status === 408) return { kind: 'timeout' };
    return { kind: 'failed', message: "Sorry, we're experiencing an unexpected error." };
  }
  return { kind: 'failed', message: "Sorry, we're experiencing an unexpected error." };
}

/** Runs a checkout call, rejecting with its CheckoutCallFailure. */
async function checkoutCall<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw checkoutFailureOf(error);
  }
}

const orderPath = (customerOrderId: string) => `orders/${encodeURIComponent(customerOrderId)}`;

// ---------------------------------------------------------------------------------------------------------
// The payment service

/** A card as the shopper typed it: it goes to the payment service and nowhere else. */
export interface CardEntry {
  cardNumber: string;
  expiryMonth: number;
  expiryYear: number;
  cvc: string;
  cardholderName: string;
}

export function createPaymentSession(): Promise<PaymentSession> {
  return call({
    service: PAYMENT_SERVICE,
    version: 1,
    endpoint: 'payment-sessions',
    method: 'POST',
    schema: paymentSessionSchema,
    handleStatuses: CHECKOUT_HANDLED,
  });
}

/** Sends the card to the payment service through a fresh payment session; answers its token. */
export async function tokeniseCard(card: CardEntry): Promise<CardToken> {
  return checkoutCall(async () => {
    const session = await createPaymentSession();
    return call({
      service: PAYMENT_SERVICE,
      version: 1,
      endpoint: `payment-sessions/${encodeURIComponent(session.sessionGUID)}/cards`,
      method: 'POST',
      json: { passcode: session.passcode, ...card },
      schema: cardTokenSchema,
      handleStatuses: CHECKOUT_HANDLED,
    });
  });
}

/** The token for the bank's challenge of the order's card (doc 2 §3 Global flow). */
export function getPaymentSecurityToken(customerOrderId: string): Promise<PaymentSecurityToken> {
  return checkoutCall(() =>
    call({
      service: PAYMENT_SERVICE,
      version: 1,
      endpoint: 'payment-security-tokens',
      searchParams: { customerOrderId },
      schema: paymentSecurityTokenSchema,
      handleStatuses: CHECKOUT_HANDLED,
    }),
  );
}

/** The bank's challenge page for a security token, to be shown in a frame. */
export function challengePageUrl(token: PaymentSecurityToken): string {
  const url = new URL(token.challengeUrl, window.location.origin);
  url.searchParams.set('token', token.jwt);
  return url.toString();
}

// ---------------------------------------------------------------------------------------------------------
// Saved cards

export async function getSavedPaymentCards(): Promise<SavedPaymentCard[]> {
  const answer = await call({
    service: PAYMENT_CARDS,
    version: 1,
    endpoint: 'payment-cards',
    schema: savedPaymentCardsSchema,
  });
  return answer.paymentCards;
}

/** Saves a tokenised card to the shopper's cards (My account). */
export function addSavedPaymentCard(cardToken: string, defaultCard: boolean): Promise<SavedPaymentCard> {
  return checkoutCall(() =>
    call({
      service: PAYMENT_CARDS,
      version: 1,
      endpoint: 'payment-cards',
      method: 'POST',
      json: { cardToken, defaultCard },
      schema: savedPaymentCardSchema,
      handleStatuses: CHECKOUT_HANDLED,
    }),
  );
}

export function makeDefaultPaymentCard(id: string): Promise<SavedPaymentCard> {
  return checkoutCall(() =>
    call({
      service: PAYMENT_CARDS,
      version: 1,
      endpoint: `payment-cards/${encodeURIComponent(id)}`,
      method: 'PATCH',
      json: { defaultCard: true },
      schema: savedPaymentCardSchema,
      handleStatuses: CHECKOUT_HANDLED,
    }),
  );
}

export async function deletePaymentCard(id: string): Promise<void> {
  await checkoutCall(() =>
    call({
      service: PAYMENT_CARDS,
      version: 1,
      endpoint: `payment-cards/${encodeURIComponent(id)}`,
      method: 'DELETE',
      schema: v.unknown(),
      handleStatuses: CHECKOUT_HANDLED,
    }),
  );
}

// ---------------------------------------------------------------------------------------------------------
// The order

export async function getOrder(customerOrderId: string, signal?: AbortSignal): Promise<Order> {
  const answer = await call({
    service: ORDERS,
    version: 1,
    endpoint: orderPath(customerOrderId),
    schema: orderAnswerSchema,
    handleStatuses: [404],
    signal,
  });
  return answer.order;
}

/** What checkout edits on the order (PATCH orders/{id}). */
export interface CheckoutDetails {
  contactNumber?: string;
  deliveryNote?: string;
  substitutionsAllowed?: boolean;
  bagless?: boolean;
  paperStatement?: boolean;
}

export async function saveCheckoutDetails(customerOrderId: string, details: CheckoutDetails): Promise<Order> {
  const answer = await checkoutCall(() =>
    call({
      service: ORDERS,
      version: 1,
      endpoint: orderPath(customerOrderId),
      method: 'PATCH',
      json: details,
      schema: orderAnswerSchema,
      handleStatuses: CHECKOUT_HANDLED,
    }),
  );
  return answer.order;
}

/** PUT order payment cards v1: a new card's token goes on the order (saved at placing when `saveCard`). */
export async function setOrderCard(
  customerOrderId: string,
  cardToken: string,
  saveCard: boolean,
): Promise<Order> {
  const answer = await checkoutCall(() =>
    call({
      service: ORDERS,
      version: 1,
      endpoint: `${orderPath(customerOrderId)}/payment-cards`,
      method: 'PUT',
      json: { cardToken, saveCard },
      schema: orderAnswerSchema,
      handleStatuses: CHECKOUT_HANDLED,
    }),
  );
  return answer.order;
}

/** PUT order payment cards v2: a saved card goes on the order. */
export async function setOrderSavedCard(customerOrderId: string, paymentCardId: string): Promise<Order> {
  const answer = await checkoutCall(() =>
    call({
      service: ORDERS,
      version: 2,
      endpoint: `${orderPath(customerOrderId)}/payment-cards`,
      method: 'PUT',
      json: { paymentCardId },
      schema: orderAnswerSchema,
      handleStatuses: CHECKOUT_HANDLED,
    }),
  );
  return answer.order;
}

/** A new card: to the payment service for a token, then the token onto the order. */
export async function addOrderCard(
  customerOrderId: string,
  card: CardEntry,
  saveCard: boolean,
): Promise<Order> {
  const token = await tokeniseCard(card);
  return setOrderCard(customerOrderId, token.cardToken, saveCard);
}

/** PATCH authenticated payment cards: the bank's answer to the challenge goes on the order. */
export async function confirmCardAuthentication(customerOrderId: string, jwtId: string): Promise<Order> {
  const answer = await checkoutCall(() =>
    call({
      service: ORDERS,
      version: 1,
      endpoint: `${orderPath(customerOrderId)}/authenticated-payment-cards`,
      method: 'PATCH',
      json: { jwtId },
      schema: orderAnswerSchema,
      handleStatuses: CHECKOUT_HANDLED,
    }),
  );
  return answer.order;
}

/**
 * Places the order. The idempotency key makes it exactly once: the same key sent again (a retry after a
 * timeout) answers the same order. Never retried by the call layer (POST).
 */
export async function placeOrder(
  customerOrderId: string,
  idempotencyKey: string,
  instantCheckout: boolean,
): Promise<Order> {
  const answer = await checkoutCall(() =>
    call({
      service: ORDERS,
      version: 1,
      endpoint: `${orderPath(customerOrderId)}/place`,
      method: 'POST',
      json: { instantCheckout },
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      schema: placedOrderAnswerSchema,
      handleStatuses: CHECKOUT_HANDLED,
    }),
  );
  return answer.order;
}

// ---------------------------------------------------------------------------------------------------------
// Before you go, and the ad-tracking post

/**
 * The before-you-go steps: the answer within 2000 ms (doc 2 §9); the interstitials machine gives up on the
 * whole at its 4000 ms deadline and opens the checkout without them.
 */
export function getBeforeYouGo(customerOrderId: string): Promise<BeforeYouGo> {
  return call({
    service: 'interstitials',
    version: 1,
    endpoint: 'before-you-go',
    searchParams: { customerOrderId },
    schema: beforeYouGoSchema,
    timeout: INTERSTITIALS_RESPONSE_TIMEOUT_MS,
    retry: 0,
  });
}

/**
 * The ad-tracking order post (doc 2 §7): 2 s, fire and forget; it never delays the confirmation, which is a
 * full page load begun at once, so the browser is told to finish it after the page has gone (keepalive).
 */
export function postAdTrackingOrder(order: Order): void {
  call({
    service: 'analytics',
    version: 1,
    endpoint: 'ad-orders',
    method: 'POST',
    json: { customerOrderId: order.customerOrderId, total: order.totals.estimated.toPay.amount },
    schema: v.unknown(),
    timeout: AD_TRACKING_TIMEOUT_MS,
    keepalive: true,
    handleStatuses: [400, 401, 403, 404, 413, 500, 502, 503, 504],
  }).catch(() => undefined);
}
