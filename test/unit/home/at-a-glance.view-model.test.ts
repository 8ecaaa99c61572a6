import { describe, expect, it } from 'vitest';
import type { CustomerSlot } from '../../../src/domain/slot-booking.ts';
import { atAGlanceModel } from '../../../src/features/home/at-a-glance.view-model.ts';

const SLOT: CustomerSlot = {
  slotReservationId: 'r1',
  slotId: 's1',
  slotType: 'DELIVERY',
  branchId: 651,
  branchName: 'Bracknell',
  addressId: 'a1',
  addressPostcode: 'RG12 8YA',
  addressName: 'Home',
  slotDate: '2026-11-28',
  slotStartTime: '2026-11-28T07:00:00Z',
  slotEndTime: '2026-11-28T08:00:00Z',
  slotExpiryTime: null,
  orderCutOff: null,
  amendOrderCutOff: null,
  slotGridType: 'FIXED',
  greenSlot: false,
  substitutionPref: true,
  deliveryCharge: null,
  bookingStatus: 'BOOKED',
};

describe('atAGlanceModel: the booked slot', () => {
  it.each([
    [
      'a delivery',
      { kind: 'booked', slot: SLOT } as const,
      {
        title: 'Delivery: Sat 28 Nov, 7AM - 8AM',
        detail: 'to RG12 8YA',
        link: 'Change slot',
        loading: false,
      },
    ],
    [
      'a collection',
      { kind: 'booked', slot: { ...SLOT, slotType: 'GROCERY_COLLECTION' } } as const,
      {
        title: 'Collection: Sat 28 Nov, 7AM - 8AM',
        detail: 'from Bracknell',
        link: 'Change slot',
        loading: false,
      },
    ],
    [
      'none',
      { kind: 'none' } as const,
      {
        title: 'No slot booked yet',
        detail: 'Book a delivery or collection slot to see what’s available.',
        link: 'Book a slot',
        loading: false,
      },
    ],
    [
      'not known yet',
      { kind: 'loading' } as const,
      { title: 'Checking your slot…', detail: null, link: 'Book a slot', loading: true },
    ],
  ])('%s', (_, slot, expected) => {
    const model = atAGlanceModel(slot, { kind: 'loading' }).slot;
    expect({
      title: model.title,
      detail: model.detail,
      link: model.link.label,
      loading: model.loading,
    }).toEqual(expected);
    expect(model.link.href).toBe('/ecom/bookslot');
  });
});

describe('atAGlanceModel: the trolley', () => {
  it.each([
    [{ kind: 'known', count: 0, totalPence: 0 } as const, 'Your trolley is empty', null],
    [
      { kind: 'known', count: 1, totalPence: 250 } as const,
      '1 item in your trolley',
      'Estimated total £2.50',
    ],
    [
      { kind: 'known', count: 3, totalPence: 1250 } as const,
      '3 items in your trolley',
      'Estimated total £12.50',
    ],
    [
      { kind: 'known', count: 120, totalPence: 99999 } as const,
      '99+ items in your trolley',
      'Estimated total £999.99',
    ],
    [{ kind: 'loading' } as const, 'Checking your trolley…', null],
  ])('%j → %s', (trolley, title, detail) => {
    const model = atAGlanceModel({ kind: 'none' }, trolley).trolley;
    expect([model.title, model.detail]).toEqual([title, detail]);
    expect(model.link).toEqual({ label: 'View trolley', href: '/ecom/shop/trolley' });
  });
});
