import type { Context } from 'hono';
import { invalidOrderInput, type OrderResult } from '../services/orders.ts';

/**
 * The JSON body of an order service call (orders, promo codes, gift cards and vouchers, the partner card).
 * Only a body that is not JSON is refused here ('The body must be JSON.', 400 INVALID_INPUT); anything else
 * thrown while reading it (the connection lost mid-body) or by the reader of its fields goes on to the
 * caller, as any other failure does. (Its bound is limitBody's, before the route.)
 */

export const NOT_JSON = invalidOrderInput('The body must be JSON.');

/** The JSON body; an empty body is `empty` (undefined when the body is not JSON). */
export async function bodyOf(c: Context, empty?: unknown): Promise<{ body: unknown } | undefined> {
  const text = await c.req.text();
  if (text.trim() === '') return empty === undefined ? undefined : { body: empty };
  try {
    return { body: JSON.parse(text) as unknown };
  } catch {
    return undefined;
  }
}

/** The body read by `read`, or NOT_JSON. */
export async function readBody<T>(
  c: Context,
  read: (body: unknown) => OrderResult<T>,
  empty?: unknown,
): Promise<OrderResult<T>> {
  const parsed = await bodyOf(c, empty);
  return parsed ? read(parsed.body) : NOT_JSON;
}
