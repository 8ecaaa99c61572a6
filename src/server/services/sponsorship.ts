import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { SponsorshipBanner, TrackingKind } from '../../contract/adtech.ts';
import { offersPathOf } from '../../domain/offers-path.ts';
import type { Database } from '../db/client.ts';
import { categories, sponsorshipCounts } from '../db/schema.ts';
import { SPONSORSHIP_BANNERS, type SponsorshipBannerSeed } from '../seed/data/sponsorship-banners.ts';
import { browseUrl } from './taxonomy.ts';

/**
 * Sponsorship banners of the mega menu (doc 3 §3, §7 "Mega menu banners", "Sponsorship tracking"): the
 * banners of the categories asked for, and the impressions and clicks their tracking URLs record. The counts
 * are kept in the database (one row per banner, added to by an atomic upsert), so that every API process
 * counts into the same figures; a sponsor's report reads them through GET tracking/{bannerId}.
 */
export interface SponsorshipService {
  bannersFor(categoryIds: readonly string[]): Promise<SponsorshipBanner[]>;
  /** False when there is no such banner (nothing is recorded). */
  record(kind: TrackingKind, bannerId: string): Promise<boolean>;
  countsOf(bannerId: string): Promise<{ impressions: number; clicks: number } | undefined>;
  /** The banner's creative, or undefined when there is no such banner. */
  creativeOf(bannerId: string): SponsorshipBannerSeed | undefined;
}

const BANNER_BY_ID = new Map(SPONSORSHIP_BANNERS.map((banner) => [banner.id, banner]));

/** A banner id: lower-case words joined by '-', as the seed writes them. */
export const BANNER_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+){0,9}$/;

export function linkUrlOf(to: string): string {
  return to.startsWith('offers:') ? offersPathOf(to.slice('offers:'.length)) : browseUrl(to);
}

export function createSponsorshipService(db: Database, { apiBase }: { apiBase: string }): SponsorshipService {
  const toBanner = (seed: SponsorshipBannerSeed, categoryId: string): SponsorshipBanner => ({
    id: seed.id,
    categoryId,
    textArea: {
      offerHeading: seed.offerHeading,
      heading: seed.heading,
      subheading: seed.subheading,
      link: { url: linkUrlOf(seed.link.to), text: seed.link.text, altText: seed.link.altText },
    },
    image: { src: `${apiBase}/creatives/${seed.id}` },
    tracking: {
      impressionUrls: [`${apiBase}/tracking/impression/${seed.id}`],
      clickUrls: [`${apiBase}/tracking/click/${seed.id}`],
      vendor: seed.vendor,
    },
  });
  return {
    async bannersFor(categoryIds) {
      const ids = categoryIds.map(Number).filter(Number.isSafeInteger);
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: categories.id, banner: categories.banner })
        .from(categories)
        .where(and(inArray(categories.id, ids), isNotNull(categories.banner)));
      return rows.flatMap((row) => {
        const seed = row.banner === null ? undefined : BANNER_BY_ID.get(row.banner);
        return seed ? [toBanner(seed, String(row.id))] : [];
      });
    },
    async record(kind, bannerId) {
      if (!BANNER_BY_ID.has(bannerId)) return false;
      const impressions = kind === 'impression' ? 1 : 0;
      const clicks = kind === 'click' ? 1 : 0;
      await db
        .insert(sponsorshipCounts)
        .values({ bannerId, impressions, clicks })
        .onConflictDoUpdate({
          target: sponsorshipCounts.bannerId,
          set: {
            impressions: sql`${sponsorshipCounts.impressions} + ${impressions}`,
            clicks: sql`${sponsorshipCounts.clicks} + ${clicks}`,
          },
        });
      return true;
    },
    async countsOf(bannerId) {
      if (!BANNER_BY_ID.has(bannerId)) return undefined;
      const [row] = await db
        .select({ impressions: sponsorshipCounts.impressions, clicks: sponsorshipCounts.clicks })
        .from(sponsorshipCounts)
        .where(eq(sponsorshipCounts.bannerId, bannerId));
      return row ?? { impressions: 0, clicks: 0 };
    },
    creativeOf: (bannerId) => BANNER_BY_ID.get(bannerId),
  };
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/** The creative: a 320×160 card in the banner's colours with its heading (the text is also on the page). */
export function renderCreative(seed: SponsorshipBannerSeed): string {
  const { background, text } = seed.colours;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="160" viewBox="0 0 320 160" role="img" aria-label="${escapeXml(seed.link.altText)}">
<rect width="320" height="160" rx="8" fill="${background}"/>
<circle cx="270" cy="40" r="56" fill="${text}" opacity="0.12"/>
<circle cx="40" cy="150" r="44" fill="${text}" opacity="0.08"/>
<text x="24" y="72" font-family="Georgia, serif" font-size="22" fill="${text}">${escapeXml(seed.vendor)}</text>
<text x="24" y="104" font-family="Arial, sans-serif" font-size="14" fill="${text}">${escapeXml(seed.link.text)}</text>
</svg>`;
}
