import { Hono } from 'hono';
import * as v from 'valibot';
import type { Logger } from '../logger.ts';
import { limitBody } from './body-limit.ts';
import { apiError } from './errors.ts';

/**
 * The analytics beacon (doc 1 §7.5, doc 2 §7 Analytics and tracking): `navigator.sendBeacon` posts the
 * abandoned-trolley update when the tab is hidden, or the shopper leaves while an add is still loading.
 * `POST /api/analytics-{env}/v1/abandoned-trolley`. A beacon sends what it can (often `text/plain`), so
 * the body is read as JSON whatever its type; it is checked, logged without anything personal, and
 * answered 204 (nobody reads the answer).
 */
export const BEACON_MAX_BYTES = 4096;

export const abandonedTrolleySchema = v.object({
  clientId: v.pipe(v.string(), v.maxLength(100)),
  sessionId: v.nullable(v.pipe(v.string(), v.maxLength(100))),
  customerId: v.pipe(v.number(), v.integer()),
  orderId: v.nullable(v.pipe(v.string(), v.maxLength(40))),
  pageLocation: v.pipe(v.string(), v.maxLength(2048)),
});

/** The page's path, without its query and fragment (where search terms and emails could be). */
function pathOf(pageLocation: string): string {
  try {
    return new URL(pageLocation, 'http://shop.invalid').pathname;
  } catch {
    return '';
  }
}

export function beaconRoutes(logger: Logger) {
  return new Hono().post('/abandoned-trolley', limitBody(BEACON_MAX_BYTES), async (c) => {
    const text = await c.req.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return apiError(c, 400, 'BAD_REQUEST', 'The beacon must be JSON.');
    }
    const parsed = v.safeParse(abandonedTrolleySchema, body);
    if (!parsed.success)
      return apiError(c, 400, 'BAD_REQUEST', 'The beacon is not an abandoned-trolley update.');
    const { customerId, orderId, pageLocation } = parsed.output;
    // Who it was (client, session, customer) stays out of the log; that there was a trolley and where is kept.
    logger.info('abandoned trolley update', {
      signedIn: customerId !== -1,
      hasOrder: orderId !== null,
      page: pathOf(pageLocation),
    });
    return c.body(null, 204);
  });
}
