import { describe, expect, it } from 'vitest';
import type { OrderLine } from '../../../src/contract/checkout.ts';
import type { OrderSummary } from '../../../src/contract/orders.ts';
import { ORDER_LINK_TITLES, ORDER_STATUS_LABELS, type OrderStatus } from '../../../src/domain/orders.ts';
import { orderCardView, totalLabelOf } from '../../../src/features/orders/my-orders.view-model.ts';
import {
  canShopAgain,
  deliveryStatusOf,
  orderActionsOf,
  statusLabelOf,
} from '../../../src/features/orders/order-actions.view-model.ts';
import {
  actualTotalRows,
  alertSeverityOf,
  orderLineView,
  viewOrderModel,
} from '../../../src/features/orders/view-order.view-model.ts';
import { changeSlotPath } from '../../../src/shop/order-actions.ts';
import { checkoutOrderSample, withCard } from '../../fixtures/checkout-order.ts';
import { trolleyProduct } from '../trolley/trolley-data.ts';

const gbp = (amount: number) => ({ amount, currencyCode: 'GBP' });
const link = (rel: string) => ({ rel, title: rel, href: `/api/orders/1/${rel}` });
const ALL_LINKS = [link('cancel'), link('init-changeslot'), link('init-amend')];

function summary(changes: Partial<OrderSummary> = {}): OrderSummary {
  return {
    customerOrderId: '1000042',
    status: 'PLACED',
    deliveryStatus: 'Order placed',
    placed: '2026-06-01T10:00:00.000Z',
    lastUpdated: '2026-06-01T10:00:00.000Z',
    slot: {
      type: 'DELIVERY',
      startDateTime: '2026-06-02T07:00:00.000Z',
      endDateTime: '2026-06-02T08:00:00.000Z',
      amendOrderCutoffDateTime: '2026-06-01T21:00:00.000Z',
      placeName: '1 High Street, RG12 1EN',
      status: 'CONFIRMED',
    },
    numberOfItems: 12,
    total: gbp(52.5),
    totalIsActual: false,
    links: ALL_LINKS,
    ...changes,
  };
}

function line(changes: Partial<OrderLine> = {}): OrderLine {
  return {
    lineNumber: '100001',
    productId: '100001-1',
    orderLineStatus: 'ORDERED',
    orderLineType: 'PRODUCT',
    substitutionAllowed: true,
    noteToShopper: null,
    personalisedInfos: [],
    quantity: { amount: 2, uom: 'C62' },
    price: gbp(3),
    unitPrice: gbp(1.5),
    salePrice: gbp(3.5),
    depositPrice: null,
    saving: gbp(0.5),
    product: trolleyProduct({ name: 'Semi-Skimmed Milk' }),
    substitutes: [],
    actualPrice: null,
    ...changes,
  };
}

/** doc 2 §3 Order status: how each status reads. */
describe('status labels', () => {
  it.each(Object.entries(ORDER_STATUS_LABELS))('%s reads %s', (status, label) => {
    expect(statusLabelOf(status)).toBe(label);
  });

  it('keeps a status it does not know as it came', () => {
    expect(statusLabelOf('ON_HOLD')).toBe('ON_HOLD');
  });

  it.each([
    ['PLACED', 'Order placed', null],
    ['PAID', 'Out for delivery', 'Out for delivery'],
    ['PAYMENT_FAILED', 'Payment needed', 'Payment needed'],
    ['COMPLETED', 'Delivered', 'Delivered'],
  ])('a %s order with delivery status %s shows %s beside its status', (status, delivery, shown) => {
    expect(deliveryStatusOf(status, delivery)).toBe(shown);
  });
});

