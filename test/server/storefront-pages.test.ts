import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountMenuItems,
  HEADER_MAIN_LINKS,
  HEADER_SERVICE_LINKS,
} from '../../src/features/header/header.view-model.ts';
import { SEASONAL_BANNERS } from '../../src/features/home/seasonal-banner.ts';
import { createApp } from '../../src/server/app.ts';
import type { DatabaseHandle } from '../../src/server/db/client.ts';
import { readStorefrontRoutes, routeOf, routesOfRouteTree } from '../../src/server/http/storefront-pages.ts';
import { createMemoryLogger } from '../../src/server/logger.ts';
import { FOOTER_CONTENT } from '../../src/server/seed/data/footer.ts';
import { ensureSeeded } from '../../src/server/seed/index.ts';
import { createTestDatabase } from './support/test-database.ts';

let database: DatabaseHandle;
let staticDir: string;
let app: ReturnType<typeof createApp>;
/** A real product page of the seeded catalogue: /ecom/products/{name}/{id}. */
let productUrl: string;

beforeAll(async () => {
  database = await createTestDatabase();
  await ensureSeeded(database.db, { products: 300 });
  staticDir = await mkdtemp(path.join(tmpdir(), 'storefront-pages-'));
  await mkdir(path.join(staticDir, 'assets'));
  await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
  app = createApp({ database, logger: createMemoryLogger(), apiEnv: 'prod', staticDir });
  const response = await app.request('/api/content-prod/v2/en?clientType=WEB_APP', {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      contentUrl: '/shop/browse/groceries',
      customerId: '-1',
      customerSearchRequest: { queryParams: { size: 10 } },
    }),
  });
  const answer = (await response.json()) as { products: { url: string }[] };
  productUrl = answer.products[0]?.url ?? '';
}, 60_000);

afterAll(async () => {
  await database?.close();
  if (staticDir) await rm(staticDir, { recursive: true, force: true });
});

async function statusOf(url: string) {
  const response = await app.request(url);
  expect(await response.text()).toContain('<div id="root">');
  expect(response.headers.get('cache-control')).toBe('no-cache');
  return response.status;
}

describe('the storefront answers 200 for its pages and 404 for paths that are none (issue 18)', () => {
  it.each([
    '/ecom/',
    '/ecom/find-a-store',
    '/ecom/shop/search?searchTerm=milk',
    '/ecom/shop/trolley',
    '/ecom/myaccount',
    '/ecom/myaccount/my-orders',
    '/ecom/myaccount/my-orders/order/1234',
    '/ecom/bookslot/delivery',
    '/ecom/login',
    '/ecom/shop/browse/groceries',
    '/ecom/shop/browse/groceries/',
    '/ecom/shop/browse/Groceries',
    '/ecom/shop/browse/groceries/christmas',
    '/ecom/shop/browse/entertaining',
    '/ecom/shop/browse/offers',
    '/ecom/shop/browse/offers/groceries_offers',
    '/ecom/help-information',
    '/ecom/help-information/privacy-notice',
    '/ecom/help-information/contact-us/',
  ])('%s is a page: 200', async (url) => {
    expect(await statusOf(url)).toBe(200);
  });

  it.each(Object.values(SEASONAL_BANNERS).map((banner) => banner.href))(
    'the seasonal banner’s link %s is a page: 200',
    async (href) => {
      expect(await statusOf(href)).toBe(200);
    },
  );

  // Every link of the header, the account menu and the footer leads to a page (issue 18). New
  // (/ecom/shop/featured/new) comes with issue 18's featured pages, built beside this change.
  it.each([
    ...HEADER_MAIN_LINKS.map((link) => link.href),
    ...HEADER_SERVICE_LINKS.map((link) => link.href),
    ...accountMenuItems(false, 'ACTIVE').flatMap((item) => (item.kind === 'link' ? [item.href] : [])),
    ...[
      FOOTER_CONTENT.support,
      FOOTER_CONTENT.about,
      FOOTER_CONTENT.shops,
      FOOTER_CONTENT.social,
      FOOTER_CONTENT.apps,
      { links: FOOTER_CONTENT.siteLinks },
    ]
      .flatMap((group): readonly { href: string }[] => group.links)
      .map((link) => link.href)
      .filter((href) => href.startsWith('/ecom/')),
  ])('the header, account menu or footer link %s is a page: 200', async (href) => {
    expect(await statusOf(href)).toBe(200);
  });

  it('a product page of a real product is 200', async () => {
    expect(productUrl).toMatch(/^\/ecom\/products\/[^/]+\/[^/]+$/);
    expect(await statusOf(productUrl)).toBe(200);
  });

  it.each([
    ['no route has it', '/ecom/no-such-page'],
    ['no route has it, deeper', '/ecom/shop/nothing/here'],
    ['an area not built', '/ecom/recipes'],
    ['a category that does not exist', '/ecom/shop/browse/groceries/no-such-aisle'],
    ['browse with no category', '/ecom/shop/browse'],
    ['offers of a category that does not exist', '/ecom/shop/browse/offers/nothing_offers'],
    ['a product that does not exist', '/ecom/products/no-such-thing/999999-0'],
    ['a product id no product can have', '/ecom/products/x/not%20an%20id'],
    ['a help page that does not exist', '/ecom/help-information/no-such-help'],
    ['a help page name no fragment can have', '/ecom/help-information/Upper_Case'],
  ])('%s: %s is 404, still the app (its not-found page)', async (_, url) => {
    expect(await statusOf(url)).toBe(404);
  });

  it('a missing hashed asset is a plain 404, not the app, and not cached for a year', async () => {
    const response = await app.request('/ecom/assets/missing.js');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBeNull();
  });
});

describe('the route table (src/routeTree.gen.ts)', () => {
  const routes = readStorefrontRoutes();

  it('holds every route of src/routes, home included, without trailing slashes', () => {
    const paths = routes.map((route) => route.path);
    expect(paths).toEqual(
      expect.arrayContaining(['/', '/shop/browse/$', '/products/$productName/$productId']),
    );
    expect(paths.every((p) => p === '/' || !p.endsWith('/'))).toBe(true);
  });

  it('prefers the most specific route: a fixed path over a splat, a fixed segment over a parameter', () => {
    expect(routeOf(routes, '/shop/browse/groceries/christmas')?.route.path).toBe(
      '/shop/browse/groceries/christmas',
    );
    expect(routeOf(routes, '/shop/browse/groceries/bakery')?.route.path).toBe('/shop/browse/$');
    expect(routeOf(routes, '/beforeYouGo/abc')?.route.path).toBe('/beforeYouGo/$interstitialId');
    expect(routeOf(routes, '/products/a/b/c')).toBeNull();
  });

  it('reads the fullPaths union, and fails loudly without one', () => {
    const source = "fullPaths:\n    | '/'\n    | '/a/'\n    | '/a/$id'\n  fileRoutesByTo: X";
    expect(routesOfRouteTree(source).map((route) => route.path)).toEqual(['/', '/a', '/a/$id']);
    expect(() => routesOfRouteTree('export {}')).toThrow('fullPaths');
  });
});
