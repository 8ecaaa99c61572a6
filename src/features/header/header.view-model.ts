/**
 * What the header shows (doc 3 §2 "Header and navigation", §4 "Session and header", §6; doc 1 §6), as a
 * pure function of the session, trolley, slot and delivery-pass facts. The header view renders this and
 * nothing else, so every rule about who sees what is tested here and in the view's tests.
 */

import { trolleyCountLabel } from '../../domain/counts.ts';
import { isFeatureEnabled } from '../../domain/flags.ts';
import { formatMoney } from '../../domain/money.ts';
import type { DeliveryPassStatus } from '../../domain/orders.ts';
import { LOGIN_PATH } from '../../domain/routing.ts';
import { SEARCH_PATH, SEARCH_TERM_PARAM } from '../../domain/search-path.ts';
import { type ShopArea, withOpenAreas } from '../../domain/shop-areas.ts';
import { SIBLING_SHOPS, siblingShopHref } from '../../domain/sibling-shops.ts';

export interface HeaderLinkModel {
  /** Stable key, also handy in tests. */
  id: string;
  label: string;
  href: string;
  /** Opens in a new tab (rel="noopener noreferrer"). */
  newTab?: boolean;
}

export type AccountMenuItem =
  | ({ kind: 'link' } & HeaderLinkModel)
  | { kind: 'sign-out'; id: 'sign-out'; label: string }
  | { kind: 'return-to-admin'; id: 'return-to-admin'; label: string };

export type HeaderAccount =
  | { kind: 'signed-out'; signIn: HeaderLinkModel; register: HeaderLinkModel }
  | { kind: 'signed-in'; menuLabel: string; items: readonly AccountMenuItem[] };

export interface HeaderTrolley {
  href: string;
  count: number;
  /** '0' to '99', then '99+' (doc 3 §9). */
  countLabel: string;
  /** The link's accessible name: 'Trolley, 3 items'. */
  accessibleName: string;
  /** The items' estimated total, '£12.50'; null when not known. */
  totalLabel: string | null;
}

export type SlotIcon = 'calendar' | 'calendar-booked';

export interface BookedSlotTimes {
  slotStartTime: string;
  slotEndTime: string;
}

export interface HeaderSlot {
  href: string;
  label: 'Book Slot' | 'Change Slot';
  icon: SlotIcon;
  /**
   * The booked slot's times, absent when none: the button shows its day and time, 'Tue 3 Jun, 7AM - 8AM'
   * (`bookedSlotLabel`, doc 2 §7: 23:30 shows as 12AM), whose date rules load when there is one (issue 5).
   */
  booked?: BookedSlotTimes;
}

export interface HeaderSearch {
  action: string;
  /** The query parameter the term is sent as; a GET form writes spaces as + (doc 3 §2). */
  inputName: string;
  label: string;
  placeholder: string;
  /** The mid-width overlay's placeholder (doc 3 §2). */
  overlayPlaceholder: string;
  cancelLabel: string;
  submitLabel: string;
  openLabel: string;
  /** The button that empties the box. */
  clearLabel: string;
  /** Names the listbox when it offers the recent searches (doc 3 §4). */
  historyLabel: string;
  suggestionsLabel: string;
  /** The button opening the multi-search modal; null when the multisearch flag is off (doc 3 §9). */
  multiSearchLabel: string | null;
}

export interface HeaderViewModel {
  logo: { size: 'large' | 'small'; pride: boolean };
  condensed: boolean;
  topBar: {
    /** 'More from Waitrose'. */
    siblingShopsLabel: string;
    siblingShops: readonly HeaderLinkModel[];
    /** Find a store and Customer service; none in static-render mode. */
    serviceLinks: readonly HeaderLinkModel[];
  };
  mainLinks: readonly HeaderLinkModel[];
  account: HeaderAccount;
  /** Signed-in shoppers only. */
  trolley: HeaderTrolley | null;
  slot: HeaderSlot;
  search: HeaderSearch;
}

/** doc 3 §4 Delivery pass status; null while unknown or when the delivery pass flag is off. */
export type { DeliveryPassStatus };

