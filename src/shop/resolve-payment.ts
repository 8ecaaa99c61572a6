import { fromPromise } from 'xstate';
import {
  type LoadedResolution,
  type ResolvePaymentWith,
  resolvePaymentMachine,
} from '../../machines/resolve-payment.machine.ts';
import { type CheckoutCallFailure, getSavedPaymentCards, tokeniseCard } from '../api/checkout.ts';
import { getPaymentResolution, payFailedOrder } from '../api/payment-resolution.ts';
import type { PaymentResolution } from '../contract/orders.ts';
import { cardDetailsOf } from '../domain/payment-cards.ts';

/** A call's failure as the flow reads it: a refusal's `{ type, message, fieldErrors }`, anything else as is. */
export function refusalOf(error: unknown): unknown {
  const failure = error as Partial<CheckoutCallFailure> | null;
  if (failure && failure.kind === 'refusal' && 'refusal' in failure) return failure.refusal;
  return error;
}

const call = <TOutput, TInput>(run: (input: TInput) => Promise<TOutput>) =>
  fromPromise<TOutput, TInput>(async ({ input }) => {
    try {
      return await run(input);
    } catch (error) {
      throw refusalOf(error);
    }
  });

/**
 * The resolve-payment page's flow (machines/resolve-payment.machine.ts) with its calls: the order's resolution
 * and the saved cards; a new card goes to the payment service for a token, then pays the order.
 */
export const resolvePayment = resolvePaymentMachine.provide({
  actors: {
    loadResolution: call(
      async ({ customerOrderId }: { customerOrderId: string }): Promise<LoadedResolution> => {
        const [resolution, savedCards] = await Promise.all([
          getPaymentResolution(customerOrderId),
          getSavedPaymentCards(),
        ]);
        return { resolution, savedCards: savedCards.filter((card) => !card.expired) };
      },
    ),
    pay: call(
      async ({
        customerOrderId,
        payment,
      }: {
        customerOrderId: string;
        payment: ResolvePaymentWith;
      }): Promise<PaymentResolution> => {
        if (payment.method === 'savedCard')
          return payFailedOrder(customerOrderId, { paymentCardId: payment.paymentCardId });
        const token = await tokeniseCard(cardDetailsOf(payment.card));
        return payFailedOrder(customerOrderId, { cardToken: token.cardToken });
      },
    ),
  },
});
