import * as v from 'valibot';

/**
 * Mega menu banners (doc 3 §3 "Sponsorship banner", §7 "Mega menu banners", "Sponsorship tracking";
 * docs/api/adtech.md): POST adtech/banners asks for the sponsorship banners of the categories whose menus
 * are open, and each banner carries the impression and click URLs the storefront calls.
 */

/** The one banner type and style the mega menu asks for (doc 3 §7). */
export const MEGA_MENU_BANNER_TYPE = 'mega-menu';
export const TRAFFIC_DRIVER_STYLE = 'traffic_driver';
/** The header carrying the request's uuid (doc 3 §7 "header with a uuid"). */
export const ADTECH_UUID_HEADER = 'uuid';
/** A request names at most this many categories (the menu's levels and their parents, with room to spare). */
export const MAX_BANNER_CATEGORIES = 10;

const categoryIdSchema = v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'a category id is a whole number'));

export const bannersRequestSchema = v.strictObject({
  type: v.literal(MEGA_MENU_BANNER_TYPE),
  categories: v.pipe(v.array(categoryIdSchema), v.minLength(1), v.maxLength(MAX_BANNER_CATEGORIES)),
  style: v.literal(TRAFFIC_DRIVER_STYLE),
  // The call layer leaves out null values (doc 1 §5): an anonymous shopper's request has none.
  trolleyId: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(40)))),
});
export type BannersRequest = v.InferOutput<typeof bannersRequestSchema>;

/** Sponsorship banner (doc 3 §3), with the category it sponsors. */
export const sponsorshipBannerSchema = v.object({
  id: v.string(),
  categoryId: v.string(),
  textArea: v.object({
    offerHeading: v.nullable(v.string()),
    heading: v.string(),
    subheading: v.nullable(v.string()),
    link: v.object({ url: v.string(), text: v.string(), altText: v.string() }),
  }),
  image: v.object({ src: v.string() }),
  tracking: v.object({
    impressionUrls: v.array(v.string()),
    clickUrls: v.array(v.string()),
    vendor: v.string(),
  }),
});
export type SponsorshipBanner = v.InferOutput<typeof sponsorshipBannerSchema>;

export const bannersAnswerSchema = v.object({ banners: v.array(sponsorshipBannerSchema) });
export type BannersAnswer = v.InferOutput<typeof bannersAnswerSchema>;

/** What a tracking URL records: a banner seen, or a banner followed. */
export const TRACKING_KINDS = ['impression', 'click'] as const;
export type TrackingKind = (typeof TRACKING_KINDS)[number];