export interface HeaderInput {
  session: { isSignedIn: boolean; isStaffOnBehalf: boolean };
  trolleyCount: number;
  /** The trolley's items total in pence (the trolley actor's estimate); null or absent when not known. */
  trolleyTotalPence?: number | null;
  hasBookedSlot: boolean;
  /** The booked slot's times (the customer slot actor's); its day and time show on the slot button. */
  bookedSlot?: BookedSlotTimes | null;
  deliveryPassStatus: DeliveryPassStatus | null;
  /** Static-render mode hides Find a store and Customer service (doc 3 §2). */
  staticRender: boolean;
  pride: boolean;
  /** Past the condense offset (`isHeaderCondensed`). */
  condensed: boolean;
}

export const HOME_PATH = '/ecom/';
export { SEARCH_PATH, SEARCH_TERM_PARAM };
export const TROLLEY_PATH = '/ecom/shop/trolley';
export const BOOK_SLOT_PATH = '/ecom/bookslot';

export const SIBLING_SHOPS_LABEL = 'More from Waitrose';

/** The top bar's other shops, each in a new tab with the header's campaign parameters (doc 3 §2). */
export const HEADER_SIBLING_SHOP_LINKS: readonly HeaderLinkModel[] = (
  ['cellar', 'garden', 'mealKits'] as const
).map((shop) => ({
  id: shop,
  label: SIBLING_SHOPS[shop].name,
  href: siblingShopHref(shop, 'header'),
  newTab: true,
}));

export const HEADER_SERVICE_LINKS: readonly HeaderLinkModel[] = [
  { id: 'find-a-store', label: 'Find a store', href: '/ecom/find-a-store' },
  { id: 'customer-service', label: 'Customer service', href: '/ecom/help-information/customer-service' },
];

/**
 * The main links of doc 3 §2, each with the area it leads to: a link shows once its area has pages
 * (src/domain/shop-areas.ts), so none leads to the not-found page.
 */
export const HEADER_MAIN_LINK_CHOICES: readonly (HeaderLinkModel & { area: ShopArea })[] = [
  { id: 'entertaining', label: 'Entertaining', href: '/ecom/shop/browse/entertaining', area: 'entertaining' },
  { id: 'offers', label: 'Offers', href: '/ecom/shop/browse/offers', area: 'offers' },
  { id: 'new', label: 'New', href: '/ecom/shop/featured/new', area: 'new' },
  { id: 'recipes', label: 'Recipes', href: '/ecom/recipes', area: 'recipes' },
  { id: 'inspiration', label: 'Inspiration', href: '/ecom/content/inspiration', area: 'inspiration' },
  { id: 'favourites', label: 'Favourites', href: '/ecom/favourites', area: 'favourites' },
  { id: 'my-orders', label: 'My orders', href: '/ecom/myaccount/my-orders', area: 'myOrders' },
];

/** The main links shown: those whose area is open. */
export const HEADER_MAIN_LINKS: readonly HeaderLinkModel[] = withOpenAreas(HEADER_MAIN_LINK_CHOICES).map(
  ({ area: _area, ...link }) => link,
);

export const SIGN_IN_LINK: HeaderLinkModel = { id: 'sign-in', label: 'Sign in', href: LOGIN_PATH };
export const REGISTER_LINK: HeaderLinkModel = {
  id: 'register',
  label: 'Register',
  href: '/ecom/registration',
};

export const ACCOUNT_MENU_LABEL = 'My Account';
type AccountMenuLink = Extract<AccountMenuItem, { kind: 'link' }> & { area: ShopArea };

const ACCOUNT_OVERVIEW: AccountMenuLink = {
  kind: 'link',
  area: 'accountOverview',
  id: 'account-overview',
  label: 'Account overview',
  href: '/ecom/myaccount',
};
const DELIVERY_PASS: AccountMenuLink = {
  kind: 'link',
  area: 'deliveryPass',
  id: 'delivery-pass',
  label: 'Delivery Pass',
  href: '/ecom/myaccount/delivery-pass',
};
const LISTS: AccountMenuLink = {
  kind: 'link',
  area: 'lists',
  id: 'lists',
  label: 'Lists',
  href: '/ecom/lists',
};
const LOYALTY_HUB: AccountMenuLink = {
  kind: 'link',
  area: 'loyalty',
  id: 'loyalty',
  label: 'myWaitrose',
  href: '/ecom/my-waitrose',
};
const SIGN_OUT: AccountMenuItem = { kind: 'sign-out', id: 'sign-out', label: 'Sign out' };
const RETURN_TO_ADMIN: AccountMenuItem = {
  kind: 'return-to-admin',
  id: 'return-to-admin',
  label: 'Return to admin',
};

