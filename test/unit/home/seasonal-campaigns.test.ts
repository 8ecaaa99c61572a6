import { describe, expect, it } from 'vitest';
import {
  easterSunday,
  isOnOn,
  liveSeasonalCampaign,
  SEASONAL_CAMPAIGN_NAMES,
  seasonalCampaignsOf,
  thanksgivingDay,
} from '../../../src/domain/seasonal-campaigns.ts';

describe('easterSunday', () => {
  it.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
    [2285, '2285-03-22'],
  ])('%i → %s', (year, expected) => {
    expect(easterSunday(year)).toBe(expected);
  });
});

describe('thanksgivingDay (the fourth Thursday of November)', () => {
  it.each([
    [2024, '2024-11-28'],
    [2025, '2025-11-27'],
    [2026, '2026-11-26'],
    [2027, '2027-11-25'],
    [2029, '2029-11-22'],
  ])('%i → %s', (year, expected) => {
    expect(thanksgivingDay(year)).toBe(expected);
  });
});

describe('seasonalCampaignsOf (doc 3 §3: name, marketingStartDate, marketingEndDate, startDate, endDate)', () => {
  it('has the five campaigns of the spec, each marketed before or as it starts', () => {
    const campaigns = seasonalCampaignsOf(2026);
    expect(campaigns.map((campaign) => campaign.name).sort()).toEqual([...SEASONAL_CAMPAIGN_NAMES].sort());
    for (const campaign of campaigns) {
      expect(campaign.marketingStartDate <= campaign.startDate).toBe(true);
      expect(campaign.startDate <= campaign.endDate).toBe(true);
      expect(campaign.marketingEndDate <= campaign.endDate).toBe(true);
    }
  });

  it.each([
    ['MOTHERSDAY', '2026-02-22', '2026-03-15', '2026-03-13', '2026-03-15'],
    ['EASTER', '2026-03-01', '2026-04-06', '2026-04-03', '2026-04-06'],
    ['CHRISTMAS', '2026-11-01', '2026-12-24', '2026-12-20', '2026-12-24'],
    ['THANKSGIVING', '2026-11-05', '2026-11-26', '2026-11-23', '2026-11-26'],
    ['NEWYEAR', '2026-12-26', '2026-12-31', '2026-12-29', '2026-12-31'],
  ])(
    '%s 2026: marketed %s to %s, on %s to %s',
    (name, marketingStartDate, marketingEndDate, startDate, endDate) => {
      expect(seasonalCampaignsOf(2026).find((campaign) => campaign.name === name)).toEqual({
        name,
        marketingStartDate,
        marketingEndDate,
        startDate,
        endDate,
      });
    },
  );
});

describe('liveSeasonalCampaign (the one marketed today; of two, the one that ends first)', () => {
  it.each([
    ['2026-01-15', null],
    ['2026-02-21', null],
    ['2026-02-22', 'MOTHERSDAY'],
    ['2026-03-01', 'MOTHERSDAY'],
    ['2026-03-15', 'MOTHERSDAY'],
    ['2026-03-16', 'EASTER'],
    ['2026-04-06', 'EASTER'],
    ['2026-04-07', null],
    ['2026-07-01', null],
    ['2026-10-31', null],
    ['2026-11-01', 'CHRISTMAS'],
    ['2026-11-05', 'THANKSGIVING'],
    ['2026-11-26', 'THANKSGIVING'],
    ['2026-11-27', 'CHRISTMAS'],
    ['2026-12-24', 'CHRISTMAS'],
    ['2026-12-25', null],
    ['2026-12-26', 'NEWYEAR'],
    ['2026-12-31', 'NEWYEAR'],
    ['2027-01-01', null],
  ])('%s → %s', (today, expected) => {
    expect(liveSeasonalCampaign(today)?.name ?? null).toBe(expected);
  });

  it('says whether the event itself is on', () => {
    const christmas = liveSeasonalCampaign('2026-12-21');
    expect(christmas?.name).toBe('CHRISTMAS');
    expect(christmas && isOnOn(christmas, '2026-12-21')).toBe(true);
    expect(christmas && isOnOn(christmas, '2026-12-19')).toBe(false);
  });
});
