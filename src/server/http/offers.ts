import { type Context, Hono } from 'hono';
import { OFFER_PAGE_SIZE } from '../../contract/offers.ts';
import type { OfferService } from '../services/offers.ts';
import { apiError } from './errors.ts';

/**
 * The offers service (docs/api/offers.md; doc 3 §2 "Offers, bundles, meal deals"): an offer's page and the
 * bundles. Every input is checked and refused with a 400 naming what is allowed; an offer or bundle that is
 * not there today is a 404. The answers are the same for every shopper: proxies may keep them a minute.
 */

const PUBLIC_CACHE = 'public, max-age=60';
const OFFER_ID = /^\d{1,9}$/;
const BUNDLE_NAME = /^[a-z0-9-]{1,60}$/;
const MAX_START = 100_000;
const MAX_SIZE = 100;

const badRequest = (c: Context, message: string) => apiError(c, 400, 'BAD_REQUEST', message);

/** A whole number query parameter from `min` to `max`, its default when absent, or undefined when invalid. */
function wholeNumber(
  raw: string | undefined,
  fallback: number,
  min: number,
  max: number,
): number | undefined {
  if (raw === undefined) return fallback;
  if (!/^\d{1,6}$/.test(raw)) return undefined;
  const value = Number(raw);
  return value >= min && value <= max ? value : undefined;
}

export function offerRoutes(offers: OfferService) {
  return new Hono()
    .get('/offers/:offerId', async (c) => {
      const offerId = c.req.param('offerId');
      if (!OFFER_ID.test(offerId)) return badRequest(c, 'offerId must be an offer id (1 to 9 digits)');
      const start = wholeNumber(c.req.query('start'), 0, 0, MAX_START);
      if (start === undefined) return badRequest(c, `start must be a whole number from 0 to ${MAX_START}`);
      const size = wholeNumber(c.req.query('size'), OFFER_PAGE_SIZE, 1, MAX_SIZE);
      if (size === undefined) return badRequest(c, `size must be a whole number from 1 to ${MAX_SIZE}`);
      const page = await offers.offerPage(Number(offerId), { start, size });
      if (!page) return apiError(c, 404, 'NOT_FOUND', `No offer ${offerId} today`);
      c.header('Cache-Control', PUBLIC_CACHE);
      return c.json(page);
    })
    .get('/bundles', async (c) => {
      c.header('Cache-Control', PUBLIC_CACHE);
      return c.json({ bundles: await offers.bundles() });
    })
    .get('/bundles/:bundleName', async (c) => {
      const bundleName = c.req.param('bundleName');
      if (!BUNDLE_NAME.test(bundleName)) {
        return badRequest(c, 'bundleName must be 1 to 60 lower-case letters, digits and dashes');
      }
      const bundle = await offers.bundle(bundleName);
      if (!bundle) return apiError(c, 404, 'NOT_FOUND', `No bundle ${bundleName}`);
      c.header('Cache-Control', PUBLIC_CACHE);
      return c.json({ bundle });
    });
}
