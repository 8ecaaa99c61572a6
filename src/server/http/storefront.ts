import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';

/**
 * The built storefront under /ecom: hashed assets are cached for a year (their names change with
 * their content); any other path below /ecom is the single-page app (history fallback), never cached
 * so that a new release is picked up at once.
 */
export function storefrontRoutes(staticDir: string) {
  const indexFile = path.join(staticDir, 'index.html');
  const app = new Hono();
  // Headers are set once the answer is known (serveStatic's onFound runs too late to add them).
  app.use('/ecom/*', async (c, next) => {
    await next();
    if (c.res.status !== 200) return;
    const hashed = c.req.path.startsWith('/ecom/assets/');
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
    return c.html(html);
  });
  app.get('/ecom', (c) => c.redirect('/ecom/', 301));
  app.get('/', (c) => c.redirect('/ecom/', 302));
  return app;
}
