import type { OrderSummary } from '../../contract/orders.ts';
import { type UrgencyOrder, type UrgencyVariant, urgencyBannerOf } from '../../domain/orders.ts';
import { ECOM_BASE } from '../../domain/routing.ts';

/**
 * What the urgency banner shows (doc 2 §4 Urgency banner; doc 3 §4 Session and header): the variant that
 * src/domain/orders.ts `urgencyBannerOf` picks for the shopper's pending orders on this page, with its link
 * and how urgently a screen reader hears it.
 */

export interface UrgencyBannerView {
  variant: UrgencyVariant;
  message: string;
  /** Danger and payment interrupt (alert); a reminder waits its turn (status). */
  role: 'alert' | 'status';
  link: { href: string; label: string };
}

/** The pending orders as the rule reads them: the amend cut-off is their slot's. */
export function urgencyOrdersOf(orders: readonly OrderSummary[]): UrgencyOrder[] {
  return orders.map((order) => ({
    customerOrderId: order.customerOrderId,
    status: order.status,
    amendCutOff: order.slot ? new Date(order.slot.amendOrderCutoffDateTime) : null,
  }));
}

export const viewOrderHref = (customerOrderId: string) =>
  `${ECOM_BASE}/myaccount/my-orders/order/${encodeURIComponent(customerOrderId)}`;
export const resolvePaymentHref = (customerOrderId: string) =>
  `${ECOM_BASE}/resolve-order-payment/${encodeURIComponent(customerOrderId)}`;
/** The changes are checked out from the trolley, whose checkout button updates the order. */
export const TROLLEY_HREF = `${ECOM_BASE}/shop/trolley`;

function linkOf(variant: UrgencyVariant, customerOrderId: string): UrgencyBannerView['link'] {
  switch (variant) {
    case 'payment':
      return { href: resolvePaymentHref(customerOrderId), label: 'Pay now' };
    case 'danger':
      return { href: TROLLEY_HREF, label: 'Go to trolley' };
    default:
      return { href: viewOrderHref(customerOrderId), label: 'View order' };
  }
}

export function urgencyBannerView(input: {
  /** The pending orders; undefined until they have loaded (no banner). */
  orders: readonly OrderSummary[] | undefined;
  /** Order stats' customerHasAnOrderRequiringPaymentAttention. */
  paymentProblem: boolean;
  /** The page's path, with or without /ecom. */
  path: string;
  now: Date;
}): UrgencyBannerView | null {
  if (!input.orders) return null;
  const banner = urgencyBannerOf({
    orders: urgencyOrdersOf(input.orders),
    paymentProblem: input.paymentProblem,
    path: input.path,
    now: input.now,
  });
  if (!banner) return null;
  return {
    variant: banner.variant,
    message: banner.message,
    role: banner.variant === 'danger' || banner.variant === 'payment' ? 'alert' : 'status',
    link: linkOf(banner.variant, banner.customerOrderId),
  };
}
