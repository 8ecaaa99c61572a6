import { Hono } from 'hono';
import type { Database } from '../db/client.ts';
import { getCategoryWithDescendants, TAXONOMY_DEPTH } from '../services/taxonomy.ts';
import { apiError } from './errors.ts';

/** Taxonomy service: `/api/taxonomy-{env}/v1/...` (doc 3 §7; cached 5 minutes by clients and proxies). */
export function taxonomyRoutes(db: Database, apiEnv: string) {
  return new Hono().get('/categories/:categoryId', async (c) => {
    const rawId = c.req.param('categoryId');
    const rawDepth = c.req.query('depth') ?? '1';
    if (!/^\d{1,9}$/.test(rawId)) {
      return apiError(c, 400, 'BAD_REQUEST', `Category id must be a whole number, got "${rawId}"`);
    }
    if (!/^\d$/.test(rawDepth) || Number(rawDepth) > TAXONOMY_DEPTH) {
      return apiError(c, 400, 'BAD_REQUEST', `depth must be a whole number from 0 to ${TAXONOMY_DEPTH}`);
    }
    const found = await getCategoryWithDescendants(db, Number(rawId), Number(rawDepth), apiEnv);
    if (!found) return apiError(c, 404, 'NOT_FOUND', `Category ${rawId} not found`);
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(found);
  });
}
