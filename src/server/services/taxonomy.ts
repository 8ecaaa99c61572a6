import { and, arrayContains, asc, eq, inArray, lte } from 'drizzle-orm';
import type { CategoryTree, TaxonomyCategory } from '../../contract/taxonomy.ts';
import type { Database } from '../db/client.ts';
import { categories } from '../db/schema.ts';
import { categoryImagePath, imageSet } from '../http/product-images.ts';

export const SHOP_ROOT_ID = 0;
export const GROCERIES_ID = 10051;
export const ENTERTAINING_ID = 10052;
/** Browse taxonomy depth (doc 3 §3). */
export const TAXONOMY_DEPTH = 4;

type CategoryRow = typeof categories.$inferSelect;

export function browseUrl(path: string): string {
  return path === '' ? '/ecom/shop' : `/ecom/shop/browse/${path}`;
}

/**
 * A category and its descendants down to `depth` levels below it, ordered by level then position,
 * or undefined when there is no such category.
 */
export async function getCategoryWithDescendants(
  db: Database,
  id: number,
  depth: number,
  apiEnv: string,
): Promise<CategoryTree | undefined> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  if (!row) return undefined;
  const descendantRows =
    depth > 0
      ? await db
          .select()
          .from(categories)
          .where(and(arrayContains(categories.ancestorIds, [id]), lte(categories.level, row.level + depth)))
          .orderBy(asc(categories.level), asc(categories.position), asc(categories.id))
      : [];
  const children = await childIdsOf(db, [row.id, ...descendantRows.map((d) => d.id)]);
  return {
    category: toTaxonomyCategory(row, children.get(row.id) ?? [], apiEnv),
    descendants: descendantRows.map((d) => toTaxonomyCategory(d, children.get(d.id) ?? [], apiEnv)),
  };
}

async function childIdsOf(db: Database, parentIds: number[]): Promise<Map<number, number[]>> {
  const rows = await db
    .select({ id: categories.id, parentId: categories.parentId })
    .from(categories)
    .where(inArray(categories.parentId, parentIds))
    .orderBy(asc(categories.position), asc(categories.id));
  const byParent = new Map<number, number[]>();
  for (const { id, parentId } of rows) {
    if (parentId === null) continue;
    const list = byParent.get(parentId) ?? [];
    list.push(id);
    byParent.set(parentId, list);
  }
  return byParent;
}

function toTaxonomyCategory(row: CategoryRow, childIds: number[], apiEnv: string): TaxonomyCategory {
  return {
    id: String(row.id),
    name: row.name,
    shortName: row.shortName,
    path: row.path,
    url: browseUrl(row.path),
    level: row.level,
    parent: row.ancestorIds.map(String),
    parentId: row.parentId === null ? null : String(row.parentId),
    categoryIds: childIds.map(String),
    hasDescendants: childIds.length > 0,
    hiddenInNav: row.hiddenInNav,
    emptyOfProducts: row.emptyOfProducts,
    iconName: row.iconName,
    offer: row.offer,
    banner: row.banner,
    pageTitle: row.pageTitle,
    // Every category has a picture: a few of the foods of the leaves under it (src/server/pictures).
    image: imageSet((variant) => categoryImagePath(apiEnv, String(row.id), variant)),
  };
}
