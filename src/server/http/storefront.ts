import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { isStorefrontPage, type StorefrontPageChecks, type StorefrontRoute } from './storefront-pages.ts';

/** How the storefront tells its pages from paths that are not found (./storefront-pages.ts). */
export interface StorefrontPages {
  routes: readonly StorefrontRoute[];
  checks: StorefrontPageChecks;
}

/**
 * The built storefront under /ecom: hashed assets are cached for a year (their names change with
 * their content); any other path below /ecom is the single-page app (history fallback), never cached
 * so that a new release is picked up at once. With `pages`, a path that is no page of the storefront
 * answers 404 with the same app, which shows its not-found page (issue 18); without, every path is 200.
 */
export function storefrontRoutes(staticDir: string, pages?: StorefrontPages) {
  const indexFile = path.join(staticDir, 'index.html');
  const app = new Hono();
  // Headers are set once the answer is known (serveStatic's onFound runs too late to add them).
  app.use('/ecom/*', async (c, next) => {
    await next();
    const hashed = c.req.path.startsWith('/ecom/assets/');
    // The app's answer for a path that is not found (404) is no more cacheable than a page's.
    if (c.res.status !== 200 && (hashed || c.res.status !== 404)) return;
    c.res.headers.set('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
  });
  app.get(
    '/ecom/*',
    serveStatic({ root: staticDir, rewriteRequestPath: (requestPath) => requestPath.replace(/^\/ecom/, '') }),
  );
  app.get('/ecom/*', async (c) => {
    if (c.req.path.startsWith('/ecom/assets/')) return c.text('Not found', 404);
    let html: string;
    try {
      html = await readFile(indexFile, 'utf8');
    } catch {
      return c.text(
        'The storefront has not been built: run `npm run build` (npm start does it for you).',
        503,
      );
    }
    const path = c.req.path.replace(/^\/ecom/, '') || '/';
    const found = pages ? await isStorefrontPage(pages.routes, pages.checks, path) : true;
    return c.html(html, found ? 200 : 404);
  });
  app.get('/ecom', (c) => c.redirect('/ecom/', 301));
  app.get('/', (c) => c.redirect('/ecom/', 302));
  return app;
}
