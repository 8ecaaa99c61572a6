import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import styles from '../../../src/ui/OfferLink.module.css';
import { OfferLink } from '../../../src/ui/OfferLink.tsx';
import type { PodLinkProps } from '../../../src/ui/ProductPod.tsx';

const Anchor = ({ href, children, className }: PodLinkProps) => (
  <a href={href} className={className}>
    {children}
  </a>
);

const offer = (promotionTypeCode: string, promotionDescription: string) => ({
  promotionTypeCode,
  promotionDescription,
  promoPath: '/ecom/shop/offers/700001',
});

// doc 3 §9: NLP new lower price is green without a chevron; every other code red with one.
describe('OfferLink', () => {
  it('links an offer to its page, red with a chevron the screen reader skips', () => {
    const { container } = render(<OfferLink offer={offer('MV', 'Any 3 for £5')} link={Anchor} />);
    const link = screen.getByRole('link', { name: 'Any 3 for £5' });
    expect(link).toHaveAttribute('href', '/ecom/shop/offers/700001');
    expect(link).toHaveClass(styles.offer as string);
    expect(container.querySelector('[aria-hidden="true"]')).toHaveTextContent('›');
  });

  it('shows a new lower price in green without a chevron', () => {
    const { container } = render(<OfferLink offer={offer('NLP', 'New lower price')} link={Anchor} />);
    expect(screen.getByRole('link', { name: 'New lower price' })).toHaveClass(styles.saving as string);
    expect(container.querySelector('[aria-hidden="true"]')).toBeNull();
  });

  it('keeps the class it is given', () => {
    render(<OfferLink offer={offer('INT', 'Introductory offer £2')} link={Anchor} className="extra" />);
    expect(screen.getByRole('link')).toHaveClass('extra');
  });
});
