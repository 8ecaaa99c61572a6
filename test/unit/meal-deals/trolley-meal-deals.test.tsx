import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MealDealSummary } from '../../../src/contract/meal-deals.ts';
import {
  allForJust,
  trolleyMealDeals,
  validityText,
} from '../../../src/features/meal-deals/meal-deals.view-model.ts';
import { MissedOffers } from '../../../src/features/trolley/MissedOffers.tsx';
import { TrolleyPage } from '../../../src/features/trolley/TrolleyPage.tsx';
import { gbp, trolleyLine, trolleyOf, trolleyProduct } from '../trolley/trolley-data.ts';
import { createFakeTrolleyServer, renderWithTrolley } from '../trolley/trolley-harness.tsx';

/** Renders `node` as the page of a router at /ecom/shop/trolley (the links are the router's). */
function InRouter({ children }: { children: ReactNode }) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => children }),
    history: createMemoryHistory({ initialEntries: ['/ecom/shop/trolley'] }),
    basepath: '/ecom',
  });
  return <RouterProvider router={router} />;
}

// The trolley page's meal deals and missed offers (doc 3 §3 the builder, §5 missed offers), and the meal-deal
// pages' wording.

const LUNCH: MealDealSummary = {
  id: 700320,
  name: 'Lunch Meal Deal',
  startDate: '2026-08-16',
  endDate: '2028-06-05',
  discount: { type: 'TOTAL_PRICE', value: { amount: 4, currencyCode: 'GBP' } },
  myWaitrosePromotion: false,
  groups: [
    { groupId: 1, name: 'Main', threshold: 1, lineNumbers: ['300001'] },
    { groupId: 2, name: 'Snack', threshold: 1, lineNumbers: ['300002'] },
    { groupId: 3, name: 'Drink', threshold: 1, lineNumbers: ['300003'] },
  ],
};

const sandwich = trolleyProduct({
  lineNumber: '300001',
  name: 'Chicken Sandwich',
  currentSaleUnitPrice: { price: gbp(3.5), quantity: { amount: 1, uom: 'C62' } },
});
const crisps = trolleyProduct({
  lineNumber: '300002',
  name: 'Sea Salt Crisps',
  currentSaleUnitPrice: { price: gbp(1), quantity: { amount: 1, uom: 'C62' } },
});
const water = trolleyProduct({
  lineNumber: '300003',
  name: 'Still Water',
  currentSaleUnitPrice: { price: gbp(1.5), quantity: { amount: 1, uom: 'C62' } },
});

describe('the meal-deal pages’ wording', () => {
  it('says the price and the dates', () => {
    expect(allForJust(LUNCH)).toBe('All for just £4.00');
    expect(validityText(LUNCH)).toBe('Offer valid from Sunday 16 August 2026 to Monday 5 June 2028');
  });

  it('builds the trolley’s deals with what is missing and what a complete one saves', () => {
    const lines = [
      trolleyLine({ trolleyItemId: 1, product: sandwich }),
      trolleyLine({ trolleyItemId: 2, product: crisps }),
    ];
    const [open] = trolleyMealDeals([LUNCH], lines, []);
    expect(open).toMatchObject({
      completed: false,
      missing: ['Add 1 more from Drink'],
      saving: null,
      path: '/ecom/shop/meal-deals/700320',
    });
    expect(open?.groups.map((group) => group.chosen)).toEqual([
      ['Chicken Sandwich'],
      ['Sea Salt Crisps'],
      [],
    ]);
    const [done] = trolleyMealDeals(
      [LUNCH],
      [...lines, trolleyLine({ trolleyItemId: 3, product: water })],
      [],
    );
    expect(done).toMatchObject({ completed: true, missing: [], saving: 'You save £2.00' });
  });

  it('leaves a line in another triggered offer to that offer', () => {
    const lines = [
      trolleyLine({ trolleyItemId: 1, product: sandwich, triggeredPromotions: [9] }),
      trolleyLine({ trolleyItemId: 2, product: crisps }),
      trolleyLine({ trolleyItemId: 3, product: water }),
    ];
    const promotions = [
      {
        promotionId: 9,
        description: 'Save 20%',
        promotionType: 'PERCENT_OFF',
        promotionTypeCode: 'MPO',
        status: 'TRIGGERED',
        promotionExpiryDate: '2028-01-01',
        saving: gbp(0.7),
        trolleyItemIds: [1],
        unitsNeeded: 0,
      },
    ];
    expect(trolleyMealDeals([LUNCH], lines, promotions)[0]).toMatchObject({
      completed: false,
      missing: ['Add 1 more from Main'],
    });
  });
});

