import { formatDate, formatTime } from './dates.ts';
import { type FulfilmentType, SLOT_MESSAGES } from './slots.ts';

/**
 * An order's life after checkout (doc 2 §3 Order status, §4 Order amendment and cancel, Urgency banner, §8
 * Orders; docs/api/orders.md): which state follows which and when, which actions (links) an order allows, how
 * its status reads to a shopper, which list it belongs to, and the urgency banner. The server moves orders
 * and enforces the links with these rules; the storefront shows them. Pure: times come in as arguments.
 */

export const ORDER_STATUSES = [
  'PENDING',
  'AMENDING',
  'PLACED',
  'FULFIL',
  'PICKED',
  'PAID',
  'PAYMENT_FAILED',
  'COMPLETED',
  'CANCELLED',
  'REFUND_PENDING',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const isOrderStatus = (value: string): value is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value);

/** The shop's wording for orders (doc 2 §4, §8 Orders; doc 2 §4 Slot booking). */
export const ORDER_MESSAGES = {
  unexpected: "Sorry, we're experiencing an unexpected error.",
  changesRefused: 'Changes cannot be made to your order',
  cancelChangesTitle: 'Cancel changes?',
  cancelChangesBody: 'Your order will go back to how it was before you started changing it.',
  greetingLocked: 'Unable to edit greeting message',
  reschedulingProhibited: SLOT_MESSAGES.reschedulingProhibited,
  cancelOrderTitle: 'Cancel order?',
  cancelOrderBody: 'Your slot will be released and your card will not be charged.',
  notCancellable: 'This order can no longer be cancelled.',
  cancelWhileAmending: 'Finish or cancel your changes to this order before cancelling it.',
  alreadyAmending: (customerOrderId: string) =>
    `You are already changing order ${customerOrderId}. Check out or cancel those changes first.`,
  orderCancelled: (customerOrderId: string) => `Order ${customerOrderId} has been cancelled`,
  changesCancelled: 'Your changes have been cancelled',
  notFound: 'Sorry, we could not find that order.',
  notAmending: 'This order is not being changed.',
} as const;

/** The failure types of order actions (answered in a failures list, doc 2 §8 Orders). */
export const ORDER_FAILURE_TYPES = [
  'ORDER_NOT_FOUND',
  'AMEND_CUT_OFF_PASSED',
  'RESCHEDULING_PROHIBITED',
  'NOT_AMENDABLE',
  'NOT_CANCELLABLE',
  'ORDER_BEING_AMENDED',
  'ALREADY_AMENDING',
  'NOT_AMENDING',
  'GREETING_MESSAGE_LOCKED',
] as const;
export type OrderFailureType = (typeof ORDER_FAILURE_TYPES)[number];

// ---------------------------------------------------------------------------------------------------------
// When things happen

/** Picking starts this long before the slot (FULFIL becomes PICKED, and the card is charged). */
export const PICKING_LEAD_MINUTES = 180;

/** The times of an order's life, from its confirmed slot. */
export interface OrderTimes {
  /** Until then the order may be amended, its slot changed, or cancelled (the slot's amendOrderCutoff). */
  amendCutOff: Date;
  /** When it is picked (PICKING_LEAD_MINUTES before the slot starts). */
  picking: Date;
  slotStart: Date;
  /** When it has been delivered or collected. */
  slotEnd: Date;
}

export const pickingTime = (slotStart: Date): Date =>
  new Date(slotStart.getTime() - PICKING_LEAD_MINUTES * 60_000);

/**
 * What the order-lifecycle job does next to an order at `now`, or null when nothing is due:
 * - AMENDING past its cut-off: the changes are dropped and the order restored as placed (REVERT_AMEND);
 * - PLACED past its cut-off becomes FULFIL;
 * - FULFIL at picking time is picked (PICK, which makes it PICKED with its actual totals);
 * - PICKED is charged the picked total (CHARGE: PAID, or PAYMENT_FAILED when the bank declines);
 * - PAID after its slot has ended is COMPLETED;
 * - REFUND_PENDING has its refund issued (REFUND: CANCELLED).
 * PAYMENT_FAILED waits for the shopper (resolve order payment); the rest are final.
 */
