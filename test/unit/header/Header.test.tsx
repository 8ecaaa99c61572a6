import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Header, signedInHeaderParts } from '../../../src/features/header/Header.tsx';
import {
  type DeliveryPassStatus,
  type HeaderInput,
  headerViewModel,
} from '../../../src/features/header/header.view-model.ts';

// The My Account menu and the trolley link load on demand (not part of the first script): loaded once here, it renders at once.
beforeAll(async () => {
  await signedInHeaderParts.load();
});

const SIGNED_OUT = { isSignedIn: false, isStaffOnBehalf: false };
const SIGNED_IN = { isSignedIn: true, isStaffOnBehalf: false };
const STAFF_ON_BEHALF = { isSignedIn: true, isStaffOnBehalf: true };

function renderHeader(input: Partial<HeaderInput> = {}) {
  const onSignOut = vi.fn();
  const onReturnToAdmin = vi.fn();
  const model = headerViewModel({
    session: SIGNED_OUT,
    trolleyCount: 0,
    hasBookedSlot: false,
    deliveryPassStatus: null,
    staticRender: false,
    pride: false,
    condensed: false,
    ...input,
  });
  render(<Header model={model} onSignOut={onSignOut} onReturnToAdmin={onReturnToAdmin} />);
  return { onSignOut, onReturnToAdmin, user: userEvent.setup() };
}

const accountNav = () => screen.getByRole('navigation', { name: 'Account' });
const myAccountButton = () => screen.getByRole('button', { name: 'My Account' });

function menuItemNames(): string[] {
  const panel = document.getElementById(myAccountButton().getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error('The My Account button controls no panel');
  return within(panel)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

describe('Header landmarks and links', () => {
  it('is the banner, with labelled navigations', () => {
    renderHeader();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    for (const name of ['More from Waitrose', 'Help', 'Main', 'Account']) {
      expect(screen.getByRole('navigation', { name })).toBeInTheDocument();
    }
  });

  it('links the logo home', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Waitrose home' })).toHaveAttribute('href', '/ecom/');
  });

  it('shows the main links of the areas that have pages, in order, to their pages', () => {
    renderHeader();
    const links = within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Entertaining', '/ecom/shop/browse/entertaining'],
      ['Offers', '/ecom/shop/browse/offers'],
      ['New', '/ecom/shop/featured/new'],
      ['My orders', '/ecom/myaccount/my-orders'],
    ]);
  });

  it('opens the other shops in a new tab, safely, with the header campaign parameters', () => {
    renderHeader();
    const shops = within(screen.getByRole('navigation', { name: 'More from Waitrose' })).getAllByRole('link');
    expect(shops.map((link) => link.textContent?.replace(' (opens in a new tab)', ''))).toEqual([
      'Waitrose Cellar',
      'Waitrose Garden',
      'Waitrose Meal Kits',
    ]);
    for (const link of shops) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
      const url = new URL(link.getAttribute('href') ?? '');
      expect(url.searchParams.get('utm_source')).toBe('waitrose.com');
      expect(url.searchParams.get('utm_medium')).toBe('referral');
      expect(url.searchParams.get('utm_campaign')).toBe('header');
    }
    expect(shops[0]).toHaveAttribute(
      'href',
      'https://www.waitrosecellar.com?utm_source=waitrose.com&utm_medium=referral&utm_campaign=header',
    );
  });

  it('shows Find a store and Customer service, except in static-render mode', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Find a store' })).toHaveAttribute('href', '/ecom/find-a-store');
    expect(screen.getByRole('link', { name: 'Customer service' })).toBeInTheDocument();
  });

  it('hides Find a store and Customer service in static-render mode, keeping the other shops', () => {
    renderHeader({ staticRender: true });
    expect(screen.queryByRole('link', { name: 'Find a store' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Customer service' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Help' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Waitrose Cellar/ })).toBeInTheDocument();
  });
});

