import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { phoneHref } from '../../../src/domain/customer-care.ts';
import { MinimalHeader } from '../../../src/features/header/MinimalHeader.tsx';

describe('MinimalHeader', () => {
  it('is a banner with the logo alone by default', () => {
    render(<MinimalHeader />);
    const banner = screen.getByRole('banner');
    expect(screen.getByRole('link', { name: 'Waitrose home' })).toHaveAttribute('href', '/ecom/');
    expect(banner).not.toHaveTextContent('Secure Checkout');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('shows Secure Checkout and the help line for the checkout', () => {
    render(<MinimalHeader secureCheckout helpPhone="0800 188 884" />);
    expect(screen.getByText('Secure Checkout')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '0800 188 884' })).toHaveAttribute('href', 'tel:0800188884');
  });

  it('shows the pride logo', () => {
    render(<MinimalHeader pride />);
    expect(screen.getByRole('link', { name: 'Waitrose home' }).querySelector('[data-pride]')).not.toBeNull();
  });

  it.each([
    ['0800 188 884', 'tel:0800188884'],
    ['+44 (0)800-188-884', 'tel:+440800188884'],
  ])('%s dials %s', (phone, href) => {
    expect(phoneHref(phone)).toBe(href);
  });
});