describe('the trolley page’s meal deals', () => {
  beforeEach(() => {
    window.dataLayer = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: Request | string) => {
        const url = typeof input === 'string' ? input : input.url;
        if (url.includes('/meal-deals'))
          return new Response(JSON.stringify({ mealDeals: [LUNCH] }), {
            headers: { 'Content-Type': 'application/json' },
          });
        return new Response('{}', { status: 404 });
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    window.dataLayer = [];
  });

  it('shows a complete deal with its saving, linked to its page', async () => {
    const server = createFakeTrolleyServer([
      trolleyLine({ trolleyItemId: 1, product: sandwich }),
      trolleyLine({ trolleyItemId: 2, product: crisps }),
      trolleyLine({ trolleyItemId: 3, product: water }),
    ]);
    renderWithTrolley(
      <InRouter>
        <TrolleyPage />
      </InRouter>,
      server.api,
    );
    const section = await screen.findByRole('region', { name: 'Meal deals' });
    const deal = within(section).getByRole('list', { name: 'Your meal deals' });
    expect(within(deal).getByRole('link', { name: 'Lunch Meal Deal' })).toHaveAttribute(
      'href',
      '/ecom/shop/meal-deals/700320',
    );
    expect(deal).toHaveTextContent('Complete');
    expect(deal).toHaveTextContent('You save £2.00');
    expect(section).toHaveTextContent('1 of 1 meal deal complete');
  });

  it('says what an incomplete deal is missing', async () => {
    const server = createFakeTrolleyServer([trolleyLine({ trolleyItemId: 1, product: sandwich })]);
    renderWithTrolley(
      <InRouter>
        <TrolleyPage />
      </InRouter>,
      server.api,
    );
    const section = await screen.findByRole('region', { name: 'Meal deals' });
    expect(section).toHaveTextContent('Not complete yet');
    expect(within(section).getByRole('list', { name: 'Still needed for Lunch Meal Deal' })).toHaveTextContent(
      'Add 1 more from SnackAdd 1 more from Drink',
    );
  });

  it('shows no meal deals for a trolley with none of their products', async () => {
    const server = createFakeTrolleyServer([trolleyLine({ trolleyItemId: 1 })]);
    renderWithTrolley(
      <InRouter>
        <TrolleyPage />
      </InRouter>,
      server.api,
    );
    await screen.findByRole('list', { name: 'Items in your trolley' });
    expect(screen.queryByRole('region', { name: 'Meal deals' })).toBeNull();
  });
});

describe('missed offers on the trolley page', () => {
  const lines = [
    trolleyLine({ trolleyItemId: 1, product: crisps, untriggeredPromotions: [21] }),
    trolleyLine({
      trolleyItemId: 2,
      product: trolleyProduct({ lineNumber: '400001', name: 'Chocolate Cake', highFatSaltSugar: true }),
    }),
  ];
  const offer = (promotionId: number, trolleyItemIds: number[], fields = {}) => ({
    promotionId,
    description: 'Any 3 for £2',
    promotionType: 'MULTI_BUY',
    promotionTypeCode: 'MV',
    status: 'UNTRIGGERED',
    promotionExpiryDate: '2028-01-01',
    saving: gbp(0),
    trolleyItemIds,
    unitsNeeded: 2,
    ...fields,
  });

  it('lists untriggered offers with how many more to buy and a link to the offer', async () => {
    render(
      <InRouter>
        <MissedOffers trolley={trolleyOf(lines, { promotions: [offer(21, [1])] })} />
      </InRouter>,
    );
    const section = await screen.findByRole('region', { name: 'Offers you’re missing' });
    expect(within(section).getByRole('link', { name: 'Any 3 for £2' })).toHaveAttribute(
      'href',
      '/ecom/shop/offers/21',
    );
    expect(section).toHaveTextContent('Buy 2 more to get this offer');
    expect(section).toHaveTextContent('On Sea Salt Crisps');
  });

  it('shows nothing for triggered, WMX and HFSS offers', async () => {
    render(
      <InRouter>
        <MissedOffers
          trolley={trolleyOf(lines, {
            promotions: [
              offer(21, [1], { status: 'TRIGGERED' }),
              offer(22, [1], { promotionTypeCode: 'WMX' }),
              offer(23, [2]),
            ],
          })}
        />
        <p>Trolley page</p>
      </InRouter>,
    );
    await screen.findByText('Trolley page');
    expect(screen.queryByRole('region', { name: 'Offers you’re missing' })).toBeNull();
  });
});
