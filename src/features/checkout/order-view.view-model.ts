import type { EstimatedTotals, Order, OrderLine, OrderSlot } from '../../contract/checkout.ts';
import { formatDate } from '../../domain/dates.ts';
import { formatMoney, toPence } from '../../domain/money.ts';
import { PAYMENT_CARD_TYPE_NAMES } from '../../domain/payment-cards.ts';
import { formatQuantity } from '../../domain/quantities.ts';
import { slotTimeRange } from '../../domain/slot-booking-display.ts';

/**
 * How an order reads on the checkout, the order confirmation and the payment confirmation (doc 2 §3 Order):
 * its slot, its lines and its totals, as text the views print.
 */

/** The slot of an order: when several, the unconfirmed one, else the first (doc 2 §3 Order slot). */
export function slotOf(order: Order): OrderSlot | null {
  return order.slots.find((slot) => slot.status === 'UNCONFIRMED') ?? order.slots[0] ?? null;
}

export interface SlotSummary {
  /** 'Delivery' or 'Collection'. */
  kind: string;
  /** 'Tuesday 3 June 2025, 7AM - 8AM'. */
  when: string;
  /** The delivery address or the branch, a line each. */
  where: string[];
}

export function slotSummary(slot: OrderSlot): SlotSummary {
  const delivery = slot.type === 'DELIVERY';
  const address = slot.deliveryAddress;
  return {
    kind: delivery ? 'Delivery' : 'Collection',
    when: `${formatDate(slot.startDateTime)}, ${slotTimeRange(slot.startDateTime, slot.endDateTime)}`,
    where:
      delivery && address
        ? [address.name, ...address.lines, address.postalCode]
        : [slot.branchName, ...(slot.branchAddress ? [slot.branchAddress] : [])],
  };
}

export interface TotalRow {
  label: string;
  value: string;
  /** A saving or a deduction, shown with a minus sign. */
  deduction?: boolean;
  /** The amount to pay, shown strongest. */
  grand?: boolean;
}

/**
 * The totals an order shows (doc 2 §3 totals.estimated; docs/api/checkout.md "How the totals are worked out"):
 * zero savings, charges and deductions are left out; the promo codes and the partner discount come off before
 * the estimated total, the gift cards and vouchers after it, and the card pays the rest ('To pay').
 */
export function totalRows(totals: EstimatedTotals): TotalRow[] {
  const rows: TotalRow[] = [{ label: 'Items', value: formatMoney(totals.itemTotal) }];
  const optional = (label: string, money: EstimatedTotals['itemTotal'], deduction = false) => {
    if (toPence(money) !== 0)
      rows.push({ label, value: formatMoney(money), ...(deduction && { deduction }) });
  };
  optional('Offer savings', totals.offerSavings, true);
  optional('Other savings', totals.orderLevelSavings, true);
  optional('Promo codes', totals.incentiveSavings, true);
  optional('Partner discount', totals.partnerDiscountSavings, true);
  optional('Container deposits', totals.depositCharge);
  rows.push({
    label: 'Delivery charge',
    value: toPence(totals.deliveryCharge) === 0 ? 'Free' : formatMoney(totals.deliveryCharge),
  });
  optional('Carrier bag charge', totals.carrierBagCharge);
  rows.push({ label: 'Estimated total', value: formatMoney(totals.totalPrice) });
  optional('Gift cards', totals.giftCards, true);
  optional('Gift vouchers', totals.giftVouchers, true);
  rows.push({ label: 'To pay', value: formatMoney(totals.toPay), grand: true });
  return rows;
}

export interface LineView {
  lineNumber: string;
  name: string;
  size: string;
  thumbnail: string;
  /** '2', '0.5kg' (src/domain/quantities.ts). */
  quantity: string;
  price: string;
  saving: string | null;
  note: string | null;
}

export function lineView(line: OrderLine): LineView {
  return {
    lineNumber: line.lineNumber,
    name: line.product.name,
    size: line.product.size,
    thumbnail: line.product.thumbnail,
    quantity: formatQuantity(line.quantity.amount, line.quantity.uom),
    price: formatMoney(line.price),
    saving: toPence(line.saving) > 0 ? formatMoney(line.saving) : null,
    note: line.noteToShopper,
  };
}

/** 'Visa ending 1111, expires 12/30'. */
export function cardLabel(card: {
  cardType: keyof typeof PAYMENT_CARD_TYPE_NAMES;
  maskedCardNumber: string;
  expiryDate: string;
}): string {
  return `${PAYMENT_CARD_TYPE_NAMES[card.cardType]} ending ${card.maskedCardNumber.slice(-4)}, expires ${card.expiryDate}`;
}
