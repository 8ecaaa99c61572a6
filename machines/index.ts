import type { AnyStateMachine } from 'xstate';
import { addressBookMachine } from './address-book.machine.ts';
import { appBannerMachine } from './app-banner.machine.ts';
import { burgerMenuMachine } from './burger-menu.machine.ts';
import { checkoutMachine } from './checkout.machine.ts';
import { customerSlotMachine } from './customer-slot.machine.ts';
import { deliveryPassMachine } from './delivery-pass.machine.ts';
import { giftCardsMachine } from './gift-cards.machine.ts';
import { headerSearchMachine } from './header-search.machine.ts';
import { interstitialsMachine } from './interstitials.machine.ts';
import { megaMenuMachine } from './mega-menu.machine.ts';
import { multiSearchMachine } from './multi-search.machine.ts';
import { orderActionsMachine } from './order-actions.machine.ts';
import { pageLoadingMachine } from './page-loading.machine.ts';
import { paymentCardsMachine } from './payment-cards.machine.ts';
import { productImpressionsMachine } from './product-impressions.machine.ts';
import { promoCodesMachine } from './promo-codes.machine.ts';
import { registrationMachine } from './registration.machine.ts';
import { resolvePaymentMachine } from './resolve-payment.machine.ts';
import { sessionMachine } from './session.machine.ts';
import { slotBookingMachine } from './slot-booking.machine.ts';
import { trolleyMachine } from './trolley.machine.ts';

export interface RegisteredMachine {
  machine: AnyStateMachine;
  /** The flow's name as a product owner says it. */
  title: string;
  /** Where the specification describes the flow. */
  spec: string;
}

/**
 * Every flow of the storefront, by id (kebab-case, the machine's file name without `.machine.ts`).
 * `npm run flows` draws each one into `docs/flows/<id>.md` and `docs/flows/<id>.json`, and each one has a
 * model test in `model-tests/<id>.test.ts`.
 */
