import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import type { DatabaseHandle } from '../../src/server/db/client.ts';
import { routeFilesOf } from '../../src/server/http/storefront-render.ts';
import { createMemoryLogger } from '../../src/server/logger.ts';
import { createTestDatabase } from './support/test-database.ts';

/**
 * The server's half of rendering the catalogue's pages (issue 20): a build with a server bundle has its
 * pages written into index.html with their data, styles and chunks. The bundle here stands in for
 * dist/server/server-render.js (src/app/server-render.tsx, whose pages the e2e journeys check in a browser):
 * it renders what its call to the server's own API answered.
 */
const FAKE_BUNDLE = `
let transport;
let renders = 0;
export function setCallTransport(fetch) { transport = fetch; }
export async function renderPage(href) {
  if (href.includes('not-rendered')) return null;
  if (href.includes('failing')) throw new Error('the page failed');
  if (href.includes('slow')) await new Promise((resolve) => setTimeout(resolve, 5000));
  const answer = await transport(new Request('http://localhost/api/health-prod/v1/health'));
  const { status } = await answer.json();
  renders += 1;
  return {
    html: '<title>Milk - Search</title><link rel="canonical" href="/ecom/shop/search"/><main data-render="' + renders + '"><h1>Results</h1><p>API ' + status + '</p></main>',
    title: 'Milk - Search',
    state: '{"queries":[{"queryKey":["a"],"state":{"data":"\\\\u003c/script>"}}]}',
    routeIds: ['__root__', '/_main', '/_main/shop/search'],
  };
}
`;

const INDEX_HTML = `<!doctype html><html><head><title>Shop</title><script type="module" crossorigin src="/ecom/assets/index.js"></script><link rel="stylesheet" crossorigin href="/ecom/assets/index.css"></head><body><div id="root"></div></body></html>`;

const MANIFEST = {
  'index.html': { file: 'assets/index.js', src: 'index.html', isEntry: true, css: ['assets/index.css'] },
  'src/routes/_main/shop/search.tsx?tsr-split=component---pendingComponent': {
    file: 'assets/search.js',
    imports: ['index.html', '_shared.js'],
    css: ['assets/search.css'],
  },
  '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css'] },
  'src/routes/_main/shop/multi-search.tsx?tsr-split=component': {
    file: 'assets/multi-search.js',
    css: ['assets/multi-search.css'],
  },
};

let database: DatabaseHandle;
let root: string;
const logger = createMemoryLogger();
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await createTestDatabase();
  root = await mkdtemp(path.join(tmpdir(), 'storefront-render-'));
  const staticDir = path.join(root, 'ecom');
  await mkdir(path.join(staticDir, 'assets'), { recursive: true });
  await mkdir(path.join(staticDir, '.vite'));
  await mkdir(path.join(root, 'server'));
  await writeFile(path.join(staticDir, 'index.html'), INDEX_HTML);
  await writeFile(path.join(staticDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  for (const name of ['index', 'search', 'shared', 'multi-search']) {
    await writeFile(path.join(staticDir, 'assets', `${name}.css`), `.${name}{color:red}`);
  }
  await writeFile(path.join(root, 'server', 'server-render.js'), FAKE_BUNDLE);
  app = createApp({ database, logger, apiEnv: 'prod', staticDir });
});

afterAll(async () => {
  await database?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

const page = async (url: string, accept = 'text/html,application/xhtml+xml,*/*;q=0.8') => {
  const response = await app.request(url, { headers: { accept } });
  return { status: response.status, html: await response.text() };
};

describe('a page the server renders', () => {
  it('has its markup in #root, its data beside it, and its title in the head', async () => {
    const { status, html } = await page('/ecom/shop/search?searchTerm=milk');
    expect(status).toBe(200);
    expect(html).toMatch(
      /<div id="root"><main data-render="\d+"><h1>Results<\/h1><p>API ok<\/p><\/main><\/div>/,
    );
    expect(html).toContain(
      '<script id="server-state" type="application/json">{"queries":[{"queryKey":["a"],"state":{"data":"\\u003c/script>"}}]}</script>',
    );
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<title>Milk - Search</title>');
    expect(head).toContain('<link rel="canonical" href="/ecom/shop/search"/>');
    expect(head).not.toContain('<title>Shop</title>');
  });

  it('has the styles of its first paint inline (the entry, its route and what the route imports) and its chunks preloaded', async () => {
    const { html } = await page('/ecom/shop/search?searchTerm=milk');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<style data-href="/ecom/assets/index.css">.index{color:red}</style>');
    expect(head).not.toContain('<link rel="stylesheet"');
    expect(head).toContain('<style data-href="/ecom/assets/search.css">.search{color:red}</style>');
    expect(head).toContain('<style data-href="/ecom/assets/shared.css">.shared{color:red}</style>');
    // The page paints without them: they come after what it shows.
    expect(head).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/ecom/assets/search.js">',
    );
    expect(head).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/ecom/assets/shared.js">',
    );
    expect(head).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/ecom/assets/index.js">',
    );
    // Another route's chunks are not this page's.
    expect(html).not.toContain('multi-search');
  });

  it('is left to the browser when the bundle does not render it, fails, or takes too long', async () => {
    for (const term of ['not-rendered', 'failing', 'slow']) {
      const url = `/ecom/shop/search?searchTerm=${term}`;
      const { status, html } = await page(url);
      expect(status, url).toBe(200);
      expect(html, url).toBe(INDEX_HTML);
    }
    const warnings = logger.lines.filter((line) => line.level === 'warn').map((line) => line.msg);
    expect(warnings).toContain('a page could not be rendered on the server');
  }, 15_000);

  it('is rendered once for every shopper while the catalogue stays as it was', async () => {
    const renderOf = (html: string) => /data-render="(\d+)"/.exec(html)?.[1];
    const first = renderOf((await page('/ecom/shop/search?searchTerm=bread')).html);
    const again = renderOf((await page('/ecom/shop/search?searchTerm=bread')).html);
    const other = renderOf((await page('/ecom/shop/search?searchTerm=eggs')).html);
    expect(first).toBeDefined();
    expect(again).toBe(first);
    expect(other).not.toBe(first);
  });

  it('is rendered only for a client that asks for HTML to show', async () => {
    const { status, html } = await page('/ecom/shop/search?searchTerm=milk', '*/*');
    expect(status).toBe(200);
    expect(html).toBe(INDEX_HTML);
  });

  it('never serves the build manifest', async () => {
    expect((await app.request('/ecom/.vite/manifest.json')).status).toBe(404);
  });
});

describe('routeFilesOf', () => {
  it('finds a route file from its id', () => {
    expect(routeFilesOf('__root__')).toEqual(['src/routes/__root.tsx']);
    expect(routeFilesOf('/_main/')).toContain('src/routes/_main/index.tsx');
    expect(routeFilesOf('/_main/shop/browse/$')).toContain('src/routes/_main/shop/browse/$.tsx');
    expect(routeFilesOf('/_main/products/$productName/$productId')).toContain(
      'src/routes/_main/products/$productName/$productId.tsx',
    );
  });
});