/** doc 2 §4 "Actions are gated by order links". */
describe('which actions an order offers', () => {
  it.each<[string, OrderStatus, string[], string[]]>([
    [
      'every link, in the shop’s order',
      'PLACED',
      ['cancel', 'init-changeslot', 'init-amend'],
      ['Amend order', 'Change slot', 'Cancel order'],
    ],
    ['only amend', 'PLACED', ['init-amend'], ['Amend order']],
    ['no links (past the cut-off)', 'FULFIL', [], []],
    [
      'no cancel while amending, whatever the links',
      'AMENDING',
      ['init-changeslot', 'cancel'],
      ['Change slot'],
    ],
    ['no action for a link it does not know', 'PLACED', ['self'], []],
  ])('%s', (_name, status, rels, labels) => {
    expect(orderActionsOf(status, rels.map(link)).map((action) => action.label)).toEqual(labels);
  });

  it('uses the domain’s titles', () => {
    expect(orderActionsOf('PLACED', ALL_LINKS)).toEqual([
      { rel: 'init-amend', label: ORDER_LINK_TITLES['init-amend'] },
      { rel: 'init-changeslot', label: ORDER_LINK_TITLES['init-changeslot'] },
      { rel: 'cancel', label: ORDER_LINK_TITLES.cancel },
    ]);
  });

  it.each([
    ['PENDING', false],
    ['AMENDING', false],
    ['PLACED', true],
    ['COMPLETED', true],
    ['CANCELLED', true],
  ])('shop this order again for a %s order: %s', (status, shown) => {
    expect(canShopAgain(status)).toBe(shown);
  });

  it.each([
    ['DELIVERY', '/ecom/bookslot/delivery'],
    ['GROCERY_COLLECTION', '/ecom/bookslot/collection'],
    ['ENTERTAINING_COLLECTION', '/ecom/bookslot/collection'],
    [null, '/ecom/bookslot/collection'],
  ])('a change of slot of a %s order books on %s', (slotType, path) => {
    expect(changeSlotPath(slotType)).toBe(path);
  });
});

describe('an order in My orders', () => {
  it('reads its number, status, slot, place, items and estimated total, with the actions of its links', () => {
    expect(orderCardView(summary())).toEqual({
      customerOrderId: '1000042',
      status: 'Order placed',
      deliveryStatus: null,
      slot: {
        kind: 'Delivery',
        slotType: 'DELIVERY',
        when: 'Tuesday 2 June 2026, 8AM - 9AM',
        place: '1 High Street, RG12 1EN',
      },
      items: '12 items',
      totalLabel: 'Estimated total',
      total: '£52.50',
      actions: [
        { rel: 'init-amend', label: 'Amend order' },
        { rel: 'init-changeslot', label: 'Change slot' },
        { rel: 'cancel', label: 'Cancel order' },
      ],
      paymentNeeded: false,
    });
  });

  it('a collection with one item, paid, has no actions', () => {
    const view = orderCardView(
      summary({
        status: 'COMPLETED',
        deliveryStatus: 'Collected',
        slot: {
          ...(summary().slot as NonNullable<OrderSummary['slot']>),
          type: 'GROCERY_COLLECTION',
          placeName: 'Bracknell',
        },
        numberOfItems: 1,
        total: gbp(20.1),
        totalIsActual: true,
        links: [],
      }),
    );
    expect(view).toMatchObject({
      status: 'Completed',
      deliveryStatus: 'Collected',
      slot: { kind: 'Collection', place: 'Bracknell' },
      items: '1 item',
      totalLabel: 'Total paid',
      total: '£20.10',
      actions: [],
    });
  });

  it.each([
    ['PLACED', false, 'Estimated total'],
    ['PAID', true, 'Total paid'],
    ['PAYMENT_FAILED', true, 'Total to pay'],
  ])('a %s order (picked: %s) shows its total as %s', (status, actual, label) => {
    expect(totalLabelOf(status, actual)).toBe(label);
  });

  it('offers Pay now when the payment failed', () => {
    expect(orderCardView(summary({ status: 'PAYMENT_FAILED', links: [] })).paymentNeeded).toBe(true);
  });
});

