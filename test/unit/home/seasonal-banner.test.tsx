import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TodaysCampaign } from '../../../src/features/home/HomeSections.tsx';
import { SEASONAL_BANNERS, seasonalBannerOn, shopDayOf } from '../../../src/features/home/seasonal-banner.ts';
import { renderInRouter } from '../content/render-in-router.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('shopDayOf (the shop’s calendar day, Europe/London)', () => {
  it.each([
    ['2026-11-26T12:00:00Z', '2026-11-26'],
    ['2026-11-26T23:59:59Z', '2026-11-26'],
    ['2026-06-30T23:30:00Z', '2026-07-01'],
    ['2026-03-29T00:30:00Z', '2026-03-29'],
  ])('%s → %s', (instant, day) => {
    expect(shopDayOf(Date.parse(instant))).toBe(day);
  });
});

describe('seasonalBannerOn', () => {
  it.each([
    ['2026-11-10', 'THANKSGIVING', 'Shop turkey', SEASONAL_BANNERS.THANKSGIVING.lead],
    ['2026-11-26', 'THANKSGIVING', 'Shop turkey', SEASONAL_BANNERS.THANKSGIVING.leadOn],
    ['2026-11-27', 'CHRISTMAS', 'Shop Christmas', SEASONAL_BANNERS.CHRISTMAS.lead],
    ['2026-12-21', 'CHRISTMAS', 'Shop Christmas', SEASONAL_BANNERS.CHRISTMAS.leadOn],
    ['2026-12-27', 'NEWYEAR', 'Shop party food', SEASONAL_BANNERS.NEWYEAR.lead],
    ['2026-03-20', 'EASTER', 'Shop Easter', SEASONAL_BANNERS.EASTER.lead],
    ['2026-03-14', 'MOTHERSDAY', 'Shop flowers & gifts', SEASONAL_BANNERS.MOTHERSDAY.leadOn],
  ])('%s → %s, %s', (today, name, linkLabel, lead) => {
    expect(seasonalBannerOn(today)).toMatchObject({ name, linkLabel, lead });
  });

  it('is null out of season', () => {
    expect(seasonalBannerOn('2026-08-01')).toBeNull();
  });

  it('leads every campaign to a browse page of the shop (the server test checks each is a page)', () => {
    for (const banner of Object.values(SEASONAL_BANNERS)) {
      expect(banner.href).toMatch(/^\/ecom\/shop\/browse\/[a-z_/]+$/);
    }
  });
});

describe('TodaysCampaign', () => {
  it('shows the campaign marketed on the shop’s day, with a link to its aisle', async () => {
    await renderInRouter(
      <div data-testid="content-under-test">
        <TodaysCampaign now={Date.parse('2026-12-01T10:00:00Z')} />
      </div>,
    );
    const campaign = screen.getByRole('region', { name: 'Christmas' });
    expect(within(campaign).getByRole('link', { name: 'Shop Christmas' })).toHaveAttribute(
      'href',
      '/ecom/shop/browse/groceries/christmas',
    );
  });

  it('shows nothing out of season', async () => {
    await renderInRouter(
      <div data-testid="content-under-test">
        <TodaysCampaign now={Date.parse('2026-08-01T10:00:00Z')} />
      </div>,
    );
    expect(screen.queryByText('In season')).not.toBeInTheDocument();
  });
});
