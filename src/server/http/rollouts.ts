import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Database } from '../db/client.ts';
import { getRollouts } from '../services/rollouts.ts';
import { apiError } from './errors.ts';

const MAX_NAMES = 100;
const MAX_NAME_LENGTH = 100;

/** Rollouts service: `POST /api/rollouts-{env}/v1/get-rollouts` with `{ names?: string[] }` (doc 1 §7.4, §9). */
export function rolloutRoutes(db: Database) {
  return new Hono().post(
    '/get-rollouts',
    bodyLimit({ maxSize: 16 * 1024, onError: (c) => apiError(c, 413, 'TOO_LARGE', 'Request too large') }),
    async (c) => {
      const text = await c.req.text();
      let body: unknown = {};
      if (text.trim() !== '') {
        try {
          body = JSON.parse(text);
        } catch {
          return apiError(c, 400, 'BAD_REQUEST', 'The body must be JSON');
        }
      }
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        return apiError(c, 400, 'BAD_REQUEST', 'The body must be a JSON object');
      }
      const names = (body as { names?: unknown }).names;
      if (
        names !== undefined &&
        (!Array.isArray(names) ||
          names.length > MAX_NAMES ||
          !names.every(
            (name) => typeof name === 'string' && name.length > 0 && name.length <= MAX_NAME_LENGTH,
          ))
      ) {
        return apiError(c, 400, 'BAD_REQUEST', `names must be a list of up to ${MAX_NAMES} flag names`);
      }
      c.header('Cache-Control', 'no-store');
      return c.json({ rollouts: await getRollouts(db, names as string[] | undefined) });
    },
  );
}
