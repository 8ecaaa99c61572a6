import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The client's address for throttling: the socket's peer, or, only when the server sits behind a
 * trusted proxy (TRUST_PROXY=1), the first X-Forwarded-For entry. Requests made in-process
 * (`app.request` in tests) have no socket and count as "unknown".
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const first = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (first) return first.slice(0, 64);
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