export type LifecycleStep = 'REVERT_AMEND' | 'FULFIL' | 'PICK' | 'CHARGE' | 'COMPLETE' | 'REFUND';

export function nextLifecycleStep(status: OrderStatus, times: OrderTimes, now: Date): LifecycleStep | null {
  const at = now.getTime();
  switch (status) {
    case 'AMENDING':
      return at >= times.amendCutOff.getTime() ? 'REVERT_AMEND' : null;
    case 'PLACED':
      return at >= times.amendCutOff.getTime() ? 'FULFIL' : null;
    case 'FULFIL':
      return at >= times.picking.getTime() ? 'PICK' : null;
    case 'PICKED':
      return 'CHARGE';
    case 'PAID':
      return at >= times.slotEnd.getTime() ? 'COMPLETE' : null;
    case 'REFUND_PENDING':
      return 'REFUND';
    default:
      return null;
  }
}

export const PICK_OUTCOMES = ['PICKED', 'SUBSTITUTED', 'MISSING'] as const;
export type PickOutcome = (typeof PICK_OUTCOMES)[number];

/**
 * How a line is picked, decided from the order and line numbers so that it is the same on every run and a
 * test can know it: about one line in twenty is MISSING, about one in ten SUBSTITUTED (where the line allows
 * substitution; otherwise it is MISSING), the rest PICKED.
 */
