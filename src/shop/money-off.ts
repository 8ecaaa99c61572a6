import { fromPromise } from 'xstate';
import type { CheckoutActor } from '../../machines/checkout.machine.ts';
import { type GiftCardsActor, giftCardsMachine } from '../../machines/gift-cards.machine.ts';
import { type PromoCodesActor, promoCodesMachine } from '../../machines/promo-codes.machine.ts';
import { getOrder } from '../api/checkout.ts';
import {
  addGiftCard,
  addGiftVoucher,
  addIncentive,
  applyPartnerCard,
  getIncentives,
  removeGiftCard,
  removeGiftVoucher,
  removeIncentive,
  removePartnerCard,
} from '../api/money-off.ts';
import type { AppTrolley } from './trolley/trolley.ts';

/**
 * Money off (machines/promo-codes.machine.ts, machines/gift-cards.machine.ts) with the order service's calls
 * (src/api/money-off.ts), and what follows a change: on the checkout the order on show is replaced by the one
 * the server answered (fetched again after a promo code); on the trolley page the trolley is loaded again, so
 * its totals are the server's.
 */

/** The calls money off makes (src/api/money-off.ts, and the order after a promo code); tests give fakes. */
export const moneyOffApi = {
  getIncentives,
  addIncentive,
  removeIncentive,
  addGiftCard,
  removeGiftCard,
  addGiftVoucher,
  removeGiftVoucher,
  applyPartnerCard,
  removePartnerCard,
  getOrder: (customerOrderId: string) => getOrder(customerOrderId),
};
export type MoneyOffApi = typeof moneyOffApi;

const providePromoCodes = (api: MoneyOffApi) =>
  promoCodesMachine.provide({
    actors: {
      loadIncentives: fromPromise(({ input, signal }) => api.getIncentives(input.customerOrderId, signal)),
      addIncentive: fromPromise(({ input }) => api.addIncentive(input.customerOrderId, input.code)),
      removeIncentive: fromPromise(({ input }) => api.removeIncentive(input.customerOrderId, input.code)),
    },
  });

const provideGiftCards = (api: MoneyOffApi) =>
  giftCardsMachine.provide({
    actors: {
      addGiftCard: fromPromise(({ input }) =>
        api.addGiftCard(input.customerOrderId, input.serialNumber, input.pin),
      ),
      removeGiftCard: fromPromise(({ input }) => api.removeGiftCard(input.customerOrderId, input.giftCardId)),
      addGiftVoucher: fromPromise(({ input }) =>
        api.addGiftVoucher(input.customerOrderId, input.serialNumber),
      ),
      removeGiftVoucher: fromPromise(({ input }) =>
        api.removeGiftVoucher(input.customerOrderId, input.giftVoucherId),
      ),
      applyPartnerCard: fromPromise(({ input }) =>
        api.applyPartnerCard(input.customerOrderId, input.cardNumber),
      ),
      removePartnerCard: fromPromise(({ input }) => api.removePartnerCard(input.customerOrderId)),
    },
  });

export interface AppMoneyOff {
  /** The promo codes of one visit to the checkout or the trolley page, with the shop's calls. */
  promoCodes: ReturnType<typeof providePromoCodes>;
  /** The gift cards, vouchers and partner card of one visit to the checkout, with the shop's calls. */
  giftCards: ReturnType<typeof provideGiftCards>;
  /**
   * The checkout shows what money off changed: a tender answer's order at once; after a promo code, the order
   * fetched again (its totals and adjustments), or, when that fails, the promo codes say so. Returns the way
   * to stop.
   */
  followOnCheckout(
    checkout: CheckoutActor,
    codes: PromoCodesActor,
    tender: GiftCardsActor | null,
  ): () => void;
  /** The trolley page's totals are loaded again after a promo code changed. Returns the way to stop. */
  followOnTrolley(codes: PromoCodesActor): () => void;
}

export interface MoneyOffOptions {
  trolley: AppTrolley;
  api?: MoneyOffApi;
}

export function createMoneyOff({ trolley, api = moneyOffApi }: MoneyOffOptions): AppMoneyOff {
  return {
    promoCodes: providePromoCodes(api),
    giftCards: provideGiftCards(api),
    followOnCheckout(checkout, codes, tender) {
      let latest = 0;
      const afterCode = codes.on('totalsChanged', ({ customerOrderId }) => {
        // Only the latest refresh is shown: an earlier answer arriving late is older.
        const ask = ++latest;
        api
          .getOrder(customerOrderId)
          .then((order) => {
            if (ask !== latest) return;
            checkout.send({ type: 'ORDER_CHANGED', order });
            tender?.send({ type: 'ORDER_CHANGED', order });
          })
          // The totals on show are out of date until the next change: the shopper is told.
          .catch(() => {
            if (ask === latest) codes.send({ type: 'TOTALS_NOT_REFRESHED' });
          });
      });
      const afterTender = tender?.on('orderChanged', ({ order }) => {
        latest++;
        checkout.send({ type: 'ORDER_CHANGED', order });
      });
      return () => {
        afterCode.unsubscribe();
        afterTender?.unsubscribe();
      };
    },
    followOnTrolley(codes) {
      const subscription = codes.on('totalsChanged', () => trolley.actor.send({ type: 'RELOAD' }));
      return () => subscription.unsubscribe();
    },
  };
}
