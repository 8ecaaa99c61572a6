import { type DeliveryPass, deliveryPassSchema } from '../contract/orders.ts';
import { checkoutFailureOf } from './checkout.ts';
import { call } from './client.ts';

/**
 * The delivery pass (doc 2 §7 Delivery pass "GET pass/status ... Failures are ignored"; docs/api/orders.md
 * "Delivery pass"): the shopper's pass status with the plans, and buying a plan with a card.
 */

const SERVICE = 'delivery-pass-orchestration';

export type DeliveryPassCard = { cardToken: string } | { paymentCardId: string };

export function getDeliveryPassStatus(signal?: AbortSignal): Promise<DeliveryPass> {
  return call({
    service: SERVICE,
    version: 1,
    endpoint: 'pass/status',
    schema: deliveryPassSchema,
    // A failure is the caller's to ignore (doc 2 §7): no logging out, no waiting; a 401 is still refreshed.
    handleStatuses: [403, 404, 500, 503],
    ...(signal && { signal }),
  });
}

/** Buys a plan; a refusal rejects with the checkout's CheckoutCallFailure (status and `{ message, type }`). */
export async function buyDeliveryPass(planId: string, card: DeliveryPassCard): Promise<DeliveryPass> {
  try {
    return await call({
      service: SERVICE,
      version: 1,
      endpoint: 'pass/purchases',
      method: 'POST',
      json: { planId, ...card },
      schema: deliveryPassSchema,
      handleStatuses: [400, 402, 404, 409],
    });
  } catch (error) {
    throw checkoutFailureOf(error);
  }
}
