import { describe, expect, it } from 'vitest';
import { SHOP_AREAS } from '../../../src/domain/shop-areas.ts';
import { bookedSlotLabel } from '../../../src/domain/slot-booking-display.ts';
import {
  accountMenuItems,
  type DeliveryPassStatus,
  HEADER_MAIN_LINK_CHOICES,
  HEADER_MAIN_LINKS,
  type HeaderInput,
  headerViewModel,
  showsDeliveryPass,
  trolleyAccessibleName,
} from '../../../src/features/header/header.view-model.ts';

const BASE: HeaderInput = {
  session: { isSignedIn: false, isStaffOnBehalf: false },
  trolleyCount: 0,
  hasBookedSlot: false,
  deliveryPassStatus: null,
  staticRender: false,
  pride: false,
  condensed: false,
};

const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);

describe('headerViewModel', () => {
  // doc 3 §2, §6; doc 1 §6
  it.each([
    ['signed out', { isSignedIn: false, isStaffOnBehalf: false }, 'signed-out', false],
    ['signed in', { isSignedIn: true, isStaffOnBehalf: false }, 'signed-in', true],
    ['staff on behalf', { isSignedIn: true, isStaffOnBehalf: true }, 'signed-in', true],
  ] as const)('%s: account area %s, trolley link %s', (_, session, accountKind, hasTrolley) => {
    const model = headerViewModel({ ...BASE, session, trolleyCount: 5 });
    expect(model.account.kind).toBe(accountKind);
    expect(model.trolley !== null).toBe(hasTrolley);
  });

  it('gives signed-out shoppers Sign in and Register', () => {
    const { account } = headerViewModel(BASE);
    expect(account).toEqual({
      kind: 'signed-out',
      signIn: { id: 'sign-in', label: 'Sign in', href: '/ecom/login' },
      register: { id: 'register', label: 'Register', href: '/ecom/registration' },
    });
  });

  it.each([
    [false, false, 'Book Slot', 'calendar'],
    [true, true, 'Change Slot', 'calendar-booked'],
  ] as const)('slot booked %s → %s with the %s icon', (hasBookedSlot, _, label, icon) => {
    expect(headerViewModel({ ...BASE, hasBookedSlot }).slot).toEqual({ href: '/ecom/bookslot', label, icon });
  });

  // doc 2 §4, §7: the booked slot's day and time, and a 23:30 start shows as 12AM.
  it.each([
    ['2026-06-02T06:00:00.000Z', '2026-06-02T07:00:00.000Z', 'Tue 2 Jun, 7AM - 8AM'],
    ['2026-12-01T23:30:00.000Z', '2026-12-02T00:30:00.000Z', 'Tue 1 Dec, 12AM - 12:30AM'],
  ])('a booked slot from %s shows as %s with Change Slot', (slotStartTime, slotEndTime, detail) => {
    const { slot } = headerViewModel({
      ...BASE,
      hasBookedSlot: true,
      bookedSlot: { slotStartTime, slotEndTime },
    });
    expect(slot).toEqual({
      href: '/ecom/bookslot',
      label: 'Change Slot',
      icon: 'calendar-booked',
      booked: { slotStartTime, slotEndTime },
    });
    // The view shows the times as the slot rules write them.
    expect(slot.booked && bookedSlotLabel(slot.booked)).toBe(detail);
  });

  it.each([
    [false, ['find-a-store', 'customer-service']],
    [true, []],
  ])('static render %s → service links %j', (staticRender, expected) => {
    const { topBar } = headerViewModel({ ...BASE, staticRender });
    expect(ids(topBar.serviceLinks)).toEqual(expected);
    expect(ids(topBar.siblingShops)).toEqual(['cellar', 'garden', 'mealKits']);
  });

  it.each([
    [false, false, 'large'],
    [true, false, 'small'],
    [false, true, 'large'],
    [true, true, 'small'],
  ] as const)('condensed %s, pride %s → %s logo', (condensed, pride, size) => {
    const model = headerViewModel({ ...BASE, condensed, pride });
    expect(model.logo).toEqual({ size, pride });
    expect(model.condensed).toBe(condensed);
  });

  it('counts the trolley as the header shows it', () => {
    expect(
      headerViewModel({ ...BASE, session: { isSignedIn: true, isStaffOnBehalf: false }, trolleyCount: 120 })
        .trolley,
    ).toEqual({
      href: '/ecom/shop/trolley',
      count: 120,
      countLabel: '99+',
      accessibleName: 'Trolley, 99+ items',
      totalLabel: null,
    });
  });

  it('shows the trolley total once it is known', () => {
    const signedIn = { ...BASE, session: { isSignedIn: true, isStaffOnBehalf: false }, trolleyCount: 2 };
    expect(headerViewModel({ ...signedIn, trolleyTotalPence: 1250 }).trolley?.totalLabel).toBe('£12.50');
    expect(headerViewModel({ ...signedIn, trolleyTotalPence: null }).trolley?.totalLabel).toBeNull();
  });

  it('searches with searchTerm on the search page', () => {
    const { search } = headerViewModel(BASE);
    expect(search).toMatchObject({
      action: '/ecom/shop/search',
      inputName: 'searchTerm',
      placeholder: 'Search groceries...',
      overlayPlaceholder: 'Search...',
      cancelLabel: 'Cancel',
    });
  });
});

