import { describe, expect, it } from 'vitest';
import type { OrderSummary } from '../../../src/contract/orders.ts';
import type { OrderStatus } from '../../../src/domain/orders.ts';
import { urgencyBannerView } from '../../../src/features/urgency-banner/urgency-banner.view-model.ts';

const NOW = new Date('2026-12-03T12:00:00Z');
const minutesFromNow = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000).toISOString();

function order(customerOrderId: string, status: OrderStatus, cutOffInMinutes: number | null): OrderSummary {
  return {
    customerOrderId,
    status,
    deliveryStatus: status,
    placed: '2026-12-01T10:00:00.000Z',
    lastUpdated: '2026-12-01T10:00:00.000Z',
    slot:
      cutOffInMinutes === null
        ? null
        : {
            type: 'DELIVERY',
            startDateTime: minutesFromNow(cutOffInMinutes + 12 * 60),
            endDateTime: minutesFromNow(cutOffInMinutes + 13 * 60),
            amendOrderCutoffDateTime: minutesFromNow(cutOffInMinutes),
            placeName: '1 High Street, AB1 2CD',
            status: 'CONFIRMED',
          },
    numberOfItems: 3,
    total: { amount: 50, currencyCode: 'GBP' },
    totalIsActual: false,
    links: [],
  };
}

const view = (
  orders: OrderSummary[] | undefined,
  { paymentProblem = false, path = '/ecom/shop/browse/groceries' } = {},
) => urgencyBannerView({ orders, paymentProblem, path, now: NOW });

const placedLater = order('2001', 'PLACED', 24 * 60);
const placedSoon = order('2002', 'PLACED', 90);
const amendingSoon = order('2003', 'AMENDING', 30);
const amendingLater = order('2004', 'AMENDING', 5 * 60);
const paymentFailed = order('2005', 'PAYMENT_FAILED', -24 * 60);

describe('which variant shows', () => {
  it.each([
    ['no pending orders', [], false, null],
    ['a placed order with a day to go', [placedLater], false, 'info'],
    ['a placed order within two hours of its cut-off', [placedSoon, placedLater], false, 'warning'],
    ['changes not checked out within an hour of the cut-off', [amendingSoon, placedLater], false, 'danger'],
    ['changes not checked out with hours to go (the placed order reminds)', [amendingLater], false, null],
    ['a failed payment, flagged by the order stats', [paymentFailed, placedLater], true, 'payment'],
    ['a failed payment the stats do not flag', [paymentFailed, placedLater], false, 'info'],
    [
      'a failed payment and changes about to be lost: danger beats payment',
      [paymentFailed, amendingSoon],
      true,
      'danger',
    ],
    ['a cut-off that has passed', [order('2006', 'PLACED', -5)], false, null],
  ] as const)('%s: %s', (_, orders, paymentProblem, variant) => {
    expect(view([...orders], { paymentProblem })?.variant ?? null).toBe(variant);
  });

  it('shows nothing until the orders have loaded', () => {
    expect(view(undefined, { paymentProblem: true })).toBeNull();
  });
});

describe('the payment variant is not shown where the shopper is already dealing with orders or paying', () => {
  it.each([
    ['/ecom/myaccount/my-orders', 'info'],
    ['/ecom/myaccount/my-orders/order/2005', 'info'],
    ['/ecom/checkout', 'info'],
    ['/ecom/resolve-order-payment/2005', 'info'],
    ['/myaccount/my-orders', 'info'],
    ['/ecom/myaccount', 'payment'],
    ['/ecom/shop/search', 'payment'],
    ['/ecom/', 'payment'],
  ])('on %s: %s', (path, variant) => {
    expect(view([paymentFailed, placedLater], { paymentProblem: true, path })?.variant).toBe(variant);
  });
});

describe('what each variant says and links to', () => {
  it('payment: an alert with Pay now to resolve the order payment', () => {
    expect(view([paymentFailed], { paymentProblem: true })).toEqual({
      variant: 'payment',
      role: 'alert',
      message: expect.stringContaining('2005'),
      link: { href: '/ecom/resolve-order-payment/2005', label: 'Pay now' },
    });
  });

  it('danger: an alert to check the changes out from the trolley', () => {
    expect(view([amendingSoon])).toMatchObject({
      role: 'alert',
      link: { href: '/ecom/shop/trolley', label: 'Go to trolley' },
    });
  });

  it.each([
    ['info', [placedLater], '2001'],
    ['warning', [placedSoon], '2002'],
  ] as const)('%s: a status with View order', (variant, orders, id) => {
    expect(view([...orders])).toMatchObject({
      variant,
      role: 'status',
      link: { href: `/ecom/myaccount/my-orders/order/${id}`, label: 'View order' },
    });
  });
});
