/**
 * The server's rendering of the catalogue's pages (issue 20: paint before the JavaScript). Built by Vite as
 * its own bundle (`vite build --ssr`, see src/server/build.ts) and loaded by the server's storefront
 * (src/server/http/storefront.ts), which puts the markup in the page's <div id="root"> and the query cache it
 * was rendered from beside it; the browser hydrates the same tree from the same data (main.tsx).
 *
 * A page is rendered as the browser first shows it, before the running shop (src/shop) has arrived: the
 * shop's door stays closed here, so a control is the plain thing it is before the shop (a link, a GET form,
 * a pod without Add), and every machine starts in the browser. Only pages whose loaders never wait for the
 * shop are rendered; anything else (a redirect, a page not found, a failed load, a render slower than the
 * server allows) is left to the browser, as every other page is.
 */
import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { RenderedBrowserContext } from '../features/app-banner/app-banner-environment.ts';
import { closedShopDoor } from '../shop/door/door.tsx';
import { createNetworkErrorNotice } from '../shop/door/network-error.ts';
import { AppTree } from './AppTree.tsx';
import { createQueryClient } from './query-client.ts';
import { createAppRouter } from './router.ts';
import { serialisedAnswers } from './server-state.ts';

/** The pages the server renders: the catalogue's (issue 20), whose loaders read public data only. */
export const SERVER_RENDERED_ROUTES: ReadonlySet<string> = new Set([
  '/_main/',
  '/_main/shop/search',
  '/_main/shop/browse/$',
  '/_main/shop/browse/groceries/',
  '/_main/shop/browse/entertaining/',
  '/_main/products/$productName/$productId',
]);

/** What the shopper's request says of their browser: the app banner's place depends on it. */
export interface BrowserHeaders {
  userAgent?: string | undefined;
  cookies?: string | undefined;
}

/** React's mark of a Suspense boundary the server could not finish. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';
const LAZY_PARTS_TRIES = 5;
const LAZY_PARTS_WAIT_MS = 20;

export interface RenderedPage {
  /** The page's markup, for <div id="root">. */
  html: string;
  /** The document's title. */
  title: string;
  /** The answers the page was rendered from, as JSON that is safe inside a <script> element. */
  state: string;
  /** The routes the page matched, root first (their styles go in the page's head). */
  routeIds: string[];
}

/**
 * Where the pages' calls go: the server answers them itself, in-process, for the request being rendered
 * (src/server/http/storefront.ts keeps which one that is).
 */
export { setCallTransport } from '../api/client.ts';

/**
 * Renders one page (`href`: its address below the origin, `/ecom/shop/search?searchTerm=milk`), or null
 * when the browser should (a page the server does not render, a redirect, a page not found, a failed
 * load). The server bounds how long it waits.
 */
export async function renderPage(href: string, browser: BrowserHeaders = {}): Promise<RenderedPage | null> {
  const queryClient = createQueryClient();
  const door = closedShopDoor(createNetworkErrorNotice(() => true));
  const router = createAppRouter(queryClient, door, createMemoryHistory({ initialEntries: [href] }));
  const planned = router.matchRoutes(router.state.location);
  const last = planned.at(-1);
  if (!last || !SERVER_RENDERED_ROUTES.has(last.routeId)) return null;

  await router.load();
  // A redirect leaves the page unresolved; a page not found or a failed load shows in its matches.
  const { matches, location, resolvedLocation } = router.state;
  if (location.href !== resolvedLocation?.href) return null;
  if (matches.some((match) => match.status !== 'success' || match._notFound)) return null;
  if (matches.at(-1)?.routeId !== last.routeId) return null;

  const environment = {
    userAgent: browser.userAgent ?? '',
    search: router.state.location.searchStr,
    cookies: browser.cookies ?? '',
    maxTouchPoints: 0,
  };
  const tree = (
    <RenderedBrowserContext value={environment}>
      <AppTree door={door} queryClient={queryClient} router={router} />
    </RenderedBrowserContext>
  );
  // The layout's lazy parts load on the first render of the process: a boundary still waiting for them is
  // written for the browser to render (`<!--$!-->`), so the page is rendered again once they have.
  let html = renderToString(tree);
  for (let tries = 0; html.includes(CLIENT_RENDERED_BOUNDARY) && tries < LAZY_PARTS_TRIES; tries++) {
    await new Promise((resolve) => setTimeout(resolve, LAZY_PARTS_WAIT_MS));
    html = renderToString(tree);
  }
  return {
    html,
    title: titleOf(matches),
    state: serialisedAnswers(queryClient),
    routeIds: matches.map((match) => match.routeId),
  };
}

function titleOf(matches: readonly { meta?: unknown }[]): string {
  for (const match of [...matches].reverse()) {
    const meta = Array.isArray(match.meta) ? (match.meta as { title?: unknown }[]) : [];
    const title = meta.find((entry) => typeof entry?.title === 'string')?.title;
    if (typeof title === 'string') return title;
  }
  return '';
}