describe('accountMenuItems', () => {
  it.each<[boolean, DeliveryPassStatus | null, string[]]>([
    [false, null, ['account-overview', 'sign-out']],
    [false, 'NOT_AVAILABLE', ['account-overview', 'sign-out']],
    [false, 'AVAILABLE', ['account-overview', 'delivery-pass', 'sign-out']],
    [false, 'ACTIVE', ['account-overview', 'delivery-pass', 'sign-out']],
    [true, null, ['account-overview', 'return-to-admin']],
    [true, 'ACTIVE', ['account-overview', 'delivery-pass', 'return-to-admin']],
  ])('staff on behalf %s, delivery pass %s → %j', (staff, status, expected) => {
    expect(ids(accountMenuItems(staff, status))).toEqual(expected);
  });

  it.each<[DeliveryPassStatus | null, boolean]>([
    ['ACTIVE', true],
    ['AVAILABLE', true],
    ['NOT_AVAILABLE', false],
    [null, false],
  ])('delivery pass %s is shown: %s', (status, shown) => {
    expect(showsDeliveryPass(status)).toBe(shown);
  });
});

describe('trolleyAccessibleName', () => {
  it.each([
    [0, 'Trolley, 0 items'],
    [1, 'Trolley, 1 item'],
    [2, 'Trolley, 2 items'],
    [99, 'Trolley, 99 items'],
    [100, 'Trolley, 99+ items'],
  ])('%s → %s', (count, name) => {
    expect(trolleyAccessibleName(count)).toBe(name);
  });
});

describe('links wait for their areas (src/domain/shop-areas.ts)', () => {
  it('shows a main link exactly when its area is open', () => {
    expect(HEADER_MAIN_LINKS.map((link) => link.id)).toEqual(
      HEADER_MAIN_LINK_CHOICES.filter((link) => SHOP_AREAS[link.area]).map((link) => link.id),
    );
  });

  it.each([
    ['recipes', '/ecom/recipes'],
    ['inspiration', '/ecom/content/inspiration'],
    ['favourites', '/ecom/favourites'],
  ])('leaves out %s (%s), which has no pages yet', (id) => {
    expect(HEADER_MAIN_LINKS.map((link) => link.id)).not.toContain(id);
  });

  it('keeps Entertaining, Offers, New and My orders', () => {
    expect(HEADER_MAIN_LINKS.map((link) => link.label)).toEqual([
      'Entertaining',
      'Offers',
      'New',
      'My orders',
    ]);
  });
});
