import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { expectsAppBanner } from '../../domain/app-banner.ts';
import { Lru } from '../services/catalogue-cache.ts';
import { isStorefrontPage, type StorefrontPageChecks, type StorefrontRoute } from './storefront-pages.ts';
import { loadPageRenderer, type PageRenderer } from './storefront-render.ts';

/** How the storefront tells its pages from paths that are not found (./storefront-pages.ts). */
export interface StorefrontPages {
  routes: readonly StorefrontRoute[];
  checks: StorefrontPageChecks;
}

/** The catalogue's pages rendered on the server (./storefront-render.ts). */
export interface StorefrontRendering {
  /** Answers a rendered page's calls: the server's own API, for the shopper's request (`env` is Hono's). */
  api: (request: Request, env: unknown) => Response | Promise<Response>;
  /** Where a failed render is reported (the browser then renders the page). */
  onError?: (error: unknown) => void;
  /**
   * The catalogue's generation (its version and London date: catalogue.generationKey): a rendered page is
   * kept and served again until it moves on, as the catalogue's own caches are.
   */
  generation?: () => Promise<string>;
}

/** Rendered pages kept (30-180 KB each): the most visited catalogue pages of the generation. */
const RENDERED_PAGES_KEPT = 200;

/**
 * The built storefront under /ecom: hashed assets are cached for a year (their names change with
 * their content); any other path below /ecom is the single-page app (history fallback), never cached
 * so that a new release is picked up at once. With `pages`, a path that is no page of the storefront
 * answers 404 with the same app, which shows its not-found page (issue 18); without, every path is 200.
 */
export function storefrontRoutes(
  staticDir: string,
  pages?: StorefrontPages,
  rendering?: StorefrontRendering,
) {
  const indexFile = path.join(staticDir, 'index.html');
  let renderer: Promise<PageRenderer | undefined> | undefined;
  const renderedPages = new Lru<string, string>(RENDERED_PAGES_KEPT);
  const app = new Hono();
  // Headers are set once the answer is known (serveStatic's onFound runs too late to add them).
  app.use('/ecom/*', async (c, next) => {
    await next();
    const hashed = c.req.path.startsWith('/ecom/assets/');
    // The app's answer for a path that is not found (404) is no more cacheable than a page's.
    if (c.res.status !== 200 && (hashed || c.res.status !== 404)) return;
    c.res.headers.set('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
  });
  // The build's manifest is for the server, not the browser.
  app.get('/ecom/.vite/*', (c) => c.text('Not found', 404));
  // Files of the build; never its index.html, which is every page's and is answered below.
  const files = serveStatic({
    root: staticDir,
    rewriteRequestPath: (requestPath) => requestPath.replace(/^\/ecom/, ''),
  });
  app.get('/ecom/*', (c, next) =>
    c.req.path.endsWith('/') || c.req.path.endsWith('/index.html') ? next() : files(c, next),
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
    // Rendered for whoever asks for a page to show (browsers, search engines: `Accept: text/html`); a client
    // that only checks the address (a monitor, a link checker) gets the plain app at once.
    if (found && rendering && c.req.header('accept')?.includes('text/html')) {
      renderer ??= loadPageRenderer({ staticDir, onError: rendering.onError }).catch((error: unknown) => {
        rendering.onError?.(error);
        return undefined;
      });
      const url = new URL(c.req.url);
      const href = `${url.pathname}${url.search}`;
      // Every shopper is sent the same page (an anonymous shopper's, before the shop arrives), so one render
      // serves them all while the catalogue stays as it was.
      // The app banner's place is the one thing of the page that depends on the shopper's browser.
      const browser = { userAgent: c.req.header('user-agent'), cookies: c.req.header('cookie') };
      const banner = expectsAppBanner({
        userAgent: browser.userAgent ?? '',
        search: url.search,
        cookies: browser.cookies ?? '',
        maxTouchPoints: 0,
      });
      const key = `${(await rendering.generation?.()) ?? ''}|${banner ? 'banner' : ''}|${href}`;
      const forwardedFor = c.req.header('x-forwarded-for');
      const rendered =
        renderedPages.get(key) ??
        (await (
          await renderer
        )?.render(
          html,
          href,
          (input, init) => {
            const request = new Request(input, init);
            // The page's calls are the shopper's: throttling and the logs see their address.
            if (forwardedFor) request.headers.set('x-forwarded-for', forwardedFor);
            return Promise.resolve(rendering.api(request, c.env));
          },
          browser,
        ));
      if (rendered) {
        if (rendering.generation) renderedPages.set(key, rendered);
        html = rendered;
      }
    }
    return c.html(html, found ? 200 : 404);
  });
  app.get('/ecom', (c) => c.redirect('/ecom/', 301));
  app.get('/', (c) => c.redirect('/ecom/', 302));
  return app;
}
