import { fromPromise } from 'xstate';
import { paymentCardsMachine } from '../../machines/payment-cards.machine.ts';
import {
  addSavedPaymentCard,
  deletePaymentCard,
  getSavedPaymentCards,
  makeDefaultPaymentCard,
  tokeniseCard,
} from '../api/checkout.ts';
import type { CardEntry } from '../domain/payment-cards.ts';
import { cardDetailsOf } from '../domain/payment-cards.ts';

/** A checkout call's failure as the cards page shows it: the refusal's message and card field errors. */
function failureOf(error: unknown): unknown {
  if (typeof error === 'object' && error !== null && 'kind' in error) {
    if (error.kind === 'refusal' && 'refusal' in error) return error.refusal;
    if (error.kind === 'timeout') return { message: "Sorry, there's been a problem. Please try again." };
  }
  return error;
}

const call = <TOutput, TInput>(run: (input: TInput) => Promise<TOutput>) =>
  fromPromise<TOutput, TInput>(async ({ input }) => {
    try {
      return await run(input);
    } catch (error) {
      throw failureOf(error);
    }
  });

/**
 * The saved cards page's flow (machines/payment-cards.machine.ts) with the payment service and saved-card
 * calls (src/api/checkout.ts): a new card goes to the payment service for a token, which is then saved.
 */
export const paymentCards = paymentCardsMachine.provide({
  actors: {
    loadCards: call(() => getSavedPaymentCards()),
    addCard: call(async ({ card, defaultCard }: { card: CardEntry; defaultCard: boolean }) => {
      const token = await tokeniseCard(cardDetailsOf(card));
      await addSavedPaymentCard(token.cardToken, defaultCard);
    }),
    makeDefault: call(async ({ paymentCardId }: { paymentCardId: string }) => {
      await makeDefaultPaymentCard(paymentCardId);
    }),
    deleteCard: call(({ paymentCardId }: { paymentCardId: string }) => deletePaymentCard(paymentCardId)),
  },
});
