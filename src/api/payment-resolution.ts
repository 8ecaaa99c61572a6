import { type PaymentResolution, paymentResolutionSchema } from '../contract/orders.ts';
import { checkoutFailureOf } from './checkout.ts';
import { call } from './client.ts';

/**
 * Resolve order payment (doc 2 §7 Payments "GET and POST failed order payments"; docs/api/orders.md "Payment
 * resolution"): an order whose payment failed, and paying it with another card. A refusal rejects with the
 * checkout's CheckoutCallFailure (status and `{ message, type }`), as the checkout's calls do.
 */

const PAYMENT_CARDS = 'payment-cards';
const HANDLED = [400, 402, 404, 409, 422] as const;

const path = (customerOrderId: string) => `failed-order-payments/${encodeURIComponent(customerOrderId)}`;

export type PaymentResolutionCard = { cardToken: string } | { paymentCardId: string };

async function refusing<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw checkoutFailureOf(error);
  }
}

export function getPaymentResolution(
  customerOrderId: string,
  signal?: AbortSignal,
): Promise<PaymentResolution> {
  return refusing(() =>
    call({
      service: PAYMENT_CARDS,
      version: 1,
      endpoint: path(customerOrderId),
      schema: paymentResolutionSchema,
      handleStatuses: HANDLED,
      ...(signal && { signal }),
    }),
  );
}

/** Pays the order's picked total with a new card's token or a saved card. */
export function payFailedOrder(
  customerOrderId: string,
  card: PaymentResolutionCard,
): Promise<PaymentResolution> {
  return refusing(() =>
    call({
      service: PAYMENT_CARDS,
      version: 1,
      endpoint: path(customerOrderId),
      method: 'POST',
      json: card,
      schema: paymentResolutionSchema,
      handleStatuses: HANDLED,
    }),
  );
}
