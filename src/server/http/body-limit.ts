import { bodyLimit } from 'hono/body-limit';
import { apiError } from './errors.ts';

/**
 * Every request body is bounded: one declared larger (Content-Length) is refused with 413 before a byte
 * of it is read, and one sent without a length is cut off as soon as it passes the bound.
 */
export const DEFAULT_BODY_LIMIT_BYTES = 128 * 1024;
/** Services whose payloads are small (sign-in, an address, a slot booking): a tighter bound. */
export const SMALL_BODY_LIMIT_BYTES = 16 * 1024;

const size = (bytes: number) => (bytes >= 1024 ? `${bytes / 1024} KB` : `${bytes} bytes`);

export function limitBody(maxSize: number) {
  return bodyLimit({
    maxSize,
    onError: (c) => apiError(c, 413, 'TOO_LARGE', `The request body is larger than ${size(maxSize)}.`),
  });
}
