import * as v from 'valibot';
import { productSchema } from './catalogue.ts';

/**
 * The offer and bundle answers (doc 3 §2 "Offers, bundles, meal deals", §3 Promotion and Bundle;
 * docs/api/offers.md): an offer's page with a page of its products, and bundles with their groups.
 */

/** Products of an offer per page (doc 3 §9 "Default search page size 48"). */
export const OFFER_PAGE_SIZE = 48;
/** Products shown per bundle group. */
export const BUNDLE_GROUP_PRODUCTS_MAX = 8;

/** A promotion as its own page presents it (doc 3 §3 Promotion). */
export const offerSchema = v.object({
  promotionId: v.number(),
  promotionType: v.string(),
  /** doc 3 §9: INT, MPO, PMA, PMR, PMS, PMT, NLP, MV, LI, FEA, MD. */
  promotionTypeCode: v.string(),
  promotionDescription: v.string(),
  /** yyyy-MM-dd, the last day it applies. */
  promotionExpiryDate: v.string(),
  /** 'Offer applies to myWaitrose members only.' */
  myWaitrosePromotion: v.boolean(),
  /** Where the offer's page is: `/ecom/shop/offers/{id}`, or a meal deal's own page. */
  promoPath: v.string(),
  groups: v.array(v.object({ name: v.string(), threshold: v.number() })),
});
export type Offer = v.InferOutput<typeof offerSchema>;

/** GET offers/{offerId}?start=&size=: the offer and a page of its products. */
export const offerPageSchema = v.object({
  offer: offerSchema,
  products: v.array(productSchema),
  totalMatches: v.number(),
  start: v.number(),
  hasMore: v.boolean(),
});
export type OfferPage = v.InferOutput<typeof offerPageSchema>;

/** A bundle in the list of bundles. */
export const bundleSummarySchema = v.object({
  bundleName: v.string(),
  title: v.string(),
  description: v.string(),
  /** `/ecom/bundles/{bundleName}` */
  url: v.string(),
  /** The group titles, for the card: 'The joint', 'Vegetables' ... */
  groupTitles: v.array(v.string()),
});
export type BundleSummary = v.InferOutput<typeof bundleSummarySchema>;

export const bundlesSchema = v.object({ bundles: v.array(bundleSummarySchema) });
export type BundlesAnswer = v.InferOutput<typeof bundlesSchema>;

/** Bundle (doc 3 §3): title, groups (title, products, thresholds). */
export const bundleSchema = v.object({
  bundle: v.object({
    ...bundleSummarySchema.entries,
    groups: v.array(
      v.object({
        title: v.string(),
        /** How many of the group's products the occasion needs. */
        threshold: v.number(),
        products: v.array(productSchema),
      }),
    ),
  }),
});
export type BundleAnswer = v.InferOutput<typeof bundleSchema>;
export type Bundle = BundleAnswer['bundle'];
