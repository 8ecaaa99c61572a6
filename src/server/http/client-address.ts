import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The client's address for throttling. Behind `trustedHops` proxies (TRUST_PROXY=N), each of which
 * appends the address it saw to X-Forwarded-For, the N-th entry from the right is the one the outermost
 * trusted proxy saw: everything to its left the client wrote itself. Without trusted proxies, or when the
 * header has fewer entries than that, the socket's peer. Requests made in-process (`app.request` in
 * tests) have no socket and count as "unknown".
 */
export function clientAddress(c: Context, trustedHops: number): string {
  if (trustedHops > 0) {
    const forwarded = forwardedAddress(c.req.header('x-forwarded-for'), trustedHops);
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** The `hops`-th entry from the right of an X-Forwarded-For value (1 = the last), or undefined. */
export function forwardedAddress(header: string | undefined, hops: number): string | undefined {
  if (!header || hops < 1) return undefined;
  // All X-Forwarded-For headers arrive joined with commas; every proxy appends one entry.
  const entries = header.split(',').map((entry) => entry.trim());
  const entry = entries[entries.length - hops];
  return entry ? entry.slice(0, 64) : undefined;
}
