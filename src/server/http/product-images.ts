import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Database } from '../db/client.ts';
import { products } from '../db/schema.ts';
import { renderProductImage } from '../seed/product-image.ts';
import { apiError } from './errors.ts';

const VARIANTS = ['small', 'medium', 'large'] as const;
type Variant = (typeof VARIANTS)[number];

export function productImagePath(apiEnv: string, lineNumber: string, variant: Variant): string {
  return `/api/images-${apiEnv}/v1/products/${lineNumber}/${variant}.svg`;
}

/** Images service: every product's generated SVG, `/api/images-{env}/v1/products/{lineNumber}/{variant}.svg`. */
export function productImageRoutes(db: Database) {
  return new Hono().get('/products/:lineNumber/:file', async (c) => {
    const lineNumber = c.req.param('lineNumber');
    const variant = c.req.param('file').replace(/\.svg$/, '') as Variant;
    if (!/^\d{1,12}$/.test(lineNumber) || !VARIANTS.includes(variant)) {
      return apiError(c, 404, 'NOT_FOUND', 'No such product image');
    }
    const [product] = await db
      .select({
        name: products.name,
        brand: products.brand,
        size: products.size,
        imageHue: products.imageHue,
        imageIcon: products.imageIcon,
      })
      .from(products)
      .where(eq(products.lineNumber, lineNumber));
    if (!product) return apiError(c, 404, 'NOT_FOUND', `Product ${lineNumber} not found`);
    c.header('Content-Type', 'image/svg+xml; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(renderProductImage(product, variant));
  });
}
