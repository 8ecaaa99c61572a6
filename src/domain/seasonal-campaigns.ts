/**
 * Seasonal campaigns (doc 3 §3 "Seasonal campaigns"): THANKSGIVING, CHRISTMAS, NEWYEAR, EASTER and
 * MOTHERSDAY, each with name, marketingStartDate, marketingEndDate, startDate and endDate. The spec names
 * the fields, not the dates; the rules here fill them (issue 18):
 * - THANKSGIVING: the fourth Thursday of November; marketed from three weeks before, the event from the
 *   Monday of that week to the day.
 * - CHRISTMAS: marketed from 1 November to Christmas Eve; the event is the Christmas window of 20 to 24
 *   December (doc 3 §9).
 * - NEWYEAR: marketed from 26 to 31 December; the event from 29 to 31 December.
 * - EASTER: marketed from five weeks before Easter Sunday to Easter Monday; the event from Good Friday to
 *   Easter Monday.
 * - MOTHERSDAY: Mothering Sunday (three weeks before Easter Sunday, the UK's); marketed from three weeks
 *   before, the event from the Friday to the day.
 * Dates are calendar days in the shop's zone (Europe/London), written `YYYY-MM-DD`; windows include both ends.
 */

export const SEASONAL_CAMPAIGN_NAMES = [
  'THANKSGIVING',
  'CHRISTMAS',
  'NEWYEAR',
  'EASTER',
  'MOTHERSDAY',
] as const;
export type SeasonalCampaignName = (typeof SEASONAL_CAMPAIGN_NAMES)[number];

export interface SeasonalCampaign {
  name: SeasonalCampaignName;
  marketingStartDate: string;
  marketingEndDate: string;
  startDate: string;
  endDate: string;
}

const DAY_MS = 86_400_000;

/** A calendar day as UTC midnight, for day arithmetic only. */
function dayOf(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month - 1, day));
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

function iso(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return iso(dayOf(year, month, day));
}

/** US Thanksgiving: the fourth Thursday of November. */
export function thanksgivingDay(year: number): string {
  const first = dayOf(year, 11, 1);
  const toThursday = (4 - first.getUTCDay() + 7) % 7;
  return iso(addDays(first, toThursday + 21));
}

function fromIso(date: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return dayOf(year, month, day);
}

function campaign(
  name: SeasonalCampaignName,
  marketingStart: Date,
  marketingEnd: Date,
  start: Date,
  end: Date,
): SeasonalCampaign {
  return {
    name,
    marketingStartDate: iso(marketingStart),
    marketingEndDate: iso(marketingEnd),
    startDate: iso(start),
    endDate: iso(end),
  };
}

/** The five campaigns of a year, in the order they start marketing. */
export function seasonalCampaignsOf(year: number): SeasonalCampaign[] {
  const easter = fromIso(easterSunday(year));
  const mothersDay = addDays(easter, -21);
  const thanksgiving = fromIso(thanksgivingDay(year));
  return [
    campaign('MOTHERSDAY', addDays(mothersDay, -21), mothersDay, addDays(mothersDay, -2), mothersDay),
    campaign('EASTER', addDays(easter, -35), addDays(easter, 1), addDays(easter, -2), addDays(easter, 1)),
    campaign('CHRISTMAS', dayOf(year, 11, 1), dayOf(year, 12, 24), dayOf(year, 12, 20), dayOf(year, 12, 24)),
    campaign(
      'THANKSGIVING',
      addDays(thanksgiving, -21),
      thanksgiving,
      addDays(thanksgiving, -3),
      thanksgiving,
    ),
    campaign('NEWYEAR', dayOf(year, 12, 26), dayOf(year, 12, 31), dayOf(year, 12, 29), dayOf(year, 12, 31)),
  ].sort((a, b) => a.marketingStartDate.localeCompare(b.marketingStartDate));
}

/** Whether the campaign is being marketed on the day (`YYYY-MM-DD`). */
export function isMarketedOn(campaign: SeasonalCampaign, today: string): boolean {
  return campaign.marketingStartDate <= today && today <= campaign.marketingEndDate;
}

/** Whether the campaign's event is on (between its start and end dates) on the day. */
export function isOnOn(campaign: SeasonalCampaign, today: string): boolean {
  return campaign.startDate <= today && today <= campaign.endDate;
}

/**
 * The campaign the shop markets on a day (`YYYY-MM-DD`, the shop's calendar day), or null out of season.
 * When two are marketed at once (Thanksgiving within Christmas's weeks, Mother's Day within Easter's), the
 * one that ends first: it is the more pressing.
 */
export function liveSeasonalCampaign(today: string): SeasonalCampaign | null {
  const year = Number(today.slice(0, 4));
  const live = seasonalCampaignsOf(year).filter((campaign) => isMarketedOn(campaign, today));
  live.sort((a, b) => a.endDate.localeCompare(b.endDate));
  return live[0] ?? null;
}
