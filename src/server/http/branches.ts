import { Hono } from 'hono';
import type { Database } from '../db/client.ts';
import { findBranches, MAX_BRANCH_SEARCH_LIMIT } from '../services/branches.ts';
import { apiError } from './errors.ts';

/**
 * Branches service, `/api/branches-{env}/v1/...` (doc 3 §7 "branches by postcode"): public, the same for
 * every shopper. `GET /branches?postcode=RG12 1EN&limit=10` answers the nearest first; without a postcode,
 * every branch alphabetically. An invalid postcode is 400 INVALID_POSTCODE (doc 3 §8).
 */
export function branchRoutes(db: Database) {
  return new Hono().get('/branches', async (c) => {
    const rawLimit = c.req.query('limit');
    if (rawLimit !== undefined && !isLimit(rawLimit)) {
      return apiError(
        c,
        400,
        'BAD_REQUEST',
        `limit must be a whole number from 1 to ${MAX_BRANCH_SEARCH_LIMIT}`,
      );
    }
    const postcode = c.req.query('postcode');
    const result = await findBranches(db, {
      postcode: postcode === undefined || postcode.trim() === '' ? undefined : postcode,
      limit: rawLimit === undefined ? undefined : Number(rawLimit),
    });
    if (!result.ok) return apiError(c, 400, result.type, result.message);
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(result.search);
  });
}

function isLimit(value: string): boolean {
  return /^\d{1,3}$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_BRANCH_SEARCH_LIMIT;
}
