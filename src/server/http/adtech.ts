import { Hono } from 'hono';
import * as v from 'valibot';
import {
  ADTECH_UUID_HEADER,
  type BannersAnswer,
  bannersRequestSchema,
  TRACKING_KINDS,
} from '../../contract/adtech.ts';
import { BANNER_ID_PATTERN, renderCreative, type SponsorshipService } from '../services/sponsorship.ts';
import { limitBody } from './body-limit.ts';
import { apiError } from './errors.ts';

/** A request's body is a handful of category ids. */
export const ADTECH_BODY_LIMIT_BYTES = 2048;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The adtech service (doc 3 §7 "Mega menu banners", "Sponsorship tracking"; docs/api/adtech.md):
 * `/api/adtech-{env}/v1/banners`, the tracking URLs the banners carry, and their creatives.
 */
export function adtechRoutes(sponsorship: SponsorshipService) {
  return new Hono()
    .post('/banners', limitBody(ADTECH_BODY_LIMIT_BYTES), async (c) => {
      const uuid = c.req.header(ADTECH_UUID_HEADER);
      if (!uuid || !UUID.test(uuid)) {
        return apiError(c, 400, 'BAD_REQUEST', `The ${ADTECH_UUID_HEADER} header must be a uuid.`);
      }
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        return apiError(c, 400, 'BAD_REQUEST', 'The body must be JSON.');
      }
      const parsed = v.safeParse(bannersRequestSchema, body);
      if (!parsed.success) {
        return apiError(c, 400, 'BAD_REQUEST', parsed.issues.map((issue) => issue.message).join('; '));
      }
      const answer: BannersAnswer = { banners: await sponsorship.bannersFor(parsed.output.categories) };
      c.header('Cache-Control', 'no-store');
      return c.json(answer);
    })
    .post('/tracking/:kind/:bannerId', async (c) => {
      const kind = c.req.param('kind');
      const bannerId = c.req.param('bannerId');
      if (!(TRACKING_KINDS as readonly string[]).includes(kind)) {
        return apiError(c, 404, 'NOT_FOUND', `No tracking of kind "${kind.slice(0, 40)}"`);
      }
      if (
        !BANNER_ID_PATTERN.test(bannerId) ||
        !(await sponsorship.record(kind as 'impression' | 'click', bannerId))
      ) {
        return apiError(c, 404, 'NOT_FOUND', 'No such banner');
      }
      return c.body(null, 204);
    })
    .get('/tracking/:bannerId', async (c) => {
      const bannerId = c.req.param('bannerId');
      const counts = BANNER_ID_PATTERN.test(bannerId) ? await sponsorship.countsOf(bannerId) : undefined;
      if (!counts) return apiError(c, 404, 'NOT_FOUND', 'No such banner');
      c.header('Cache-Control', 'no-store');
      return c.json({ bannerId, ...counts });
    })
    .get('/creatives/:bannerId', (c) => {
      const bannerId = c.req.param('bannerId');
      const seed = BANNER_ID_PATTERN.test(bannerId) ? sponsorship.creativeOf(bannerId) : undefined;
      if (!seed) return apiError(c, 404, 'NOT_FOUND', 'No such banner');
      c.header('Content-Type', 'image/svg+xml; charset=utf-8');
      c.header('Cache-Control', 'public, max-age=86400');
      return c.body(renderCreative(seed));
    });
}
