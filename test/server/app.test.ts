import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import type { DatabaseHandle } from '../../src/server/db/client.ts';
import { createMemoryLogger } from '../../src/server/logger.ts';
import { ensureSeeded } from '../../src/server/seed/index.ts';
import { createTestDatabase } from './support/test-database.ts';

let database: DatabaseHandle;
let staticDir: string;
const logger = createMemoryLogger();
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await createTestDatabase();
  await ensureSeeded(database.db, { products: 300 });
  staticDir = await mkdtemp(path.join(tmpdir(), 'storefront-'));
  await mkdir(path.join(staticDir, 'assets'));
  await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(staticDir, 'assets', 'chunk-1-main.js'), 'console.log(1)');
  app = createApp({ database, logger, apiEnv: 'prod', staticDir });
});

afterAll(async () => {
  await database?.close();
  if (staticDir) await rm(staticDir, { recursive: true, force: true });
});

describe('health', () => {
  it('answers ok with the database kind', async () => {
    const response = await app.request('/api/health-prod/v1/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', database: database.kind });
  });
});

describe('taxonomy', () => {
  it('answers groceries with its departments, every field of doc 3 §3', async () => {
    const response = await app.request('/api/taxonomy-prod/v1/categories/10051?depth=1');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const body = (await response.json()) as {
      category: Record<string, unknown>;
      descendants: Record<string, unknown>[];
    };
    expect(body.category).toMatchObject({
      id: '10051',
      level: 1,
      parent: ['0'],
      parentId: '0',
      url: '/ecom/shop/browse/groceries',
      path: 'groceries',
      hasDescendants: true,
    });
    expect(Object.keys(body.category).sort()).toEqual(
      [
        'id',
        'name',
        'shortName',
        'path',
        'url',
        'level',
        'parent',
        'parentId',
        'categoryIds',
        'hasDescendants',
        'hiddenInNav',
        'emptyOfProducts',
        'iconName',
        'offer',
        'banner',
        'pageTitle',
        'image',
      ].sort(),
    );
    expect(body.descendants.length).toBeGreaterThan(5);
    expect(body.descendants.every((d) => d.level === 2 && d.parentId === '10051')).toBe(true);
    expect(body.category.categoryIds).toEqual(body.descendants.map((d) => d.id));
  });

  it('gives descendants down to the asked depth, ordered by level', async () => {
    const response = await app.request('/api/taxonomy-prod/v1/categories/0?depth=4');
    const body = (await response.json()) as { descendants: { level: number; path: string }[] };
    const levels = body.descendants.map((d) => d.level);
    expect(Math.max(...levels)).toBe(4);
    expect(levels).toEqual([...levels].sort((a, b) => a - b));
    expect(body.descendants.every((d) => d.path === d.path.toLowerCase())).toBe(true);
  });

  it.each([
    ['/api/taxonomy-prod/v1/categories/999999', 404, 'NOT_FOUND'],
    ['/api/taxonomy-prod/v1/categories/abc', 400, 'BAD_REQUEST'],
    ['/api/taxonomy-prod/v1/categories/10051?depth=9', 400, 'BAD_REQUEST'],
    ['/api/taxonomy-prod/v1/categories/10051?depth=-1', 400, 'BAD_REQUEST'],
    ['/api/nothing-prod/v1/here', 404, 'NOT_FOUND'],
  ])('%s answers %i %s', async (url, status, type) => {
    const response = await app.request(url);
    expect(response.status).toBe(status);
    const body = (await response.json()) as { type: string; message: string };
    expect(body.type).toBe(type);
    expect(body.message.length).toBeGreaterThan(5);
  });
});

describe('product images', () => {
  it('serves a generated SVG for a product', async () => {
    const product = await database.db.query.products.findFirst();
    expect(product).toBeDefined();
    const response = await app.request(`/api/images-prod/v1/products/${product?.lineNumber}/medium.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(await response.text()).toContain('<svg');
  });

  it('answers 404 for an unknown product or variant', async () => {
    expect((await app.request('/api/images-prod/v1/products/000000/medium.svg')).status).toBe(404);
    expect((await app.request('/api/images-prod/v1/products/123456/huge.svg')).status).toBe(404);
  });
});

describe('storefront', () => {
  it('serves index.html for the pages below /ecom, never cached (404 for paths that are none: storefront-pages.test.ts)', async () => {
    for (const url of ['/ecom/', '/ecom/shop/browse/groceries', '/ecom/find-a-store?x=1']) {
      const response = await app.request(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it('caches hashed assets immutably and 404s missing ones', async () => {
    const asset = await app.request('/ecom/assets/chunk-1-main.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await app.request('/ecom/assets/missing.js')).status).toBe(404);
  });

  it('redirects the bare root to the shop', async () => {
    const response = await app.request('/');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/ecom/');
  });
});

describe('request log', () => {
  it('writes JSON lines with token, password and email query values masked', async () => {
    await app.request(
      '/api/health-prod/v1/health?token=secret-token&password=hunter2&email=a%40b.com&keep=1',
    );
    const line = logger.lines.find((l) => String(l.path).includes('keep=1'));
    expect(line).toMatchObject({ level: 'info', msg: 'request', method: 'GET', status: 200 });
    const logged = JSON.stringify(logger.lines);
    expect(logged).not.toContain('secret-token');
    expect(logged).not.toContain('hunter2');
    expect(logged).not.toContain('a%40b.com');
    expect(line?.path).toBe('/api/health-prod/v1/health?token=****&password=****&email=****&keep=1');
  });

  it('masks secrets by their shape wherever they are in the request line, and never logs a search term whole', async () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJlLXNpZ25hdHVyZQ';
    const card = '4444333322221111';
    await app.request(`/api/health-prod/v1/health/${jwt};pwd=hunter2?auth=${jwt}&user=a%40b.com&keep=2`);
    await app.request(`/api/content-prod/v2/en?searchTerm=${card}&keep=3`);
    const logged = JSON.stringify(logger.lines);
    for (const secret of [jwt, 'hunter2', 'a%40b.com', card]) expect(logged).not.toContain(secret);
    expect(logger.lines.some((l) => String(l.path).includes('keep=2'))).toBe(true);
    expect(logger.lines.find((l) => String(l.path).includes('keep=3'))?.path).toBe(
      '/api/content-prod/v2/en?searchTerm=****(16)&keep=3',
    );
  });
});

describe('content', () => {
  it('answers the seeded footer fragment, with campaign parameters on the cellar, gifts and garden links', async () => {
    const response = await app.request('/api/content-prod/v2/fragments/footer?clientType=WEB_APP');
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      name: string;
      content: { shops: { links: { title: string; href: string }[] }; siteLinks: unknown[] };
    };
    expect(body.name).toBe('footer');
    expect(body.content.siteLinks.length).toBeGreaterThanOrEqual(3);
    for (const link of body.content.shops.links) {
      expect(link.href).toContain('utm_source=waitrose.com&utm_medium=referral&utm_campaign=footer');
    }
  });

  it.each([
    ['/api/content-prod/v2/fragments/no-such-thing', 404],
    ['/api/content-prod/v2/fragments/Bad_Name', 400],
  ])('%s answers %i', async (url, status) => {
    expect((await app.request(url)).status).toBe(status);
  });
});
