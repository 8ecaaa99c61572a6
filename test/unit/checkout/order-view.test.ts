import { describe, expect, it } from 'vitest';
import type { OrderLine } from '../../../src/contract/checkout.ts';
import {
  cardLabel,
  lineView,
  slotOf,
  slotSummary,
  totalRows,
} from '../../../src/features/checkout/order-view.view-model.ts';
import { checkoutOrderSample } from '../../fixtures/checkout-order.ts';
import { trolleyProduct } from '../trolley/trolley-data.ts';

const money = (amount: number) => ({ amount, currencyCode: 'GBP' });

/** How an order reads on the checkout and the confirmations (doc 2 §3 Order). */
describe('the order as the checkout shows it', () => {
  it('lists the totals, leaving out what is nothing, with savings and gift cards as deductions', () => {
    const order = checkoutOrderSample();
    const rows = totalRows({
      ...order.totals.estimated,
      itemTotal: money(52.32),
      offerSavings: money(1.5),
      orderLevelSavings: money(0),
      depositCharge: money(0),
      deliveryCharge: money(0),
      carrierBagCharge: money(0.4),
      totalPrice: money(51.22),
      giftCards: money(10),
      giftVouchers: money(0),
      toPay: money(41.22),
    });
    expect(rows).toEqual([
      { label: 'Items', value: '£52.32' },
      { label: 'Offer savings', value: '£1.50', deduction: true },
      { label: 'Delivery charge', value: 'Free' },
      { label: 'Carrier bag charge', value: '£0.40' },
      { label: 'Estimated total', value: '£51.22' },
      { label: 'Gift cards', value: '£10.00', deduction: true },
      { label: 'To pay', value: '£41.22', grand: true },
    ]);
  });

  it('reads the slot, the unconfirmed one first, with where it is', () => {
    const order = checkoutOrderSample();
    const slot = slotOf(order);
    expect(slot).not.toBeNull();
    if (!slot) return;
    const summary = slotSummary(slot);
    expect(summary.kind).toBe(slot.type === 'DELIVERY' ? 'Delivery' : 'Collection');
    expect(summary.when).toMatch(/^\w+day \d{1,2} \w+ \d{4}, \d{1,2}(:\d\d)?[AP]M - \d{1,2}(:\d\d)?[AP]M$/);
    expect(summary.where.length).toBeGreaterThan(0);
  });

  it('names a card by its type, last four digits and expiry', () => {
    expect(
      cardLabel({ cardType: 'MASTERCARD', maskedCardNumber: '•••• •••• •••• 4444', expiryDate: '12/29' }),
    ).toBe('Mastercard ending 4444, expires 12/29');
  });

  it('shows a weighed line by its weight and a line by the item as a count', () => {
    const line: OrderLine = {
      lineNumber: '88903',
      productId: '88903-1',
      orderLineStatus: 'ORDERED',
      orderLineType: 'PRODUCT',
      substitutionAllowed: true,
      noteToShopper: 'Ripe ones please',
      personalisedInfos: [],
      quantity: { amount: 1, uom: 'C62' },
      price: money(2.5),
      unitPrice: money(2.5),
      salePrice: money(2.5),
      depositPrice: null,
      saving: money(0),
      product: trolleyProduct(),
      substitutes: [],
      actualPrice: null,
    };
    expect(lineView(line)).toMatchObject({ price: '£2.50', saving: null, note: 'Ripe ones please' });
    expect(lineView({ ...line, quantity: { amount: 0.5, uom: 'KGM' } }).quantity).toBe('0.5kg');
    expect(lineView({ ...line, quantity: { amount: 2, uom: 'C62' } }).quantity).toBe('2');
  });
});
