import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import type { DatabaseHandle } from '../../src/server/db/client.ts';
import { createMemoryLogger } from '../../src/server/logger.ts';
import { picturesVersion } from '../../src/server/pictures/product-picture.ts';
import { ensureSeeded } from '../../src/server/seed/index.ts';
import { createTestDatabase } from './support/test-database.ts';

let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;
const images = '/api/images-prod/v1';

beforeAll(async () => {
  database = await createTestDatabase();
  await ensureSeeded(database.db, { products: 300 });
  app = createApp({ database, logger: createMemoryLogger(), apiEnv: 'prod' });
});

afterAll(async () => {
  await database?.close();
});

async function aProduct() {
  const product = await database.db.query.products.findFirst();
  if (!product) throw new Error('no product seeded');
  return product;
}

describe('product pictures', () => {
  it.each([
    ['small', '120'],
    ['medium', '300'],
    ['large', '600'],
    ['extraLarge', '1200'],
  ])(
    'serves the %s packshot at its size, cached for a year at its versioned URL',
    async (variant, pixels) => {
      const { lineNumber, name } = await aProduct();
      const response = await app.request(
        `${images}/products/${lineNumber}/${variant}.svg?v=${picturesVersion()}`,
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('etag')).toMatch(/^".+"$/);
      const svg = await response.text();
      expect(svg).toMatch(new RegExp(`^<svg [^>]*width="${pixels}" height="${pixels}"`));
      expect(svg).toContain('<symbol id="food-');
      expect(svg).toContain(`<title>${name.replace(/&/g, '&amp;').replace(/'/g, '&apos;')}</title>`);
    },
  );

  it('keeps a picture asked for without the current version only briefly', async () => {
    const { lineNumber } = await aProduct();
    for (const query of ['', '?v=old']) {
      const response = await app.request(`${images}/products/${lineNumber}/medium.svg${query}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    }
  });

  it('answers 304 to a browser that holds the same picture', async () => {
    const { lineNumber } = await aProduct();
    const url = `${images}/products/${lineNumber}/large.svg?v=${picturesVersion()}`;
    const first = await app.request(url);
    const etag = first.headers.get('etag') ?? '';
    const again = await app.request(url, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
  });

  it('draws the same picture every time (from the cache or not)', async () => {
    const { lineNumber } = await aProduct();
    const url = `${images}/products/${lineNumber}/small.svg`;
    expect(await (await app.request(url)).text()).toBe(await (await app.request(url)).text());
  });

  it.each([
    ['an unknown product', '/products/000000/medium.svg'],
    ['an unknown size', '/products/123456/huge.svg'],
    ['a size in another case', '/products/123456/Medium.svg'],
    ['another format', '/products/123456/medium.png'],
    ['a line number that is not one', '/products/12ab/medium.svg'],
    ['a path beyond the picture', '/products/123456/medium.svg/x'],
  ])('answers 404 for %s', async (_, path) => {
    const response = await app.request(`${images}${path}`);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { type: string }).type).toBe('NOT_FOUND');
  });

  it('gives every product its four pictures at versioned URLs in the catalogue answers', async () => {
    const { lineNumber } = await aProduct();
    const response = await app.request(`/api/products-prod/v1/products/${lineNumber}`);
    expect(response.status).toBe(200);
    const body = JSON.stringify(await response.json());
    for (const variant of ['small', 'medium', 'large', 'extraLarge']) {
      expect(body).toContain(`/products/${lineNumber}/${variant}.svg?v=${picturesVersion()}`);
    }
  });
});

describe('category pictures', () => {
  it('fills every taxonomy category with pictures that are served', async () => {
    const response = await app.request('/api/taxonomy-prod/v1/categories/10051?depth=1');
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      category: { id: string; image: Record<string, string> | null };
      descendants: { id: string; image: Record<string, string> | null }[];
    };
    const v = picturesVersion();
    expect(body.category.image).toEqual({
      small: `${images}/categories/10051/small.svg?v=${v}`,
      medium: `${images}/categories/10051/medium.svg?v=${v}`,
      large: `${images}/categories/10051/large.svg?v=${v}`,
      extraLarge: `${images}/categories/10051/extraLarge.svg?v=${v}`,
    });
    expect(body.descendants.length).toBeGreaterThan(5);
    for (const department of body.descendants) {
      expect(department.image?.medium).toBe(`${images}/categories/${department.id}/medium.svg?v=${v}`);
    }
    const department = body.descendants[0];
    const picture = await app.request(department?.image?.large ?? '');
    expect(picture.status).toBe(200);
    expect(picture.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const svg = await picture.text();
    expect(svg).toMatch(/^<svg [^>]*width="600" height="600"/);
    expect((svg.match(/<use /g) ?? []).length).toBeGreaterThanOrEqual(1);
  });

  it('answers 404 for an unknown category or size', async () => {
    for (const path of [
      '/categories/999999999/medium.svg',
      '/categories/10051/huge.svg',
      '/categories/x/medium.svg',
    ]) {
      expect((await app.request(`${images}${path}`)).status).toBe(404);
    }
  });
});
