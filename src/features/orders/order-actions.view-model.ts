import type { OrderLink } from '../../contract/checkout.ts';
import { formatDate } from '../../domain/dates.ts';
import {
  isOrderStatus,
  ORDER_LINK_RELS,
  ORDER_LINK_TITLES,
  ORDER_STATUS_LABELS,
  type OrderLinkRel,
  type OrderStatus,
} from '../../domain/orders.ts';
import { slotTimeRange } from '../../domain/slot-booking-display.ts';

/**
 * What My orders and View order share (doc 2 §3 Order status, §4 "Actions are gated by order links"): how a
 * status reads, which actions an order offers, and how its slot reads.
 */

/** 'Order placed', 'Being prepared' ... (src/domain/orders.ts); an unknown status as it came. */
export const statusLabelOf = (status: string): string =>
  isOrderStatus(status) ? ORDER_STATUS_LABELS[status] : status;

/**
 * The delivery status when it says more than the status label does ('Out for delivery' beside 'Paid'), else
 * null.
 */
export const deliveryStatusOf = (status: string, deliveryStatus: string): string | null =>
  deliveryStatus && deliveryStatus !== statusLabelOf(status) ? deliveryStatus : null;

export type OrderActionRel = OrderLinkRel;

export interface OrderActionView {
  rel: OrderActionRel;
  /** 'Amend order', 'Change slot', 'Cancel order'. */
  label: string;
}

/**
 * The actions an order's links allow, in the shop's order (amend, change slot, cancel) and in its words: an
 * action without its link is never offered (doc 2 §4), and cancelling is never offered while the order is
 * being amended, whatever the links say (doc 2 §4 "Cancellation is blocked when ... the order is being
 * amended").
 */
export function orderActionsOf(status: string, links: readonly OrderLink[]): OrderActionView[] {
  const rels = new Set(links.map((link) => link.rel));
  return ORDER_LINK_RELS.filter((rel) => rels.has(rel))
    .filter((rel) => !(rel === 'cancel' && status === 'AMENDING'))
    .map((rel) => ({ rel, label: ORDER_LINK_TITLES[rel] }));
}

/** 'Delivery' or 'Collection', by the slot's type. */
export const slotKindOf = (slotType: string): 'Delivery' | 'Collection' =>
  slotType === 'DELIVERY' ? 'Delivery' : 'Collection';

/** 'Thursday 4 December 2025, 10AM - 11AM'. */
export const slotWhenOf = (slot: { startDateTime: string; endDateTime: string }): string =>
  `${formatDate(slot.startDateTime)}, ${slotTimeRange(slot.startDateTime, slot.endDateTime)}`;

/** Orders the shopper can still shop again: placed ones (a trolley, or one being changed, is not). */
export const canShopAgain = (status: string): boolean =>
  isOrderStatus(status) && !(['PENDING', 'AMENDING'] as readonly OrderStatus[]).includes(status);

/** The order's page (View order). */
export const viewOrderPath = (customerOrderId: string) =>
  `/ecom/myaccount/my-orders/order/${encodeURIComponent(customerOrderId)}`;
/** Shop this order again (doc 2 §2 shop from previous order). */
export const shopFromOrderPath = (customerOrderId: string) =>
  `/ecom/myaccount/my-orders/order/shop-from-order/${encodeURIComponent(customerOrderId)}`;
/** Pay now (doc 2 §2 resolve order payment). */
export const resolvePaymentPath = (customerOrderId: string) =>
  `/ecom/resolve-order-payment/${encodeURIComponent(customerOrderId)}`;
