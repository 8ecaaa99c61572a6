import { describe, expect, it } from 'vitest';
import {
  deliveryStatusOf,
  IN_PREPARATION_STATUSES,
  nextLifecycleStep,
  ORDER_STATUSES,
  type OrderStatus,
  type OrderTimes,
  orderLinkRels,
  PENDING_ORDER_STATUSES,
  PICKING_LEAD_MINUTES,
  PREVIOUS_ORDER_STATUSES,
  pickingTime,
  pickOutcome,
} from '../../../src/domain/orders.ts';

// The rules of an order's life (src/domain/orders.ts; docs/api/orders.md; doc 2 §3 Order status, §4 Order
// amendment and cancel): a slot on Tuesday 3 June 2025, 10:00 to 11:00 London (09:00 UTC), amend cut-off
// 22:00 London the evening before.

const times: OrderTimes = {
  amendCutOff: new Date('2025-06-02T21:00:00Z'),
  picking: pickingTime(new Date('2025-06-03T09:00:00Z')),
  slotStart: new Date('2025-06-03T09:00:00Z'),
  slotEnd: new Date('2025-06-03T10:00:00Z'),
};
const beforeCutOff = new Date('2025-06-02T12:00:00Z');
const afterCutOff = new Date('2025-06-02T21:00:00Z');
const atPicking = new Date('2025-06-03T06:00:00Z');
const afterSlot = new Date('2025-06-03T10:00:00Z');

describe('the lifecycle step due (nextLifecycleStep)', () => {
  it.each<[OrderStatus, Date, string | null]>([
    ['PLACED', beforeCutOff, null],
    ['PLACED', afterCutOff, 'FULFIL'],
    ['AMENDING', beforeCutOff, null],
    ['AMENDING', afterCutOff, 'REVERT_AMEND'],
    ['FULFIL', afterCutOff, null],
    ['FULFIL', atPicking, 'PICK'],
    ['PICKED', atPicking, 'CHARGE'],
    ['PAID', atPicking, null],
    ['PAID', afterSlot, 'COMPLETE'],
    ['PAYMENT_FAILED', afterSlot, null],
    ['REFUND_PENDING', beforeCutOff, 'REFUND'],
    ['COMPLETED', afterSlot, null],
    ['CANCELLED', afterSlot, null],
    ['PENDING', afterSlot, null],
  ])('%s at %s: %s', (status, now, step) => {
    expect(nextLifecycleStep(status, times, now)).toBe(step);
  });

  it(`picks ${PICKING_LEAD_MINUTES} minutes before the slot`, () => {
    expect(times.picking.toISOString()).toBe('2025-06-03T06:00:00.000Z');
  });
});

describe('the links an order has (orderLinkRels)', () => {
  it.each<[OrderStatus, Date, string[]]>([
    ['PLACED', beforeCutOff, ['init-amend', 'init-changeslot', 'cancel']],
    ['PLACED', afterCutOff, []],
    ['AMENDING', beforeCutOff, ['init-changeslot']],
    ['AMENDING', afterCutOff, []],
    ['FULFIL', beforeCutOff, []],
    ['PAID', atPicking, []],
    ['COMPLETED', afterSlot, []],
    ['CANCELLED', beforeCutOff, []],
  ])('%s at %s: %j', (status, now, rels) => {
    expect(orderLinkRels(status, times.amendCutOff, now)).toEqual(rels);
  });

  it('an order without a cut-off (placed before orders had times) has none', () => {
    expect(orderLinkRels('PLACED', null, beforeCutOff)).toEqual([]);
  });

  it('staff signed on as the customer may cancel an order being prepared, paid or unpaid, not a finished one', () => {
    for (const status of ['FULFIL', 'PICKED', 'PAID', 'PAYMENT_FAILED'] as const)
      expect(orderLinkRels(status, times.amendCutOff, atPicking, { staffOnBehalf: true })).toEqual([
        'cancel',
      ]);
    for (const status of ['COMPLETED', 'CANCELLED', 'REFUND_PENDING'] as const)
      expect(orderLinkRels(status, times.amendCutOff, afterSlot, { staffOnBehalf: true })).toEqual([]);
  });
});

describe('lists and preparation', () => {
  it('puts every placed status in exactly one of pending and previous', () => {
    const placed = ORDER_STATUSES.filter((status) => status !== 'PENDING');
    for (const status of placed)
      expect(
        Number(PENDING_ORDER_STATUSES.includes(status)) + Number(PREVIOUS_ORDER_STATUSES.includes(status)),
      ).toBe(1);
  });

  it('an order being prepared is pending', () => {
    for (const status of IN_PREPARATION_STATUSES) expect(PENDING_ORDER_STATUSES).toContain(status);
  });
});

describe('the delivery status (deliveryStatusOf)', () => {
  const slot = { start: times.slotStart, end: times.slotEnd };
  it.each<[OrderStatus, 'DELIVERY' | 'COLLECTION', Date, string]>([
    ['PLACED', 'DELIVERY', beforeCutOff, 'Order placed'],
    ['AMENDING', 'DELIVERY', beforeCutOff, 'Being changed'],
    ['FULFIL', 'COLLECTION', afterCutOff, 'Being prepared'],
    ['PAID', 'DELIVERY', atPicking, 'Picked and packed'],
    ['PAID', 'DELIVERY', times.slotStart, 'Out for delivery'],
    ['PAID', 'COLLECTION', times.slotStart, 'Ready to collect'],
    ['PAYMENT_FAILED', 'DELIVERY', atPicking, 'Payment needed'],
    ['COMPLETED', 'DELIVERY', afterSlot, 'Delivered'],
    ['COMPLETED', 'COLLECTION', afterSlot, 'Collected'],
    ['CANCELLED', 'DELIVERY', beforeCutOff, 'Cancelled'],
    ['REFUND_PENDING', 'DELIVERY', beforeCutOff, 'Refund pending'],
  ])('%s (%s) at %s: %s', (status, fulfilment, now, label) => {
    expect(deliveryStatusOf(status, fulfilment, slot, now)).toBe(label);
  });
});

describe('picking (pickOutcome)', () => {
  const lines = Array.from({ length: 2000 }, (_, index) => String(100000 + index));

  it('is the same every time for the same order and line', () => {
    expect(lines.map((line) => pickOutcome('10000001', line, true))).toEqual(
      lines.map((line) => pickOutcome('10000001', line, true)),
    );
  });

  it('picks most lines, substitutes about one in ten and misses about one in twenty', () => {
    const outcomes = lines.map((line) => pickOutcome('10000001', line, true));
    const share = (outcome: string) => outcomes.filter((each) => each === outcome).length / lines.length;
    expect(share('PICKED')).toBeGreaterThan(0.8);
    expect(share('SUBSTITUTED')).toBeGreaterThan(0.06);
    expect(share('SUBSTITUTED')).toBeLessThan(0.14);
    expect(share('MISSING')).toBeGreaterThan(0.02);
    expect(share('MISSING')).toBeLessThan(0.08);
  });

  it('never substitutes a line that does not allow it: that line is missing instead', () => {
    for (const line of lines) {
      const allowed = pickOutcome('10000001', line, true);
      const refused = pickOutcome('10000001', line, false);
      expect(refused).toBe(allowed === 'SUBSTITUTED' ? 'MISSING' : allowed);
    }
  });
});