export function pickOutcome(
  customerOrderId: string,
  lineNumber: string,
  canSubstitute: boolean,
): PickOutcome {
  let hash = 2166136261;
  for (const char of `${customerOrderId}:${lineNumber}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 16777619) >>> 0;
  }
  const roll = hash % 20;
  if (roll === 0) return 'MISSING';
  if (roll <= 2) return canSubstitute ? 'SUBSTITUTED' : 'MISSING';
  return 'PICKED';
}

// ---------------------------------------------------------------------------------------------------------
// Links: what an order allows (doc 2 §4 "Actions are gated by order links")

export const ORDER_LINK_RELS = ['init-amend', 'init-changeslot', 'cancel'] as const;
export type OrderLinkRel = (typeof ORDER_LINK_RELS)[number];

export const ORDER_LINK_TITLES: Readonly<Record<OrderLinkRel, string>> = {
  'init-amend': 'Amend order',
  'init-changeslot': 'Change slot',
  cancel: 'Cancel order',
};

/**
 * What customer care (staff signed on as the customer) may still cancel after the cut-off: an order not yet
 * delivered, being prepared or whose payment failed. One whose money was taken (PAID) is refunded
 * (REFUND_PENDING, then CANCELLED by the order-lifecycle job).
 */
export const STAFF_CANCELLABLE_STATUSES: readonly OrderStatus[] = [
  'PLACED',
  'FULFIL',
  'PICKED',
  'PAID',
  'PAYMENT_FAILED',
];

/**
 * The links an order has at `now`: a PLACED order before its amend cut-off may be amended, have its slot
 * changed and be cancelled; an AMENDING one before its cut-off may have its slot changed (not cancelled: doc 2
 * §4 "Cancellation is blocked when ... the order is being amended"); after the cut-off, none. Staff signed on
 * as the customer (`staffOnBehalf`) may also cancel one of STAFF_CANCELLABLE_STATUSES after the cut-off.
 */
export function orderLinkRels(
  status: OrderStatus,
  amendCutOff: Date | null,
  now: Date,
  options: { staffOnBehalf?: boolean } = {},
): OrderLinkRel[] {
  const open = amendCutOff !== null && now.getTime() < amendCutOff.getTime();
  if (open && status === 'PLACED') return ['init-amend', 'init-changeslot', 'cancel'];
  if (open && status === 'AMENDING') return ['init-changeslot'];
  if (options.staffOnBehalf && STAFF_CANCELLABLE_STATUSES.includes(status)) return ['cancel'];
  return [];
}

/** Being prepared: its slot can no longer change (doc 2 §4 Slot booking, reschedulingprohibited). */
export const IN_PREPARATION_STATUSES: readonly OrderStatus[] = ['FULFIL', 'PICKED', 'PAID', 'PAYMENT_FAILED'];

// ---------------------------------------------------------------------------------------------------------
// Lists (doc 2 §3 "Order lists are pending, previous, completed and recent order ids")

/** Placed and not yet finished: shown under "Pending orders". */
export const PENDING_ORDER_STATUSES: readonly OrderStatus[] = [
  'PLACED',
  'AMENDING',
  'FULFIL',
  'PICKED',
  'PAID',
  'PAYMENT_FAILED',
];
/** Finished one way or another: shown under "Previous orders". */
export const PREVIOUS_ORDER_STATUSES: readonly OrderStatus[] = ['COMPLETED', 'CANCELLED', 'REFUND_PENDING'];

export const ORDER_LISTS = ['pending', 'previous', 'completed', 'recent'] as const;
export type OrderList = (typeof ORDER_LISTS)[number];

/** How many orders "recent" holds, and the most one page of a list holds. */
export const RECENT_ORDERS = 5;
export const ORDER_LIST_PAGE_SIZE = 20;

// ---------------------------------------------------------------------------------------------------------
// How a status reads

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  PENDING: 'Not yet placed',
  AMENDING: 'Being changed',
  PLACED: 'Order placed',
  FULFIL: 'Being prepared',
  PICKED: 'Picked',
  PAID: 'Paid',
  PAYMENT_FAILED: 'Payment failed',
  COMPLETED: 'Completed',
  CANCELLED: 'Cancelled',
  REFUND_PENDING: 'Refund pending',
};

/**
 * The delivery status of an order (doc 2 §3 "There is a delivery status per order"): where it is from the
 * shopper's side, by its status, its kind and the time.
 */
export function deliveryStatusOf(
  status: OrderStatus,
  fulfilment: FulfilmentType,
  slot: { start: Date; end: Date } | null,
  now: Date,
): string {
  const delivery = fulfilment === 'DELIVERY';
  switch (status) {
    case 'COMPLETED':
      return delivery ? 'Delivered' : 'Collected';
    case 'PAID':
    case 'PICKED':
      if (slot && now.getTime() >= slot.start.getTime())
        return delivery ? 'Out for delivery' : 'Ready to collect';
      return 'Picked and packed';
    case 'PAYMENT_FAILED':
      return 'Payment needed';
    default:
      return ORDER_STATUS_LABELS[status];
  }
}

/** "Thursday 4 December, 10:00" style, for a cut-off or a slot start. */
export const orderTimeLabel = (time: Date | string): string => `${formatDate(time)}, ${formatTime(time)}`;

// ---------------------------------------------------------------------------------------------------------
// The urgency banner (doc 2 §4 Urgency banner; doc 3 §4 Session and header)

export const URGENCY_VARIANTS = ['info', 'warning', 'danger', 'payment'] as const;
export type UrgencyVariant = (typeof URGENCY_VARIANTS)[number];

/** Within this long of an order's amend cut-off the reminder is a warning, not information. */
export const URGENCY_WARNING_MINUTES = 120;
/** Within this long of the cut-off while the order is being changed (the changes would be lost), danger. */
export const URGENCY_DANGER_MINUTES = 60;

/** The paths (under /ecom, without it) where the payment variant is not shown. */
const NO_PAYMENT_BANNER = [/^myaccount\/my-orders(\/|$)/, /^checkout(\/|$)/, /^resolve-order-payment(\/|$)/];

export interface UrgencyOrder {
  customerOrderId: string;
  status: OrderStatus;
  amendCutOff: Date | null;
}

export interface UrgencyBanner {
  variant: UrgencyVariant;
  customerOrderId: string;
  message: string;
}

/**
 * The urgency banner for a signed-in shopper's pending orders at `path`, or null:
 * - danger: an order is being changed and its cut-off is within URGENCY_DANGER_MINUTES;
 * - payment: an order's payment failed (the payment-problem flag), except on my orders, view order, checkout
 *   and resolve payment, and never over danger;
 * - warning: a placed order's cut-off is within URGENCY_WARNING_MINUTES;
 * - info: the next placed order may still be changed until its cut-off.
 */
export function urgencyBannerOf(input: {
  orders: readonly UrgencyOrder[];
  paymentProblem: boolean;
  path: string;
  now: Date;
}): UrgencyBanner | null {
  const { orders, now } = input;
  const path = input.path.replace(/^\/?(ecom\/?)?/, '');
  const minutesLeft = (order: UrgencyOrder) =>
    order.amendCutOff === null
      ? Number.POSITIVE_INFINITY
      : (order.amendCutOff.getTime() - now.getTime()) / 60_000;
  const open = orders
    .filter((order) => minutesLeft(order) > 0)
    .sort((a, b) => minutesLeft(a) - minutesLeft(b));
  const amending = open.find((order) => order.status === 'AMENDING');
  if (amending && minutesLeft(amending) <= URGENCY_DANGER_MINUTES) {
    return {
      variant: 'danger',
      customerOrderId: amending.customerOrderId,
      message: `Your changes to order ${amending.customerOrderId} are not saved yet. Check out by ${formatTime(
        amending.amendCutOff as Date,
      )} or they will be lost.`,
    };
  }
  const failed = orders.find((order) => order.status === 'PAYMENT_FAILED');
  if (input.paymentProblem && failed && !NO_PAYMENT_BANNER.some((pattern) => pattern.test(path))) {
    return {
      variant: 'payment',
      customerOrderId: failed.customerOrderId,
      message: `We couldn't take payment for order ${failed.customerOrderId}. Please pay now so we can deliver it.`,
    };
  }
  const next = open.find((order) => order.status === 'PLACED');
  if (!next || next.amendCutOff === null) return null;
  const cutOff = orderTimeLabel(next.amendCutOff);
  return minutesLeft(next) <= URGENCY_WARNING_MINUTES
    ? {
        variant: 'warning',
        customerOrderId: next.customerOrderId,
        message: `Last chance to change order ${next.customerOrderId}: changes close at ${formatTime(next.amendCutOff)}.`,
      }
    : {
        variant: 'info',
        customerOrderId: next.customerOrderId,
        message: `You can change order ${next.customerOrderId} until ${cutOff}.`,
      };
}

