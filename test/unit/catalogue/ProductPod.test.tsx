import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type PodLink, ProductPod } from '../../../src/ui/ProductPod.tsx';
import { QuantityWithUnits } from '../../../src/ui/QuantityWithUnits.tsx';
import { product, promotion } from './catalogue-data.ts';

const Anchor: PodLink = ({ href, children, ...props }: { href: string; children: ReactNode }) => (
  <a href={href} {...props}>
    {children}
  </a>
);

function renderPod(
  overrides: Parameters<typeof product>[0] = {},
  props: Partial<Parameters<typeof ProductPod>[0]> = {},
) {
  const pod = product(overrides);
  render(<ProductPod product={pod} link={Anchor} quantityControl={QuantityWithUnits} {...props} />);
  return screen.getByRole('article', { name: pod.name });
}

describe('the product pod (doc 3 §3 Product)', () => {
  it('shows name, size, image, price and unit price, rating and the line number', () => {
    const pod = renderPod();
    expect(within(pod).getByRole('link', { name: 'Essential Semi Skimmed Milk' })).toHaveAttribute(
      'href',
      '/ecom/products/essential-semi-skimmed-milk/100001-1',
    );
    expect(within(pod).getByText('2 pints')).toBeInTheDocument();
    expect(within(pod).getByText('£1.50')).toBeInTheDocument();
    expect(within(pod).getByText('£1.32/litre')).toBeInTheDocument();
    expect(
      within(pod).getByRole('img', { name: 'Rated 4.5 out of 5 stars from 12 reviews' }),
    ).toBeInTheDocument();
    expect(pod).toHaveAttribute('data-line-number', '100001');
    expect(pod.querySelector('img[src$="/small.svg"]')).not.toBeNull();
  });

  it('loads its picture lazily, with its size set so nothing shifts', () => {
    const image = renderPod().querySelector('img');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('fetchpriority', 'auto');
    expect(image).toHaveAttribute('width', '160');
    expect(image).toHaveAttribute('height', '160');
  });

  it('loads its picture at once and first when it is on the list’s first screen', () => {
    const image = renderPod({}, { priority: true }).querySelector('img');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows offers linking to their page, members-only offers, the price before and marketing badges', () => {
    const pod = renderPod({
      promotions: [
        promotion({ wasDisplayPrice: '£2.00' }),
        promotion({ promotionId: 9, promotionDescription: 'Hidden deal', hidden: true }),
        promotion({
          promotionId: 7,
          promotionDescription: 'Save 10%',
          myWaitrosePromotion: true,
          promoPath: '/ecom/shop/offers/7',
        }),
      ],
      marketingBadges: [{ name: 'New' }],
    });
    expect(within(pod).getByRole('link', { name: 'Any 2 for £2.50' })).toHaveAttribute(
      'href',
      '/ecom/shop/offers/501',
    );
    expect(within(pod).getByRole('link', { name: 'Save 10%' })).toBeInTheDocument();
    expect(within(pod).queryByText('Hidden deal')).not.toBeInTheDocument();
    expect(within(pod).getByText('Offer applies to myWaitrose members only.')).toBeInTheDocument();
    expect(within(pod).getByText('£2.00', { selector: 's' })).toBeInTheDocument();
    expect(within(pod).getByRole('list', { name: 'Highlights' })).toHaveTextContent('New');
  });

  it('says an estimated price for weighed items', () => {
    const pod = renderPod({ displayPriceEstimated: true, displayPriceQualifier: 'est.' });
    expect(within(pod).getByText('est.')).toBeInTheDocument();
  });

  it('has no rating stars without reviews', () => {
    const pod = renderPod({ reviews: { averageRating: null, reviewCount: 0 } });
    expect(within(pod).queryByRole('img', { name: /Rated/ })).not.toBeInTheDocument();
  });

  // doc 3 §8 "Product availability wording".
  it.each([
    ['OUT_OF_STOCK', 'Sold out online'],
    ['UNAVAILABLE', 'Temporarily unavailable'],
  ] as const)('%s reads ‘%s’, offers alternatives and no Add', (availability, wording) => {
    const pod = renderPod({ availability }, { onQuantityChange: vi.fn() });
    expect(within(pod).getByText(wording)).toBeInTheDocument();
    expect(within(pod).getByRole('link', { name: 'View alternatives' })).toHaveAttribute(
      'href',
      '/ecom/shop/browse/groceries/dairy_eggs_and_milk/milk',
    );
    expect(within(pod).queryByRole('button', { name: /^Add/ })).not.toBeInTheDocument();
  });

  it('offers no Add when nothing would handle it', () => {
    const pod = renderPod();
    expect(within(pod).queryByRole('button')).not.toBeInTheDocument();
  });

  // The list loads the quantity control on demand (issue 5).
  it('offers no Add until its quantity control is there', () => {
    const pod = renderPod({}, { onQuantityChange: vi.fn(), quantityControl: undefined });
    expect(within(pod).queryByRole('button')).not.toBeInTheDocument();
  });

  // Issue 20: the control arriving moves nothing below the pod.
  describe("the control's place, kept empty until the control is there", () => {
    const place = (pod: HTMLElement) => pod.querySelector('[aria-hidden="true"]:empty');

    it('is kept while the control is on its way', () => {
      expect(place(renderPod({}, { quantityControl: undefined }))).toBeInTheDocument();
    });

    it('is taller for a product sold by the item and by the kilo (the unit switch)', () => {
      const byTheItem = place(renderPod({}, { quantityControl: undefined }));
      const both = place(
        renderPod(
          { name: 'Loose Bananas', weights: { ...product().weights, uoms: ['C62', 'KGM'] } },
          { quantityControl: undefined },
        ),
      );
      expect(both?.className).not.toBe(byTheItem?.className);
    });

    it('is not kept where there is nothing to buy, nor once the control is there', () => {
      expect(place(renderPod({ availability: 'OUT_OF_STOCK' }, { quantityControl: undefined }))).toBeNull();
      expect(place(renderPod({ name: 'Ready' }, { onQuantityChange: vi.fn() }))).toBeNull();
    });
  });

  it('reports an opening of the product', async () => {
    const onOpen = vi.fn();
    const pod = renderPod({}, { onOpen });
    await userEvent.click(within(pod).getByRole('link', { name: 'Essential Semi Skimmed Milk' }));
    expect(onOpen).toHaveBeenCalledTimes(1);
  });
});