export const HEADER_SEARCH: HeaderSearch = {
  action: SEARCH_PATH,
  inputName: SEARCH_TERM_PARAM,
  label: 'Search groceries',
  placeholder: 'Search groceries...',
  overlayPlaceholder: 'Search...',
  cancelLabel: 'Cancel',
  submitLabel: 'Search',
  openLabel: 'Open search',
  clearLabel: 'Clear',
  historyLabel: 'Recent searches',
  suggestionsLabel: 'Suggestions',
  multiSearchLabel: isFeatureEnabled('multisearch') ? 'Multi-search' : null,
};

/** doc 3 §4: the Delivery Pass item shows when the pass is active or available. */
export function showsDeliveryPass(status: DeliveryPassStatus | null): boolean {
  return status === 'ACTIVE' || status === 'AVAILABLE';
}

/**
 * The My Account menu (doc 3 §2): Account overview, Delivery Pass (active or available only), Lists, the
 * loyalty hub, then Sign out; staff signed on as a customer get 'Return to admin' instead (doc 3 §6). A link
 * whose area has no pages yet (src/domain/shop-areas.ts: Lists, the loyalty hub) waits for it.
 */
export function accountMenuItems(
  isStaffOnBehalf: boolean,
  deliveryPassStatus: DeliveryPassStatus | null,
): AccountMenuItem[] {
  const links = withOpenAreas([
    ACCOUNT_OVERVIEW,
    ...(showsDeliveryPass(deliveryPassStatus) ? [DELIVERY_PASS] : []),
    LISTS,
    LOYALTY_HUB,
  ]).map(({ area: _area, ...link }): AccountMenuItem => link);
  return [...links, isStaffOnBehalf ? RETURN_TO_ADMIN : SIGN_OUT];
}

/** 'Trolley, 1 item', 'Trolley, 3 items', 'Trolley, 99+ items'. */
export function trolleyAccessibleName(count: number): string {
  const label = trolleyCountLabel(count);
  return `Trolley, ${label} ${label === '1' ? 'item' : 'items'}`;
}

/** doc 2 §4: 'Book Slot' when none is booked; 'Change Slot' with the calendar-booked icon and the slot when booked. */
export function headerSlot(hasBookedSlot: boolean, bookedSlot: HeaderInput['bookedSlot'] | null): HeaderSlot {
  if (bookedSlot) {
    const { slotStartTime, slotEndTime } = bookedSlot;
    return {
      href: BOOK_SLOT_PATH,
      label: 'Change Slot',
      icon: 'calendar-booked',
      booked: { slotStartTime, slotEndTime },
    };
  }
  return hasBookedSlot
    ? { href: BOOK_SLOT_PATH, label: 'Change Slot', icon: 'calendar-booked' }
    : { href: BOOK_SLOT_PATH, label: 'Book Slot', icon: 'calendar' };
}

export function headerViewModel(input: HeaderInput): HeaderViewModel {
  const { session, trolleyCount, hasBookedSlot, deliveryPassStatus, staticRender, pride, condensed } = input;
  return {
    logo: { size: condensed ? 'small' : 'large', pride },
    condensed,
    topBar: {
      siblingShopsLabel: SIBLING_SHOPS_LABEL,
      siblingShops: HEADER_SIBLING_SHOP_LINKS,
      serviceLinks: staticRender ? [] : HEADER_SERVICE_LINKS,
    },
    mainLinks: HEADER_MAIN_LINKS,
    account: session.isSignedIn
      ? {
          kind: 'signed-in',
          menuLabel: ACCOUNT_MENU_LABEL,
          items: accountMenuItems(session.isStaffOnBehalf, deliveryPassStatus),
        }
      : { kind: 'signed-out', signIn: SIGN_IN_LINK, register: REGISTER_LINK },
    trolley: session.isSignedIn
      ? {
          href: TROLLEY_PATH,
          count: trolleyCount,
          countLabel: trolleyCountLabel(trolleyCount),
          accessibleName: trolleyAccessibleName(trolleyCount),
          totalLabel: input.trolleyTotalPence == null ? null : formatMoney(input.trolleyTotalPence),
        }
      : null,
    slot: headerSlot(hasBookedSlot, input.bookedSlot ?? null),
    search: HEADER_SEARCH,
  };
}
