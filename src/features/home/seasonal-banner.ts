import { isOnOn, liveSeasonalCampaign, type SeasonalCampaignName } from '../../domain/seasonal-campaigns.ts';

/** What the home page's banner says of a campaign, and where it leads (a real browse page of the shop). */
export interface SeasonalBannerCopy {
  title: string;
  /** While the campaign is marketed, before its days. */
  lead: string;
  /** On the campaign's own days (its startDate to endDate). */
  leadOn: string;
  linkLabel: string;
  href: string;
}

export const SEASONAL_BANNERS: Readonly<Record<SeasonalCampaignName, SeasonalBannerCopy>> = {
  THANKSGIVING: {
    title: 'Thanksgiving',
    lead: 'A turkey with all the trimmings for the table: order yours in good time.',
    leadOn: 'It’s Thanksgiving week: a turkey with all the trimmings, delivered to your door.',
    linkLabel: 'Shop turkey',
    href: '/ecom/shop/browse/groceries/christmas/christmas_meat/turkey',
  },
  CHRISTMAS: {
    title: 'Christmas',
    lead: 'Mince pies, puddings, turkey and the trimmings: get ready for Christmas.',
    leadOn: 'Christmas is almost here: everything for the big day, delivered.',
    linkLabel: 'Shop Christmas',
    href: '/ecom/shop/browse/groceries/christmas',
  },
  NEWYEAR: {
    title: 'New Year',
    lead: 'Party food and fizz to see the New Year in.',
    leadOn: 'See the New Year in: party food, ready when you are.',
    linkLabel: 'Shop party food',
    href: '/ecom/shop/browse/entertaining/party_food',
  },
  EASTER: {
    title: 'Easter',
    lead: 'Simnel cakes, hot cross buns and chocolate for the long weekend.',
    leadOn: 'It’s the Easter weekend: treats for the whole family.',
    linkLabel: 'Shop Easter',
    href: '/ecom/shop/browse/groceries/seasonal/easter',
  },
  MOTHERSDAY: {
    title: 'Mother’s Day',
    lead: 'Flowers and gifts to say thank you on Mothering Sunday.',
    leadOn: 'Mothering Sunday is this weekend: flowers and gifts, delivered.',
    linkLabel: 'Shop flowers & gifts',
    href: '/ecom/shop/browse/entertaining/flowers_and_gifts',
  },
};

export interface SeasonalBanner {
  name: SeasonalCampaignName;
  title: string;
  lead: string;
  linkLabel: string;
  href: string;
}

/** The banner for the shop's day (`YYYY-MM-DD`, Europe/London), or null when no campaign is marketed. */
export function seasonalBannerOn(today: string): SeasonalBanner | null {
  const campaign = liveSeasonalCampaign(today);
  if (!campaign) return null;
  const copy = SEASONAL_BANNERS[campaign.name];
  return {
    name: campaign.name,
    title: copy.title,
    lead: isOnOn(campaign, today) ? copy.leadOn : copy.lead,
    linkLabel: copy.linkLabel,
    href: copy.href,
  };
}

const SHOP_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The shop's calendar day (Europe/London, doc 3 §9) at an instant, as `YYYY-MM-DD`. */
export function shopDayOf(epochMs: number): string {
  return SHOP_DAY.format(epochMs);
}
