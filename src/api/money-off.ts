import * as v from 'valibot';
import { checkoutRefusalSchema, type Order } from '../contract/checkout.ts';
import {
  type AddIncentiveAnswer,
  addIncentiveAnswerSchema,
  type Incentive,
  incentivesAnswerSchema,
  tenderAnswerSchema,
} from '../contract/incentives.ts';
import { INCENTIVES_TIMEOUT_MS, type IncentiveError } from '../domain/incentives.ts';
import { call } from './client.ts';
import { ApiError } from './errors.ts';

/**
 * Money off the shopper's current order (doc 2 §7 other order-related calls; docs/api/checkout.md "Money off"
 * is the contract): the promo codes on it, and adding and removing codes, gift cards, gift vouchers and the
 * partner discount card. Each failure rejects with a MoneyOffFailure, which keeps the status and the server's
 * message (doc 2 §8 "Errors keep status and message"). The promo codes and gift cards machines' actors are
 * these functions (src/shop/money-off.ts).
 */

const ORDERS = 'order-orchestration';

/** The refusals the money-off calls answer (docs/api/checkout.md "Money off"). */
const MONEY_OFF_HANDLED = [400, 404, 409, 410, 413, 422, 429] as const;

/** Why a money-off call did not succeed: the status (null when nothing answered), message, type and details. */
export interface MoneyOffFailure extends IncentiveError {
  /** The refusal's type ('GIFT_CARD_NOT_FOUND', 'ORDER_ORCHESTRATION_037' ...), null without one. */
  type: string | null;
  /** Name and value details (a voucher's masked number and why it failed). */
  details: { name: string; value: string }[];
}

/**
 * A failed call as a MoneyOffFailure: an answered refusal keeps its status and body; an answer without a
 * readable body keeps its status; a call that never got an answer (timeout, network, a broken answer) has none.
 */
export function moneyOffFailureOf(error: unknown): MoneyOffFailure {
  if (error instanceof ApiError) {
    const body = v.safeParse(checkoutRefusalSchema, error.body);
    if (body.success) {
      return {
        status: error.status,
        message: body.output.message || null,
        type: body.output.code || body.output.type || null,
        details: body.output.details ?? [],
      };
    }
    return { status: error.status, message: null, type: error.type ?? null, details: [] };
  }
  return { status: null, message: null, type: null, details: [] };
}

async function moneyOffCall<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw moneyOffFailureOf(error);
  }
}

const orderPath = (customerOrderId: string) => `orders/${encodeURIComponent(customerOrderId)}`;

// ---------------------------------------------------------------------------------------------------------
// Promo codes

/**
 * GET orders/{id}/incentives: the codes on the order. 8000 ms for the answer and 8000 ms in all, waiting for
 * the session included (doc 2 §7, §9); the callers ignore its failure, which never holds up the checkout.
 */
export async function getIncentives(customerOrderId: string, signal?: AbortSignal): Promise<Incentive[]> {
  const deadline = AbortSignal.timeout(INCENTIVES_TIMEOUT_MS);
  const answer = await moneyOffCall(() =>
    call({
      service: ORDERS,
      version: 1,
      endpoint: `${orderPath(customerOrderId)}/incentives`,
      schema: incentivesAnswerSchema,
      timeout: INCENTIVES_TIMEOUT_MS,
      retry: 0,
      signal: signal ? AbortSignal.any([signal, deadline]) : deadline,
      handleStatuses: MONEY_OFF_HANDLED,
    }),
  );
  return answer.incentives;
}

/** POST orders/{id}/incentives: the code asked for (kept, or rejected with why) and the codes now on the order. */
export function addIncentive(customerOrderId: string, code: string): Promise<AddIncentiveAnswer> {
  return moneyOffCall(() =>
    call({
      service: ORDERS,
      version: 1,
      endpoint: `${orderPath(customerOrderId)}/incentives`,
      method: 'POST',
      json: { code },
      schema: addIncentiveAnswerSchema,
      handleStatuses: MONEY_OFF_HANDLED,
    }),
  );
}

/** DELETE orders/{id}/incentives/{code}: the codes left on the order. */
export async function removeIncentive(customerOrderId: string, code: string): Promise<Incentive[]> {
  const answer = await moneyOffCall(() =>
    call({
      service: ORDERS,
      version: 1,
      endpoint: `${orderPath(customerOrderId)}/incentives/${encodeURIComponent(code)}`,
      method: 'DELETE',
      schema: incentivesAnswerSchema,
      handleStatuses: MONEY_OFF_HANDLED,
    }),
  );
  return answer.incentives;
}

// ---------------------------------------------------------------------------------------------------------
// Gift cards, gift vouchers, the partner discount card: each answers the order as it now is

async function tenderCall(
  customerOrderId: string,
  endpoint: string,
  method: 'POST' | 'PUT' | 'DELETE',
  json?: Record<string, string>,
): Promise<Order> {
  const answer = await moneyOffCall(() =>
    call({
      service: ORDERS,
      version: 1,
      endpoint: `${orderPath(customerOrderId)}/${endpoint}`,
      method,
      ...(json && { json }),
      schema: tenderAnswerSchema,
      handleStatuses: MONEY_OFF_HANDLED,
    }),
  );
  return answer.order;
}

/** POST orders/{id}/gift-cards: the card's 16 digits (spaces allowed) and its 4-digit PIN. */
export function addGiftCard(customerOrderId: string, serialNumber: string, pin: string): Promise<Order> {
  return tenderCall(customerOrderId, 'gift-cards', 'POST', { serialNumber, pin });
}

export function removeGiftCard(customerOrderId: string, giftCardId: string): Promise<Order> {
  return tenderCall(customerOrderId, `gift-cards/${encodeURIComponent(giftCardId)}`, 'DELETE');
}

/** POST orders/{id}/gift-vouchers: the voucher's 16 digits. */
export function addGiftVoucher(customerOrderId: string, serialNumber: string): Promise<Order> {
  return tenderCall(customerOrderId, 'gift-vouchers', 'POST', { serialNumber });
}

export function removeGiftVoucher(customerOrderId: string, giftVoucherId: string): Promise<Order> {
  return tenderCall(customerOrderId, `gift-vouchers/${encodeURIComponent(giftVoucherId)}`, 'DELETE');
}

/** PUT orders/{id}/partner-discount-card: 16 digits starting 9210 or 9230. */
export function applyPartnerCard(customerOrderId: string, cardNumber: string): Promise<Order> {
  return tenderCall(customerOrderId, 'partner-discount-card', 'PUT', { cardNumber });
}

export function removePartnerCard(customerOrderId: string): Promise<Order> {
  return tenderCall(customerOrderId, 'partner-discount-card', 'DELETE');
}
