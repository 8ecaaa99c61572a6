import { bundleSchema, bundlesSchema, OFFER_PAGE_SIZE, offerPageSchema } from '../contract/offers.ts';
import { call } from './client.ts';

/**
 * The offers calls (docs/api/offers.md; doc 3 §2 "Offers, bundles, meal deals"): an offer's page and the
 * bundles, parsed with src/contract/offers.ts. Their answers are the same for every shopper: they do not wait
 * for the session. A 404 (no such offer or bundle today) is the caller's to show.
 */

export type { Bundle, BundleSummary, Offer, OfferPage } from '../contract/offers.ts';
export { OFFER_PAGE_SIZE } from '../contract/offers.ts';

const OFFERS = 'offers';

/** GET offers-{env}/v1/offers/{offerId}?start=&size= */
export function getOfferPage(offerId: string, start: number, signal?: AbortSignal) {
  return call({
    service: OFFERS,
    version: 1,
    endpoint: `offers/${encodeURIComponent(offerId)}`,
    searchParams: { start, size: OFFER_PAGE_SIZE },
    schema: offerPageSchema,
    handleStatuses: [404],
    needsSession: false,
    signal,
  });
}

/** GET offers-{env}/v1/bundles */
export function getBundles(signal?: AbortSignal) {
  return call({
    service: OFFERS,
    version: 1,
    endpoint: 'bundles',
    schema: bundlesSchema,
    needsSession: false,
    signal,
  });
}

/** GET offers-{env}/v1/bundles/{bundleName} */
export function getBundle(bundleName: string, signal?: AbortSignal) {
  return call({
    service: OFFERS,
    version: 1,
    endpoint: `bundles/${encodeURIComponent(bundleName)}`,
    schema: bundleSchema,
    handleStatuses: [404],
    needsSession: false,
    signal,
  });
}