// doc 2 §5, doc 3 §5: the quantity per unit of measure.
describe('the pod’s quantity control', () => {
  it.each([
    ['C62', 1],
    ['KGM', 0.5],
    ['GRM', 100],
    ['LBR', 1],
  ] as const)('Add asks for the default of %s: %s', async (uom, amount) => {
    const onQuantityChange = vi.fn();
    const pod = renderPod({ defaultQuantity: { amount: 1, uom } }, { onQuantityChange });
    await userEvent.click(
      within(pod).getByRole('button', { name: 'Add Essential Semi Skimmed Milk to trolley' }),
    );
    expect(onQuantityChange).toHaveBeenCalledWith('100001', { amount, uom });
  });

  it.each([
    // unit, in trolley, after +, after −
    ['C62', 2, 3, 1],
    ['KGM', 1, 1.5, 0.5],
    ['KGM', 0.5, 1, 0],
    ['GRM', 200, 300, 100],
    ['LBR', 1, 2, 0],
  ] as const)('%s at %s: + asks for %s, − for %s', async (uom, amount, up, down) => {
    const onQuantityChange = vi.fn();
    const pod = renderPod({ defaultQuantity: { amount: 1, uom } }, { onQuantityChange, quantity: amount });
    await userEvent.click(within(pod).getByRole('button', { name: /^Add .* more of/ }));
    await userEvent.click(within(pod).getByRole('button', { name: /^Remove / }));
    expect(onQuantityChange.mock.calls).toEqual([
      ['100001', { amount: up, uom }],
      ['100001', { amount: down, uom }],
    ]);
  });

  it('cannot go past the maximum', () => {
    const pod = renderPod({}, { onQuantityChange: vi.fn(), quantity: 99 });
    expect(within(pod).getByRole('button', { name: /^Add .* more of/ })).toBeDisabled();
  });

  it.each([
    ['C62', '150', 99],
    ['C62', '2.6', 3],
    ['KGM', '1.25kg', 1.3],
    ['GRM', '50', 100],
    ['C62', '-3', 0],
  ] as const)('sanitises a typed %s amount %j to %s when committed', async (uom, typed, expected) => {
    const onQuantityChange = vi.fn();
    const pod = renderPod({ defaultQuantity: { amount: 1, uom } }, { onQuantityChange, quantity: 2 });
    const input = within(pod).getByRole('textbox', { name: /quantity in/ });
    await userEvent.clear(input);
    await userEvent.type(input, `${typed}{Enter}`);
    expect(onQuantityChange).toHaveBeenLastCalledWith('100001', { amount: expected, uom });
  });
});