// ---------------------------------------------------------------------------------------------------------
// Payment resolution (doc 2 §3 Payment resolution)

/** A PAYMENT_FAILED order may be paid with another card this many times before the shopper must call us. */
export const MAX_PAYMENT_RESOLUTION_ATTEMPTS = 3;

export const PAYMENT_RESOLUTION_MESSAGES = {
  resolved: 'Thank you. Your payment has been taken.',
  declined: 'Sorry, your payment was declined. Please try another card.',
  attemptsUsed: (phone: string) =>
    `Sorry, we could not take payment. Please contact Customer Care on ${phone} to pay for this order.`,
  notNeeded: 'This order does not need a payment.',
} as const;

// ---------------------------------------------------------------------------------------------------------
// Delivery pass (doc 2 §3 Delivery pass status)

export const DELIVERY_PASS_STATUSES = ['NOT_AVAILABLE', 'AVAILABLE', 'ACTIVE'] as const;
export type DeliveryPassStatus = (typeof DELIVERY_PASS_STATUSES)[number];

/** The plans a shopper can buy (pence, months). */
export const DELIVERY_PASS_PLANS = [
  { id: 'MONTHLY', name: 'Monthly Delivery Pass', months: 1, pricePence: 799 },
  { id: 'SIX_MONTHS', name: '6-month Delivery Pass', months: 6, pricePence: 3900 },
  { id: 'ANNUAL', name: '12-month Delivery Pass', months: 12, pricePence: 6900 },
] as const;
export type DeliveryPassPlanId = (typeof DELIVERY_PASS_PLANS)[number]['id'];
