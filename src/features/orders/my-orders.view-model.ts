import type { OrderSummary } from '../../contract/orders.ts';
import { formatMoney } from '../../domain/money.ts';
import {
  deliveryStatusOf,
  type OrderActionView,
  orderActionsOf,
  slotKindOf,
  slotWhenOf,
  statusLabelOf,
} from './order-actions.view-model.ts';

/** How one order reads in My orders (doc 2 §2 my orders, §3 Order, Order status). */
export interface OrderCardView {
  customerOrderId: string;
  /** 'Order placed', 'Payment failed' ... */
  status: string;
  /** 'Out for delivery', when it says more than the status. */
  deliveryStatus: string | null;
  /** The slot, or null when the order has none. */
  slot: {
    kind: 'Delivery' | 'Collection';
    slotType: string;
    /** 'Thursday 4 December 2025, 10AM - 11AM'. */
    when: string;
    /** The branch, or the delivery address's first line and postcode. */
    place: string;
  } | null;
  /** '3 items'. */
  items: string;
  /** 'Estimated total' until picked, then 'Total paid' (or 'Total to pay' when the payment failed). */
  totalLabel: string;
  total: string;
  /** What its links allow (amend, change slot, cancel). */
  actions: OrderActionView[];
  /** The payment failed: Pay now is offered. */
  paymentNeeded: boolean;
}

export const itemsLabel = (count: number): string => `${count} ${count === 1 ? 'item' : 'items'}`;

export function totalLabelOf(status: string, actual: boolean): string {
  if (!actual) return 'Estimated total';
  return status === 'PAYMENT_FAILED' ? 'Total to pay' : 'Total paid';
}

export function orderCardView(order: OrderSummary): OrderCardView {
  return {
    customerOrderId: order.customerOrderId,
    status: statusLabelOf(order.status),
    deliveryStatus: deliveryStatusOf(order.status, order.deliveryStatus),
    slot: order.slot && {
      kind: slotKindOf(order.slot.type),
      slotType: order.slot.type,
      when: slotWhenOf(order.slot),
      place: order.slot.placeName,
    },
    items: itemsLabel(order.numberOfItems),
    totalLabel: totalLabelOf(order.status, order.totalIsActual),
    total: formatMoney(order.total),
    actions: orderActionsOf(order.status, order.links),
    paymentNeeded: order.status === 'PAYMENT_FAILED',
  };
}
