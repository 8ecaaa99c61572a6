import type { ActualTotals, Order, OrderLine } from '../../contract/checkout.ts';
import { formatMoney, toPence } from '../../domain/money.ts';
import { orderTimeLabel } from '../../domain/orders.ts';
import { formatQuantity } from '../../domain/quantities.ts';
import {
  cardLabel,
  slotOf,
  slotSummary,
  type TotalRow,
  totalRows,
} from '../checkout/order-view.view-model.ts';
import {
  canShopAgain,
  deliveryStatusOf,
  type OrderActionView,
  orderActionsOf,
  statusLabelOf,
} from './order-actions.view-model.ts';

/**
 * View order (doc 2 §2 myaccount/my-orders/order/{id}, §3 Order, Order line, Payment card on an order): what
 * a shopper cares about of one order, as text the page prints.
 */

export interface OrderLineView {
  lineNumber: string;
  name: string;
  size: string;
  thumbnail: string;
  /** '2', '0.5kg'. */
  quantity: string;
  /** What it costs: as picked once picked, else the estimate. */
  price: string;
  saving: string | null;
  /** 'Substituted', 'Missing' once picked; null while ordered or picked as ordered. */
  outcome: 'Substituted' | 'Missing' | null;
  /** 'Substituted with Essential Semi-Skimmed Milk 2 pints (2)', one per substitute. */
  substitutes: string[];
  note: string | null;
  /** 'Happy birthday, Sam (1)': the personalised messages. */
  messages: string[];
}

export function orderLineView(line: OrderLine): OrderLineView {
  const picked = line.actualPrice !== null;
  return {
    lineNumber: line.lineNumber,
    name: line.product.name,
    size: line.product.size,
    thumbnail: line.product.thumbnail,
    quantity: formatQuantity(line.quantity.amount, line.quantity.uom),
    price: formatMoney(picked && line.actualPrice ? line.actualPrice : line.price),
    saving: !picked && toPence(line.saving) > 0 ? formatMoney(line.saving) : null,
    outcome:
      line.orderLineStatus === 'SUBSTITUTED'
        ? 'Substituted'
        : line.orderLineStatus === 'MISSING'
          ? 'Missing'
          : null,
    substitutes: line.substitutes.map(
      (substitute) =>
        `Substituted with ${substitute.product.name} (${formatQuantity(substitute.quantity.amount, substitute.quantity.uom)})`,
    ),
    note: line.noteToShopper,
    messages: line.personalisedInfos.map((info) => `${info.message} (${info.quantity})`),
  };
}

/** The totals once picked (doc 2 §3 totals.actual): zero savings and charges left out, what was paid last. */
export function actualTotalRows(actual: ActualTotals, status: string): TotalRow[] {
  const rows: TotalRow[] = [{ label: 'Picked items', value: formatMoney(actual.pickedPrice) }];
  const optional = (label: string, money: ActualTotals['paid'], deduction = false) => {
    if (toPence(money) !== 0)
      rows.push({ label, value: formatMoney(money), ...(deduction && { deduction }) });
  };
  optional('Offer savings', actual.offerSavings, true);
  optional('Membership savings', actual.membershipSavings, true);
  optional('Partner discount', actual.partnerDiscountSavings, true);
  optional('Container deposits', actual.depositCharge);
  rows.push({
    label: 'Delivery charge',
    value: toPence(actual.deliveryCharge) === 0 ? 'Free' : formatMoney(actual.deliveryCharge),
  });
  optional('Carrier bag charge', actual.carrierBagCharge);
  rows.push({
    label: status === 'PAYMENT_FAILED' ? 'Total to pay' : 'Total paid',
    value: formatMoney(actual.paid),
    grand: true,
  });
  return rows;
}

export interface ViewOrderModel {
  customerOrderId: string;
  status: string;
  deliveryStatus: string | null;
  /** 'You can change this order until Monday 1 June, 22:00', while it may be amended. */
  changeUntil: string | null;
  slot: ReturnType<typeof slotSummary> | null;
  slotType: string | null;
  lines: OrderLineView[];
  /** Lines that could not be picked. */
  missing: number;
  estimatedTotals: TotalRow[];
  /** Once picked; null before. */
  actualTotals: TotalRow[] | null;
  /** 'Visa ending 1111, expires 03/30', or null. */
  card: string | null;
  deliveryNote: string | null;
  alerts: Array<{ severity: 'ERROR' | 'WARNING' | 'INFORMATIVE' | 'SUCCESS'; message: string }>;
  warnings: string[];
  actions: OrderActionView[];
  payNow: boolean;
  shopAgain: boolean;
}

/** An alert's type (informative, success, warning, error; PAYMENT_FAILED is an error) as a notice severity. */
export function alertSeverityOf(alertType: string): ViewOrderModel['alerts'][number]['severity'] {
  const type = alertType.toUpperCase();
  if (type.includes('ERROR') || type.includes('FAIL')) return 'ERROR';
  if (type.includes('WARN')) return 'WARNING';
  if (type.includes('SUCCESS')) return 'SUCCESS';
  return 'INFORMATIVE';
}

export function viewOrderModel(order: Order): ViewOrderModel {
  const slot = slotOf(order);
  const actions = orderActionsOf(order.status, order.links);
  const amendable = actions.some((action) => action.rel === 'init-amend');
  return {
    customerOrderId: order.customerOrderId,
    status: statusLabelOf(order.status),
    deliveryStatus: deliveryStatusOf(order.status, order.deliveryStatus),
    changeUntil:
      amendable && slot
        ? `You can change this order until ${orderTimeLabel(slot.amendOrderCutoffDateTime)}`
        : null,
    slot: slot ? slotSummary(slot) : null,
    slotType: slot?.type ?? null,
    lines: order.orderLines.map(orderLineView),
    missing: order.orderLines.filter((line) => line.orderLineStatus === 'MISSING').length,
    estimatedTotals: totalRows(order.totals.estimated),
    actualTotals: order.totals.actual ? actualTotalRows(order.totals.actual, order.status) : null,
    card: order.paymentInfo.cardPayment ? cardLabel(order.paymentInfo.cardPayment) : null,
    deliveryNote: order.deliveryNote,
    alerts: order.alerts.map((alert) => ({
      severity: alertSeverityOf(alert.alertType),
      message: alert.message,
    })),
    warnings: order.orderWarnings.map((warning) => warning.message),
    actions,
    payNow: order.status === 'PAYMENT_FAILED',
    shopAgain: canShopAgain(order.status),
  };
}
