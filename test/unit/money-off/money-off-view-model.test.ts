import { describe, expect, it } from 'vitest';
import type { CheckoutRefusal, Order } from '../../../src/contract/checkout.ts';
import { INCENTIVE_REFUSALS } from '../../../src/domain/incentives.ts';
import { totalRows } from '../../../src/features/checkout/order-view.view-model.ts';
import {
  focusAfter,
  incentiveView,
  nonZero,
  tenderLimits,
  tenderViews,
  voucherErrorsOf,
} from '../../../src/features/money-off/money-off.view-model.ts';
import { trolleyTotals } from '../../../src/features/trolley/trolley-page.view-model.ts';
import { checkoutOrderSample } from '../../fixtures/checkout-order.ts';
import { gbp, trolleyLine, trolleyOf } from '../trolley/trolley-data.ts';
import { WELCOME10 } from './money-off-data.ts';

// How money off reads (doc 2 §3 Promo code, Gift card and voucher, totals; §5 limits; §8 ORDER_ORCHESTRATION_037).

const withTender = (order: Order, giftCards: number, giftVouchers: number): Order => ({
  ...order,
  paymentInfo: {
    ...order.paymentInfo,
    giftCards: Array.from({ length: giftCards }, (_, index) => ({
      id: String(index + 1),
      serialNumber: `•••• 000${index + 1}`,
      remainingBalance: gbp(0),
      amountToDeduct: gbp(20),
    })),
    giftVouchers: Array.from({ length: giftVouchers }, (_, index) => ({
      id: String(index + 101),
      serialNumber: `•••• 010${index + 1}`,
      status: 'ACTIVE' as const,
      value: gbp(10),
      amount: gbp(10),
    })),
  },
});

describe('a promo code on the order', () => {
  it('applied: its description and saving, no alert', () => {
    expect(incentiveView(WELCOME10)).toEqual({
      code: 'WELCOME10',
      description: '10% off your first order of £40 or more',
      saving: '-£4.50',
      alert: null,
    });
  });

  it('kept but not applied: no saving, and its alert', () => {
    const alert = INCENTIVE_REFUSALS.INCENTIVE_MINIMUM_SPEND.replace('{amount}', '£40.00');
    expect(
      incentiveView({ ...WELCOME10, status: 'NOT_APPLIED', value: gbp(0), message: alert }),
    ).toMatchObject({ saving: null, alert });
  });
});

describe('gift cards and vouchers on the order', () => {
  it('each masked, with what it pays and its balance or value, cards then vouchers', () => {
    const order = withTender(checkoutOrderSample(), 1, 1);
    expect(tenderViews(order)).toEqual([
      {
        id: '1',
        kind: 'giftCard',
        label: 'Gift card •••• 0001',
        pays: '£20.00',
        balanceLabel: 'Remaining balance',
        balance: '£0.00',
        error: null,
      },
      {
        id: '101',
        kind: 'giftVoucher',
        label: 'Gift voucher •••• 0101',
        pays: '£10.00',
        balanceLabel: 'Value',
        balance: '£10.00',
        error: null,
      },
    ]);
  });

  it('ORDER_ORCHESTRATION_037: each voucher named in the details has its inline error', () => {
    const refusal: CheckoutRefusal = {
      message: INCENTIVE_REFUSALS.ORDER_ORCHESTRATION_037,
      type: 'ORDER_ORCHESTRATION_037',
      code: 'ORDER_ORCHESTRATION_037',
      details: [{ name: '•••• 0101', value: INCENTIVE_REFUSALS.GIFT_VOUCHER_NOT_VALID }],
    };
    const order = withTender(checkoutOrderSample(), 1, 2);
    expect(tenderViews(order, refusal).map((item) => item.error)).toEqual([
      null,
      INCENTIVE_REFUSALS.GIFT_VOUCHER_NOT_VALID,
      null,
    ]);
    expect(voucherErrorsOf({ ...refusal, code: 'PAYMENT_DECLINED', type: 'PAYMENT_DECLINED' })).toEqual({});
    expect(voucherErrorsOf(null)).toEqual({});
  });

  it.each([
    [9, 9, null, null],
    [10, 9, INCENTIVE_REFUSALS.GIFT_CARD_LIMIT_REACHED, null],
    [0, 10, null, INCENTIVE_REFUSALS.GIFT_VOUCHER_LIMIT_REACHED],
  ])('%i cards and %i vouchers: the limits say %j and %j', (cards, vouchers, cardLimit, voucherLimit) => {
    expect(tenderLimits(withTender(checkoutOrderSample(), cards, vouchers))).toEqual({
      giftCards: cardLimit,
      giftVouchers: voucherLimit,
    });
  });

  it('the gift card limit says it word for word', () => {
    expect(tenderLimits(withTender(checkoutOrderSample(), 10, 0)).giftCards).toBe(
      'You can use up to 10 gift cards on an order.',
    );
  });

  it('nonZero leaves out nothing', () => {
    expect(nonZero(gbp(0))).toBeNull();
    expect(nonZero(gbp(1.5))).toBe('£1.50');
    expect(nonZero(null)).toBeNull();
  });
});