describe('View order', () => {
  it('a line as ordered: quantity, estimated price and saving, note and personalised messages', () => {
    expect(
      orderLineView(
        line({
          noteToShopper: 'Ripe please',
          personalisedInfos: [{ message: 'Happy birthday, Sam', quantity: 1 }],
          quantity: { amount: 0.5, uom: 'KGM' },
        }),
      ),
    ).toMatchObject({
      name: 'Semi-Skimmed Milk',
      quantity: '0.5kg',
      price: '£3.00',
      saving: '£0.50',
      outcome: null,
      substitutes: [],
      note: 'Ripe please',
      messages: ['Happy birthday, Sam (1)'],
    });
  });

  it('a substituted line says what came instead, at what it cost as picked', () => {
    const view = orderLineView(
      line({
        orderLineStatus: 'SUBSTITUTED',
        actualPrice: gbp(2.5),
        substitutes: [
          {
            productId: '100002-1',
            quantity: { amount: 2, uom: 'C62' },
            price: gbp(2.5),
            product: trolleyProduct({ lineNumber: '100002', name: 'Essential Milk' }),
          },
        ],
      }),
    );
    expect(view).toMatchObject({
      outcome: 'Substituted',
      price: '£2.50',
      saving: null,
      substitutes: ['Substituted with Essential Milk (2)'],
    });
  });

  it('a missing line costs nothing', () => {
    expect(orderLineView(line({ orderLineStatus: 'MISSING', actualPrice: gbp(0) }))).toMatchObject({
      outcome: 'Missing',
      price: '£0.00',
    });
  });

  it('the actual totals once picked, what was paid last', () => {
    const rows = actualTotalRows(
      {
        paid: gbp(50.4),
        savings: gbp(1),
        partnerDiscountSavings: gbp(0),
        membershipSavings: gbp(0),
        offerSavings: gbp(1),
        deliveryCharge: gbp(0),
        carrierBagCharge: gbp(0.4),
        pickedPrice: gbp(51),
        depositCharge: gbp(0),
      },
      'PAID',
    );
    expect(rows).toEqual([
      { label: 'Picked items', value: '£51.00' },
      { label: 'Offer savings', value: '£1.00', deduction: true },
      { label: 'Delivery charge', value: 'Free' },
      { label: 'Carrier bag charge', value: '£0.40' },
      { label: 'Total paid', value: '£50.40', grand: true },
    ]);
    expect(actualTotalRows({ ...zeroActual(), paid: gbp(9) }, 'PAYMENT_FAILED').at(-1)).toEqual({
      label: 'Total to pay',
      value: '£9.00',
      grand: true,
    });
  });

  it.each([
    ['PAYMENT_FAILED', 'ERROR'],
    ['error', 'ERROR'],
    ['warning', 'WARNING'],
    ['success', 'SUCCESS'],
    ['informative', 'INFORMATIVE'],
  ])('an alert %s shows as %s', (type, severity) => {
    expect(alertSeverityOf(type)).toBe(severity);
  });

  it('a placed order: its actions, until when it may change, the masked card, no actual totals yet', () => {
    const order = withCard(
      checkoutOrderSample({
        status: 'PLACED',
        deliveryStatus: 'Order placed',
        links: ALL_LINKS,
        orderLines: [line()],
        slots: checkoutOrderSample().slots.map((slot) => ({ ...slot, status: 'CONFIRMED' as const })),
      }),
    );
    const model = viewOrderModel(order);
    expect(model).toMatchObject({
      status: 'Order placed',
      deliveryStatus: null,
      changeUntil: 'You can change this order until Monday 1 June 2026, 22:00',
      slotType: 'DELIVERY',
      slot: { kind: 'Delivery', where: ['Home', '1 High Street', 'Bracknell', 'RG12 1EN'] },
      actualTotals: null,
      card: 'Visa ending 1111, expires 03/30',
      payNow: false,
      shopAgain: true,
      missing: 0,
    });
    expect(model.actions.map((action) => action.label)).toEqual([
      'Amend order',
      'Change slot',
      'Cancel order',
    ]);
    expect(model.estimatedTotals.at(-1)).toEqual({ label: 'To pay', value: '£52.50', grand: true });
  });

  it('a payment-failed order: Pay now, its alert, its missing lines, and no actions', () => {
    const model = viewOrderModel(
      checkoutOrderSample({
        status: 'PAYMENT_FAILED',
        deliveryStatus: 'Payment needed',
        alerts: [{ alertType: 'PAYMENT_FAILED', message: 'We could not take payment for this order.' }],
        orderLines: [
          line({ orderLineStatus: 'MISSING', actualPrice: gbp(0) }),
          line({ lineNumber: '2', orderLineStatus: 'PICKED', actualPrice: gbp(3) }),
        ],
        totals: { ...checkoutOrderSample().totals, actual: { ...zeroActual(), paid: gbp(3) } },
      }),
    );
    expect(model).toMatchObject({
      status: 'Payment failed',
      deliveryStatus: 'Payment needed',
      alerts: [{ severity: 'ERROR', message: 'We could not take payment for this order.' }],
      actions: [],
      changeUntil: null,
      payNow: true,
      missing: 1,
    });
    expect(model.actualTotals?.at(-1)).toEqual({ label: 'Total to pay', value: '£3.00', grand: true });
  });
});

function zeroActual() {
  return {
    paid: gbp(0),
    savings: gbp(0),
    partnerDiscountSavings: gbp(0),
    membershipSavings: gbp(0),
    offerSavings: gbp(0),
    deliveryCharge: gbp(0),
    carrierBagCharge: gbp(0),
    pickedPrice: gbp(0),
    depositCharge: gbp(0),
  };
}
