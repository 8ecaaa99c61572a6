import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import type { InspectionEvent } from 'xstate';
import type { OrderActionsActor } from '../../machines/order-actions.machine.ts';
import type { PageLoadingActor } from '../../machines/page-loading.machine.ts';
import type { ProductImpression } from '../domain/product-analytics.ts';
import { type AppCheckout, createCheckout } from './checkout.ts';
import { type AppCustomerSlot, createAppCustomerSlot } from './customer-slot.ts';
import { deliveryPass } from './delivery-pass.ts';
import { watchLogins } from './door/login-analytics.ts';
import type { NetworkErrorNotice } from './door/network-error.ts';
import {
  type HeaderSearchBox,
  type HeaderSearchStart,
  startHeaderSearch,
} from './header-search/header-search.ts';
import { type AppMenus, startMenus } from './menus.ts';
import { type AppMoneyOff, createMoneyOff } from './money-off.ts';
import { type MultiSearchDialog, startMultiSearch } from './multi-search.ts';
import { sessionNavigate } from './navigation/session-navigation.ts';
import { startNavigation } from './navigation/start-navigation.ts';
import { createOrderActions } from './order-actions.ts';
import { paymentCards } from './payment-cards.ts';
import { type BrowsedCategory, trackBrowseCategory, trackProductClick } from './product-analytics.ts';
import { createProductImpressions } from './product-impressions.ts';
import { resolvePayment } from './resolve-payment.ts';
import { type AppSession, createAppSession } from './session.ts';
import { type SlotBooking, slotBooking } from './slot-booking.ts';
import { listenForAbandonedTrolley } from './trolley/abandoned-trolley-beacon.ts';
import { changeTrolleyQuantity, type TrolleyQuantityChange } from './trolley/quantity-change.ts';
import { type AppTrolley, createAppTrolley } from './trolley/trolley.ts';

/**
 * The running shop: every long-lived actor of the page, created once when the shop's code arrives (through
 * the door's one `import()`, src/shop/door/door.tsx) and running for the life of the page. Features reach it
 * with `useShop()` (null before it has arrived), guards and loaders with `context.shop.ready()`.
 *
 * A new long-lived flow (checkout, cookie consent, menus) is added here: its machine provided with the
 * shop's calls, analytics and navigation in a file of src/shop, started in `startShop`, one field below.
 */
export interface Shop {
  /** Who the shopper is (machines/session.machine.ts) and the call layer's rules. */
  session: AppSession;
  /** The shopper's trolley (machines/trolley.machine.ts), loaded for the session's customer and order. */
  trolley: AppTrolley;
  /** The shopper's booked slot and its expiry (machines/customer-slot.machine.ts). */
  customerSlot: AppCustomerSlot;
  /** Whether a page is loading, and the unsupported-browser notice (machines/page-loading.machine.ts). */
  pageLoading: PageLoadingActor;
  /** The Groceries mega menu and the burger menu (machines/mega-menu.machine.ts, burger-menu.machine.ts). */
  menus: AppMenus;
  /** The multi-search modal (machines/multi-search.machine.ts): one per page. */
  multiSearch: MultiSearchDialog;
  /** Starts a header search box's actor (machines/header-search.machine.ts), picking up what the box holds. */
  startHeaderSearch(start: HeaderSearchStart): HeaderSearchBox;
  /** The slot pages' booking machine, provided with the shop's calls, and what follows a booking. */
  slotBooking: SlotBooking;
  /** The checkout and the before-you-go steps in front of it, with the shop's calls and analytics. */
  checkout: AppCheckout;
  /** Promo codes, gift cards, vouchers and the partner card on the checkout and the trolley page. */
  moneyOff: AppMoneyOff;
  /** The saved cards page's flow (machines/payment-cards.machine.ts), with the shop's calls. */
  paymentCards: typeof paymentCards;
  /** The resolve-payment page's flow (machines/resolve-payment.machine.ts), with the shop's calls. */
  resolvePayment: typeof resolvePayment;
  /** Buying a delivery pass (machines/delivery-pass.machine.ts), with the shop's calls. */
  deliveryPass: typeof deliveryPass;
  /** Amend, change slot, cancel changes, cancel an order (machines/order-actions.machine.ts). */
  orderActions: OrderActionsActor;
  /** What a pod's Add or quantity control does: to the trolley, or to sign in with the add remembered. */
  changeTrolleyQuantity: TrolleyQuantityChange;
  /** A product seen in a list, for the page's product_list_impression batches. */
  reportProductImpression(impression: ProductImpression): void;
  /** product_click: a product opened from a list (doc 1 §7.5). */
  trackProductClick(impression: ProductImpression): void;
  /** The browse-category action of a browse page the shopper is on (doc 1 §2.4). */
  trackBrowseCategory(category: BrowsedCategory): void;
  /** The Stately inspector in development builds with `?inspect`; undefined otherwise. */
  inspect: ((event: InspectionEvent) => void) | undefined;
}

export interface ShopOptions {
  router: AnyRouter;
  networkError: NetworkErrorNotice;
  view: Window;
  inspect?: ((event: InspectionEvent) => void) | undefined;
  /** The session, when the caller has made it (tests give one with a fake token service). */
  session?: AppSession;
}

/** The router's query client (src/app/router.ts puts it in the router's context). */
const queryClientOf = (router: AnyRouter): QueryClient | undefined =>
  (router.options.context as { queryClient?: QueryClient } | undefined)?.queryClient;

/** Starts the running shop: the session first (it asks the token service at once), then what follows it. */
export function startShop({ router, networkError, view, inspect, ...given }: ShopOptions): Shop {
  const navigate = (path: string) => void router.navigate({ href: path });
  const session =
    given.session ??
    createAppSession({ navigate: (path) => sessionNavigate(router, path), networkError, inspect });
  watchLogins(session.actor);
  const trolley = createAppTrolley({ session, inspect });
  listenForAbandonedTrolley(session, trolley);
  const customerSlot = createAppCustomerSlot({ session, navigate, inspect });
  const pageLoading = startNavigation({ router, view, inspect });
  const multiSearch = startMultiSearch({ navigate, inspect });
  const impressions = createProductImpressions();
  return {
    session,
    trolley,
    customerSlot,
    pageLoading,
    multiSearch,
    menus: startMenus({ session, navigate, view, inspect }),
    startHeaderSearch: (start) =>
      startHeaderSearch({ ...start, services: { navigate, ...start.services }, inspect }),
    slotBooking: slotBooking({ customerSlot: customerSlot.actor, navigate }),
    checkout: createCheckout({ session }),
    moneyOff: createMoneyOff({ trolley }),
    paymentCards,
    resolvePayment,
    deliveryPass,
    orderActions: createOrderActions({
      session,
      trolley,
      navigate,
      // The shopper's own data (account, order stats, orders) is fetched afresh where it is on show.
      invalidateOrders: () => void queryClientOf(router)?.invalidateQueries({ queryKey: ['customer'] }),
      inspect,
    }),
    changeTrolleyQuantity: changeTrolleyQuantity({
      session,
      trolley,
      navigate,
      pendingAdds: trolley.pendingAdds,
    }),
    reportProductImpression: (impression) => impressions.send({ type: 'IMPRESSION', impression }),
    trackProductClick: (impression) => trackProductClick(impression),
    trackBrowseCategory: (category) => trackBrowseCategory(category),
    inspect,
  };
}
