import { describe, expect, it } from 'vitest';
import type { OrderSummary, PreviousOrderLine } from '../../../src/contract/orders.ts';
import {
  addAllButtonOf,
  addAllChanges,
  addAllStateOf,
  linesSummary,
  orderChoicesOf,
  previousLinesOf,
  quantityAgain,
  SHOP_FROM_ORDER_TEXT,
} from '../../../src/features/shop-from-order/shop-from-order.view-model.ts';
import { trolleyLine, trolleyProduct } from '../trolley/trolley-data.ts';

const milk = trolleyProduct({ lineNumber: '100001', name: 'Milk' });
const bananas = trolleyProduct({
  lineNumber: '100002',
  name: 'Loose bananas',
  defaultQuantity: { amount: 0.5, uom: 'KGM' },
  itemWeightKg: 0.2,
});
const gone = trolleyProduct({ lineNumber: '100003', name: 'Old cheese', availability: 'OUT_OF_STOCK' });

function line(
  lineNumber: string,
  quantity: { amount: number; uom: string },
  product: PreviousOrderLine['product'],
): PreviousOrderLine {
  return {
    lineNumber,
    productId: `${lineNumber}-1`,
    name: product?.name ?? `Product ${lineNumber}`,
    quantity,
    product,
  };
}

const ordered = [
  line('100001', { amount: 3, uom: 'C62' }, milk),
  line('100002', { amount: 1.5, uom: 'KGM' }, bananas),
  line('100003', { amount: 1, uom: 'C62' }, gone),
  line('100004', { amount: 2, uom: 'C62' }, null),
];

describe('the lines of a previous order as sold today', () => {
  it.each([
    ['100001', 'available', null, '3'],
    ['100002', 'available', null, '1.5kg'],
    ['100003', 'unavailable', 'Out of stock', '1'],
    ['100004', 'noLongerSold', SHOP_FROM_ORDER_TEXT.noLongerSold, '2'],
  ])('line %s is %s', (lineNumber, availability, reason, orderedLabel) => {
    const view = previousLinesOf(ordered, []).find((l) => l.lineNumber === lineNumber);
    expect(view).toMatchObject({ availability, ordered: orderedLabel, inTrolley: 0 });
    if (reason === 'Out of stock') expect(view?.unavailableReason).toBeTruthy();
    else expect(view?.unavailableReason).toBe(reason);
  });

  it('shows how much the trolley holds, in its unit', () => {
    const trolley = [trolleyLine({ product: bananas, quantity: { amount: 2, uom: 'C62' } })];
    const view = previousLinesOf(ordered, trolley).find((l) => l.lineNumber === '100002');
    expect(view).toMatchObject({ inTrolley: 2, unit: 'C62' });
  });

  it('sums up what can and cannot be bought', () => {
    expect(linesSummary(previousLinesOf(ordered, []))).toBe('4 products, 2 not available');
    expect(linesSummary(previousLinesOf(ordered.slice(0, 1), []))).toBe('1 product');
  });
});

describe('the quantity asked for again', () => {
  it.each([
    [{ amount: 3, uom: 'C62' }, milk, { amount: 3, uom: 'C62' }],
    [{ amount: 1.5, uom: 'KGM' }, bananas, { amount: 1.5, uom: 'KGM' }],
    // Loose produce is sold by the item too.
    [{ amount: 4, uom: 'C62' }, bananas, { amount: 4, uom: 'C62' }],
    // A unit the product is no longer sold in: its default.
    [{ amount: 2, uom: 'KGM' }, milk, { amount: 1, uom: 'C62' }],
    // Over the unit's maximum: the maximum.
    [{ amount: 150, uom: 'C62' }, milk, { amount: 99, uom: 'C62' }],
  ])('ordered %o of %s', (quantity, product, expected) => {
    expect(quantityAgain(line(product.lineNumber, quantity, product), product)).toEqual(expected);
  });
});

