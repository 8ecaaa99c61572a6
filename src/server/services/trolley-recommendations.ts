import { and, asc, count, desc, eq, inArray, notInArray, type SQL } from 'drizzle-orm';
import type { RecommendedProducts as ContractRecommendedProducts } from '../../contract/trolley.ts';
import { MAX_RECOMMENDATIONS_SIZE } from '../../domain/trolley-limits.ts';
import type { Database } from '../db/client.ts';
import { products, trolleyItems } from '../db/schema.ts';
import { productColumns, type TrolleyProductRow } from './trolley-catalogue.ts';
import { failure } from './trolley-rules.ts';
import { type ProductSummary, productSummary } from './trolley-view.ts';

/**
 * Products recommended on the trolley page (doc 2 §2 "shows recommended products (default 8)", §7
 * getTrolleyWithRecommendations): products in stock from the categories of the trolley's products, not
 * already in it, best reviewed first (then by line number, so pages are stable). An empty trolley gets the
 * shop's best reviewed products.
 */
export type RecommendedProducts = Omit<ContractRecommendedProducts, 'products'> & {
  products: ProductSummary[];
};

/** A page of recommendations asked for: its size and start, or the failure that refuses them. */
export function pageRefusal({ size, start }: { size: number; start: number }): RecommendedProducts | null {
  const refused = (message: string): RecommendedProducts => ({
    failures: [failure('INVALID_INPUT', message)],
    totalResults: 0,
    products: [],
  });
  if (!Number.isInteger(size) || size < 0 || size > MAX_RECOMMENDATIONS_SIZE)
    return refused(`recommendationsSize must be a whole number from 0 to ${MAX_RECOMMENDATIONS_SIZE}.`);
  if (!Number.isInteger(start) || start < 0)
    return refused('recommendationsStart must be a whole number from 0.');
  return null;
}

/** The products `where` chooses, best reviewed first (then by line number, so pages are stable). */
export async function recommendedPage(
  db: Database,
  where: SQL | undefined,
  { size, start }: { size: number; start: number },
): Promise<RecommendedProducts> {
  const [total] = await db.select({ n: count() }).from(products).where(where);
  const rows =
    size === 0
      ? []
      : ((await db
          .select(productColumns)
          .from(products)
          .where(where)
          .orderBy(desc(products.reviewCount), asc(products.lineNumber))
          .limit(size)
          .offset(start)) as TrolleyProductRow[]);
  return { failures: [], totalResults: total?.n ?? 0, products: rows.map(productSummary) };
}

export async function recommendProducts(
  db: Database,
  orderId: number,
  page: { size: number; start: number },
): Promise<RecommendedProducts> {
  const refused = pageRefusal(page);
  if (refused) return refused;
  const inTrolley = db
    .select({ productId: trolleyItems.productId })
    .from(trolleyItems)
    .where(eq(trolleyItems.customerOrderId, orderId));
  const [hasItems] = await db
    .select({ n: count() })
    .from(trolleyItems)
    .where(eq(trolleyItems.customerOrderId, orderId));
  const trolleyCategories = db
    .selectDistinct({ categoryId: products.categoryId })
    .from(products)
    .innerJoin(trolleyItems, eq(trolleyItems.productId, products.id))
    .where(eq(trolleyItems.customerOrderId, orderId));
  const where =
    (hasItems?.n ?? 0) > 0
      ? and(
          eq(products.availability, 'IN_STOCK'),
          inArray(products.categoryId, trolleyCategories),
          notInArray(products.id, inTrolley),
        )
      : eq(products.availability, 'IN_STOCK');
  return recommendedPage(db, where, page);
}