export const machines = {
  'address-book': {
    machine: addressBookMachine,
    title: 'Address book: add, edit and choose an address, delete one, change the contact address',
    spec: 'doc 1 §3 Address, §4 Address modals, §5 Addresses, §8 Address; doc 2 §5 Addresses at booking, §8 Addresses',
  },
  'app-banner': {
    machine: appBannerMachine,
    title: 'Mobile-app install banner',
    spec: 'doc 1 §2.3, §9; doc 3 §7',
  },
  registration: {
    machine: registrationMachine,
    title: 'Registration: email and password, then account details, then signed in',
    spec: 'doc 1 §2.1 (registration/*), §3 Customer account, §5 Field rules and messages',
  },
  'page-loading': {
    machine: pageLoadingMachine,
    title: 'Page loading: loading, preloading, the pending indicator and named timers',
    spec: 'doc 1 §4 Page loading, §8 Unsupported browser, §9; doc 3 §2 Other',
  },
  session: {
    machine: sessionMachine,
    title: 'Session: sign-in, registration, token renewal, timeout and log out',
    spec: 'doc 1 §3 Session, §4 Session and Log out, §6, §7.2, §8; doc 2 §4 Session timer, §8',
  },
  'header-search': {
    machine: headerSearchMachine,
    title: 'Header search: recent searches, suggestions as you type, keyboard choice and the cleaned search',
    spec: 'doc 3 §2 Header and navigation, §4 Search and browse, §5 Header search, §7 client storage, §9',
  },
  'multi-search': {
    machine: multiSearchMachine,
    title: 'Multi-search: a shopping list of up to 100 terms, saved and searched one at a time',
    spec: 'doc 3 §2 Browse and search, §4 Search and browse, §5 Multi-search, §9',
  },
  'product-impressions': {
    machine: productImpressionsMachine,
    title: 'Product impressions: batches of 20, or whatever was seen within 5 minutes, sent to analytics',
    spec: 'doc 1 §7.5 Product analytics; doc 3 §7 Analytics events, §9 Visibility threshold',
  },
  trolley: {
    machine: trolleyMachine,
    title: 'Trolley: optimistic changes, the queue sent one call at a time, failures, refresh and undo',
    spec: 'doc 2 §3 Trolley, Trolley item, Trolley totals; §4 Trolley item update, Optimistic queue, Trolley loading; §7 Trolley; §8 Trolley; §9',
  },
  'slot-booking': {
    machine: slotBookingMachine,
    title:
      'Slot booking: the service from the route, an address or branch, the grid, a proposed slot, then booked',
    spec: 'doc 2 §2 slot routes, §3 Slot booking state and Slot list, §4 Slot booking, §8 Slots, §9; doc 1 §2.4',
  },
  'customer-slot': {
    machine: customerSlotMachine,
    title: 'Customer slot: the booked slot in the header, checked every minute for expiry, and cancelled',
    spec: 'doc 2 §3 Customer slot, §4 Slot booking, §8 Slots, §9',
  },
  checkout: {
    machine: checkoutMachine,
    title:
      'Checkout: review the order, pay with a saved or a new card, confirm it with the bank when asked, and place the order once',
    spec: 'doc 2 §3 Order and Payment card on an order, §4 Checkout, §5 Payment card detection, §7 Payments, §8 Checkout and payment; doc 1 §5 (card rules), §7.5',
  },
  interstitials: {
    machine: interstitialsMachine,
    title: "Before you go: the steps between the trolley's Checkout and the checkout, or skipped when late",
    spec: 'doc 2 §4 Interstitials, §9 (2000 ms response, 4000 ms deadline); doc 1 §7.5',
  },
  'promo-codes': {
    machine: promoCodesMachine,
    title:
      'Promo codes: the codes on the order (a late load never holds anything up), a code applied, kept with its alert or refused, a code removed',
    spec: 'doc 2 §3 Promo code, §4 Promo codes, §5 Voucher code type, §7 (incentives, 8000 ms, errors ignored), §8 Promo codes, §9',
  },
  'gift-cards': {
    machine: giftCardsMachine,
    title:
      'Gift cards, gift vouchers and the partner discount card: added and removed one at a time, at most 10 of each, refusals by form',
    spec: 'doc 2 §3 Gift card and voucher, §5 at most 10, §7 gift card and voucher, partner discount card, §8 gift card failures; doc 1 §5',
  },
  'payment-cards': {
    machine: paymentCardsMachine,
    title: 'Payment cards: the saved cards, make one the default, delete one after a confirmation, add one',
    spec: 'doc 2 §2 myaccount/paymentcards, §3 Payment card, §5 Payment card detection, §7 Payments; doc 1 §5',
  },
  'resolve-payment': {
    machine: resolvePaymentMachine,
    title:
      'Resolve payment: pay for an order whose payment failed with a saved or a new card, retry a decline until the attempts are used',
    spec: 'doc 2 §2 resolve-order-payment/{customerOrderId}, §3 Payment resolution, §7 Payments (failed order payments)',
  },
  'delivery-pass': {
    machine: deliveryPassMachine,
    title: 'Delivery pass: choose a plan, pay with a saved or a new card, bought or declined',
    spec: 'doc 2 §2 delivery-pass and myaccount/delivery-pass, §3 Delivery pass status, §7 Delivery pass',
  },
  'order-actions': {
    machine: orderActionsMachine,
    title:
      "Order actions: amend an order, change its slot, cancel the changes after 'Cancel changes?', cancel it after 'Cancel order?'",
    spec: 'doc 2 §2 my orders and view order, §4 Order amendment and cancel, Slot booking, §7 Orders, §8 Orders',
  },
  'mega-menu': {
    machine: megaMenuMachine,
    title:
      "Mega menu: the Groceries button's lists on large screens, one level deeper per parent, View all and Offers, sponsorship banners",
    spec: 'doc 3 §2 Header and navigation, §3 Mega menu state and Sponsorship banner, §4 Mega menu (large screens), §7 Taxonomy, Mega menu banners, Sponsorship tracking, §9',
  },
  'burger-menu': {
    machine: burgerMenuMachine,
    title:
      "Burger menu: the slide-out on small screens, levels 0 to 3, 'Back up a level', closed on a width change",
    spec: 'doc 3 §2 Header and navigation, §4 Burger menu (small screens), §9 (burger levels, animation, breakpoints, EoS_mobileBurgerMenuLoadingState)',
  },
} as const satisfies Record<string, RegisteredMachine>;

export type MachineId = keyof typeof machines;
