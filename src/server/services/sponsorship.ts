import { and, inArray, isNotNull } from 'drizzle-orm';
import type { SponsorshipBanner, TrackingKind } from '../../contract/adtech.ts';
import { offersPathOf } from '../../domain/offers-path.ts';
import type { Database } from '../db/client.ts';
import { categories } from '../db/schema.ts';
import { SPONSORSHIP_BANNERS, type SponsorshipBannerSeed } from '../seed/data/sponsorship-banners.ts';
import { browseUrl } from './taxonomy.ts';

/**
 * Sponsorship banners of the mega menu (doc 3 §3, §7 "Mega menu banners", "Sponsorship tracking"): the
 * banners of the categories asked for, and the impressions and clicks their tracking URLs record. The counts
 * are kept by this process (a sponsor's report reads them through GET tracking/{bannerId}); they start again
 * with the process, as counters of an ad server's front end do before they are shipped to its store.
 */
export interface SponsorshipService {
  bannersFor(categoryIds: readonly string[]): Promise<SponsorshipBanner[]>;
  /** False when there is no such banner (nothing is recorded). */
  record(kind: TrackingKind, bannerId: string): boolean;
  countsOf(bannerId: string): { impressions: number; clicks: number } | undefined;
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
  const counts = new Map<string, { impressions: number; clicks: number }>();
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
    record(kind, bannerId) {
      if (!BANNER_BY_ID.has(bannerId)) return false;
      const current = counts.get(bannerId) ?? { impressions: 0, clicks: 0 };
      counts.set(bannerId, {
        impressions: current.impressions + (kind === 'impression' ? 1 : 0),
        clicks: current.clicks + (kind === 'click' ? 1 : 0),
      });
      return true;
    },
    countsOf(bannerId) {
      if (!BANNER_BY_ID.has(bannerId)) return undefined;
      return counts.get(bannerId) ?? { impressions: 0, clicks: 0 };
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
