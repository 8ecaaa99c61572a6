import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer } from '../api/fake-fetch.ts';
import { renderApp } from '../support/shop-harness.tsx';
import { product, promotion } from './catalogue-data.ts';
import { catalogueService } from './catalogue-service.ts';

vi.mock('../../../src/features/app-banner/AppBanner.tsx', () => ({ AppBanner: () => null }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const wine = product({
  lineNumber: '700100',
  id: '700100-1',
  name: 'Waitrose Rioja Reserva',
  brand: 'Waitrose',
  size: '75cl',
  url: '/ecom/products/waitrose-rioja-reserva/700100-1',
  categories: [
    { id: '10051', name: 'Groceries', path: 'groceries' },
    { id: '400', name: 'Wine', path: 'groceries/wine' },
    { id: '401', name: 'Red Wine', path: 'groceries/wine/red_wine' },
  ],
  containsAlcohol: true,
  alcoholDetails: { percentByVolume: 13.5, unitsInBottle: 10.1 },
  displayPrice: '£9.00',
  displayUOMPrice: '£12.00/litre',
  promotions: [
    promotion({
      promotionDescription: 'Save 25%',
      wasDisplayPrice: '£12.00',
      promotionExpiryDate: '2026-12-24',
    }),
    promotion({ promotionId: 502, promotionDescription: 'Members price', myWaitrosePromotion: true }),
  ],
  marketingBadges: [{ name: 'Bestseller' }],
  productTags: [{ name: 'New recipe', tooltip: 'We have changed the recipe.' }],
  dietaryTags: ['Vegan', 'Vegetarian'],
  reviews: { averageRating: 4.26, reviewCount: 23 },
  summary: 'Aged in oak for two years.',
  restriction: {
    availableDates: [
      { restrictionId: 'r1', startDate: '2026-12-01', endDate: '2026-12-24', cutOffDate: '2026-12-20' },
    ],
  },
  leadTime: 2,
});

describe('the product page /ecom/products/{productName}/{productId} (doc 3 §2, §3)', () => {
  it('shows the product with its price, offers, tags, rating, alcohol and restrictions', async () => {
    const service = catalogueService({ product: (id) => (id === '700100-1' ? wine : undefined) });
    renderApp('/ecom/products/waitrose-rioja-reserva/700100-1', service.fetch);

    const heading = await screen.findByRole('heading', { level: 1, name: 'Waitrose Rioja Reserva' });
    const page = heading.closest('article') as HTMLElement;
    await waitFor(() => expect(document.title).toBe('Waitrose Rioja Reserva | Waitrose'));
    expect(within(page).getByText('Waitrose', { selector: 'p' })).toBeInTheDocument();
    expect(within(page).getByText('75cl')).toBeInTheDocument();
    expect(within(page).getByText('£9.00')).toBeInTheDocument();
    expect(within(page).getByText('£12.00/litre')).toBeInTheDocument();
    expect(within(page).getByText('£12.00', { selector: 's' })).toBeInTheDocument();
    expect(within(page).getByRole('link', { name: 'Save 25%' })).toHaveAttribute(
      'href',
      '/ecom/shop/offers/501',
    );
    expect(within(page).getAllByText('Offer ends 24/12')).toHaveLength(2);
    expect(within(page).getByText('Offer applies to myWaitrose members only.')).toBeInTheDocument();
    expect(within(page).getByText('Bestseller')).toBeInTheDocument();
    expect(
      within(page).getByRole('img', { name: 'Rated 4.5 out of 5 stars from 23 reviews' }),
    ).toBeInTheDocument();
    expect(within(page).getByRole('button', { name: 'New recipe' })).toHaveAccessibleDescription(
      'We have changed the recipe.',
    );
    expect(within(page).getByText('13.5% ABV')).toBeInTheDocument();
    expect(within(page).getByText('10.1 UK units')).toBeInTheDocument();
    expect(
      within(page).getByText(
        'Available for delivery or collection from 1 December 2026 to 24 December 2026. Order by 20 December 2026.',
      ),
    ).toBeInTheDocument();
    expect(within(page).getByText('Order at least 2 days ahead')).toBeInTheDocument();
    expect(within(page).getByText('Aged in oak for two years.')).toBeInTheDocument();
    expect(within(page).getByRole('region', { name: 'Dietary and lifestyle' })).toHaveTextContent(
      'VeganVegetarian',
    );
    expect(within(page).getByRole('link', { name: 'Back to Red Wine' })).toHaveAttribute(
      'href',
      '/ecom/shop/browse/groceries/wine/red_wine',
    );
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('listitem');
    expect(crumbs.map((crumb) => crumb.textContent)).toEqual([
      'Home',
      'Groceries',
      'Wine',
      'Red Wine',
      'Waitrose Rioja Reserva',
    ]);
  });

  it('hides a tag’s tooltip on Escape', async () => {
    const service = catalogueService({ product: () => wine });
    renderApp('/ecom/products/waitrose-rioja-reserva/700100-1', service.fetch);
    const tag = await screen.findByRole('button', { name: 'New recipe' });
    tag.focus();
    await userEvent.keyboard('{Escape}');
    expect(tag.closest('[data-dismissed]')).not.toBeNull();
  });

  it.each([
    ['OUT_OF_STOCK', 'Sold out online'],
    ['UNAVAILABLE', 'Temporarily unavailable'],
  ] as const)('says %s as ‘%s’, with no Add', async (availability, wording) => {
    const service = catalogueService({ product: () => product({ availability }) });
    renderApp('/ecom/products/essential-semi-skimmed-milk/100001-1', service.fetch);
    expect(await screen.findByText(wording)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add / })).not.toBeInTheDocument();
  });

  it('shows not found for a product that does not exist', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const service = catalogueService({ product: () => undefined });
    renderApp('/ecom/products/nothing/999', service.fetch);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('says so when the product could not be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const service = catalogueService({
      product: () => jsonAnswer({ message: 'Bad id', type: 'BAD_REQUEST' }, { status: 400 }),
    });
    renderApp('/ecom/products/essential-semi-skimmed-milk/100001-1', service.fetch);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
