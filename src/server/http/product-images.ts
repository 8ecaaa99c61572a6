import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import type { Database } from '../db/client.ts';
import { categories, products } from '../db/schema.ts';
import { renderCategoryPicture } from '../pictures/category-picture.ts';
import { type ImageVariant, isImageVariant, renderPackshot } from '../pictures/packshot.ts';
import { packshotInputOf, picturesVersion } from '../pictures/product-picture.ts';
import { Lru } from '../services/catalogue-cache.ts';
import { apiError } from './errors.ts';

/**
 * Images service (doc 3 §3 Product images; docs/api/pictures.md): packshots of products and pictures of
 * categories, drawn as SVG in the spec's sizes. A URL carries the drawing's version, so a picture is cached
 * for a year as immutable and a new drawing has new URLs.
 */

export function productImagePath(apiEnv: string, lineNumber: string, variant: ImageVariant): string {
  return `/api/images-${apiEnv}/v1/products/${lineNumber}/${variant}.svg?v=${picturesVersion()}`;
}

export function categoryImagePath(apiEnv: string, categoryId: string, variant: ImageVariant): string {
  return `/api/images-${apiEnv}/v1/categories/${categoryId}/${variant}.svg?v=${picturesVersion()}`;
}

/** A product's or a category's pictures in every size. */
export function imageSet(path: (variant: ImageVariant) => string) {
  return {
    small: path('small'),
    medium: path('medium'),
    large: path('large'),
    extraLarge: path('extraLarge'),
  };
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Asked for without the current version (an old page, a hand-typed URL): kept only briefly. */
const UNVERSIONED = 'public, max-age=300';

/** Rendered pictures, so that a list's pictures are drawn once: at most this many, the least used dropped. */
const CACHE_ENTRIES = 3000;

function variantOf(file: string): ImageVariant | undefined {
  const match = /^([A-Za-z]+)\.svg$/.exec(file);
  const variant = match?.[1];
  return variant !== undefined && isImageVariant(variant) ? variant : undefined;
}

function svgAnswer(c: Context, svg: string, etag: string) {
  const current = c.req.query('v') === picturesVersion();
  c.header('Cache-Control', current ? IMMUTABLE : UNVERSIONED);
  c.header('ETag', etag);
  c.header('Vary', 'Accept-Encoding');
  if (c.req.header('If-None-Match') === etag) return c.body(null, 304);
  c.header('Content-Type', 'image/svg+xml; charset=utf-8');
  return c.body(svg);
}

export function productImageRoutes(db: Database) {
  const cache = new Lru<string, string>(CACHE_ENTRIES);

  return new Hono()
    .get('/products/:lineNumber/:file', async (c) => {
      const lineNumber = c.req.param('lineNumber');
      const variant = variantOf(c.req.param('file'));
      if (!/^\d{1,12}$/.test(lineNumber) || !variant) {
        return apiError(c, 404, 'NOT_FOUND', 'No such product image');
      }
      const key = `p/${lineNumber}/${variant}`;
      const etag = `"${picturesVersion()}-${key}"`;
      let svg = cache.get(key);
      if (svg === undefined) {
        const [row] = await db
          .select({
            name: products.name,
            brand: products.brand,
            size: products.size,
            imageHue: products.imageHue,
            imageIcon: products.imageIcon,
            categoryPath: categories.path,
            categoryName: categories.name,
          })
          .from(products)
          .innerJoin(categories, eq(categories.id, products.categoryId))
          .where(eq(products.lineNumber, lineNumber));
        if (!row) return apiError(c, 404, 'NOT_FOUND', `Product ${lineNumber} not found`);
        svg = renderPackshot(packshotInputOf(row), variant);
        cache.set(key, svg);
      }
      return svgAnswer(c, svg, etag);
    })
    .get('/categories/:categoryId/:file', async (c) => {
      const categoryId = c.req.param('categoryId');
      const variant = variantOf(c.req.param('file'));
      if (!/^\d{1,9}$/.test(categoryId) || !variant) {
        return apiError(c, 404, 'NOT_FOUND', 'No such category image');
      }
      const key = `c/${Number(categoryId)}/${variant}`;
      const etag = `"${picturesVersion()}-${key}"`;
      let svg = cache.get(key);
      if (svg === undefined) {
        const [row] = await db
          .select({ name: categories.name, path: categories.path })
          .from(categories)
          .where(eq(categories.id, Number(categoryId)));
        if (!row) return apiError(c, 404, 'NOT_FOUND', `Category ${categoryId} not found`);
        svg = renderCategoryPicture(row, variant);
        cache.set(key, svg);
      }
      return svgAnswer(c, svg, etag);
    });
}
