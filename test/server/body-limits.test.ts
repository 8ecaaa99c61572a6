import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import type { DatabaseHandle } from '../../src/server/db/client.ts';
import { BEACON_MAX_BYTES } from '../../src/server/http/beacon.ts';
import { DEFAULT_BODY_LIMIT_BYTES, SMALL_BODY_LIMIT_BYTES } from '../../src/server/http/body-limit.ts';
import { createMemoryLogger } from '../../src/server/logger.ts';
import { createTestDatabase } from './support/test-database.ts';

// Issue 14 point 5: one bound for every route's body, refused with 413 before it is read (the slot routes
// once parsed 64 MB from an anonymous session, and the beacon read 64 MB before its 4 KB check).

// Made before the tests are collected: the table of routes below is read from the app. Development mode,
// so its routes are checked too.
const database: DatabaseHandle = await createTestDatabase();
const app = createApp({ database, logger: createMemoryLogger(), apiEnv: 'prod', development: true });
afterAll(async () => {
  await database.close();
});

const MEGABYTE = 1024 * 1024;
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Every API route that takes a body, its parameters filled in. */
function routesWithBodies() {
  const seen = new Set<string>();
  for (const route of app.routes) {
    if (!WITH_BODY.has(route.method) || !route.path.startsWith('/api/')) continue;
    seen.add(`${route.method} ${route.path.replace(/:[A-Za-z]+/g, '1')}`);
  }
  return [...seen].map((entry) => entry.split(' ') as [string, string]);
}

/** A body of `bytes` that declares its length, or streams without one (chunked). */
function bodyOf(bytes: number, declared: boolean): RequestInit {
  const payload = JSON.stringify({ padding: 'x'.repeat(bytes) });
  if (declared) {
    return {
      body: payload,
      headers: { 'content-type': 'application/json', 'content-length': String(payload.length) },
    };
  }
  let read = 0;
  const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (read >= bytes) return controller.close();
      read += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { body: stream, headers: { 'content-type': 'application/json' }, duplex: 'half' } as RequestInit;
}

describe('request bodies', () => {
  const routes = routesWithBodies();

  it('finds the routes that take bodies (sign-in, graph, slots, addresses, beacon ...)', () => {
    const paths = routes.map(([, path]) => path);
    for (const expected of [
      '/api/token-client-prod/v1/auth',
      '/api/graphql-prod/v1/graphql',
      '/api/slot-orchestration-prod/v1/bookslot',
      '/api/slot-orchestration-prod/v1/slotdates',
      '/api/address-prod/v2/contact-address',
      '/api/analytics-prod/v1/abandoned-trolley',
      '/api/slot-orchestration-prod/v1/testing/slots/1/capacity',
    ]) {
      expect(paths).toContain(expected);
    }
  });

  it.each(routes)('%s %s refuses a 1 MB body with 413, declared or streamed', async (method, path) => {
    for (const declared of [true, false]) {
      const response = await app.request(path, { method, ...bodyOf(MEGABYTE, declared) });
      expect(response.status, declared ? 'with Content-Length' : 'chunked').toBe(413);
    }
  });

  it('bounds the small services at 16 KB, the rest at 128 KB, the beacon at 4 KB', async () => {
    const status = async (path: string, bytes: number) =>
      (await app.request(path, { method: 'POST', ...bodyOf(bytes, true) })).status;
    expect(await status('/api/token-client-prod/v1/auth?clientType=WEB_APP', SMALL_BODY_LIMIT_BYTES)).toBe(
      413,
    );
    expect(await status('/api/token-client-prod/v1/auth?clientType=WEB_APP', 1024)).not.toBe(413);
    expect(await status('/api/graphql-prod/v1/graphql?tag=t', DEFAULT_BODY_LIMIT_BYTES)).toBe(413);
    expect(await status('/api/graphql-prod/v1/graphql?tag=t', 64 * 1024)).not.toBe(413);
    expect(await status('/api/analytics-prod/v1/abandoned-trolley', BEACON_MAX_BYTES)).toBe(413);
    const answer = await app.request('/api/slot-orchestration-prod/v1/bookslot', {
      method: 'POST',
      ...bodyOf(20 * 1024, true),
    });
    expect(await answer.json()).toEqual({
      type: 'TOO_LARGE',
      message: 'The request body is larger than 16 KB.',
    });
  });
});