describe('the order totals with money off', () => {
  it('promo codes and the partner discount before the total, gift cards and vouchers after, then To pay', () => {
    const { estimated } = checkoutOrderSample().totals;
    const rows = totalRows({
      ...estimated,
      itemTotal: gbp(50),
      offerSavings: gbp(0),
      orderLevelSavings: gbp(0),
      incentiveSavings: gbp(5),
      partnerDiscountSavings: gbp(5.4),
      depositCharge: gbp(0),
      deliveryCharge: gbp(0),
      carrierBagCharge: gbp(0),
      totalPrice: gbp(39.6),
      giftCards: gbp(20),
      giftVouchers: gbp(10),
      paymentCard: gbp(9.6),
      toPay: gbp(9.6),
    });
    expect(rows).toEqual([
      { label: 'Items', value: '£50.00' },
      { label: 'Promo codes', value: '£5.00', deduction: true },
      { label: 'Partner discount', value: '£5.40', deduction: true },
      { label: 'Delivery charge', value: 'Free' },
      { label: 'Estimated total', value: '£39.60' },
      { label: 'Gift cards', value: '£20.00', deduction: true },
      { label: 'Gift vouchers', value: '£10.00', deduction: true },
      { label: 'To pay', value: '£9.60', grand: true },
    ]);
  });
});

describe('the trolley summary with money off', () => {
  const line = trolleyLine({ totalPrice: gbp(24), quantity: { amount: 4, uom: 'C62' } });
  const plain = trolleyOf([line]);
  const itemPence = Math.round(plain.trolleyTotals.itemTotalEstimatedCost.amount * 100);

  it('shows nothing of money off when there is none', () => {
    expect(trolleyTotals(plain, itemPence)).toMatchObject({
      promoCodes: null,
      partnerDiscount: null,
      giftCards: null,
      giftVouchers: null,
      toPay: null,
    });
  });

  it('the codes’ saving (offers and codes less the offers), the partner discount, the tender and To pay', () => {
    const items = plain.trolleyTotals.itemTotalEstimatedCost.amount;
    const trolley = trolleyOf([line], {
      trolleyTotals: {
        ...plain.trolleyTotals,
        savingsFromOffers: gbp(1),
        savingsFromOffersAndIncentives: gbp(3.5),
        partnerDiscountSavings: gbp(0.7),
        totalEstimatedCost: gbp(items - 2.5 - 0.7),
        giftCards: gbp(1),
        giftVouchers: gbp(0),
        paymentCard: gbp(items - 2.5 - 0.7 - 1),
      },
    });
    const view = trolleyTotals(trolley, itemPence);
    expect(view).toMatchObject({
      promoCodes: '£2.50',
      partnerDiscount: '£0.70',
      giftCards: '£1.00',
      giftVouchers: null,
    });
    expect(view.totalPence).toBe(itemPence - 250 - 70);
    expect(view.toPay).toBe(`£${((itemPence - 250 - 70 - 100) / 100).toFixed(2)}`);
  });
});

describe('where the keyboard focus goes after a change (the first of these on the page)', () => {
  it.each([
    ['giftCard', 'add', ['gift-card-number', 'tender-on-order']],
    ['giftCard', 'remove', ['tender-on-order', 'gift-card-number']],
    ['giftVoucher', 'add', ['gift-voucher-number', 'tender-on-order']],
    ['giftVoucher', 'remove', ['tender-on-order', 'gift-voucher-number']],
    ['partnerCard', 'add', ['partner-card-on-order']],
    ['partnerCard', 'remove', ['partner-card-number']],
  ] as const)('%s %s: %j', (section, action, ids) => {
    expect(focusAfter({ section, action })).toEqual(ids);
  });
});