describe('Header, signed out', () => {
  it('offers Sign in and Register, and no My Account menu or trolley link', () => {
    renderHeader({ session: SIGNED_OUT, trolleyCount: 3 });
    expect(within(accountNav()).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/ecom/login',
    );
    expect(within(accountNav()).getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/ecom/registration',
    );
    expect(screen.queryByRole('button', { name: 'My Account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Trolley/ })).not.toBeInTheDocument();
  });
});

describe('Header, signed in', () => {
  it('shows the My Account menu, closed, and no Sign in or Register', () => {
    renderHeader({ session: SIGNED_IN });
    expect(myAccountButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Account overview' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
  });

  it('opens the menu with Account overview and Sign out (Lists and the loyalty hub wait for their pages)', async () => {
    const { user } = renderHeader({ session: SIGNED_IN });
    await user.click(myAccountButton());
    expect(myAccountButton()).toHaveAttribute('aria-expanded', 'true');
    expect(menuItemNames()).toEqual(['Account overview', 'Sign out']);
    expect(screen.getByRole('link', { name: 'Account overview' })).toHaveAttribute('href', '/ecom/myaccount');
    expect(screen.queryByRole('link', { name: 'Lists' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'myWaitrose' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Return to admin' })).not.toBeInTheDocument();
  });

  it.each<[DeliveryPassStatus | null, boolean]>([
    ['ACTIVE', true],
    ['AVAILABLE', true],
    ['NOT_AVAILABLE', false],
    [null, false],
  ])('with the delivery pass %s, lists Delivery Pass: %s', async (deliveryPassStatus, shown) => {
    const { user } = renderHeader({ session: SIGNED_IN, deliveryPassStatus });
    await user.click(myAccountButton());
    if (shown) {
      expect(menuItemNames()).toEqual(['Account overview', 'Delivery Pass', 'Sign out']);
      expect(screen.getByRole('link', { name: 'Delivery Pass' })).toHaveAttribute(
        'href',
        '/ecom/myaccount/delivery-pass',
      );
    } else {
      expect(screen.queryByRole('link', { name: 'Delivery Pass' })).not.toBeInTheDocument();
    }
  });

  it('signs out through its handler, closing the menu', async () => {
    const { user, onSignOut, onReturnToAdmin } = renderHeader({ session: SIGNED_IN });
    await user.click(myAccountButton());
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledOnce();
    expect(onReturnToAdmin).not.toHaveBeenCalled();
    expect(myAccountButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens with Enter or Space and closes with Escape, giving focus back to the button', async () => {
    const { user } = renderHeader({ session: SIGNED_IN });
    myAccountButton().focus();
    await user.keyboard('{Enter}');
    expect(myAccountButton()).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Account overview' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(myAccountButton()).toHaveAttribute('aria-expanded', 'false');
    expect(myAccountButton()).toHaveFocus();
    await user.keyboard(' ');
    expect(myAccountButton()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(myAccountButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when the shopper clicks elsewhere', async () => {
    const { user } = renderHeader({ session: SIGNED_IN });
    await user.click(myAccountButton());
    await user.click(screen.getByRole('banner'));
    expect(myAccountButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it.each([
    [0, '0', 'Trolley, 0 items'],
    [1, '1', 'Trolley, 1 item'],
    [3, '3', 'Trolley, 3 items'],
    [99, '99', 'Trolley, 99 items'],
    [100, '99+', 'Trolley, 99+ items'],
  ])('links to the trolley with a count of %s shown as %s', (trolleyCount, shown, name) => {
    renderHeader({ session: SIGNED_IN, trolleyCount });
    const trolley = screen.getByRole('link', { name });
    expect(trolley).toHaveAttribute('href', '/ecom/shop/trolley');
    expect(within(trolley).getByTestId('trolley-count')).toHaveTextContent(
      new RegExp(`^${shown.replace('+', '\\+')}$`),
    );
  });
});

describe('Header, staff signed on as a customer', () => {
  it('offers Return to admin in the menu, and no Sign out', async () => {
    const { user, onReturnToAdmin, onSignOut } = renderHeader({ session: STAFF_ON_BEHALF });
    await user.click(myAccountButton());
    expect(menuItemNames()).toEqual(['Account overview', 'Return to admin']);
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Return to admin' }));
    expect(onReturnToAdmin).toHaveBeenCalledOnce();
    expect(onSignOut).not.toHaveBeenCalled();
  });

  it('still shows the trolley link', () => {
    renderHeader({ session: STAFF_ON_BEHALF, trolleyCount: 2 });
    expect(screen.getByRole('link', { name: 'Trolley, 2 items' })).toBeInTheDocument();
  });
});

describe('Header slot button', () => {
  it('reads Book Slot with a calendar when no slot is booked', () => {
    renderHeader({ hasBookedSlot: false });
    const slot = screen.getByRole('link', { name: 'Book Slot' });
    expect(slot).toHaveAttribute('href', '/ecom/bookslot');
    expect(slot.querySelector('[data-icon="calendar"]')).toBeInTheDocument();
    expect(slot.querySelector('[data-icon="calendar-booked"]')).not.toBeInTheDocument();
  });

  it('reads Change Slot with the calendar-booked icon when a slot is booked', () => {
    renderHeader({ hasBookedSlot: true });
    const slot = screen.getByRole('link', { name: 'Change Slot' });
    expect(slot).toHaveAttribute('href', '/ecom/bookslot');
    expect(slot.querySelector('[data-icon="calendar-booked"]')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Book Slot' })).not.toBeInTheDocument();
  });

  it("shows the booked slot's day and time before Change Slot (doc 2 §4, §7)", async () => {
    renderHeader({
      hasBookedSlot: true,
      bookedSlot: { slotStartTime: '2026-06-02T06:00:00.000Z', slotEndTime: '2026-06-02T07:00:00.000Z' },
    });
    expect(await screen.findByRole('link', { name: 'Tue 2 Jun, 7AM - 8AM Change Slot' })).toHaveAttribute(
      'href',
      '/ecom/bookslot',
    );
  });
});

describe('Header search', () => {
  it('is a labelled GET form to the search page sending searchTerm', () => {
    renderHeader();
    const input = screen.getByRole('combobox', { name: 'Search groceries' });
    expect(input).toHaveAttribute('placeholder', 'Search groceries...');
    expect(input).toHaveAttribute('name', 'searchTerm');
    const form = input.closest('form');
    expect(form).toHaveAttribute('action', '/ecom/shop/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveRole('search');
  });

  it('opens the overlay with Search... and Cancel, which closes it and returns focus', async () => {
    const { user } = renderHeader();
    const toggle = screen.getByRole('button', { name: 'Open search' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const overlayInput = screen.getByPlaceholderText('Search...');
    expect(overlayInput).toHaveFocus();
    expect(overlayInput).toHaveAccessibleName('Search groceries');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByPlaceholderText('Search...')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('closes the overlay with Escape', async () => {
    const { user } = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open search' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByPlaceholderText('Search...')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open search' })).toHaveFocus();
  });
});

describe('Header logo variants and condensing', () => {
  it.each([
    [false, false, 'large', false],
    [false, true, 'large', true],
    [true, false, 'small', false],
    [true, true, 'small', true],
  ])('condensed %s, pride %s: a %s logo, pride style %s', (condensed, pride, size, prideShown) => {
    renderHeader({ condensed, pride });
    const logo = screen.getByRole('link', { name: 'Waitrose home' });
    expect(logo).toHaveAttribute('data-size', size);
    expect(logo.querySelector('[data-pride]') !== null).toBe(prideShown);
  });
});
