import { type ActorRefFrom, fromPromise } from 'xstate';
import { checkoutMachine } from '../../machines/checkout.machine.ts';
import { interstitialsMachine } from '../../machines/interstitials.machine.ts';
import { selectSessionTimedOut } from '../../machines/session.selectors.ts';
import {
  addOrderCard,
  type CheckoutDetails,
  checkoutFailureOf,
  confirmCardAuthentication,
  getBeforeYouGo,
  getOrder,
  getPaymentSecurityToken,
  getSavedPaymentCards,
  placeOrder,
  postAdTrackingOrder,
  saveCheckoutDetails,
  setOrderSavedCard,
} from '../api/checkout.ts';
import { cardDetailsOf } from '../domain/payment-cards.ts';
import { CHECKOUT_PATH } from '../domain/routing.ts';
import { type PushToDataLayer, pushToDataLayer } from './door/data-layer.ts';
import type { AppSession } from './session.ts';

/**
 * Checkout (machines/checkout.machine.ts) and the before-you-go steps in front of it
 * (machines/interstitials.machine.ts), provided with the checkout calls (src/api/checkout.ts), the
 * analytics of doc 2 §7 (enter_checkout, checkout_start, interstitials_journey, the ad-tracking order post)
 * and the full page loads into and out of the checkout (doc 2 §2).
 */

export type CheckoutActor = ActorRefFrom<typeof checkoutMachine>;

/** The confirmation of a placed order. */
export const orderConfirmationPath = (customerOrderId: string) =>
  `/ecom/order-confirmation/${encodeURIComponent(customerOrderId)}`;

/** A call of the checkout, rejecting with the failure the machine tells apart (src/api/checkout.ts). */
const checkoutActor = <TOutput, TInput>(run: (input: TInput) => Promise<TOutput>) =>
  fromPromise<TOutput, TInput>(async ({ input }) => {
    try {
      return await run(input);
    } catch (error) {
      throw 'kind' in Object(error) ? error : checkoutFailureOf(error);
    }
  });

export interface CheckoutOptions {
  session: AppSession;
  push?: PushToDataLayer;
  /** A full page load (the checkout's way in and out). */
  loadPage?: (href: string) => void;
  reload?: () => void;
}

export interface AppCheckout {
  /** The checkout of a visit to /ecom/checkout, with the shop's calls. */
  machine: ReturnType<typeof checkoutMachine.provide>;
  /** The before-you-go steps of a visit to /ecom/beforeYouGo. */
  interstitials: ReturnType<typeof interstitialsMachine.provide>;
  /** Follows a visit's checkout: a session timeout resets its form (doc 2 §4). Returns the way to stop. */
  follow(actor: CheckoutActor): () => void;
  /** enter_checkout (doc 1 §7.5): the trolley's Checkout was chosen. */
  trackEnterCheckout(): void;
}

export function createCheckout({
  session,
  push = pushToDataLayer,
  loadPage = (href) => window.location.assign(href),
  reload = () => window.location.reload(),
}: CheckoutOptions): AppCheckout {
  const machine = checkoutMachine.provide({
    actors: {
      loadCheckout: checkoutActor(async ({ customerOrderId }: { customerOrderId: string }) => {
        const [order, savedCards] = await Promise.all([getOrder(customerOrderId), getSavedPaymentCards()]);
        return { order, savedCards };
      }),
      saveDetails: checkoutActor((input: { customerOrderId: string; details: CheckoutDetails }) =>
        saveCheckoutDetails(input.customerOrderId, input.details),
      ),
      addCard: checkoutActor((input) =>
        addOrderCard(input.customerOrderId, cardDetailsOf(input.card), input.saveCard),
      ),
      useSavedCard: checkoutActor((input) => setOrderSavedCard(input.customerOrderId, input.paymentCardId)),
      placeOrder: checkoutActor((input) =>
        placeOrder(input.customerOrderId, input.idempotencyKey, input.instantCheckout),
      ),
      getSecurityToken: checkoutActor((input) => getPaymentSecurityToken(input.customerOrderId)),
      confirmAuthentication: checkoutActor((input) =>
        confirmCardAuthentication(input.customerOrderId, input.jwtId),
      ),
    },
    actions: {
      trackCheckoutStart: ({ context }) =>
        push({ event: 'checkout_start', checkout_type: context.amending ? 'amend' : 'purchase' }),
      trackOrderPlaced: ({ context }) => {
        if (context.placedOrder) postAdTrackingOrder(context.placedOrder);
      },
      goToConfirmation: ({ context }) =>
        loadPage(orderConfirmationPath(context.placedOrder?.customerOrderId ?? context.customerOrderId)),
      reloadPage: () => reload(),
    },
  });

  const interstitials = interstitialsMachine.provide({
    actors: {
      loadBeforeYouGo: fromPromise(({ input }: { input: { customerOrderId: string } }) =>
        getBeforeYouGo(input.customerOrderId),
      ),
    },
    actions: {
      trackJourney: (_, params: { step: string; action: string }) =>
        push({ event: 'interstitials_journey', step: params.step, journey_action: params.action }),
      goToCheckout: () => loadPage(CHECKOUT_PATH),
    },
  });

  return {
    machine,
    interstitials,
    follow(actor) {
      let timedOut = selectSessionTimedOut(session.actor.getSnapshot());
      const subscription = session.actor.subscribe((snapshot) => {
        const now = selectSessionTimedOut(snapshot);
        if (now && !timedOut) actor.send({ type: 'SESSION_TIMEOUT' });
        timedOut = now;
      });
      return () => subscription.unsubscribe();
    },
    trackEnterCheckout: () => push({ event: 'enter_checkout' }),
  };
}
