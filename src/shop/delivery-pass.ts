import { fromPromise } from 'xstate';
import { type DeliveryPassPayment, deliveryPassMachine } from '../../machines/delivery-pass.machine.ts';
import { getSavedPaymentCards, tokeniseCard } from '../api/checkout.ts';
import { buyDeliveryPass } from '../api/delivery-pass.ts';
import type { DeliveryPass } from '../contract/orders.ts';
import { cardDetailsOf } from '../domain/payment-cards.ts';
import { refusalOf } from './resolve-payment.ts';

const call = <TOutput, TInput>(run: (input: TInput) => Promise<TOutput>) =>
  fromPromise<TOutput, TInput>(async ({ input }) => {
    try {
      return await run(input);
    } catch (error) {
      throw refusalOf(error);
    }
  });

/**
 * Buying a delivery pass (machines/delivery-pass.machine.ts) with its calls: the saved cards, and the purchase
 * (a new card goes to the payment service for a token first). The page provides 'announce the pass' (it
 * refreshes the pass status in the query cache).
 */
export const deliveryPass = deliveryPassMachine.provide({
  actors: {
    loadCards: call(async () => (await getSavedPaymentCards()).filter((card) => !card.expired)),
    buyPass: call(
      async ({
        planId,
        payment,
      }: {
        planId: string;
        payment: DeliveryPassPayment;
      }): Promise<DeliveryPass> => {
        if (payment.method === 'savedCard')
          return buyDeliveryPass(planId, { paymentCardId: payment.paymentCardId });
        const token = await tokeniseCard(cardDetailsOf(payment.card));
        return buyDeliveryPass(planId, { cardToken: token.cardToken });
      },
    ),
  },
});
