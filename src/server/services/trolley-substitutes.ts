import { and, asc, count, desc, eq, ne, notInArray, sql } from 'drizzle-orm';
import { MAX_RECOMMENDATIONS_SIZE } from '../../domain/trolley-limits.ts';
import type { Database } from '../db/client.ts';
import { products, trolleyItems } from '../db/schema.ts';
import { productColumns, type TrolleyProductRow } from './trolley-catalogue.ts';
import type { RecommendedProducts } from './trolley-recommendations.ts';
import { failure } from './trolley-rules.ts';
import { productSummary } from './trolley-view.ts';

/**
 * Substitution products for a trolley line (doc 2 §7 "substitution products: orderId, lineNumber,
 * pickingRef"; §2 swap-unavailable): products in stock from the line's own category, sold in the same unit,
 * not already in the trolley, the nearest in price first (then the best reviewed, then by line number, so the
 * list is stable). `pickingRef` names a picking of a placed order; trolleys are not picked yet, so it is
 * accepted and not used.
 */
export async function substitutionProducts(
  db: Database,
  orderId: number,
  { lineNumber, size }: { lineNumber: string; size: number },
): Promise<RecommendedProducts> {
  if (!Number.isInteger(size) || size < 1 || size > MAX_RECOMMENDATIONS_SIZE) {
    return {
      failures: [
        failure('INVALID_INPUT', `size must be a whole number from 1 to ${MAX_RECOMMENDATIONS_SIZE}.`),
      ],
      totalResults: 0,
      products: [],
    };
  }
  const [line] = await db
    .select({
      productId: products.id,
      categoryId: products.categoryId,
      uom: products.uom,
      pricePence: products.pricePence,
    })
    .from(trolleyItems)
    .innerJoin(products, eq(products.id, trolleyItems.productId))
    .where(and(eq(trolleyItems.customerOrderId, orderId), eq(trolleyItems.lineNumber, lineNumber)));
  if (!line) {
    return {
      failures: [failure('ITEM_NOT_FOUND', 'Sorry, this item is not in your trolley.')],
      totalResults: 0,
      products: [],
    };
  }
  const inTrolley = db
    .select({ productId: trolleyItems.productId })
    .from(trolleyItems)
    .where(eq(trolleyItems.customerOrderId, orderId));
  const where = and(
    eq(products.availability, 'IN_STOCK'),
    eq(products.categoryId, line.categoryId),
    eq(products.uom, line.uom),
    ne(products.id, line.productId),
    notInArray(products.id, inTrolley),
  );
  const [total] = await db.select({ n: count() }).from(products).where(where);
  const rows = (await db
    .select(productColumns)
    .from(products)
    .where(where)
    .orderBy(
      sql`abs(${products.pricePence} - ${line.pricePence})`,
      desc(products.reviewCount),
      asc(products.lineNumber),
    )
    .limit(size)) as TrolleyProductRow[];
  return { failures: [], totalResults: total?.n ?? 0, products: rows.map(productSummary) };
}