describe('Add all to trolley', () => {
  it('asks for every line still sold, at what was ordered, and none of the others', () => {
    const changes = addAllChanges(ordered, []);
    expect(changes.map((c) => [c.lineNumber, c.quantity])).toEqual([
      ['100001', { amount: 3, uom: 'C62' }],
      ['100002', { amount: 1.5, uom: 'KGM' }],
    ]);
    expect(changes[0]).toMatchObject({ kind: 'item', productId: milk.id, product: milk });
  });

  it('raises a line the trolley holds less of, and leaves one it holds as much of or in another unit', () => {
    const bananasByTheItem = trolleyLine({ product: bananas, quantity: { amount: 5, uom: 'C62' } });
    const trolley = [trolleyLine({ product: milk, quantity: { amount: 1, uom: 'C62' } }), bananasByTheItem];
    expect(addAllChanges(ordered, trolley).map((c) => [c.lineNumber, c.quantity?.amount])).toEqual([
      ['100001', 3],
    ]);
    const full = [trolleyLine({ product: milk, quantity: { amount: 4, uom: 'C62' } }), bananasByTheItem];
    expect(addAllChanges(ordered, full)).toEqual([]);
  });

  it.each([
    ['nothing can be bought', ordered.slice(2), [], {}, 'nothingToAdd'],
    ['nothing is in the trolley', ordered, [], {}, 'ready'],
    ['a line is waiting to be sent', ordered, [], { '100001': 'optimistic' }, 'adding'],
    ['a line is being sent', ordered, [], { '100002': 'updating' }, 'adding'],
    [
      'everything is in the trolley',
      ordered,
      [
        trolleyLine({ product: milk, quantity: { amount: 3, uom: 'C62' } }),
        trolleyLine({ product: bananas, quantity: { amount: 1.5, uom: 'KGM' } }),
      ],
      { '100001': 'updated', '100002': 'updated' },
      'allInTrolley',
    ],
    ['a line failed (the trolley dropped it)', ordered, [], { '100001': 'failed' }, 'ready'],
  ] as const)('when %s: %s', (_, lines, trolley, states, expected) => {
    expect(addAllStateOf(lines, trolley, states)).toBe(expected);
  });

  it.each([
    ['nothingToAdd', null],
    ['ready', { label: 'Add all to trolley', disabled: false, status: null }],
    ['adding', { label: 'Adding to trolley…', disabled: true, status: 'Adding to trolley…' }],
    [
      'allInTrolley',
      { label: 'All in your trolley', disabled: true, status: SHOP_FROM_ORDER_TEXT.allInTrolleyStatus },
    ],
  ] as const)('the button when %s', (state, expected) => {
    expect(addAllButtonOf(state)).toEqual(expected);
  });
});

describe('choosing an order to shop from', () => {
  const summary = (overrides: Partial<OrderSummary>): OrderSummary => ({
    customerOrderId: '1001',
    status: 'COMPLETED',
    deliveryStatus: 'Delivered',
    placed: '2026-11-01T10:00:00Z',
    lastUpdated: '2026-11-03T10:00:00Z',
    slot: {
      type: 'DELIVERY',
      startDateTime: '2026-11-03T09:00:00Z',
      endDateTime: '2026-11-03T10:00:00Z',
      amendOrderCutoffDateTime: '2026-11-02T22:00:00Z',
      placeName: '1 High Street, AB1 2CD',
      status: 'CONFIRMED',
    },
    numberOfItems: 12,
    total: { amount: 45.5, currencyCode: 'GBP' },
    totalIsActual: true,
    links: [],
    ...overrides,
  });

  it('lists each order with a link to shop from it', () => {
    expect(
      orderChoicesOf([summary({}), summary({ customerOrderId: '1002', numberOfItems: 1, slot: null })]),
    ).toEqual([
      {
        customerOrderId: '1001',
        href: '/myaccount/my-orders/order/shop-from-order/1001',
        title: 'Order 1001',
        when: 'Tuesday 3 November 2026',
        status: 'Completed',
        items: '12 items',
        total: '£45.50',
      },
      expect.objectContaining({ customerOrderId: '1002', when: 'Sunday 1 November 2026', items: '1 item' }),
    ]);
  });

  it('leaves out a trolley', () => {
    expect(orderChoicesOf([summary({ status: 'PENDING' })])).toEqual([]);
  });
});
