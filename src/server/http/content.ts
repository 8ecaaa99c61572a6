import { Hono } from 'hono';
import type { Database } from '../db/client.ts';
import { findFragment } from '../services/content.ts';
import { apiError } from './errors.ts';

/**
 * A fragment's name: lower-case words of letters, digits and dashes, joined by slashes for pages below a
 * section ('footer', 'help-information', 'help-information/privacy-notice').
 */
export const FRAGMENT_NAME = /^[a-z0-9][a-z0-9-]*(?:\/[a-z0-9][a-z0-9-]*)*$/;
export const FRAGMENT_NAME_MAX_LENGTH = 120;

/** Content service, `/api/content-{env}/v2/...`: managed fragments by name (doc 3 §7; docs/api/content.md). */
export function contentRoutes(db: Database) {
  return new Hono().get('/fragments/:name{.+}', async (c) => {
    const name = c.req.param('name');
    if (name.length > FRAGMENT_NAME_MAX_LENGTH || !FRAGMENT_NAME.test(name)) {
      return apiError(
        c,
        400,
        'BAD_REQUEST',
        'A fragment name is lower-case letters, digits and dashes, with slashes between sections',
      );
    }
    // A content slot with nothing in it today (the site banner) is `content: null`, not a 404: the storefront
    // asks for it on every page, and an empty slot is a normal answer (docs/api/content.md).
    const fragment = await findFragment(db, name);
    if (!fragment) return apiError(c, 404, 'NOT_FOUND', `No content called "${name}"`);
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(fragment);
  });
}
